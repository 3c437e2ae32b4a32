import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { withCurrentRate } from '../listing-shared/budget.js';
import { paging, searchPaginationView } from '../listing-shared/pagination.js';
import { FIELD_MSG, MSG } from './messages.js';
import type { PlacesCache } from './places-cache.js';
import { imageRef, priceIn } from '../listing-shared/card-parts.js';
import { listCardView, preparePlaces } from './property-views.js';
import { FeaturedQuery, MapQuery, MapResponse, SearchQuery } from './schemas.js';
import { FeaturedListResponse, SearchListResponse } from './search-schemas.js';
import { assertRanges, currencyOf, normaliseSearchQuery } from './search-input.js';
import { type Bbox, filteredProperties, searchProperties, selectCards, selectListCards } from './search-repository.js';
import { PROPERTY } from './kind.js';

/** At this zoom or closer, or with few enough listings in view, the map shows each listing. */
const MARKER_ZOOM = 14;
const MAX_MARKERS = 300;
const MAX_CLUSTERS = 2_000;

export function parseBbox(raw: string): Bbox {
  const parts = raw.split(',').map((p) => p.trim());
  const nums = parts.map(Number);
  const [west, south, east, north] = nums as [number, number, number, number];
  const ok =
    parts.length === 4 &&
    parts.every((p) => p !== '') &&
    nums.every(Number.isFinite) &&
    west >= -180 &&
    east <= 180 &&
    south >= -90 &&
    north <= 90 &&
    west < east &&
    south < north;
  if (!ok) throw httpError(400, FIELD_MSG.bbox, { bbox: [FIELD_MSG.bbox] });
  return { west, south, east, north };
}

const searchRoutes: FastifyPluginAsyncTypebox<{ places: PlacesCache }> = async (app, opts) => {
  // Searches read app.readDb (a replica, with DATABASE_READ_URL): a new listing may reach them a moment after it is
  // saved, which a search can bear; the listing's own page and its owner's lists read the primary.
  const { places } = opts;

  app.get(
    '/property/get-property-list',
    {
      preValidation: normaliseSearchQuery,
      schema: {
        tags: [PROPERTY.name],
        summary: 'Search property listings (filters, sort, pages)',
        querystring: SearchQuery,
        response: { 200: SearchListResponse },
      },
    },
    async (req) => {
      const { sort = 'newest', page, per_page, ...query } = req.query;
      assertRanges(query);
      const currency = currencyOf(query);
      const filters = await withCurrentRate(app.exchangeRate, req.tenantId, query, currency, sort);
      const p = paging(page, per_page);
      const { rows, total, totalIsEstimate } = await searchProperties(
        app.readDb,
        req.tenantId,
        filters,
        sort,
        currency,
        p,
        app.config.SOLD_LISTING_SEARCH_DAYS,
        app.searchCounts,
      );
      await preparePlaces(places, rows);
      return {
        success: true,
        message: MSG.list,
        data: {
          items: rows.map((r) => listCardView(r, places, app.clock.now())),
          pagination: searchPaginationView(p, total, totalIsEstimate),
        },
      };
    },
  );

  app.get(
    '/property/map',
    {
      preValidation: normaliseSearchQuery,
      schema: {
        tags: [PROPERTY.name],
        summary: 'Listings in a map area: markers when zoomed in, clusters with counts when zoomed out',
        querystring: MapQuery,
        response: { 200: MapResponse },
      },
    },
    async (req) => {
      const { bbox: rawBbox, zoom, ...query } = req.query;
      assertRanges(query);
      const bbox = parseBbox(rawBbox);
      const currency = currencyOf(query);
      const base = filteredProperties(
        app.readDb,
        req.tenantId,
        await withCurrentRate(app.exchangeRate, req.tenantId, query, currency),
        currency,
        bbox,
      );
      const { n: total } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

      if ((zoom !== undefined && zoom >= MARKER_ZOOM) || Number(total) <= MAX_MARKERS) {
        const rows = await selectCards(base)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(MAX_MARKERS)
          .execute();
        const markers = rows.map((r) => ({
          id: r.id,
          latitude: r.latitude,
          longitude: r.longitude,
          name: r.name,
          name_ar: r.name_ar,
          listing_type: r.listing_type,
          property_type: r.property_type,
          price: priceIn(r, currency),
          thumb_url: imageRef(r.primary_image_id, r.image_variants)?.thumb_url ?? null,
        }));
        return {
          success: true,
          message: MSG.map,
          data: { mode: 'markers' as const, total: Number(total), markers, clusters: [] },
        };
      }

      // A grid of square cells about a quarter of a map tile wide at this zoom (or an eighth of the view).
      const cell =
        zoom !== undefined ? 360 / 2 ** zoom / 4 : Math.max(bbox.east - bbox.west, bbox.north - bbox.south) / 8;
      const rows = await base
        .select([
          sql<number>`count(*)`.as('count'),
          sql<number>`avg(p.latitude)`.as('latitude'),
          sql<number>`avg(p.longitude)`.as('longitude'),
          sql<number>`min(p.longitude)`.as('west'),
          sql<number>`min(p.latitude)`.as('south'),
          sql<number>`max(p.longitude)`.as('east'),
          sql<number>`max(p.latitude)`.as('north'),
        ])
        .groupBy([sql`floor(p.longitude / ${cell})`, sql`floor(p.latitude / ${cell})`])
        .orderBy(sql`count(*)`, 'desc')
        .limit(MAX_CLUSTERS)
        .execute();
      const clusters = rows.map((r) => ({
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        count: Number(r.count),
        bbox: [Number(r.west), Number(r.south), Number(r.east), Number(r.north)],
      }));
      return {
        success: true,
        message: MSG.map,
        data: { mode: 'clusters' as const, total: Number(total), markers: [], clusters },
      };
    },
  );

  app.get(
    '/property/feature-property',
    {
      preValidation: normaliseSearchQuery,
      schema: {
        tags: [PROPERTY.name],
        summary: 'Featured listings for the home page (newest first)',
        querystring: FeaturedQuery,
        response: { 200: FeaturedListResponse },
      },
    },
    async (req) => {
      const currency = currencyOf(req.query);
      const limit = Math.min(req.query.limit ?? 8, 24);
      let q = filteredProperties(
        app.readDb,
        req.tenantId,
        { listing_type: req.query.listing_type, featured: true },
        currency,
      );
      q = q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit);
      const rows = await selectListCards(q).execute();
      await preparePlaces(places, rows);
      return { success: true, message: MSG.featured, data: rows.map((r) => listCardView(r, places, app.clock.now())) };
    },
  );
};

export default searchRoutes;
