import type { SelectQueryBuilder } from 'kysely';
import type { Currency } from './currency.js';

type Direction = 'asc' | 'desc';
/** What a sort orders by: a column of the listing and the direction (ties go by id, the same way). */
export type SortOrder = readonly [column: string, direction: Direction];

/** The price a listing is sorted and filtered by: after its discount, in the visitor's currency. */
export const finalPriceColumn = (alias: string, currency: Currency) => `${alias}.final_price_${currency === 'USD' ? 'usd' : 'syp'}`;

/** The sorts every kind has (newest first, unless asked otherwise; by price) and, for the others, the kind's own. */
export function sortOrder(alias: string, sort: string, currency: Currency, own: Readonly<Record<string, SortOrder>>): SortOrder {
  if (sort === 'price_asc' || sort === 'price_desc') return [finalPriceColumn(alias, currency), sort === 'price_asc' ? 'asc' : 'desc'];
  return own[sort] ?? [`${alias}.created_at`, 'desc'];
}

export function orderListings<Q extends SelectQueryBuilder<any, any, any>>(q: Q, alias: string, [column, direction]: SortOrder): Q {
  return q.orderBy(column as never, direction).orderBy(`${alias}.id` as never, direction) as Q;
}
