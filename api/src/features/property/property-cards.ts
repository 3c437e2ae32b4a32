import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { PlacesCache } from './places-cache.js';
import { cardView, preparePlaces } from './property-views.js';
import { currencyOf } from './search-input.js';
import { type PropertyQuery, selectCards } from './search-repository.js';

/** The cards of these listings of the site (any status), in the currency the query asks for, by id; `clock`: the app's. */
export function propertyCards(db: Kysely<Database>, places: PlacesCache, clock: () => Date = () => new Date()) {
  return async (tenantId: number, ids: number[], query: Record<string, unknown>) => {
    if (!ids.length) return new Map<number, ReturnType<typeof cardView>>();
    const rows = await selectCards(
      db
        .selectFrom('properties as p')
        .where('p.tenant_id', '=', tenantId)
        .where('p.id', 'in', ids) as unknown as PropertyQuery,
    ).execute();
    await preparePlaces(places, rows);
    const currency = currencyOf(query as Parameters<typeof currencyOf>[0]);
    return new Map(rows.map((r) => [r.id, cardView(r, places, currency, clock())]));
  };
}
