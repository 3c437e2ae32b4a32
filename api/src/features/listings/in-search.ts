import { type RawBuilder, sql, type SqlBool } from 'kysely';

const DAY_MS = 86_400_000;

// docs/product: a kind's search list shows its active listings, and the ones sold or rented within SOLD_LISTING_SEARCH_DAYS
// (by status_changed_at), each card saying its status; expired, paused, hidden and draft listings are out at once.
//
// The recently closed ones come after the active ones, read apart: the active listings' search keeps its partial
// indexes (WHERE status = 'active') and its ordered index walks unchanged, and the few listings closed this week are
// counted by a sub-select of the search's statement and, for a page that reaches them, read by a query of their own,
// both through their own small partial index (migration 0382). A single query over both (an OR, or a UNION ALL, which
// PostgreSQL cannot flatten when its branches have WHERE clauses) sorts every match instead of walking an index to the
// page.

/**
 * Listings of alias `a` sold or rented within `closedDays`. The window is judged by the database's now(), like paid
 * placement (listing-shared/sort-orders.ts), and the days are written into the statement, so no parameter is added.
 */
export function closedWithin(alias: string, closedDays: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.status`)} IN ('sold', 'rented') AND ${sql.ref(`${alias}.status_changed_at`)} >= now() - make_interval(days => ${sql.lit(closedDays)}))`;
}

/** The same rule for one listing (its page opens while its card is in the list). */
export function closedRecently(
  status: string,
  changedAt: Date | string | null,
  closedDays: number,
  now = Date.now(),
): boolean {
  if (status !== 'sold' && status !== 'rented') return false;
  return changedAt !== null && new Date(changedAt).getTime() >= now - closedDays * DAY_MS;
}

/**
 * Where the recently closed listings of a page start: after `activeTotal` active matches, a page at `offset` of
 * `perPage` rows that got `activeRows` active ones takes the rest from the closed ones, from this offset on. A limit
 * of 0 means the page has none of the `closedTotal` closed ones (full of active ones, or past them all): no query.
 */
export function closedSlice(
  offset: number,
  perPage: number,
  activeTotal: number,
  activeRows: number,
  closedTotal: number,
): { offset: number; limit: number } {
  const from = Math.max(0, offset - activeTotal);
  return { offset: from, limit: from < closedTotal ? Math.max(0, perPage - activeRows) : 0 };
}
