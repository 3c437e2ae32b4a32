import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { PageBlock } from '../content/content-tables.js';
import { findPage } from '../content/pages-repository.js';
import { SLUG_PATTERN } from '../content/schemas.js';
import { LISTING_TYPES, PROPERTY_TYPES } from '../property/master-data.js';
import type { PlacesCache } from '../property/places-cache.js';
import { clip, type HeadContext, inLanguage, type PageHead, plainText, SCHEMA_CONTEXT, urlsOf } from './head.js';
import { idOf } from './page-path.js';
import { HEAD_TEXTS } from './texts.js';

// The heads of the pages that are not a listing or a profile: home, content pages, the search lists, the signed-in
// pages and the not-found page.

const VALID_SLUG = new RegExp(SLUG_PATTERN);

const locale = (ctx: HeadContext) => (ctx.lang === 'en' ? 'en_US' : 'ar_SY') as PageHead['locale'];

/** Every unknown page: nothing of the asked path is written back; its canonical is the home page. */
export function notFoundHead(ctx: HeadContext): PageHead {
  const t = HEAD_TEXTS[ctx.lang].notFound;
  return {
    status: 404,
    title: t.title,
    description: t.description,
    canonical: inLanguage(`${ctx.siteUrl}/`, ctx.lang),
    alternates: null,
    locale: locale(ctx),
    type: 'website',
    image: null,
    noindex: true,
    jsonLd: null,
  };
}

/** A signed-in page: the app shell answers it, but nothing of it is for search engines or previews. */
export function loginHead(ctx: HeadContext, segment: string): PageHead {
  const t = HEAD_TEXTS[ctx.lang].login;
  return {
    status: 200,
    title: t.title,
    description: t.description,
    canonical: inLanguage(`${ctx.siteUrl}/${segment}`, ctx.lang),
    alternates: null,
    locale: locale(ctx),
    type: 'website',
    image: null,
    noindex: true,
    jsonLd: null,
  };
}

function pageHead(
  ctx: HeadContext,
  path: string,
  title: string,
  description: string,
  noindex = false,
  jsonLd: PageHead['jsonLd'] = null,
): PageHead {
  return {
    status: 200,
    title,
    description: clip(plainText(description)),
    ...urlsOf(ctx, path),
    type: 'website',
    image: null,
    noindex,
    jsonLd,
  };
}

export function homeHead(ctx: HeadContext): PageHead {
  const t = HEAD_TEXTS[ctx.lang];
  const url = inLanguage(`${ctx.siteUrl}/`, ctx.lang);
  return pageHead(ctx, '/', t.home.title, t.home.description, false, {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: t.site,
    url,
    inLanguage: ctx.lang,
  });
}

export function contactHead(ctx: HeadContext): PageHead {
  const t = HEAD_TEXTS[ctx.lang];
  return pageHead(ctx, '/contact-us', t.titled(t.pages.contact), t.pages.contactDescription);
}

/** The first words of a page's text: its paragraphs and list items, headings left out. */
function firstWords(blocks: PageBlock[] | null | undefined): string {
  const texts = (blocks ?? []).flatMap((b) => (b.type === 'paragraph' ? [b.text] : b.type === 'list' ? b.items : []));
  return plainText(texts.join(' '));
}

/**
 * A content page: /about and /affiliate (their own routes, with a fixed title when the page is not published) and
 * /cms/{slug}, a published page or not found.
 */
export async function contentHead(
  ctx: HeadContext,
  db: Kysely<Database>,
  slug: string,
  fixed: boolean,
): Promise<PageHead | null> {
  const t = HEAD_TEXTS[ctx.lang];
  // Only a slug the content pages can have reaches the database (nothing else can name a page).
  const row =
    VALID_SLUG.test(slug) && slug.length <= 80
      ? await findPage(db, ctx.tenantId, slug, { publishedOnly: true })
      : undefined;
  if (!row && !fixed) return null;
  const path = fixed ? `/${slug}` : `/cms/${encodeURIComponent(slug)}`;
  const fallback = slug === 'about' ? t.pages.about : t.pages.affiliate;
  const title = plainText(row ? (ctx.lang === 'ar' ? row.ar_title : row.en_title) : '') || fallback;
  const text = row ? firstWords(ctx.lang === 'ar' ? row.ar_content : row.en_content) : '';
  return pageHead(ctx, path, t.titled(title), text || t.pages.pageDescription(title));
}

/**
 * A search with three or more query parameters is kept out of search engines, as robots.txt keeps it out of their
 * crawl (scripts/src/site/robots.ts: `Disallow: /property?*&*&`): endless combinations of one list.
 */
