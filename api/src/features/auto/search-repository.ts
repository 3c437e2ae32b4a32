import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { containsPattern, keywordTerms } from '../listing-shared/arabic-fold.js';
import { type Budget, budgetCondition, inBudgetHalves, pageHalves, wholeBudget, withoutBudget } from '../listing-shared/budget.js';
import type { Currency } from '../listing-shared/currency.js';
import { pageIds } from '../listing-shared/page-ids.js';
import type { Paging } from '../listing-shared/pagination.js';
import { featuredNow, orderListings, type SortOrder, sortOrder } from '../listing-shared/sort-orders.js';
import { closedSlice, closedWithin } from '../listings/in-search.js';
import '../media/media-files-table.js';
import type { AutosTable } from './auto-tables.js';
import { CARD_COLUMNS, type CardRow } from './auto-views.js';
import type { AutoSort } from './master-data.js';
import type { SearchFilterInput } from './schemas.js';

export type AutoDb = Database & { a: AutosTable };
export type AutoQuery = SelectQueryBuilder<AutoDb, 'a', object>;


/**
 * Active listings of a tenant matching every filter given; with `closedDays`, instead, those sold within so many days
 * (listings/in-search.ts).
 */
export function filteredAutos(db: Kysely<Database>, tenantId: number, f: SearchFilterInput & Budget, currency: Currency, closedDays = 0): AutoQuery {
  const tenant = db.selectFrom('autos as a').where('a.tenant_id', '=', tenantId);
  let q = (closedDays > 0 ? tenant.where(closedWithin('a', closedDays)) : tenant.where('a.status', '=', 'active')) as unknown as AutoQuery;
  if (f.brand_id) q = q.where('a.brand_id', '=', f.brand_id);
  if (f.class_id) q = q.where('a.class_id', '=', f.class_id);
  if (f.model_id) q = q.where('a.model_id', '=', f.model_id);
  const anyOf = <K extends 'vehicle_type' | 'condition' | 'transmission' | 'seat_type' | 'cylinders' | 'import_origin' | 'fuel_type' | 'body_type' | 'color' | 'drive_type' | 'vehicle_status'>(key: K) => {
    const wanted = f[key];
    if (wanted?.length) q = q.where(`a.${key}` as 'a.color', 'in', [...new Set(wanted as string[])]);
  };
  anyOf('vehicle_type');
  anyOf('condition');
  anyOf('transmission');
  anyOf('seat_type');
  anyOf('cylinders');
  anyOf('import_origin');
  anyOf('fuel_type');
  anyOf('body_type');
  anyOf('color');
  anyOf('drive_type');
  anyOf('vehicle_status');
  if (f.min_year !== undefined) q = q.where('a.year', '>=', f.min_year);
  if (f.max_year !== undefined) q = q.where('a.year', '<=', f.max_year);
  if (f.min_mileage !== undefined) q = q.where('a.mileage_km', '>=', f.min_mileage);
  if (f.max_mileage !== undefined) q = q.where('a.mileage_km', '<=', f.max_mileage);
  const budget = budgetCondition('a', currency, wholeBudget(f));
  if (budget) q = q.where(budget);
  if (f.featured !== undefined) q = q.where(sql<SqlBool>`${featuredNow('a')} = ${f.featured}`);
  if (f.verified !== undefined) q = q.where(sql<SqlBool>`(a.verified_at IS NOT NULL) = ${f.verified}`);
  if (f.owner_id) q = q.where('a.owner_id', '=', f.owner_id);
  if (f.keyword) {
    // Every word must appear; the trigram index on search_text serves each LIKE.
    for (const term of keywordTerms(f.keyword)) q = q.where('a.search_text', 'like', containsPattern(term));
  }
  return q;
}

/** The sorts of autos besides newest and price. */
const AUTO_SORTS: Record<Exclude<AutoSort, 'newest' | 'price_asc' | 'price_desc'>, SortOrder> = {
  year_desc: ['a.year', 'desc'],
  year_asc: ['a.year', 'asc'],
  mileage_asc: ['a.mileage_km', 'asc'],
  mileage_desc: ['a.mileage_km', 'desc'],
};

