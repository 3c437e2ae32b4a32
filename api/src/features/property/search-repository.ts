import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { containsPattern, keywordTerms } from '../listing-shared/arabic-fold.js';
import type { Currency } from '../listing-shared/currency.js';
import type { Paging } from '../listing-shared/pagination.js';
import type { PropertySort } from './master-data.js';
import { CARD_COLUMNS, type CardRow } from './property-views.js';
import type { PropertiesTable } from './property-tables.js';
import type { SearchFilterInput } from './schemas.js';

export type PropertyDb = Database & { p: PropertiesTable };
export type PropertyQuery = SelectQueryBuilder<PropertyDb, 'p', object>;

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const priceColumn = (currency: Currency) => (currency === 'USD' ? 'p.final_price_usd' : 'p.final_price_syp') as 'p.final_price_syp';

/** Active listings of a tenant matching every filter given. */
export function filteredProperties(db: Kysely<Database>, tenantId: number, f: SearchFilterInput, currency: Currency, bbox?: Bbox): PropertyQuery {
  let q = db.selectFrom('properties as p').where('p.tenant_id', '=', tenantId).where('p.status', '=', 'active') as unknown as PropertyQuery;
  if (f.listing_type) q = q.where('p.listing_type', '=', f.listing_type);
  if (f.governorate_id) q = q.where('p.governorate_id', '=', f.governorate_id);
  if (f.city_id) q = q.where('p.city_id', '=', f.city_id);
  if (f.neighborhood_id) q = q.where('p.neighborhood_id', '=', f.neighborhood_id);
  if (f.sub_neighborhood_id) q = q.where('p.sub_neighborhood_id', '=', f.sub_neighborhood_id);
  if (f.property_type?.length) q = q.where('p.property_type', 'in', f.property_type);
  if (f.category) q = q.where('p.category', '=', f.category);
  if (f.min_price !== undefined) q = q.where(priceColumn(currency), '>=', f.min_price);
  if (f.max_price !== undefined) q = q.where(priceColumn(currency), '<=', f.max_price);
  if (f.bedrooms !== undefined) q = q.where('p.bedrooms', '=', f.bedrooms);
  if (f.bathrooms !== undefined) q = q.where('p.bathrooms', '=', f.bathrooms);
  if (f.min_bedrooms !== undefined) q = q.where('p.bedrooms', '>=', f.min_bedrooms);
  if (f.max_bedrooms !== undefined) q = q.where('p.bedrooms', '<=', f.max_bedrooms);
  if (f.min_bathrooms !== undefined) q = q.where('p.bathrooms', '>=', f.min_bathrooms);
  if (f.max_bathrooms !== undefined) q = q.where('p.bathrooms', '<=', f.max_bathrooms);
  if (f.min_size !== undefined) q = q.where('p.size_sqm', '>=', f.min_size);
  if (f.max_size !== undefined) q = q.where('p.size_sqm', '<=', f.max_size);
  if (f.furnished) q = q.where('p.furnished', '=', f.furnished);
  if (f.featured !== undefined) q = q.where('p.is_featured', '=', f.featured);
  if (f.owner_id) q = q.where('p.owner_id', '=', f.owner_id);
  if (f.amenities?.length) {
    const wanted = [...new Set(f.amenities)];
    q = q.where(sql<SqlBool>`p.amenities @> ${sql.val(wanted)}::text[]`);
  }
  if (f.keyword) {
    // Every word must appear; the trigram index on search_text serves each LIKE.
    for (const term of keywordTerms(f.keyword)) q = q.where('p.search_text', 'like', containsPattern(term));
  }
  if (bbox) {
    // Same expression as the GiST index on properties, so the index serves it.
    q = q.where(sql<SqlBool>`point(p.longitude, p.latitude) <@ box(point(${bbox.west}, ${bbox.south}), point(${bbox.east}, ${bbox.north}))`);
  }
  return q;
}

function orderBy<Q extends PropertyQuery>(q: Q, sort: PropertySort, currency: Currency): Q {
  const price = priceColumn(currency);
  switch (sort) {
    case 'price_asc':
      return q.orderBy(price, 'asc').orderBy('p.id', 'asc') as Q;
    case 'price_desc':
      return q.orderBy(price, 'desc').orderBy('p.id', 'desc') as Q;
    case 'size_desc':
      return q.orderBy('p.size_sqm', 'desc').orderBy('p.id', 'desc') as Q;
    case 'size_asc':
      return q.orderBy('p.size_sqm', 'asc').orderBy('p.id', 'asc') as Q;
    default:
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc') as Q;
  }
}

/** Card columns plus the primary image's variants, for a query over `properties as p`. */
export function selectCards(q: PropertyQuery): SelectQueryBuilder<PropertyDb, 'p', CardRow> {
  return q
    .leftJoin('media_files as m', 'm.id', 'p.primary_image_id')
    .select([...CARD_COLUMNS, 'm.variants as image_variants']) as unknown as SelectQueryBuilder<PropertyDb, 'p', CardRow>;
}

/** The two statements of a search: the total and the page (the benchmark runs these same statements directly). */
export function searchQueries(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilterInput,
  sort: PropertySort,
  currency: Currency,
  page: Paging,
) {
  const base = filteredProperties(db, tenantId, filters, currency);
  const count = base.select((eb) => eb.fn.countAll<number>().as('n'));
  // The page is picked from properties alone; its image is joined to those few rows only.
  const ids = orderBy(base.select(['p.id']), sort, currency).limit(page.perPage).offset(page.offset);
  const pageRows = db.selectFrom('properties as p').where('p.id', 'in', ids as unknown as Expression<number>) as unknown as PropertyQuery;
  return { count, page: orderBy(selectCards(pageRows), sort, currency) };
}

export async function searchProperties(
  db: Kysely<Database>,
  tenantId: number,
  filters: SearchFilterInput,
  sort: PropertySort,
  currency: Currency,
  page: Paging,
): Promise<{ rows: CardRow[]; total: number }> {
  const q = searchQueries(db, tenantId, filters, sort, currency, page);
  const [count, rows] = await Promise.all([q.count.executeTakeFirstOrThrow(), q.page.execute()]);
  return { rows, total: Number(count.n) };
}
