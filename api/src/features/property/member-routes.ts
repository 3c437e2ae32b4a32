import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '../listings/member-routes.js';
import { MSG } from './messages.js';
import type { PlacesCache } from './places-cache.js';
import { PropertyCard } from './schemas.js';
import { normaliseSearchQuery } from './search-input.js';
import { propertyCards } from './property-cards.js';
import { PROPERTY } from './kind.js';

// Saved and contacted properties, at the product rules' paths, on the listing core's member routes.
export function propertyMemberRoutes(app: FastifyInstance, places: PlacesCache) {
  return memberRoutes({
    kind: PROPERTY.name,
    paths: {
      toggle: '/add-remove-property-wishlist',
      saved: '/get-property-wishlist',
      contact: '/property/contact',
      contacted: '/property/contacted',
    },
    nouns: { one: 'a listing', many: 'listings', owner: "a listing's owner" },
    messages: MSG,
    schemas: { Card: PropertyCard },
    normaliseQuery: normaliseSearchQuery,
    cards: propertyCards(app.db, places, () => app.clock.now()),
  });
}
