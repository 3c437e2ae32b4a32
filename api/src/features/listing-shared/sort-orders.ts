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
 * is written exactly as an index of migration 0410 is, so the index serves it (and migration 0470's, over the listings
 * priced only in that currency).
 */
export function pricePerSqm(alias: string, currency: Currency, direction: Direction): RawBuilder<number | null> {
  return lastWhenSizeless(
    perSqm(alias, sql`${sql.ref(finalPriceColumn(alias, currency))}::double precision`),
    direction,
  );
}

const perSqm = (alias: string, price: RawBuilder<unknown>) =>
  sql<number | null>`(${price} / NULLIF(${sql.ref(`${alias}.size_sqm`)}, 0))`;
const lastWhenSizeless = (key: RawBuilder<number | null>, direction: Direction): RawBuilder<number | null> =>
  direction === 'asc' ? key : sql<number>`coalesce(${key}, -1)`;

/** The price a listing is sorted and filtered by: after its discount, in the visitor's currency. */
export const finalPriceColumn = (alias: string, currency: Currency) =>
  `${alias}.final_price_${currency === 'USD' ? 'usd' : 'syp'}`;

/**
 * A range's bound as a column of whole numbers (prices, sizes in m²) can compare it: a fraction is rounded inwards,
 * so a budget of 1,000.5 keeps what 1,000 keeps, instead of the database refusing the number.
 */
export const wholeBound = { min: Math.ceil, max: Math.floor } as const;

/**
 * Paid placement (docs/product/constants.md): in the default sort, listings with a live Featured Listing add-on come first, then those
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

/** What a price sort orders by: the price, or the price per m² (for listings that have a size: properties). */
type PriceMeasure = 'price' | 'per_sqm';

/** The sorts by the price a visitor sees: what they order by depends on the current rate (displayedPrice). */
const PRICE_SORTS: Readonly<Record<string, readonly [PriceMeasure, Direction]>> = {
  price_asc: ['price', 'asc'],
  price_desc: ['price', 'desc'],
  price_sqm_asc: ['per_sqm', 'asc'],
  price_sqm_desc: ['per_sqm', 'desc'],
};

export const isPriceSort = (sort: string): boolean => Object.hasOwn(PRICE_SORTS, sort);

/** A value in the other currency converted into the visitor's at `sypPerUsd` (a parameter; only the order matters). */
function atRate(value: RawBuilder<unknown>, currency: Currency, sypPerUsd: unknown): RawBuilder<number> {
  const rate = sql`${sypPerUsd}::double precision`;
  return currency === 'SYP' ? sql<number>`(${value} * ${rate})` : sql<number>`(${value} / ${rate})`;
}

const otherCurrency = (currency: Currency): Currency => (currency === 'SYP' ? 'USD' : 'SYP');

/**
 * A price sort's order by the stored amounts of `currency`: the price column, or the price per m² as its indexes hold
 * it. Null for a sort that is not by price.
 */
export function storedPriceOrder(alias: string, sort: string, currency: Currency): SortOrder | null {
  const chosen = PRICE_SORTS[sort];
  if (!chosen) return null;
  const [measure, direction] = chosen;
  return [measure === 'price' ? finalPriceColumn(alias, currency) : pricePerSqm(alias, currency, direction), direction];
}

/**
 * A price sort's key for a listing priced only in the other currency, as the visitor sees it: its price (or price per
 * m²) there converted at `sypPerUsd`. It keeps the order of the other currency's stored amounts, so that currency's
 * index still reads it in order (page-ids.ts: the price sort's halves).
 */
export function priceAtRate(
  alias: string,
  sort: string,
  currency: Currency,
  sypPerUsd: unknown,
): RawBuilder<number | null> {
  const [measure, direction] = PRICE_SORTS[sort] ?? (['price', 'asc'] as const);
  const other = sql`${sql.ref(finalPriceColumn(alias, otherCurrency(currency)))}::double precision`;
  return measure === 'price'
    ? atRate(other, currency, sypPerUsd)
    : lastWhenSizeless(atRate(perSqm(alias, other), currency, sypPerUsd), direction);
}

/**
 * A price sort's key for a listing priced in the visitor's currency (or in both): the stored amount, as a double
 * precision number like priceAtRate's, so that the two merge.
 */
export function ownPriceKey(alias: string, sort: string, currency: Currency): RawBuilder<number | null> {
  const [column] = storedPriceOrder(alias, sort, currency) ?? [finalPriceColumn(alias, currency)];
  return typeof column === 'string'
    ? sql<number>`${sql.ref(column)}::double precision`
    : (column as RawBuilder<number | null>);
}

/**
 * The price (or price per m²) in the visitor's currency as cards and pages show it: for a listing priced only in the
 * other currency, its price there at the current rate (budget.ts judges a budget the same way), else the stored
 * amount.
 */
export function displayedPrice(
  alias: string,
  sort: string,
  currency: Currency,
  sypPerUsd: unknown,
): RawBuilder<number | null> {
  const other = sql.lit(otherCurrency(currency));
  return sql<number>`(CASE WHEN ${sql.ref(`${alias}.priced_in`)} = ${other} THEN ${priceAtRate(alias, sort, currency, sypPerUsd)} ELSE ${ownPriceKey(alias, sort, currency)} END)`;
}

/**
 * The sorts every kind has (newest first, unless asked otherwise; by price, and by price per m² where listings have a
 * size) and, for the others, the kind's own. A price sort orders by the price the visitor sees (displayedPrice) when
 * the current rate is given, `sypPerUsd`; without it, by the stored amounts.
 */
export function sortOrder(
  alias: string,
  sort: string,
  currency: Currency,
  own: Readonly<Record<string, SortOrder>>,
  sypPerUsd?: unknown,
): ListingOrder {
  const stored = storedPriceOrder(alias, sort, currency);
  if (stored)
    return [sypPerUsd === undefined ? stored[0] : displayedPrice(alias, sort, currency, sypPerUsd), stored[1], false];
  const chosen = own[sort];
  return chosen ? [...chosen, false] : [`${alias}.created_at`, 'desc', true];
}

export function orderListings<Q extends SelectQueryBuilder<any, any, any>>(
  q: Q,
  alias: string,
  [column, direction, placed]: ListingOrder,
): Q {
  const ranked = placed ? q.orderBy(placementRank(alias), 'desc') : q;
  return ranked.orderBy(sortKey(column) as never, direction).orderBy(`${alias}.id` as never, direction) as Q;
}
