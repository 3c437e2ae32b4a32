import { type Kysely, type RawBuilder, sql } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/types.js';
import { envelope } from '../../lib/envelope.js';
import { Nullable } from '../../lib/schema-types.js';
import { bandOf, SIZE_BANDS, YEAR_SPAN } from './fair-price.js';

// What a listing of this kind, size and place usually costs, for the listing forms: a price far outside it (typed in
// old pounds, a zero too many, dollars typed as pounds) is pointed out as it is typed, never refused
// (docs/product/constants.md, the pound's redenomination). The comparables are the fair-price label's (fair-price.ts:
// active listings, the stored new-pound prices after any discount, a property per m² in its size band, a car its
// model within YEAR_SPAN model years); with fewer of them than a label needs, the comparison widens and so does the
// range it allows.

/** With enough close comparables: a price above typical × 20, or below typical ÷ 20, is implausible. */
export const CLOSE_FACTOR = 20;
/** With too few, compared more widely (any size across the site; a car's brand or type): × 100 and ÷ 100. */
export const WIDE_FACTOR = 100;

export const TYPICAL_PRICE_BASES = [
  'neighborhood',
  'city',
  'property_type',
  'listing_type',
  'model',
  'brand',
  'vehicle_type',
] as const;
export type TypicalPriceBasis = (typeof TYPICAL_PRICE_BASES)[number];

export const TypicalPrice = Type.Object({
  typical_syp: Type.Integer({
    description: 'What such a listing typically costs, new SYP (a property: per m² × size)',
  }),
  per_sqm_syp: Nullable(Type.Integer({ description: "A property's typical price per m², new SYP; null for a car" })),
  comparables: Type.Integer({ description: 'Active listings the typical price is the median of' }),
  basis: Type.Enum([...TYPICAL_PRICE_BASES], {
    description:
      'What was compared: the neighbourhood or city (same type and size band), the type or side across the site; a car: its model (±2 model years), brand or vehicle type',
  }),
  factor: Type.Integer({ description: `${CLOSE_FACTOR} with enough close comparables, ${WIDE_FACTOR} otherwise` }),
  min_syp: Type.Integer({ description: 'Plausible from (typical ÷ factor), new SYP' }),
  max_syp: Type.Integer({ description: 'Plausible up to (typical × factor), new SYP' }),
});
/** null: nothing of the kind on the market to compare with. */
export const TypicalPriceAnswer = envelope(Nullable(TypicalPrice));

type TypicalPriceData = {
  typical_syp: number;
  per_sqm_syp: number | null;
  comparables: number;
  basis: TypicalPriceBasis;
  factor: number;
  min_syp: number;
  max_syp: number;
};

/** One way of comparing, from the closest to the widest: its rows and whether it is close enough for CLOSE_FACTOR. */
interface Level {
  basis: TypicalPriceBasis;
  where: RawBuilder<unknown>[];
  close: boolean;
}

/**
 * The first level with enough comparables (a close one: `minComparables`, the fair-price label's; a wide one: any),
 * each level read only when the ones before it fell short: the median of `value` over its rows.
 */
async function firstLevel(
  db: Kysely<Database>,
  table: 'properties' | 'autos',
  common: RawBuilder<unknown>[],
  value: RawBuilder<unknown>,
  levels: Level[],
  minComparables: number,
): Promise<{ level: Level; n: number; median: number } | null> {
  for (const level of levels) {
    const { rows } = await sql<{ n: number; median: number | null }>`
      SELECT count(*)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${value}) AS median
      FROM ${sql.table(table)} WHERE ${sql.join([...common, ...level.where], sql` AND `)}`.execute(db);
    const { n, median } = rows[0]!;
    if (median !== null && median > 0 && n >= (level.close ? minComparables : 1))
      return { level, n, median: Number(median) };
  }
  return null;
}

function answer(found: { level: Level; n: number; median: number }, typical: number, perSqm: number | null) {
  const factor = found.level.close ? CLOSE_FACTOR : WIDE_FACTOR;
  return {
    typical_syp: Math.round(typical),
    per_sqm_syp: perSqm === null ? null : Math.round(perSqm),
    comparables: found.n,
    basis: found.level.basis,
    factor,
    min_syp: Math.max(1, Math.round(typical / factor)),
    max_syp: Math.round(typical * factor),
  } satisfies TypicalPriceData;
}

