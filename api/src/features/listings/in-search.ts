import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListingKind } from './kinds.js';

/**
 * The listings a kind's search list shows (SPEC: sold and rented stay SOLD_LISTING_SEARCH_DAYS): the active ones,
 * and those sold or rented within `closedDays` (by status_changed_at), each card saying its status. Every other
 * status — expired, paused, hidden, draft — is out at once.
 *
 * Written as two branches of a UNION ALL, which PostgreSQL flattens into one append: the active branch keeps the
 * literal `status = 'active'` of the search's partial indexes (and stays a prepared statement's generic plan: no
 * parameter is added), the recently closed branch is served by its own small partial index (migration 0382). The
 * window is judged by the database's now(), like paid placement (listing-shared/sort-orders.ts), so the statement
 * text never depends on the time. With `closedDays` 0, only active listings, as before.
 */
export function listedRows(db: Kysely<Database>, table: ListingKind['table'], closedDays: number) {
  const rows = (db as unknown as Kysely<any>).selectFrom(table).selectAll();
  const active = rows.where('status', '=', sql.lit('active'));
  if (closedDays <= 0) return active;
  return active.unionAll(rows.where(sql<SqlBool>`status IN ('sold', 'rented')`)
    .where(sql<SqlBool>`status_changed_at >= now() - make_interval(days => ${sql.lit(closedDays)})`));
}

const DAY_MS = 86_400_000;

/** The same rule for one listing (its page opens while its card is in the list): sold or rented within `closedDays`. */
export function closedRecently(status: string, changedAt: Date | string | null, closedDays: number, now = Date.now()): boolean {
  if (status !== 'sold' && status !== 'rented') return false;
  return changedAt !== null && new Date(changedAt).getTime() >= now - closedDays * DAY_MS;
}