export const orderBy = <Q extends AutoQuery>(q: Q, sort: AutoSort, currency: Currency): Q => orderListings(q, 'a', sortOrder('a', sort, currency, AUTO_SORTS));

/** Card columns: the listing, its catalogue names and its primary image's variants. */
export function selectCards(q: AutoQuery): SelectQueryBuilder<AutoDb, 'a', CardRow> {
  return (q as unknown as SelectQueryBuilder<Database & { a: AutosTable }, 'a', object>)
    .innerJoin('auto_brands as b', 'b.id', 'a.brand_id')
    .innerJoin('auto_classes as c', 'c.id', 'a.class_id')
    .innerJoin('auto_models as m', 'm.id', 'a.model_id')
    .leftJoin('media_files as img', 'img.id', 'a.primary_image_id')
    .select(CARD_COLUMNS as never) as unknown as SelectQueryBuilder<AutoDb, 'a', CardRow>;
}

export async function searchAutos(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilterInput & Budget,
  sort: AutoSort,
  currency: Currency,
  page: Paging,
  closedDays = 0,
): Promise<{ rows: CardRow[]; total: number }> {
  // The cars sold within closedDays come after the active ones (listings/in-search.ts); they are counted with the
  // active ones, and read only for a page that reaches them.
  const closed = closedDays > 0 ? filteredAutos(db, tenantId, filters, currency, closedDays) : null;
  // A budget that also takes cars priced only in the other currency is read half by half (listing-shared/budget.ts).
  const halves = inBudgetHalves(filteredAutos(db, tenantId, withoutBudget(filters), currency), 'a', currency, wholeBudget(filters));
  const active = await searchPage(db, filteredAutos(db, tenantId, filters, currency), sort, currency, page, closed, halves);
  if (!closed || active.closedTotal === 0) return { rows: active.rows, total: active.total };
  const slice = closedSlice(page.offset, page.perPage, active.total, active.rows.length, active.closedTotal);
  const closedRows = slice.limit > 0 ? (await searchPage(db, closed, sort, currency, { ...page, perPage: slice.limit, offset: slice.offset }, null)).rows : [];
  return { rows: [...active.rows, ...closedRows], total: active.total + active.closedTotal };
}

/**
 * A page of the matches of `base` in the search's order (none when `perPage` is 0), how many match, and how many of
 * `closed` (recently sold cars), counted in the same statement as the total.
 */
async function searchPage(
  db: Kysely<Database>, base: AutoQuery, sort: AutoSort, currency: Currency, page: Paging, closed: AutoQuery | null,
  halves: readonly [AutoQuery, AutoQuery] | null = null,
): Promise<{ rows: CardRow[]; total: number; closedTotal: number }> {
  // The page is picked from autos alone; names and images are joined to those few rows only.
  // The page is taken in order with paid placement and the rest each through an index (listing-shared/page-ids.ts);
  // a price sort with a budget in halves takes each half through its own price index.
  const order = sortOrder('a', sort, currency, AUTO_SORTS);
  const ids = pageIds(base, 'a', order, page.perPage, page.offset, pageHalves(halves, order, 'a', currency));
  const pageRows = db.selectFrom('autos as a').where('a.id', 'in', sql<number>`(SELECT pg.id FROM ${ids} pg)`) as unknown as AutoQuery;
  const countOf = (q: AutoQuery) => sql<number>`(${q.select((eb) => eb.fn.countAll<number>().as('c'))})`;
  const total = halves ? sql<number>`${countOf(halves[0])} + ${countOf(halves[1])}` : countOf(base);
  const [count, rows] = await Promise.all([
    db.selectNoFrom([total.as('n'), (closed ? countOf(closed) : sql<number>`0`).as('closed_n')]).executeTakeFirstOrThrow(),
    page.perPage > 0 ? orderBy(selectCards(pageRows), sort, currency).execute() : [],
  ]);
  return { rows, total: Number(count.n), closedTotal: Number(count.closed_n ?? 0) };
}
