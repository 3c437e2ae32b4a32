import { type CompiledQuery, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { named } from '../../db/database.js';
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
import { pageIds } from '../listing-shared/page-ids.js';
import { type CountedPage, countWindow, type Paging } from '../listing-shared/pagination.js';
import { broadTotal, type ExactTotal, type SearchCounts, searchCountKey } from '../listing-shared/search-counts.js';
import {
  featuredNow,
  orderListings,
  placementRank,
  type SortOrder,
  sortKey,
  sortOrder,
  wholeBound,
} from '../listing-shared/sort-orders.js';
import { closedSlice, closedWithin } from '../listings/in-search.js';
import { AMENITIES, type PropertySort } from './master-data.js';
import {
  CARD_COLUMNS,
  type CardRow,
  LIST_CARD_COLUMNS,
  type ListCardRow,
  listCardExpressions,
} from './property-views.js';
import type { PropertiesTable } from './property-tables.js';
import type { SearchFilterInput } from './schemas.js';
import { PROPERTY } from './kind.js';

export type PropertyDb = Database & { p: PropertiesTable };
export type PropertyQuery = SelectQueryBuilder<PropertyDb, 'p', object>;

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The amenity's bit in `properties.amenity_bits`: its position in the master list, as migration 0160 numbers them. */
export function amenityMask(amenities: readonly string[]): number {
  let mask = 0;
  for (const a of amenities) {
    const i = AMENITIES.findIndex((o) => o.value === a);
    // The query schema only lets known amenities through; an unknown one can match nothing.
    mask |= i < 0 ? 1 << 30 : 1 << i;
  }
  return mask;
}

/**
 * The filters as the statement takes them: the keyword as its LIKE patterns and the amenities as their bit mask, so
 * that a search's values reach the statement unchanged (see compiledSearch).
 */
export type StatementFilters = Omit<SearchFilters, 'keyword' | 'amenities'> & {
  keyword_patterns?: string[];
  amenity_mask?: number;
  amenity_list?: string[];
};

/** A search's filters, with its budget in the other currency at the current rate (listing-shared/budget.ts). */
export type SearchFilters = SearchFilterInput & Budget;

export function statementFilters(f: SearchFilters): StatementFilters {
  const { keyword, amenities, ...rest } = f;
  const out: StatementFilters = wholeBudget(rest);
  const terms = keyword ? keywordTerms(keyword) : [];
  if (terms.length) out.keyword_patterns = terms.map(containsPattern);
  // A keyword search tests its amenities in the keyword index (migration 0480); any other, by their bits.
  if (amenities?.length && terms.length) out.amenity_list = [...amenities];
  else if (amenities?.length) out.amenity_mask = amenityMask(amenities);
  return out;
}

/** The listing types the statement names as literals (a partial index per type serves keyword searches). */
const LISTING_TYPES = new Set(['sale', 'rent']);

/** Active listings of a tenant matching every filter given. */
export function filteredProperties(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilters,
  currency: Currency,
  bbox?: Bbox,
): PropertyQuery {
  return matching(db, tenantId, statementFilters(filters), currency, bbox);
}

/**
 * `prepared`: for the search's named statement, whose plan is kept and shared by every search of its shape.
 * `closedDays`: instead of the active listings, those sold or rented within so many days (listings/in-search.ts).
 */
function matching(
  db: Kysely<Database>,
  tenantId: number,
  f: StatementFilters,
  currency: Currency,
  bbox?: Bbox,
  prepared = false,
  closedDays = 0,
): PropertyQuery {
  // 'active' is written into the statement, not passed as a parameter: the search indexes are partial (WHERE status =
  // 'active'), and only a literal lets a prepared statement's generic plan use them. The listing type too, for the
  // keyword indexes (migration 0280); it has two values, so a search shape has at most two statements for it.
  const tenant = db.selectFrom('properties as p').where('p.tenant_id', '=', tenantId);
  let q = (closedDays > 0
    ? tenant.where(closedWithin('p', closedDays))
    : tenant.where('p.status', '=', sql.lit('active'))) as unknown as PropertyQuery;
  if (f.listing_type)
    q = q.where('p.listing_type', '=', LISTING_TYPES.has(f.listing_type) ? sql.lit(f.listing_type) : f.listing_type);
  if (f.rent_period) q = q.where('p.rent_period', '=', f.rent_period);
  if (f.governorate_id) q = q.where('p.governorate_id', '=', f.governorate_id);
  if (f.city_id) q = q.where('p.city_id', '=', f.city_id);
  if (f.neighborhood_id) q = q.where('p.neighborhood_id', '=', f.neighborhood_id);
  if (f.sub_neighborhood_id) q = q.where('p.sub_neighborhood_id', '=', f.sub_neighborhood_id);
  if (f.property_type?.length) q = q.where('p.property_type', 'in', f.property_type);
  if (f.category) q = q.where('p.category', '=', f.category);
  const budget = budgetCondition('p', currency, f);
  if (budget) q = q.where(budget);
  if (f.bedrooms !== undefined) q = q.where('p.bedrooms', '=', f.bedrooms);
  if (f.bathrooms !== undefined) q = q.where('p.bathrooms', '=', f.bathrooms);
  if (f.min_bedrooms !== undefined) q = q.where('p.bedrooms', '>=', f.min_bedrooms);
  if (f.max_bedrooms !== undefined) q = q.where('p.bedrooms', '<=', f.max_bedrooms);
  if (f.min_bathrooms !== undefined) q = q.where('p.bathrooms', '>=', f.min_bathrooms);
  if (f.max_bathrooms !== undefined) q = q.where('p.bathrooms', '<=', f.max_bathrooms);
  if (f.min_size !== undefined) q = q.where('p.size_sqm', '>=', wholeBound.min(f.min_size));
  if (f.max_size !== undefined) q = q.where('p.size_sqm', '<=', wholeBound.max(f.max_size));
  if (f.furnished) q = q.where('p.furnished', '=', f.furnished);
  if (f.ownership_document?.length) q = q.where('p.ownership_document', 'in', f.ownership_document);
  if (f.featured !== undefined) q = q.where(sql<SqlBool>`${featuredNow('p')} = ${f.featured}`);
  if (f.verified !== undefined) q = q.where(sql<SqlBool>`(p.verified_at IS NOT NULL) = ${f.verified}`);
  if (f.owner_id) q = q.where('p.owner_id', '=', f.owner_id);
  if (f.amenity_mask !== undefined) {
    // One bit per amenity (migration 0160): "has every one asked for" without an index over all listings.
    q = q.where(sql<SqlBool>`(p.amenity_bits & ${f.amenity_mask}) = ${f.amenity_mask}`);
  }
  if (f.amenity_list?.length) q = q.where(sql<SqlBool>`p.amenities @> ARRAY[${sql.join(f.amenity_list)}]::text[]`);
  // Every word must appear; the trigram indexes on search_text serve each LIKE. In the prepared search the pattern
  // is read through a sub-select so that no plan sees its value: with the value in view, PostgreSQL estimates each
  // word's matches from the trigram index, finds the shared (generic) plan dearer than a plan for that word, and
  // plans every run again (~0.4 ms, a third of a keyword search). Both plans are the same; the index still gets the
  // pattern when the statement runs.
  for (const pattern of f.keyword_patterns ?? []) {
    q = q.where(
      prepared
        ? sql<SqlBool>`p.search_text LIKE (SELECT ${pattern}::text)`
        : sql<SqlBool>`p.search_text LIKE ${pattern}`,
    );
  }
  if (bbox) {
    // Same expression as the GiST index on properties, so the index serves it.
    q = q.where(
      sql<SqlBool>`point(p.longitude, p.latitude) <@ box(point(${bbox.west}, ${bbox.south}), point(${bbox.east}, ${bbox.north}))`,
    );
  }
  return q;
}

/** The sorts of properties besides newest and the price sorts (by price and by price per m², sort-orders.ts). */
const PROPERTY_SORTS: Record<
  Exclude<PropertySort, 'newest' | 'price_asc' | 'price_desc' | 'price_sqm_asc' | 'price_sqm_desc'>,
  SortOrder
> = {
  size_desc: ['p.size_sqm', 'desc'],
  size_asc: ['p.size_sqm', 'asc'],
};

/** `sypPerUsd`: the current rate, by which a price sort orders listings priced only in the other currency. */
const ordered = (sort: PropertySort, currency: Currency, sypPerUsd?: unknown) =>
  sortOrder('p', sort, currency, PROPERTY_SORTS, sypPerUsd);

const orderBy = <Q extends PropertyQuery>(q: Q, sort: PropertySort, currency: Currency, sypPerUsd?: unknown): Q =>
  orderListings(q, 'p', ordered(sort, currency, sypPerUsd));

/** Card columns plus the primary image's variants, for a query over `properties as p`. */
export function selectCards(q: PropertyQuery): SelectQueryBuilder<PropertyDb, 'p', CardRow> {
  return q
    .leftJoin('media_files as m', 'm.id', 'p.primary_image_id')
    .select([...CARD_COLUMNS, 'm.variants as image_variants']) as unknown as SelectQueryBuilder<
    PropertyDb,
    'p',
    CardRow
  >;
}

/** Result-card columns (property-views.ts ListCardRow), for a query over `properties as p`. */
export function selectListCards(q: PropertyQuery): SelectQueryBuilder<PropertyDb, 'p', ListCardRow> {
  return q
    .leftJoin('media_files as mf', 'mf.id', 'p.primary_image_id')
    .select([...LIST_CARD_COLUMNS, ...listCardExpressions()] as never) as unknown as SelectQueryBuilder<
    PropertyDb,
    'p',
    ListCardRow
  >;
}

/**
 * The one statement of a search (one round trip, one plan): the total, counted up to the page's end or the cap
 * (whichever is further), and the page's listings with their images. It always returns at least one row: a page past
 * the end, or no match at all, is a single row with the total and no listing.
 *
 * Two shapes, by how the matches are found:
 * - with a keyword, the matches come from the trigram index in no useful order, so they are read once, numbered in
 *   order, counted, and the page is a slice of the numbers;
 * - otherwise an index holds the matches in order: the count walks the index range (no table visits once vacuumed)
 *   and the page is its first rows, which is cheaper than numbering every match up to the cap.
 */
export function searchQuery(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilters,
  sort: PropertySort,
  currency: Currency,
  page: Paging,
  closedDays = 0,
) {
  return buildSearch(
    db,
    tenantId,
    statementFilters(filters),
    sort,
    currency,
    page.perPage,
    countWindow(page),
    page.offset,
    closedDays,
  );
}

type SearchRow = ListCardRow & { total: number | string; closed_total: number | string | null };

/** searchQuery with the page given as its parts, so that the offset can be a placeholder (see compiledSearch). */
function buildSearch(
  db: Kysely<Database>,
  tenantId: number,
  filters: StatementFilters,
  sort: PropertySort,
  currency: Currency,
  perPage: number,
  window: number,
  offset: number,
  closedDays: number,
) {
  const page = { perPage, offset };
  const [column, direction, placed] = ordered(sort, currency, filters.syp_per_usd);
  const key = sortKey(column);
  const dir = sql.raw(direction.toUpperCase());
  // Paid placement ranks first in the default sort (listing-shared/sort-orders.ts).
  const rankFirst = placed ? sql`${placementRank('p')} DESC, ` : sql``;
  const filtered = matching(db, tenantId, filters, currency, undefined, true);
  const closedTotal = closedCount(db, tenantId, filters, currency, window, closedDays);

  // The row limits are written into the statement (offsets stay parameters): with `LIMIT $n` a prepared statement's
  // generic plan guesses a tenth of the matches and costs itself out of use, so every run would be planned again.
  if (filters.keyword_patterns?.length) {
    const numbered = orderBy(filtered, sort, currency, filters.syp_per_usd)
      .select(['p.id', sql<number>`row_number() OVER (ORDER BY ${rankFirst}${key} ${dir}, p.id ${dir})`.as('rn')])
      .limit(sql.lit(window));
    return sql<SearchRow>`
      WITH m AS (${numbered})
      SELECT t.total, ${closedTotal}, ${cards}
      FROM (SELECT count(*) AS total FROM m) t
      LEFT JOIN m ON m.rn > ${page.offset} AND m.rn <= ${page.offset} + ${sql.lit(page.perPage)}
      LEFT JOIN properties p ON p.id = m.id
      LEFT JOIN media_files mf ON mf.id = p.primary_image_id
      ORDER BY m.rn`;
  }

  // A budget that also takes listings priced only in the other currency is counted half by half, each half through
  // its own index (listing-shared/budget.ts), and so is the page of a price sort (page-ids.ts).
  const unbudgeted = matching(db, tenantId, withoutBudget(filters), currency, undefined, true);
  const halves = inBudgetHalves(unbudgeted, 'p', currency, filters);
  // The page's ids in order, paid placement and the rest each through an index (listing-shared/page-ids.ts); a price
  // sort's in two halves, each by its own price index (listing-shared/budget.ts pageHalves).
  const ids = pageIds(
    filtered,
    'p',
    [column, direction, placed],
    page.perPage,
    page.offset,
    pageHalves(unbudgeted, 'p', currency, filters, sort),
  );
  return sql<SearchRow>`
    SELECT t.total, ${closedTotal}, ${cards}
    FROM (${countedWithin(halves ?? filtered, window)}) t
    LEFT JOIN ${ids} pg ON true
    LEFT JOIN properties p ON p.id = pg.id
    LEFT JOIN media_files mf ON mf.id = p.primary_image_id
    ORDER BY pg.r DESC, pg.k ${dir}, pg.id ${dir}`;
}

/**
 * The statement's `closed_total` column: how many listings sold or rented within `closedDays` match too
 * (listings/in-search.ts), counted in the search's own statement rather than by a second query — one round trip, and
 * planned once with the search's shape. PostgreSQL runs a sub-select in a CASE only for the branch taken, so a search
 * whose active matches reach the count's window (the closed ones are then never shown) does not count them.
 */
function closedCount(
  db: Kysely<Database>,
  tenantId: number,
  filters: StatementFilters,
  currency: Currency,
  window: number,
  closedDays: number,
) {
  if (closedDays <= 0) return sql`NULL::bigint AS closed_total`;
  const closed = matching(db, tenantId, filters, currency, undefined, true, closedDays).select(
    sql<number>`count(*)`.as('n'),
  );
  return sql`CASE WHEN t.total < ${sql.lit(window)} THEN (${closed}) ELSE 0 END AS closed_total`;
}

/** The card columns of the search's select list; built once, they are the same for every search. */
const cards = sql.join([...LIST_CARD_COLUMNS.map((c) => sql.ref(c)), ...listCardExpressions()]);

export type SearchResultRows = CountedPage<ListCardRow>;

/**
 * A page of a property search with its total: counted by the search's statement up to the page's window, and past it
 * (a broad search) the filter set's exact total, counted once and kept for a while (listing-shared/search-counts.ts).
 */
export async function searchProperties(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilters,
  sort: PropertySort,
  currency: Currency,
  page: Paging,
  closedDays: number,
  counts: SearchCounts,
): Promise<SearchResultRows> {
  // A named statement: parsed once per connection, and planned once when PostgreSQL settles on a generic plan.
  const { rows } = await db.executeQuery(
    named(compiledSearch(db, tenantId, filters, sort, currency, page, closedDays), 'property_search'),
  );
  const cards = rows
    .filter((r) => r.id !== null)
    .map(({ total: _total, closed_total: _closed, ...card }) => card as ListCardRow);
  const counted = Number(rows[0]?.total ?? 0);
  const closedTotal = Number(rows[0]?.closed_total ?? 0);
  const key = searchCountKey(PROPERTY.name, tenantId, currency, closedDays, statementFilters(filters));
  const broad = await broadTotal(counts, key, page, counted, closedTotal, () =>
    exactTotal(db, tenantId, filters, currency, closedDays),
  );
  // Past the window the page holds active listings only: every active match comes before the closed ones.
  if (broad) return { rows: cards, ...broad };
  return withRecentlyClosed(db, tenantId, filters, sort, currency, page, closedDays, closedTotal, {
    rows: cards,
    total: counted,
    totalIsEstimate: false,
  });
}

/** Every match of a search, and of its listings sold or rented within `closedDays`: one statement, no window. */
async function exactTotal(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilters,
  currency: Currency,
  closedDays: number,
): Promise<ExactTotal> {
  const f = statementFilters(filters);
  const halves = inBudgetHalves(matching(db, tenantId, withoutBudget(f), currency), 'p', currency, f);
  const closed =
    closedDays > 0
      ? sql`(${matching(db, tenantId, f, currency, undefined, false, closedDays).select(sql<number>`count(*)`.as('n'))})`
      : sql`0`;
  const { rows } = await sql<{ total: number | string; closed_total: number | string }>`
    SELECT t.total, ${closed} AS closed_total
    FROM (${countedWithin(halves ?? matching(db, tenantId, f, currency), null)}) t`.execute(db);
  return { active: Number(rows[0]?.total ?? 0), closed: Number(rows[0]?.closed_total ?? 0) };
}

/**
 * The search list's listings sold or rented within `closedDays` (listings/in-search.ts), after the active ones: their
 * number (`closedTotal`, counted by the search's statement) added to the total, and the page's remaining rows filled
 * with them in the search's order — a query of its own, only for a page that reaches them. A search whose active
 * matches pass the count's cap never reaches them.
 */
async function withRecentlyClosed(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilters,
  sort: PropertySort,
  currency: Currency,
  page: Paging,
  closedDays: number,
  closedTotal: number,
  active: SearchResultRows,
): Promise<SearchResultRows> {
  if (closedDays <= 0 || active.totalIsEstimate || closedTotal <= 0) return active;
  const slice = closedSlice(page.offset, page.perPage, active.total, active.rows.length, closedTotal);
  const closed = matching(db, tenantId, statementFilters(filters), currency, undefined, false, closedDays);
  const rows =
    slice.limit > 0
      ? await orderBy(selectListCards(closed), sort, currency, filters.syp_per_usd)
          .limit(slice.limit)
          .offset(slice.offset)
          .execute()
      : [];
  return { rows: [...active.rows, ...rows], total: active.total + closedTotal, totalIsEstimate: false };
}

// ---------- compiled statements by search shape ----------
//
// Building and compiling the statement with Kysely is a measurable share of a search request's time, and most of
// the garbage it leaves. The text depends only on the search's shape — which filters are given (and how many
// property types), the sort, the currency, the page size and the count window — not on the values. So a shape's
// statement is built once with placeholder objects in place of the values; the compiled parameters then say which
// value goes where, and later searches of that shape only fill them in. The keyword and the amenities are turned into
// what the statement takes (statementFilters) before the shape is looked up. A shape whose statement does not take
// every value as a plain parameter is built per request.

class Placeholder {
  constructor(readonly slot: number) {}
}

interface ShapeStatement {
  compiled: CompiledQuery<SearchRow>;
  /** For each parameter, the value's slot (see searchValues). */
  slots: number[];
}

/** Statements by shape; null marks a shape that must be built per request. Bounded: shapes are many in theory. */
const shapes = new Map<string, ShapeStatement | null>();
const MAX_SHAPES = 500;

/**
 * Filters that are not a parameter of the statement, so their value is part of the shape: the currency picks the
 * price column, and the listing type is written into the statement (see matching).
 */
const NOT_PARAMETERS = new Set(['currency', 'listing_type']);

function given(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/** The search's shape: which filters are given (with how many values, or the value itself when it is in the text). */
function shapeOf(
  filters: StatementFilters,
  sort: PropertySort,
  currency: Currency,
  perPage: number,
  window: number,
  closedDays: number,
): string {
  const parts: string[] = [];
  for (const key of Object.keys(filters).sort()) {
    const v = filters[key as keyof StatementFilters];
    if (!given(v)) continue;
    parts.push(NOT_PARAMETERS.has(key) ? `${key}=${String(v)}` : Array.isArray(v) ? `${key}[${v.length}]` : key);
  }
  return `${parts.join(',')}|${sort}|${currency}|${perPage}|${window}|${closedDays}`;
}

/**
 * The values of a search in slot order — the tenant, each given filter's value(s) by key, the offset — and the
 * arguments to build it with: the values themselves, or placeholders naming their slots.
 */
function searchValues(tenantId: number, filters: StatementFilters, offset: number, placeholders: boolean) {
  const values: unknown[] = [];
  const put = (v: unknown): unknown => (values.push(v), placeholders ? new Placeholder(values.length - 1) : v);
  const tenant = put(tenantId) as number;
  const marked: Record<string, unknown> = {};
  for (const key of Object.keys(filters).sort()) {
    const v = filters[key as keyof StatementFilters];
    if (!given(v) || NOT_PARAMETERS.has(key)) marked[key] = v;
    else marked[key] = Array.isArray(v) ? v.map(put) : put(v);
  }
  return { values, tenant, filters: marked as StatementFilters, offset: put(offset) as number };
}

/** The compiled search statement, from its shape's statement when there is one. */
export function compiledSearch(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilters,
  sort: PropertySort,
  currency: Currency,
  page: Paging,
  closedDays = 0,
): CompiledQuery<SearchRow> {
  const window = countWindow(page);
  const f = statementFilters(filters);
  const shape = shapeOf(f, sort, currency, page.perPage, window, closedDays);
  let statement = shapes.get(shape);
  if (statement === undefined) {
    statement = shapeStatement(db, f, sort, currency, page.perPage, window, closedDays);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(shape, statement);
  }
  if (statement === null)
    return buildSearch(db, tenantId, f, sort, currency, page.perPage, window, page.offset, closedDays).compile(db);
  const { values } = searchValues(tenantId, f, page.offset, false);
  return { ...statement.compiled, parameters: statement.slots.map((slot) => values[slot]) };
}

/** A shape's statement, built with placeholders; null when some value is not passed as a plain parameter. */
function shapeStatement(
  db: Kysely<Database>,
  filters: StatementFilters,
  sort: PropertySort,
  currency: Currency,
  perPage: number,
  window: number,
  closedDays: number,
): ShapeStatement | null {
  const marked = searchValues(0, filters, 0, true);
  const compiled = buildSearch(
    db,
    marked.tenant,
    marked.filters,
    sort,
    currency,
    perPage,
    window,
    marked.offset,
    closedDays,
  ).compile(db);
  const slots: number[] = [];
  for (const p of compiled.parameters) {
    if (!(p instanceof Placeholder)) return null;
    slots.push(p.slot);
  }
  // Every value must reach the statement: a filter the builder skipped would make the text depend on its value.
  if (new Set(slots).size !== marked.values.length) return null;
  return { compiled, slots };
}
