import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { cardView } from './auto-views.js';
import { currencyOf } from './search-input.js';
import { type AutoQuery, selectCards } from './search-repository.js';

/** The cards of these autos of the site (any status), in the currency the query asks for, by id; `clock`: the app's. */
export function autoCards(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  return async (tenantId: number, ids: number[], query: Record<string, unknown>) => {
    if (!ids.length) return new Map<number, ReturnType<typeof cardView>>();
    const rows = await selectCards(
      db.selectFrom('autos as a').where('a.tenant_id', '=', tenantId).where('a.id', 'in', ids) as unknown as AutoQuery,
    ).execute();
    const currency = currencyOf(query as Parameters<typeof currencyOf>[0]);
    return new Map(rows.map((r) => [r.id, cardView(r, currency, clock())]));
  };
}
