import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Currency } from './currency.js';

type Direction = 'asc' | 'desc';
/** What a sort orders by: a column of the listing (or an expression over it) and the direction (ties go by id, the same way). */
export type SortKey = string | RawBuilder<unknown>;
export type SortOrder = readonly [column: SortKey, direction: Direction];
/** A sort as a search applies it: its order, and whether paid placement comes first (the default sort only). */
export type ListingOrder = readonly [column: SortKey, direction: Direction, placed: boolean];

/** A sort key as SQL: a column by reference, an expression as it is. */
export const sortKey = (key: SortKey): RawBuilder<unknown> => (typeof key === 'string' ? sql.ref(key) : key);

/**
 * The final price per m² in the visitor's currency, as a sort key. A listing with no size has none and goes last in
 * both directions: ascending, NULL sorts last by itself; descending, it is made -1 (below any price). Each direction
 * is written exactly as an index of migration 0410 is, so the index serves it.
 */
export function pricePerSqm(alias: string, currency: Currency, direction: Direction): RawBuilder<number | null> {
  const perSqm = sql<number | null>`(${sql.ref(finalPriceColumn(alias, currency))}::double precision / NULLIF(${sql.ref(`${alias}.size_sqm`)}, 0))`;
  return direction === 'asc' ? perSqm : sql<number>`coalesce(${perSqm}, -1)`;
}

/** The price a listing is sorted and filtered by: after its discount, in the visitor's currency. */
export const finalPriceColumn = (alias: string, currency: Currency) => `${alias}.final_price_${currency === 'USD' ? 'usd' : 'syp'}`;

/**
 * A range's bound as a column of whole numbers (prices, sizes in m²) can compare it: a fraction is rounded inwards,
 * so a budget of 1,000.5 keeps what 1,000 keeps, instead of the database refusing the number.
 */
export const wholeBound = { min: Math.ceil, max: Math.floor } as const;

/**
 * Paid placement (SPEC §9): in the default sort, listings with a live Featured Listing add-on come first, then those
 * with a live Premium Listing, then the rest. "Live" is judged by the database's now(), not a parameter, so a search's
 * statement text never depends on the time and each search shape stays one prepared statement.
 */
export function placementRank(alias: string): RawBuilder<number> {
  return sql<number>`(CASE WHEN ${sql.ref(`${alias}.featured_until`)} > now() THEN 2 WHEN ${sql.ref(`${alias}.premium_until`)} > now() THEN 1 ELSE 0 END)`;
}

/** Featured as the strips mean it: marked by an editor, or with a live Featured Listing add-on. */
export function featuredNow(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.is_featured`)} OR coalesce(${sql.ref(`${alias}.featured_until`)} > now(), false))`;
}

/** The sorts by the price a visitor sees: what they order by depends on the current rate (displayedPrice). */
export const isPriceSort = (sort: string): boolean => sort === 'price_asc' || sort === 'price_desc';

/**
 * The final price of a listing priced only in the other currency, as the visitor sees it: that price converted at
 * `sypPerUsd` (a parameter; whole pounds or dollars are not needed, only the order). Its order is the order of the
 * other currency's price column, so that column's index still reads it in order (page-ids.ts: the price sort's halves).
 */
export function priceAtRate(alias: string, currency: Currency, sypPerUsd: unknown): RawBuilder<number> {
  const other = sql.ref(finalPriceColumn(alias, currency === 'SYP' ? 'USD' : 'SYP'));
  const rate = sql`${sypPerUsd}::double precision`;
  return currency === 'SYP' ? sql<number>`(${other}::double precision * ${rate})` : sql<number>`(${other}::double precision / ${rate})`;
}

/**
 * The final price in the visitor's currency as cards and pages show it: for a listing priced only in the other
 * currency, its price there at the current rate (budget.ts judges a budget the same way), else the stored amount.
 */
export function displayedPrice(alias: string, currency: Currency, sypPerUsd: unknown): RawBuilder<number> {
  const other = sql.lit(currency === 'SYP' ? 'USD' : 'SYP');
  return sql<number>`(CASE WHEN ${sql.ref(`${alias}.priced_in`)} = ${other} THEN ${priceAtRate(alias, currency, sypPerUsd)} ELSE ${sql.ref(finalPriceColumn(alias, currency))}::double precision END)`;
}

/**
 * The sorts every kind has (newest first, unless asked otherwise; by price) and, for the others, the kind's own. A
 * price sort orders by the price the visitor sees (displayedPrice) when the current rate is given, `sypPerUsd`; without
 * it, by the stored amounts.
 */
export function sortOrder(alias: string, sort: string, currency: Currency, own: Readonly<Record<string, SortOrder>>, sypPerUsd?: unknown): ListingOrder {
  if (isPriceSort(sort)) {
    const key = sypPerUsd === undefined ? finalPriceColumn(alias, currency) : displayedPrice(alias, currency, sypPerUsd);
    return [key, sort === 'price_asc' ? 'asc' : 'desc', false];
  }
  const chosen = own[sort];
  return chosen ? [...chosen, false] : [`${alias}.created_at`, 'desc', true];
}

export function orderListings<Q extends SelectQueryBuilder<any, any, any>>(q: Q, alias: string, [column, direction, placed]: ListingOrder): Q {
  const ranked = placed ? q.orderBy(placementRank(alias), 'desc') : q;
  return ranked.orderBy(sortKey(column) as never, direction).orderBy(`${alias}.id` as never, direction) as Q;
}
