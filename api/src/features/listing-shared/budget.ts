import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Currency } from './currency.js';
import type { OrderedHalf } from './page-ids.js';
import {
  finalPriceColumn,
  isPriceSort,
  ownPriceKey,
  priceAtRate,
  storedPriceOrder,
  wholeBound,
} from './sort-orders.js';

/**
 * A visitor's budget (min_price / max_price, in the search's currency) and the same budget in the other currency at
 * the current rate: what a listing priced only in that other currency is compared with, so that its converted price,
 * not the amount derived on the day it was posted, decides whether it is within the budget.
 */
export interface Budget {
  min_price?: number;
  max_price?: number;
  /** Whole bounds in the other currency (budgetAtRate); without them, only the search currency's amounts count. */
  other_min_price?: number;
  other_max_price?: number;
  /**
   * The current rate (new pounds per dollar), given to a price sort: it orders a listing priced only in the other
   * currency by its price at this rate, as cards show it (sort-orders.ts displayedPrice).
   */
  syp_per_usd?: number;
}

/** Above any price a listing can have (listings/schemas.ts PriceFields), and well inside a bigint. */
const PRICE_CEILING = 1e15 + 1;
/** A quotient such as 130000 / 130 may come out as 999.9999999: it is 1000. */
const EPSILON = 1e-9;

const clamp = (n: number) => Math.min(Math.max(n, 0), PRICE_CEILING);

/** The budget's bounds in the other currency at `sypPerUsd` (new pounds per dollar), rounded inwards to whole units. */
export function budgetAtRate(
  budget: Pick<Budget, 'min_price' | 'max_price'>,
  currency: Currency,
  sypPerUsd: number,
): Pick<Budget, 'other_min_price' | 'other_max_price'> {
  // A budget in pounds is divided into dollars; a budget in dollars is multiplied into pounds.
  const convert = (amount: number) => (currency === 'SYP' ? amount / sypPerUsd : amount * sypPerUsd);
  const out: Pick<Budget, 'other_min_price' | 'other_max_price'> = {};
  if (budget.min_price !== undefined) out.other_min_price = clamp(Math.ceil(convert(budget.min_price) - EPSILON));
  if (budget.max_price !== undefined) out.other_max_price = clamp(Math.floor(convert(budget.max_price) + EPSILON));
  return out;
}

/**
 * The budget's bounds as the price columns (whole amounts) compare them: a fraction is rounded inwards, so a budget of
 * 1,000.5 keeps what 1,000 keeps. The bounds in the other currency are whole already (budgetAtRate).
 */
export function wholeBudget<F extends Budget>(budget: F): F {
  const out = { ...budget };
  if (out.min_price !== undefined) out.min_price = wholeBound.min(out.min_price);
  if (out.max_price !== undefined) out.max_price = wholeBound.max(out.max_price);
  return out;
}

/**
 * The budget's two halves over `alias` (its bounds whole: wholeBudget), disjoint: a listing priced in the search's
 * currency (or in both) is within it when that price is within the budget (`own`); a listing priced only in the other
 * currency when its price there is within the converted bounds (`converted`). Null when there is no budget;
 * `converted` null without converted bounds (then every listing is judged by its price in the search's currency).
 *
 * Each half is a range over one price column with the priced_in test beside it, so PostgreSQL reads each from that
 * column's index (the place/type/price indexes of each currency carry priced_in; the listings priced only in one
 * currency have an index of their own, migration 0460); no price is computed per row.
 */
export function budgetHalves(
  alias: string,
  currency: Currency,
  budget: Budget,
): { own: Expression<SqlBool>; converted: Expression<SqlBool> | null } | null {
  if (budget.min_price === undefined && budget.max_price === undefined) return null;
  const own = sql.ref(finalPriceColumn(alias, currency));
  const ranged = (column: typeof own, min: unknown, max: unknown) =>
    sql.join(
      [
        ...(min !== undefined ? [sql`${column} >= ${min}`] : []),
        ...(max !== undefined ? [sql`${column} <= ${max}`] : []),
      ],
      sql` AND `,
    );
  const { min_price: min, max_price: max } = budget;
  if (budget.other_min_price === undefined && budget.other_max_price === undefined)
    return { own: sql<SqlBool>`(${ranged(own, min, max)})`, converted: null };
  const other: Currency = currency === 'SYP' ? 'USD' : 'SYP';
  const pricedIn = sql.ref(`${alias}.priced_in`);
  // The currency codes are literals, not parameters: a search shape's statement stays one text, and the converted
  // half's condition names its partial index's.
  return {
    own: sql<SqlBool>`(${pricedIn} IS DISTINCT FROM ${sql.lit(other)} AND ${ranged(own, min, max)})`,
    converted: sql<SqlBool>`(${pricedIn} = ${sql.lit(other)} AND ${ranged(sql.ref(finalPriceColumn(alias, other)), budget.other_min_price, budget.other_max_price)})`,
  };
}

/** The budget as one condition over `alias` (either half, see budgetHalves); null when there is no budget. */
export function budgetCondition(alias: string, currency: Currency, budget: Budget): Expression<SqlBool> | null {
  const halves = budgetHalves(alias, currency, budget);
  if (!halves) return null;
  return halves.converted ? sql<SqlBool>`(${halves.own} OR ${halves.converted})` : halves.own;
}

