import { type Expression, type SqlBool, sql } from 'kysely';
import type { Currency } from './currency.js';
import { finalPriceColumn, wholeBound } from './sort-orders.js';

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
}

/** Above any price a listing can have (listings/schemas.ts PriceFields), and well inside a bigint. */
const PRICE_CEILING = 1e15 + 1;
/** A quotient such as 130000 / 130 may come out as 999.9999999: it is 1000. */
const EPSILON = 1e-9;

const clamp = (n: number) => Math.min(Math.max(n, 0), PRICE_CEILING);

/** The budget's bounds in the other currency at `sypPerUsd` (new pounds per dollar), rounded inwards to whole units. */
export function budgetAtRate(budget: Pick<Budget, 'min_price' | 'max_price'>, currency: Currency, sypPerUsd: number): Pick<Budget, 'other_min_price' | 'other_max_price'> {
  // A budget in pounds is divided into dollars; a budget in dollars is multiplied into pounds.
  const convert = (amount: number) => (currency === 'SYP' ? amount / sypPerUsd : amount * sypPerUsd);
  const out: Pick<Budget, 'other_min_price' | 'other_max_price'> = {};
  if (budget.min_price !== undefined) out.other_min_price = clamp(Math.ceil(convert(budget.min_price) - EPSILON));
  if (budget.max_price !== undefined) out.other_max_price = clamp(Math.floor(convert(budget.max_price) + EPSILON));
  return out;
}

/**
 * The budget as a condition over `alias`: a listing priced only in the other currency is within it when its price
 * there is within the converted bounds; any other listing (priced in the search's currency, or in both) when its
 * price in the search's currency is within the budget. Null when there is no budget.
 *
 * Each half is a range over one price column, with the priced_in test only rechecked, so PostgreSQL reads each half
 * from that column's index (the place/type/price indexes of each currency) and ORs the two bitmaps; no price is
 * computed per row.
 */
export function budgetCondition(alias: string, currency: Currency, budget: Budget): Expression<SqlBool> | null {
  if (budget.min_price === undefined && budget.max_price === undefined) return null;
  const own = sql.ref(finalPriceColumn(alias, currency));
  const ranged = (column: typeof own, min: unknown, max: unknown) => sql.join([
    ...(min !== undefined ? [sql`${column} >= ${min}`] : []),
    ...(max !== undefined ? [sql`${column} <= ${max}`] : []),
  ], sql` AND `);
  const min = budget.min_price !== undefined ? wholeBound.min(budget.min_price) : undefined;
  const max = budget.max_price !== undefined ? wholeBound.max(budget.max_price) : undefined;
  if (budget.other_min_price === undefined && budget.other_max_price === undefined) return sql<SqlBool>`(${ranged(own, min, max)})`;
  const other: Currency = currency === 'SYP' ? 'USD' : 'SYP';
  const pricedIn = sql.ref(`${alias}.priced_in`);
  // The currency codes are literals, not parameters: a search shape's statement stays one text.
  return sql<SqlBool>`((${pricedIn} IS DISTINCT FROM ${sql.lit(other)} AND ${ranged(own, min, max)})
    OR (${pricedIn} = ${sql.lit(other)} AND ${ranged(sql.ref(finalPriceColumn(alias, other)), budget.other_min_price, budget.other_max_price)}))`;
}

/**
 * A search's filters with its budget also in the other currency, at the site's current rate (cached per process, see
 * exchange-rate/current-rate.ts); unchanged, and no rate read, when the search has no budget.
 */
export async function withBudgetAtRate<F extends Budget>(
  rates: { sypPerUsd(tenantId: number): Promise<number> }, tenantId: number, filters: F, currency: Currency,
): Promise<F> {
  if (filters.min_price === undefined && filters.max_price === undefined) return filters;
  return { ...filters, ...budgetAtRate(filters, currency, await rates.sypPerUsd(tenantId)) };
}
