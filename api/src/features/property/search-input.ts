import type { FastifyRequest } from 'fastify';
import { httpError, type FieldErrors } from '../../lib/errors.js';
import { parseCurrency, type Currency } from '../listing-shared/currency.js';
import { normaliseArrayQuery } from '../listing-shared/query-arrays.js';
import { FIELD_MSG } from './messages.js';
import type { SearchFilterInput } from './schemas.js';

const arrays = normaliseArrayQuery(['property_type', 'amenities']);

/** preValidation for search-like routes: bracket/comma arrays, and the site's 'Syp' symbol as a currency. */
export async function normaliseSearchQuery(req: FastifyRequest): Promise<void> {
  await arrays(req);
  const query = req.query as Record<string, unknown>;
  if (query && typeof query.currency === 'string') query.currency = parseCurrency(query.currency) ?? query.currency;
  // An empty keyword (a cleared search box) is no keyword.
  if (query && typeof query.keyword === 'string' && query.keyword.trim() === '') delete query.keyword;
}

const RANGES = [
  ['min_price', 'max_price'],
  ['min_size', 'max_size'],
  ['min_bedrooms', 'max_bedrooms'],
  ['min_bathrooms', 'max_bathrooms'],
] as const;

/** Reversed ranges are refused (400) rather than answered with an empty list the visitor cannot explain. */
export function assertRanges(f: SearchFilterInput): void {
  const errors: FieldErrors = {};
  for (const [min, max] of RANGES) {
    const lo = f[min];
    const hi = f[max];
    if (lo !== undefined && hi !== undefined && lo > hi) errors[min] = [FIELD_MSG.rangeReversed(min, max)];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw httpError(400, first, errors);
}

export function currencyOf(query: { currency?: string }): Currency {
  return parseCurrency(query.currency) ?? 'SYP';
}

