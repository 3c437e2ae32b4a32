import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '../listings/member-routes.js';
import { autoCards } from './auto-cards.js';
import { MSG } from './messages.js';
import { AutoCard } from './schemas.js';
import { normaliseAutoQuery } from './search-input.js';
import { AUTO } from './kind.js';

// Saved and contacted autos, at the product rules' paths, on the listing core's member routes.
export function autoMemberRoutes(app: FastifyInstance) {
  return memberRoutes({
    kind: AUTO.name,
    paths: {
      toggle: '/add-remove-wishlist',
      saved: '/get-wishlist',
      contact: '/auto/contact',
      contacted: '/auto/contacted',
    },
    nouns: { one: 'an auto', many: 'autos', owner: "an auto's seller" },
    messages: MSG,
    schemas: { Card: AutoCard },
    normaliseQuery: normaliseAutoQuery,
    cards: autoCards(app.db, () => app.clock.now()),
  });
}
