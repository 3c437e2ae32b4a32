import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '../listings/member-routes.js';
import { MSG } from './messages.js';
import type { PlacesCache } from './places-cache.js';
import { cardView, preparePlaces } from './property-views.js';
import { ContactBody, PageQuery, WishlistBody } from './schemas.js';
import { currencyOf, normaliseSearchQuery } from './search-input.js';
import { type PropertyQuery, selectCards } from './search-repository.js';

// Saved and contacted properties, at the SPEC's paths, on the listing core's member routes.
export function propertyMemberRoutes(app: FastifyInstance, places: PlacesCache) {
  return memberRoutes({
    kind: 'property',
    idField: 'property_id',
    paths: { toggle: '/add-remove-property-wishlist', saved: '/get-property-wishlist', contact: '/property/contact', contacted: '/property/contacted' },
    nouns: { one: 'a listing', many: 'listings', owner: "a listing's owner" },
    messages: MSG,
    schemas: { WishlistBody, ContactBody, PageQuery },
    normaliseQuery: normaliseSearchQuery,
    async cards(tenantId, ids, query) {
      if (!ids.length) return new Map();
      const rows = await selectCards(app.db.selectFrom('properties as p').where('p.tenant_id', '=', tenantId).where('p.id', 'in', ids) as unknown as PropertyQuery).execute();
      await preparePlaces(places, rows);
      const currency = currencyOf(query as Parameters<typeof currencyOf>[0]);
      return new Map(rows.map((r) => [r.id, cardView(r, places, currency)]));
    },
  });
}