export interface PropertyPriceQuery {
  listing_type: string;
  rent_period?: string | null;
  property_type: string;
  size_sqm: number;
  city_id: number;
  neighborhood_id?: number | null;
  /** The listing being edited: it never counts. */
  id?: number;
}

/**
 * A property's typical price: the median price per m² of active listings of its side (and rent period), type and size
 * band in its neighbourhood, else its city (with enough of them), else of its type across the site, else of its side;
 * times its size. null for a rent without its period (a day's rent and a year's differ too much) or with nothing to
 * compare. Cost: one to four aggregate reads of the tenant's active listings, the first two within one city.
 */
export async function typicalPropertyPrice(
  db: Kysely<Database>,
  tenantId: number,
  q: PropertyPriceQuery,
  minComparables: number,
): Promise<TypicalPriceData | null> {
  const rent = q.listing_type === 'rent';
  if (rent && !q.rent_period) return null;
  const band = bandOf(SIZE_BANDS, q.size_sqm);
  const lower = SIZE_BANDS[band]!;
  const upper = SIZE_BANDS[band + 1];
  const sameType = sql`property_type = ${q.property_type}`;
  const sameSize = sql`size_sqm >= ${lower} AND ${upper === undefined ? sql`TRUE` : sql`size_sqm < ${upper}`}`;
  const common = [
    sql`tenant_id = ${tenantId}`,
    sql`status = 'active'`,
    sql`final_price_syp > 0`,
    sql`listing_type = ${q.listing_type}`,
    sql`rent_period IS NOT DISTINCT FROM ${rent ? q.rent_period! : null}`,
    ...(q.id ? [sql`id <> ${q.id}`] : []),
  ];
  const levels: Level[] = [
    ...(q.neighborhood_id
      ? [
          {
            basis: 'neighborhood' as const,
            where: [sameType, sameSize, sql`city_id = ${q.city_id}`, sql`neighborhood_id = ${q.neighborhood_id}`],
            close: true,
          },
        ]
      : []),
    { basis: 'city', where: [sameType, sameSize, sql`city_id = ${q.city_id}`], close: true },
    { basis: 'property_type', where: [sameType], close: false },
    { basis: 'listing_type', where: [], close: false },
  ];
  const found = await firstLevel(
    db,
    'properties',
    common,
    sql`final_price_syp::float8 / size_sqm`,
    levels,
    minComparables,
  );
  return found && answer(found, found.median * q.size_sqm, found.median);
}

export interface AutoPriceQuery {
  vehicle_type: string;
  brand_id?: number | null;
  model_id?: number | null;
  year?: number | null;
  /** The listing being edited: it never counts. */
  id?: number;
}

/**
 * A car's typical price: the median of active listings of its model within YEAR_SPAN model years (any year when none
 * is given) with enough of them, else of its brand and vehicle type, else of its vehicle type. Cost: one to three
 * aggregate reads of the tenant's active cars.
 */
export async function typicalAutoPrice(
  db: Kysely<Database>,
  tenantId: number,
  q: AutoPriceQuery,
  minComparables: number,
): Promise<TypicalPriceData | null> {
  const sameKind = sql`vehicle_type = ${q.vehicle_type}`;
  const common = [
    sql`tenant_id = ${tenantId}`,
    sql`status = 'active'`,
    sql`final_price_syp > 0`,
    ...(q.id ? [sql`id <> ${q.id}`] : []),
  ];
  const levels: Level[] = [
    ...(q.model_id
      ? [
          {
            basis: 'model' as const,
            where: [
              sql`model_id = ${q.model_id}`,
              ...(q.year ? [sql`abs(year - ${q.year}::int) <= ${YEAR_SPAN}`] : []),
            ],
            close: true,
          },
        ]
      : []),
    ...(q.brand_id
      ? [{ basis: 'brand' as const, where: [sameKind, sql`brand_id = ${q.brand_id}`], close: false }]
      : []),
    { basis: 'vehicle_type', where: [sameKind], close: false },
  ];
  const found = await firstLevel(db, 'autos', common, sql`final_price_syp::float8`, levels, minComparables);
  return found && answer(found, found.median, null);
}
