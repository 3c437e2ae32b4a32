import { type SqlBool, sql } from 'kysely';
import type { AlertMatches } from '../saved-searches/alert-matches.js';
import type { SearchFilterInput } from './schemas.js';
import { filteredProperties } from './search-repository.js';

/** Properties a saved search announces: matching its filters, up, newer than the search, not the member's own. */
export const propertyAlertMatches: AlertMatches = async (db, s, filters, currency, limit) => {
  const rows = await filteredProperties(db, s.tenant_id, filters as SearchFilterInput, currency)
    .where('p.created_at', '>', s.matches_since)
    .where('p.owner_id', '<>', s.user_id)
    .where(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM saved_search_alerts_sent x WHERE x.saved_search_id = ${s.id} AND x.listing_id = p.id)`,
    )
    .select([
      'p.id',
      'p.name',
      'p.name_ar',
      'p.rent_period',
      currency === 'USD' ? 'p.final_price_usd as price' : 'p.final_price_syp as price',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    name_ar: r.name_ar,
    price: Number(r.price),
    rent_period: r.rent_period,
  }));
};
