import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type ListingOrder, placementRank, type SortKey, sortKey } from './sort-orders.js';

/** A page's listings in the search's order: the id, the sort key (`k`) and the paid placement rank (`r`, 0 unless placed). */
export interface PageIdRow {
  id: number;
  k: unknown;
  r: number;
}

/** A live Featured or Premium Listing add-on: the listings placement ranks above the rest. */
export function paidNow(alias: string): RawBuilder<SqlBool> {
  const featured = sql.ref(`${alias}.featured_until`);
  const premium = sql.ref(`${alias}.premium_until`);
  return sql<SqlBool>`(${featured} > now() OR ${premium} > now())`;
}

/** The rest: neither add-on live (an add-on never bought is NULL, and counts as not live). */
export function unpaidNow(alias: string): RawBuilder<SqlBool> {
  const featured = sql.ref(`${alias}.featured_until`);
  const premium = sql.ref(`${alias}.premium_until`);
  return sql<SqlBool>`(NOT coalesce(${featured} > now(), false) AND NOT coalesce(${premium} > now(), false))`;
}

/**
 * One of two disjoint halves of a search's matches, read in its own index's order: the listings, the column that
 * index orders them by, and the sort key the page is merged by (the column itself, or a value that keeps its order,
 * such as a price at the current rate: sort-orders.ts priceAtRate).
 */
export interface OrderedHalf {
  listings: SelectQueryBuilder<any, any, object>;
  column: SortKey;
  key: SortKey;
}

/**
 * The ids of one page of `filtered` (a selection of listings under `alias`, without a select list) in the search's
 * order, as a sub-select of PageIdRow, ordered; `perPage` is written into the statement, `offset` is a parameter.
 *
 * In the placed order (the default sort, sort-orders.ts), paid placement comes before the listing's own order, and no
 * index holds that order: ordering by it makes PostgreSQL read every match to keep the first few (tens of thousands
 * for a broad search). The page is therefore taken from two parts, each in an order an index holds, and merged:
 * - the paid listings, few at any time, all of them ranked and the page's slice of them taken;
 * - the unpaid rest, through the search's ordered index, from the offset less the paid listings there are (every paid
 *   listing ranks before every unpaid one), reading only as far as the page.
 * The merged rows are the same, in the same order, as ordering all the matches would give.
 *
 * The page size is a literal and the offset a parameter: with `LIMIT $n` a prepared statement's generic plan guesses
 * a tenth of the matches and costs itself out of use (property/search-repository.ts).
 */
export function pageIds(
  filtered: SelectQueryBuilder<any, any, object>,
  alias: string,
  order: ListingOrder,
  perPage: number,
  offset: unknown,
  halves?: readonly [OrderedHalf, OrderedHalf] | null,
): RawBuilder<PageIdRow> {
  const [column, direction, placed] = order;
  const key = sortKey(column);
  const id = sql.ref(`${alias}.id`);
  const size = sql.lit(perPage);
  const dir = sql.raw(direction.toUpperCase());
  if (!placed) {
    const inOrder = ({ listings, column: by, key: k }: OrderedHalf) =>
      listings
        .select([id.as('id'), sortKey(k).as('k'), sql<number>`0`.as('r')])
        .orderBy(sortKey(by), direction)
        .orderBy(id, direction);
    if (!halves)
      return sql<PageIdRow>`${inOrder({ listings: filtered, column, key: column })
        .limit(size)
        .offset(offset as number)}`;
    // The matches as two disjoint halves (a price sort's, budget.ts: pageHalves), each read in the page's order
    // through its own index as far as the page's end, and merged by the sort key: the same rows in the same order as
    // ordering all of the matches, without reading every match of an OR of the two.
    const upTo = sql<number>`${size} + ${offset}`;
    return sql<PageIdRow>`(SELECT h.id, h.k, h.r FROM (
      (${inOrder(halves[0]).limit(upTo)})
      UNION ALL
      (${inOrder(halves[1]).limit(upTo)})
    ) h
    ORDER BY h.k ${dir}, h.id ${dir} LIMIT ${size} OFFSET ${offset})`;
  }
  const paid = filtered.where(paidNow(alias)).select([id.as('id'), key.as('k'), placementRank(alias).as('r')]);
  const unpaid = filtered
    .where(unpaidNow(alias))
    .select([id.as('id'), key.as('k'), sql<number>`0`.as('r')])
    .orderBy(key, direction)
    .orderBy(id, direction)
    .limit(size)
    .offset(sql<number>`greatest(${offset} - (SELECT count(*) FROM paid), 0)`);
  return sql<PageIdRow>`(WITH paid AS (${paid})
    SELECT u.id, u.k, u.r FROM (
      (SELECT id, k, r FROM paid ORDER BY r DESC, k ${dir}, id ${dir} LIMIT ${size} OFFSET ${offset})
      UNION ALL
      ${unpaid}
    ) u
    ORDER BY u.r DESC, u.k ${dir}, u.id ${dir} LIMIT ${size})`;
}
