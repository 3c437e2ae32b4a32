import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { ListingKind } from '../listing-kinds/registry.js';
import { defaultStorage } from '../media/media-plugin.js';
import { PlacesCache } from '../property/places-cache.js';
import { type HeadContext, headLang, type PageHead } from './head.js';
import { autoHead, type ListingHeadDeps, propertyHead } from './listing-heads.js';
import { ShareImages } from './og-image.js';
import { sitePage } from './page-path.js';
import { profileHead } from './profile-head.js';
import {
  autoListHead,
  contactHead,
  contentHead,
  homeHead,
  loginHead,
  notFoundHead,
  propertyListHead,
  propertyMapHead,
} from './site-heads.js';

// GET /api/page-head: what the site server writes into an HTML page's <head> (title, description, canonical URL and
// language alternates, Open Graph image, robots, JSON-LD), so a shared link previews and search engines see each
// page. Public: it says only what the page itself shows a guest.

const PageHeadQuery = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: 2000,
    description: 'The site path with its query, e.g. /property/property-detail/12 or /property?listing_type=sale',
  }),
  lang: Type.Optional(Type.String({ description: "'ar' (the default) or 'en'; anything else is taken as 'ar'" })),
});

const Image = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer(), alt: Type.String() });
const PageHeadData = Type.Object({
  status: Type.Union([Type.Literal(200), Type.Literal(404)]),
  title: Type.String(),
  description: Type.String(),
  canonical: Type.String(),
  alternates: Type.Union([
    Type.Object({ ar: Type.String(), en: Type.String(), 'x-default': Type.String() }),
    Type.Null(),
  ]),
  locale: Type.Union([Type.Literal('ar_SY'), Type.Literal('en_US')]),
  type: Type.Union([Type.Literal('website'), Type.Literal('product'), Type.Literal('profile')]),
  image: Type.Union([Image, Type.Null()]),
  noindex: Type.Boolean(),
  jsonLd: Type.Union([
    Type.Unsafe<Record<string, unknown>>({
      type: 'object',
      additionalProperties: true,
      description: 'schema.org JSON-LD',
    }),
    Type.Null(),
  ]),
});
const PageHeadResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: PageHeadData });

// Heads change when a listing does; a minute keeps a burst of shares of one link off the database.
const CACHE = 'public, max-age=60';
const MESSAGE = { ar: 'رأس الصفحة', en: 'Page head' };

interface KindHeads {
  detail: (ctx: HeadContext, id: number) => Promise<PageHead | null>;
  pages: Record<string, (ctx: HeadContext, query: URLSearchParams) => Promise<PageHead | null> | PageHead | null>;
}

const pageHeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const places = new PlacesCache(app.db);
  const deps: ListingHeadDeps = {
    db: app.db as unknown as Kysely<any>,
    places,
    images: new ShareImages(app.db, defaultStorage(app), app.log),
    closedDays: app.config.SOLD_LISTING_SEARCH_DAYS,
  };

  /** Each kind's heads: its detail page's, and its list page's ('') and its other pages' by their segment. */
  const HEADS: Record<ListingKind, KindHeads> = {
    property: {
      detail: (ctx, id) => propertyHead(ctx, deps, id),
      pages: { '': (ctx, query) => propertyListHead(ctx, places, query), map: propertyMapHead },
    },
    auto: {
      detail: (ctx, id) => autoHead(ctx, deps, id),
      pages: { '': (ctx, query) => autoListHead(ctx, app.db, query) },
    },
  };

  async function headOf(ctx: HeadContext, path: string): Promise<PageHead> {
    const page = sitePage(path);
    let head: PageHead | null;
    switch (page.kind) {
      case 'listing':
        head = await HEADS[page.listing].detail(ctx, page.id);
        break;
      case 'list':
        head = (await HEADS[page.listing].pages[page.page ?? '']?.(ctx, page.query)) ?? null;
        break;
      case 'profile':
        head = await profileHead(ctx, app.db, page.id);
        break;
      case 'home':
        head = homeHead(ctx);
        break;
      case 'contact':
        head = contactHead(ctx);
        break;
      case 'content':
        head = await contentHead(ctx, app.db, page.slug, page.fixed);
        break;
      case 'login':
        head = loginHead(ctx, page.segment);
        break;
      default:
        head = null;
    }
    return head ?? notFoundHead(ctx);
  }

  app.get(
    '/page-head',
    {
      schema: {
        tags: ['page-heads'],
        summary:
          "A site page's head: title, description, canonical and language URLs, share image, robots and JSON-LD (data.status 404 for an unknown page)",
        querystring: PageHeadQuery,
        response: { 200: PageHeadResponse },
      },
    },
    async (req, reply) => {
      const lang = headLang(req.query.lang);
      const data = await headOf(
        { siteUrl: app.config.PUBLIC_SITE_URL.replace(/\/+$/, ''), lang, tenantId: req.tenantId },
        req.query.path,
      );
      reply.header('cache-control', CACHE);
      return { success: true as const, message: MESSAGE[lang], data };
    },
  );
};

export default pageHeadRoutes;
