import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { containsPattern, keywordTerms } from '../listing-shared/arabic-fold.js';
import {
  type Budget,
  budgetCondition,
  countedWithin,
  inBudgetHalves,
  pageHalves,
  wholeBudget,
  withoutBudget,
} from '../listing-shared/budget.js';
import type { Currency } from '../listing-shared/currency.js';
import { type OrderedHalf, pageIds } from '../listing-shared/page-ids.js';
import { type CountedPage, countWindow, type Paging } from '../listing-shared/pagination.js';
import { broadTotal, type ExactTotal, type SearchCounts, searchCountKey } from '../listing-shared/search-counts.js';
import { featuredNow, orderListings, type SortOrder, sortOrder } from '../listing-shared/sort-orders.js';
import { closedSlice, closedWithin } from '../listings/in-search.js';
import '../media/media-files-table.js';
import type { AutosTable } from './auto-tables.js';
import { CARD_COLUMNS, type CardRow } from './auto-views.js';
import type { AutoSort } from './master-data.js';
import type { SearchFilterInput } from './schemas.js';
import { AUTO } from './kind.js';

export type AutoDb = Database & { a: AutosTable };
export type AutoQuery = SelectQueryBuilder<AutoDb, 'a', object>;

/**
 * Active listings of a tenant matching every filter given; with `closedDays`, instead, those sold within so many days
 * (listings/in-search.ts).
 */
export function filteredAutos(
  db: Kysely<Database>,
  tenantId: number,
  f: SearchFilterInput & Budget,
  currency: Currency,
  closedDays = 0,
): AutoQuery {
  const tenant = db.selectFrom('autos as a').where('a.tenant_id', '=', tenantId);
  let q = (closedDays > 0
    ? tenant.where(closedWithin('a', closedDays))
    : tenant.where('a.status', '=', 'active')) as unknown as AutoQuery;
  if (f.brand_id) q = q.where('a.brand_id', '=', f.brand_id);
  if (f.class_id) q = q.where('a.class_id', '=', f.class_id);
  if (f.model_id) q = q.where('a.model_id', '=', f.model_id);
  const anyOf = <
    K extends
      | 'vehicle_type'
      | 'condition'
      | 'transmission'
      | 'seat_type'
      | 'cylinders'
      | 'import_origin'
      | 'fuel_type'
      | 'body_type'
      | 'color'
      | 'drive_type'
      | 'vehicle_status',
  >(
    key: K,
  ) => {
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

/** `sypPerUsd`: the current rate, by which a price sort orders cars priced only in the other currency. */
export const orderBy = <Q extends AutoQuery>(q: Q, sort: AutoSort, currency: Currency, sypPerUsd?: number): Q =>
  orderListings(q, 'a', sortOrder('a', sort, currency, AUTO_SORTS, sypPerUsd));

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
  closedDays: number,
  counts: SearchCounts,
): Promise<CountedPage<CardRow>> {
  const active = filteredAutos(db, tenantId, filters, currency);
  // The cars sold within closedDays come after the active ones (listings/in-search.ts); they are counted with the
  // active ones, and read only for a page that reaches them.
  const closed = closedDays > 0 ? filteredAutos(db, tenantId, filters, currency, closedDays) : null;
  // A budget that also takes cars priced only in the other currency is counted half by half, and a price sort's page
  // read in two halves, each through its own price index (listing-shared/budget.ts).
  const unbudgeted = filteredAutos(db, tenantId, withoutBudget(filters), currency);
  const budget = wholeBudget(filters);
  const halves = inBudgetHalves(unbudgeted, 'a', currency, budget);
  const pageIn = pageHalves(unbudgeted, 'a', currency, budget, sort);
  const rate = filters.syp_per_usd;
  const [count, rows] = await Promise.all([
    countMatches(db, active, halves, closed, countWindow(page)),
    pageOf(db, active, sort, currency, page, rate, pageIn),
  ]);
  // Past the window (a broad search) the total is the filter set's exact one, counted once and kept for a while
  // (listing-shared/search-counts.ts), and the page holds active cars only: they all come before the sold ones.
  const key = searchCountKey(AUTO.name, tenantId, currency, closedDays, countedFilters(filters));
  const broad = await broadTotal(counts, key, page, count.active, count.closed, () =>
    countMatches(db, active, halves, closed, null),
  );
  if (broad) return { rows, ...broad };
  const total = count.active;
  if (!closed || count.closed === 0) return { rows, total, totalIsEstimate: false };
  const slice = closedSlice(page.offset, page.perPage, total, rows.length, count.closed);
  const closedRows =
    slice.limit > 0
      ? await pageOf(db, closed, sort, currency, { ...page, perPage: slice.limit, offset: slice.offset }, rate)
      : [];
  return { rows: [...rows, ...closedRows], total: total + count.closed, totalIsEstimate: false };
}

/** The filters as the statement compares them (whole budget bounds, the keyword's folded words), for the count's key. */
function countedFilters(filters: SearchFilterInput & Budget): object {
  const { keyword, ...rest } = wholeBudget(filters);
  return keyword ? { ...rest, keyword: keywordTerms(keyword) } : rest;
}

/**
 * How many cars match, counted as far as `window` (listing-shared/budget.ts countedWithin: each half of a budget through
 * its own index, the second only while the first stays under the window), or all of them when `window` is null; and
 * how many of `closed` (recently sold), counted in the same statement, only when the active matches stay under the
 * window (past it the page never reaches the sold ones).
 */
async function countMatches(
  db: Kysely<Database>,
  active: AutoQuery,
  halves: readonly [AutoQuery, AutoQuery] | null,
  closed: AutoQuery | null,
  window: number | null,
): Promise<ExactTotal> {
  const closedCars = closed ? sql`(${closed.select((eb) => eb.fn.countAll<number>().as('c'))})` : null;
  const closedCount = !closedCars
    ? sql`0`
    : window === null
      ? closedCars
      : sql`CASE WHEN t.total < ${window} THEN ${closedCars} ELSE 0 END`;
  const { rows } = await sql<{
    total: number | string;
    closed_n: number | string;
  }>`SELECT t.total, ${closedCount} AS closed_n FROM (${countedWithin(halves ?? active, window)}) t`.execute(db);
  return { active: Number(rows[0]?.total ?? 0), closed: Number(rows[0]?.closed_n ?? 0) };
}

/** A page of the matches of `base` in the search's order (none when `perPage` is 0), read in `halves` if given. */
async function pageOf(
  db: Kysely<Database>,
  base: AutoQuery,
  sort: AutoSort,
  currency: Currency,
  page: Paging,
  sypPerUsd: number | undefined,
  halves: readonly [OrderedHalf, OrderedHalf] | null = null,
): Promise<CardRow[]> {
  if (page.perPage <= 0) return [];
  // The page is picked from autos alone; names and images are joined to those few rows only.
  // The page is taken in order with paid placement and the rest each through an index (listing-shared/page-ids.ts);
  // a price sort with a budget in halves takes each half through its own price index.
  const ids = pageIds(
    base,
    'a',
    sortOrder('a', sort, currency, AUTO_SORTS, sypPerUsd),
    page.perPage,
    page.offset,
    halves,
  );
  const pageRows = db
    .selectFrom('autos as a')
    .where('a.id', 'in', sql<number>`(SELECT pg.id FROM ${ids} pg)`) as unknown as AutoQuery;
  return orderBy(selectCards(pageRows), sort, currency, sypPerUsd).execute();
}
