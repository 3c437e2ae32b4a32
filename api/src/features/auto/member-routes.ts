import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '../listings/member-routes.js';
import { cardView } from './auto-views.js';
import { MSG } from './messages.js';
import { ContactBody, PageQuery, WishlistBody } from './schemas.js';
import { currencyOf, normaliseAutoQuery } from './search-input.js';
import { type AutoQuery, selectCards } from './search-repository.js';

// Saved and contacted autos, at the SPEC's paths, on the listing core's member routes.
export function autoMemberRoutes(app: FastifyInstance) {
  return memberRoutes({
    kind: 'auto',
    idField: 'auto_id',
    paths: { toggle: '/add-remove-wishlist', saved: '/get-wishlist', contact: '/auto/contact', contacted: '/auto/contacted' },
    nouns: { one: 'an auto', many: 'autos', owner: "an auto's seller" },
    messages: MSG,
    schemas: { WishlistBody, ContactBody, PageQuery },
    normaliseQuery: normaliseAutoQuery,
    async cards(tenantId, ids, query) {
      if (!ids.length) return new Map();
      const rows = await selectCards(app.db.selectFrom('autos as a').where('a.tenant_id', '=', tenantId).where('a.id', 'in', ids) as unknown as AutoQuery).execute();
      const currency = currencyOf(query as Parameters<typeof currencyOf>[0]);
      return new Map(rows.map((r) => [r.id, cardView(r, currency)]));
    },
  });
}
