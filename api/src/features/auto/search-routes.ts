import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withCurrentRate } from '../listing-shared/budget.js';
import { paging, searchPaginationView } from '../listing-shared/pagination.js';
import { cardView } from './auto-views.js';
import { MSG } from './messages.js';
import { FeaturedQuery, FeaturedResponse, SearchQuery, type SearchQueryInput, SearchResponse } from './schemas.js';
import { assertCascade, assertRanges, currencyOf, normaliseAutoQuery } from './search-input.js';
import { filteredAutos, orderBy, searchAutos, selectCards } from './search-repository.js';
import { AUTO } from './kind.js';

// The auto list (filters, sorts, pages) and the featured autos for the home page.
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Searches read app.readDb (a replica, with DATABASE_READ_URL): a new listing may reach them a moment after it is
  // saved, which a search can bear; the listing's own page and its owner's lists read the primary.
  const list = (featuredOnly: boolean) => async (req: { query: SearchQueryInput; tenantId: number }) => {
    const { sort = 'newest', page, per_page, ...query } = req.query;
    assertRanges(query);
    await assertCascade(app.readDb, query);
    const currency = currencyOf(query);
    const filters = await withCurrentRate(app.exchangeRate, req.tenantId, query, currency, sort);
    const p = paging(page, per_page);
    const { rows, total, totalIsEstimate } = await searchAutos(
      app.readDb,
      req.tenantId,
      featuredOnly ? { ...filters, featured: true } : filters,
      sort,
      currency,
      p,
      featuredOnly ? 0 : app.config.SOLD_LISTING_SEARCH_DAYS,
      app.searchCounts,
    );
    return {
      success: true,
      message: featuredOnly ? MSG.featured : MSG.list,
      data: {
        items: rows.map((r) => cardView(r, currency, app.clock.now())),
        pagination: searchPaginationView(p, total, totalIsEstimate),
      },
    };
  };

  app.get(
    '/auto/get-auto-list',
    {
      preValidation: normaliseAutoQuery,
      schema: {
        tags: [AUTO.name],
        summary: 'Search auto listings (filters, sort, pages)',
        querystring: SearchQuery,
        response: { 200: SearchResponse },
      },
    },
    list(false),
  );
  app.get(
    '/auto/feature-auto-list',
    {
      preValidation: normaliseAutoQuery,
      schema: {
        tags: [AUTO.name],
        summary: 'Featured autos, with the same filters, sorts and pages as the auto list',
        querystring: SearchQuery,
        response: { 200: SearchResponse },
      },
    },
    list(true),
  );

  app.get(
    '/auto/feature-auto',
    {
      preValidation: normaliseAutoQuery,
      schema: {
        tags: [AUTO.name],
        summary: 'Featured autos for the home page (newest first)',
        querystring: FeaturedQuery,
        response: { 200: FeaturedResponse },
      },
    },
    async (req) => {
      const currency = currencyOf(req.query);
      const limit = Math.min(req.query.limit ?? 8, 24);
      const q = orderBy(
        filteredAutos(app.readDb, req.tenantId, { featured: true }, currency),
        'newest',
        currency,
      ).limit(limit);
      const rows = await selectCards(q).execute();
      return { success: true, message: MSG.featured, data: rows.map((r) => cardView(r, currency, app.clock.now())) };
    },
  );
};

export default searchRoutes;