const MANY_PARAMETERS = 3;
const parameterCount = (query: URLSearchParams) => [...query.keys()].length;

/** The first value of the first of `names` that is present. */
const first = (query: URLSearchParams, ...names: string[]) =>
  names.map((n) => query.get(n)).find((v) => v !== null) ?? null;

const PLACE_LEVELS = [
  ['sub_neighborhood', 'sub_neighborhoods'],
  ['neighborhood', 'neighborhoods'],
  ['city', 'cities'],
  ['governorate', 'governorates'],
] as const;

/** /property with its main filters: "Apartments for sale in Damascus". The canonical keeps only those filters. */
export async function propertyListHead(
  ctx: HeadContext,
  places: PlacesCache,
  query: URLSearchParams,
): Promise<PageHead> {
  const t = HEAD_TEXTS[ctx.lang];
  const side = LISTING_TYPES.find((o) => o.value === query.get('listing_type'))?.value;
  const type = PROPERTY_TYPES.find((o) => o.value === first(query, 'property_type', 'property_type[]'))?.value;
  const ids = PLACE_LEVELS.map(([name]) => idOf(first(query, name, `${name}_id`)));
  await places.ensure(Object.fromEntries(PLACE_LEVELS.map(([, level], i) => [level, [ids[i] ?? null]])));
  const found = PLACE_LEVELS.map(([, level], i) => places.get(level, ids[i] ?? null));
  const place = found.find((p) => p !== null) ?? null;

  const title = [
    type ? t.list.propertyTypes[type] : t.list.properties,
    side ? t.list.propertySide[side] : t.list.forSaleAndRent,
    place ? t.list.in(ctx.lang === 'ar' ? place.name_ar : place.name_en) : t.list.inSyria,
  ].join(' ');
  const clean = new URLSearchParams();
  if (side) clean.set('listing_type', side);
  if (type) clean.set('property_type', type);
  // Parents first, as the list page writes its URL.
  for (let i = PLACE_LEVELS.length - 1; i >= 0; i -= 1)
    if (found[i]) clean.set(PLACE_LEVELS[i]![0], String(found[i]!.id));
  const path = clean.size ? `/property?${clean}` : '/property';
  return pageHead(
    ctx,
    path,
    t.titled(title),
    t.list.propertyDescription(title),
    parameterCount(query) >= MANY_PARAMETERS,
  );
}

/** /auto with its brand and model: "Toyota Corolla cars for sale". */
export async function autoListHead(ctx: HeadContext, db: Kysely<Database>, query: URLSearchParams): Promise<PageHead> {
  const t = HEAD_TEXTS[ctx.lang];
  const brandId = idOf(query.get('brand_id'));
  const modelId = idOf(query.get('model_id'));
  const [brand, model] = await Promise.all([
    brandId === null
      ? undefined
      : db.selectFrom('auto_brands').select(['id', 'name_en', 'name_ar']).where('id', '=', brandId).executeTakeFirst(),
    // A model of that brand only.
    modelId === null || brandId === null
      ? undefined
      : db
          .selectFrom('auto_models as m')
          .innerJoin('auto_classes as c', 'c.id', 'm.class_id')
          .select(['m.id', 'm.name_en', 'm.name_ar'])
          .where('m.id', '=', modelId)
          .where('c.brand_id', '=', brandId)
          .executeTakeFirst(),
  ]);
  const named = (o: { name_en: string; name_ar: string } | undefined) =>
    o ? plainText(ctx.lang === 'ar' ? o.name_ar : o.name_en) : '';
  const what = [named(brand), brand && named(model)].filter(Boolean).join(' ');
  const title = what ? t.list.cars(what) : `${t.list.carsForSale} ${t.list.inSyria}`;
  const clean = new URLSearchParams();
  if (brand) clean.set('brand_id', String(brand.id));
  if (brand && model) clean.set('model_id', String(model.id));
  const path = clean.size ? `/auto?${clean}` : '/auto';
  return pageHead(ctx, path, t.titled(title), t.list.autoDescription(title), parameterCount(query) >= MANY_PARAMETERS);
}

/** /property/map: one page; any query on it is kept out of search engines (robots.txt: `Disallow: /property/map?`). */
export function propertyMapHead(ctx: HeadContext, query: URLSearchParams): PageHead {
  const t = HEAD_TEXTS[ctx.lang];
  return pageHead(
    ctx,
    '/property/map',
    t.titled(t.list.map),
    t.list.propertyDescription(t.list.map),
    parameterCount(query) > 0,
  );
}
