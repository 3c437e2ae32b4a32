import type { Kysely } from 'kysely';
import type { MediaVariantRecord } from '../media/media-files-table.js';
import { openToAll } from '../listings/open-listing.js';
import { listingPath } from '../listing-kinds/registry.js';
import { AUTO } from '../auto/kind.js';
import { CONDITIONS } from '../auto/master-data.js';
import { PROPERTY } from '../property/kind.js';
import { PROPERTY_TYPES, TYPES_WITHOUT_ROOMS } from '../property/master-data.js';
import type { PlacesCache } from '../property/places-cache.js';
import {
  absoluteUrl,
  availability,
  describe,
  facts,
  type HeadContext,
  type HeadImage,
  type PageHead,
  plainText,
  SCHEMA_CONTEXT,
  urlsOf,
} from './head.js';
import type { ShareImages } from './og-image.js';
import { amountWithCurrency, formatWhole } from '../listing-shared/currency.js';
import { HEAD_TEXTS } from './texts.js';
import { listingName } from '../listings/listing-name.js';

// The heads of the listing pages, property and car: one query each (the photo's share picture is made once, the
// first time; place names come from the in-memory places cache).

export interface ListingHeadDeps {
  db: Kysely<any>;
  places: PlacesCache;
  images: ShareImages;
  closedDays: number;
}

type Price = { syp: number; usd: number };

/** "1,500,000 SYP (115 USD) / month": the first currency given, then the other, as the site words them. */
function priceText(ctx: HeadContext, price: Price, first: 'SYP' | 'USD', rentPeriod?: string | null): string {
  const t = HEAD_TEXTS[ctx.lang];
  const [a, b] = first === 'USD' ? (['USD', 'SYP'] as const) : (['SYP', 'USD'] as const);
  const amount = (c: 'SYP' | 'USD') => amountWithCurrency(ctx.lang, c === 'SYP' ? price.syp : price.usd, c);
  return `${amount(a)} (${amount(b)})${(rentPeriod && t.per[rentPeriod]) || ''}`;
}

/** The listing's name in the page's language, its status first when it is off the market. */
function listingTitle(
  ctx: HeadContext,
  row: { name: string; name_ar: string | null; status: string },
): { name: string; title: string } {
  const t = HEAD_TEXTS[ctx.lang];
  const name = plainText(listingName(row, ctx.lang));
  const shown = row.status === 'sold' ? t.closed.sold(name) : row.status === 'rented' ? t.closed.rented(name) : name;
  return { name, title: t.titled(shown) };
}

/** The share picture of the listing's primary photo, or its main picture when none can be made. */
async function shareImage(
  ctx: HeadContext,
  deps: ListingHeadDeps,
  imageId: number | null,
  variants: Record<string, MediaVariantRecord> | null,
  alt: string,
): Promise<HeadImage | null> {
  if (imageId === null || !variants?.main) return null;
  const picture = (await deps.images.ogOf(imageId, variants)) ?? variants.main;
  return { url: absoluteUrl(ctx.siteUrl, picture.url), width: picture.width ?? 0, height: picture.height ?? 0, alt };
}

const offer = (url: string, price: number, currency: 'SYP' | 'USD', status: string) => ({
  '@type': 'Offer',
  url,
  price,
  priceCurrency: currency,
  availability: availability(status),
});

const RENT_UNITS: Record<string, string> = { monthly: 'MON', yearly: 'ANN', daily: 'DAY' };
/** The schema.org type of what is on offer, for the property types that have one. */
const PLACE_TYPES: Record<string, string> = {
  apartment: 'Apartment',
  studio: 'Apartment',
  villa: 'House',
  building: 'Residence',
};

