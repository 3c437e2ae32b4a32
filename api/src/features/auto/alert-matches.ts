import { type SqlBool, sql } from 'kysely';
import type { AlertMatches } from '../saved-searches/alert-matches.js';
import type { SearchFilterInput } from './schemas.js';
import { filteredAutos } from './search-repository.js';

/** Cars a saved search announces: matching its filters, still available, newer than the search, not the member's own. */
export const autoAlertMatches: AlertMatches = async (db, s, filters, currency, limit) => {
  const rows = await filteredAutos(db, s.tenant_id, filters as SearchFilterInput, currency)
    .where('a.vehicle_status', '=', 'available')
    .where('a.created_at', '>', s.matches_since)
    .where('a.owner_id', '<>', s.user_id)
    .where(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM saved_search_alerts_sent x WHERE x.saved_search_id = ${s.id} AND x.listing_id = a.id)`,
    )
    .select([
      'a.id',
      'a.name',
      'a.name_ar',
      currency === 'USD' ? 'a.final_price_usd as price' : 'a.final_price_syp as price',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, name_ar: r.name_ar, price: Number(r.price) }));
};