/** The filters without their budget, to which a budget half is then added. */
export function withoutBudget<F extends Budget>(filters: F): F {
  const { min_price: _min, max_price: _max, other_min_price: _otherMin, other_max_price: _otherMax, ...rest } = filters;
  return rest as F;
}

/**
 * A selection of listings under `alias` (without its budget: withoutBudget) split by the budget's halves, when the
 * budget has a converted half: counted and paged half by half (page-ids.ts), each half read through its own index.
 */
export function inBudgetHalves<Q extends SelectQueryBuilder<any, any, any>>(
  unbudgeted: Q,
  alias: string,
  currency: Currency,
  budget: Budget,
): readonly [Q, Q] | null {
  const halves = budgetHalves(alias, currency, budget);
  if (!halves?.converted) return null;
  return [unbudgeted.where(halves.own) as Q, unbudgeted.where(halves.converted) as Q];
}

/**
 * A search's total as a one-row select (`total`), counted as far as `window` (pagination.ts countWindow), or every match
 * when `window` is null (the exact total of a broad search, search-counts.ts): the matches of `listings`, or of a
 * budget's two halves (inBudgetHalves). Within a window, the second half is counted only while the first stays under
 * it (PostgreSQL runs a sub-select in a CASE only for the branch taken): once the first alone passes it, the page's
 * statement knows the search is broad whatever the second holds, and its index entries need not be read.
 */
export function countedWithin(
  listings:
    SelectQueryBuilder<any, any, any> | readonly [SelectQueryBuilder<any, any, any>, SelectQueryBuilder<any, any, any>],
  window: number | null,
): RawBuilder<{ total: number | string }> {
  const within = (q: SelectQueryBuilder<any, any, any>) => {
    const one = q.select(sql<number>`1`.as('one'));
    return window === null ? one : one.limit(sql.lit(window));
  };
  if (!Array.isArray(listings))
    return sql`SELECT count(*) AS total FROM (${within(listings as SelectQueryBuilder<any, any, any>)}) c`;
  const [first, second] = listings;
  if (window === null)
    return sql`SELECT (SELECT count(*) FROM (${within(first)}) f) + (SELECT count(*) FROM (${within(second)}) s) AS total`;
  return sql`SELECT CASE WHEN f.n < ${sql.lit(window)} THEN f.n + (SELECT count(*) FROM (${within(second)}) s) ELSE f.n END AS total
    FROM (SELECT count(*) AS n FROM (${within(first)}) c) f`;
}

/**
 * A search's filters with its budget also in the other currency, at the site's current rate (cached per process, see
 * exchange-rate/current-rate.ts), and for a sort by price or price per m² (`sort`) the rate itself; unchanged, and no
 * rate read, when the search needs neither.
 */
export async function withCurrentRate<F extends Budget>(
  rates: { sypPerUsd(tenantId: number): Promise<number> },
  tenantId: number,
  filters: F,
  currency: Currency,
  sort?: string,
): Promise<F> {
  const budgeted = filters.min_price !== undefined || filters.max_price !== undefined;
  const priceSorted = sort !== undefined && isPriceSort(sort);
  if (!budgeted && !priceSorted) return filters;
  const sypPerUsd = await rates.sypPerUsd(tenantId);
  return {
    ...filters,
    ...(budgeted ? budgetAtRate(filters, currency, sypPerUsd) : {}),
    ...(priceSorted ? { syp_per_usd: sypPerUsd } : {}),
  };
}

/**
 * The halves a price sort's page is read in (page-ids.ts), from `unbudgeted` (the search without its budget); null for
 * any other sort, whose index serves a budget as one condition. With the current rate (`syp_per_usd`): the listings
 * priced in the search's currency or in both, by that price (or price per m²), and those priced only in the other
 * currency, by theirs, merged at the rate (sort-orders.ts displayedPrice), each half within its side of the budget if
 * there is one. Without the rate, by the stored amounts: a budget's halves if it has two, else one read.
 */
export function pageHalves<Q extends SelectQueryBuilder<any, any, any>>(
  unbudgeted: Q,
  alias: string,
  currency: Currency,
  filters: Budget,
  sort: string,
): readonly [OrderedHalf, OrderedHalf] | null {
  const stored = storedPriceOrder(alias, sort, currency);
  if (!stored) return null;
  const [own] = stored;
  const halves = budgetHalves(alias, currency, filters);
  const rate = filters.syp_per_usd;
  if (rate === undefined || (halves && !halves.converted)) {
    return halves?.converted
      ? [
          { listings: unbudgeted.where(halves.own), column: own, key: own },
          { listings: unbudgeted.where(halves.converted), column: own, key: own },
        ]
      : null;
  }
  const other: Currency = currency === 'SYP' ? 'USD' : 'SYP';
  const pricedIn = sql.ref(`${alias}.priced_in`);
  const ownSide = halves?.own ?? sql<SqlBool>`${pricedIn} IS DISTINCT FROM ${sql.lit(other)}`;
  const otherSide = halves?.converted ?? sql<SqlBool>`${pricedIn} = ${sql.lit(other)}`;
  // Each half walks the index of its own currency's amounts (storedPriceOrder) and is keyed as the cards show it.
  const [otherColumn] = storedPriceOrder(alias, sort, other) ?? stored;
  return [
    { listings: unbudgeted.where(ownSide), column: own, key: ownPriceKey(alias, sort, currency) },
    { listings: unbudgeted.where(otherSide), column: otherColumn, key: priceAtRate(alias, sort, currency, rate) },
  ];
}