export async function propertyHead(ctx: HeadContext, deps: ListingHeadDeps, id: number): Promise<PageHead | null> {
  const row = await deps.db
    .selectFrom('properties as p')
    .leftJoin('media_files as mf', 'mf.id', 'p.primary_image_id')
    .select([
      'p.id',
      'p.name',
      'p.name_ar',
      'p.description',
      'p.description_ar',
      'p.status',
      'p.status_changed_at',
      'p.listing_type',
      'p.rent_period',
      'p.property_type',
      'p.governorate_id',
      'p.city_id',
      'p.neighborhood_id',
      'p.bedrooms',
      'p.size_sqm',
      'p.final_price_syp',
      'p.final_price_usd',
      'p.latitude',
      'p.longitude',
      'p.primary_image_id',
      'p.created_at',
      'mf.variants as image_variants',
    ])
    .where('p.tenant_id', '=', ctx.tenantId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row || !openToAll(row.status, row.status_changed_at, deps.closedDays)) return null;

  await deps.places.ensure({
    governorates: [row.governorate_id],
    cities: [row.city_id],
    neighborhoods: [row.neighborhood_id],
  });
  const t = HEAD_TEXTS[ctx.lang];
  const named = (p: { name_en: string; name_ar: string } | null) =>
    p ? (ctx.lang === 'ar' ? p.name_ar : p.name_en) : '';
  const city = named(deps.places.get('cities', row.city_id));
  const governorate = named(deps.places.get('governorates', row.governorate_id));
  const neighborhood = named(deps.places.get('neighborhoods', row.neighborhood_id));
  const type = PROPERTY_TYPES.find((o) => o.value === row.property_type);
  const side = row.listing_type === 'rent' ? 'rent' : 'sale';
  const price = { syp: Number(row.final_price_syp), usd: Number(row.final_price_usd) };
  const rentPeriod = side === 'rent' ? row.rent_period : null;
  const hasRooms = !TYPES_WITHOUT_ROOMS.includes(row.property_type) && row.bedrooms > 0;

  const { name, title } = listingTitle(ctx, row);
  const lead = facts([
    type && `${ctx.lang === 'ar' ? type.name_ar : type.name_en} ${t.property.side[side]}`,
    priceText(ctx, price, 'SYP', rentPeriod),
    [neighborhood, city].filter(Boolean).join(ctx.lang === 'ar' ? '، ' : ', '),
    hasRooms && t.property.bedrooms(row.bedrooms),
    row.size_sqm > 0 && t.property.size(formatWhole(row.size_sqm)),
  ]);
  const description = describe(lead, ctx.lang === 'ar' ? row.description_ar || row.description : row.description);
  const urls = urlsOf(ctx, listingPath(PROPERTY.name, row.id));
  const image = await shareImage(ctx, deps, row.primary_image_id, row.image_variants, t.imageAlt(name));

  const offered = {
    ...offer(urls.canonical, price.syp, 'SYP', row.status),
    businessFunction:
      side === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    ...(rentPeriod &&
      RENT_UNITS[rentPeriod] && {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: price.syp,
          priceCurrency: 'SYP',
          unitCode: RENT_UNITS[rentPeriod],
        },
      }),
  };
  const jsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    name,
    description,
    url: urls.canonical,
    inLanguage: ctx.lang,
    datePosted: new Date(row.created_at).toISOString(),
    ...(image && { image: image.url }),
    about: {
      '@type': PLACE_TYPES[row.property_type] ?? 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: governorate, addressCountry: 'SY' },
      geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
      ...(row.size_sqm > 0 && { floorSize: { '@type': 'QuantitativeValue', value: row.size_sqm, unitCode: 'MTK' } }),
      ...(hasRooms && { numberOfBedrooms: row.bedrooms }),
    },
    offers: offered,
  };
  return { status: 200, title, description, ...urls, type: 'product', image, noindex: false, jsonLd };
}

export async function autoHead(ctx: HeadContext, deps: ListingHeadDeps, id: number): Promise<PageHead | null> {
  const row = await deps.db
    .selectFrom('autos as a')
    .innerJoin('auto_brands as b', 'b.id', 'a.brand_id')
    .innerJoin('auto_models as m', 'm.id', 'a.model_id')
    .leftJoin('media_files as mf', 'mf.id', 'a.primary_image_id')
    .select([
      'a.id',
      'a.name',
      'a.name_ar',
      'a.description',
      'a.description_ar',
      'a.status',
      'a.status_changed_at',
      'a.year',
      'a.mileage_km',
      'a.condition',
      'a.fuel_type',
      'a.transmission',
      'a.color',
      'a.currency',
      'a.final_price_syp',
      'a.final_price_usd',
      'a.primary_image_id',
      'a.created_at',
      'b.name_en as brand_en',
      'b.name_ar as brand_ar',
      'm.name_en as model_en',
      'm.name_ar as model_ar',
      'mf.variants as image_variants',
    ])
    .where('a.tenant_id', '=', ctx.tenantId)
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row || !openToAll(row.status, row.status_changed_at, deps.closedDays)) return null;

  const t = HEAD_TEXTS[ctx.lang];
  const named = (o: { name_en: string; name_ar: string } | undefined) =>
    o ? (ctx.lang === 'ar' ? o.name_ar : o.name_en) : '';
  const brand = plainText(ctx.lang === 'ar' ? row.brand_ar : row.brand_en);
  const model = plainText(ctx.lang === 'ar' ? row.model_ar : row.model_en);
  const price = { syp: Number(row.final_price_syp), usd: Number(row.final_price_usd) };
  // A car is priced in the currency its seller chose; that one comes first.
  const currency = row.currency === 'SYP' ? 'SYP' : 'USD';

  const { name, title } = listingTitle(ctx, row);
  const lead = facts([
    `${brand} ${model} ${row.year}`,
    priceText(ctx, price, currency),
    t.auto.km(formatWhole(row.mileage_km)),
    named(CONDITIONS.find((o) => o.value === row.condition)),
  ]);
  const description = describe(lead, ctx.lang === 'ar' ? row.description_ar || row.description : row.description);
  const urls = urlsOf(ctx, listingPath(AUTO.name, row.id));
  const image = await shareImage(ctx, deps, row.primary_image_id, row.image_variants, t.imageAlt(name));

  const jsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Car',
    name,
    description,
    url: urls.canonical,
    ...(image && { image: image.url }),
    brand: { '@type': 'Brand', name: brand },
    model,
    vehicleModelDate: String(row.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: row.mileage_km, unitCode: 'KMT' },
    itemCondition: row.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: offer(urls.canonical, currency === 'SYP' ? price.syp : price.usd, currency, row.status),
  };
  return { status: 200, title, description, ...urls, type: 'product', image, noindex: false, jsonLd };
}
