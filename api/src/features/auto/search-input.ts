import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { FieldErrors } from '../../lib/errors.js';
import { parseCurrency, type Currency } from '../listing-shared/currency.js';
import { normaliseArrayQuery, oneOrZeroAsBoolean, westernAmounts } from '../listing-shared/query-arrays.js';
import { refuseFieldErrors, refuseReversedRanges } from '../listing-shared/ranges.js';
import './auto-tables.js';
import { FIELD_MSG } from './messages.js';
import { ENUM_FILTERS, type SearchFilterInput } from './schemas.js';

/** A budget may be typed with Eastern Arabic digits and separators. */
const BUDGET = ['min_price', 'max_price'] as const;

const arrays = normaliseArrayQuery(ENUM_FILTERS);

/** preValidation for search-like routes: bracket/comma arrays, and the site's 'Syp' symbol as a currency. */
export async function normaliseAutoQuery(req: FastifyRequest): Promise<void> {
  await arrays(req);
  const query = req.query as Record<string, unknown>;
  if (!query) return;
  if (typeof query.currency === 'string') query.currency = parseCurrency(query.currency) ?? query.currency;
  oneOrZeroAsBoolean(query, ['verified']);
  westernAmounts(query, BUDGET);
  // Enum values are matched whatever their case ("SUV", "Automatic"); an empty keyword is no keyword.
  for (const key of ENUM_FILTERS) {
    const v = query[key];
    if (Array.isArray(v)) query[key] = v.map((x) => (typeof x === 'string' ? x.toLowerCase() : x));
  }
  if (typeof query.keyword === 'string' && query.keyword.trim() === '') delete query.keyword;
}

const RANGES = [
  ['min_price', 'max_price'],
  ['min_year', 'max_year'],
  ['min_mileage', 'max_mileage'],
] as const;

/** Reversed ranges are refused (400) rather than answered with an empty list the visitor cannot explain. */
export function assertRanges(f: SearchFilterInput): void {
  refuseReversedRanges(f, RANGES, FIELD_MSG.rangeReversed);
}

/**
 * The brand → class → model choice must be one chain: a class of that brand, a model of that class. Ids that do not
 * exist are refused the same way. Returns the catalogue rows found (for names).
 */
export async function assertCascade(
  db: Kysely<Database>,
  c: { brand_id?: number; class_id?: number; model_id?: number },
) {
  const errors: FieldErrors = {};
  const [brand, klass, model] = await Promise.all([
    c.brand_id
      ? db
          .selectFrom('auto_brands')
          .select(['id', 'name_en', 'name_ar'])
          .where('id', '=', c.brand_id)
          .executeTakeFirst()
      : undefined,
    c.class_id
      ? db
          .selectFrom('auto_classes')
          .select(['id', 'brand_id', 'name_en', 'name_ar'])
          .where('id', '=', c.class_id)
          .executeTakeFirst()
      : undefined,
    c.model_id
      ? db
          .selectFrom('auto_models')
          .select(['id', 'class_id', 'name_en', 'name_ar'])
          .where('id', '=', c.model_id)
          .executeTakeFirst()
      : undefined,
  ]);
  if (c.brand_id && !brand) errors.brand_id = [FIELD_MSG.invalid('brand_id')];
  if (c.class_id && !klass) errors.class_id = [FIELD_MSG.invalid('class_id')];
  else if (klass && brand && klass.brand_id !== brand.id) errors.class_id = [FIELD_MSG.classNotInBrand];
  if (c.model_id && !model) errors.model_id = [FIELD_MSG.invalid('model_id')];
  else if (model && klass && model.class_id !== klass.id) errors.model_id = [FIELD_MSG.modelNotInClass];
  refuseFieldErrors(errors);
  return { brand, klass, model };
}

export function currencyOf(query: { currency?: string }): Currency {
  return parseCurrency(query.currency) ?? 'SYP';
}
