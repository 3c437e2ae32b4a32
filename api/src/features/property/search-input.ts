import type { FastifyRequest } from 'fastify';
import { parseCurrency, type Currency } from '../listing-shared/currency.js';
import { normaliseArrayQuery, oneOrZeroAsBoolean, westernAmounts } from '../listing-shared/query-arrays.js';
import { refuseReversedRanges } from '../listing-shared/ranges.js';
import { FIELD_MSG } from './messages.js';
import type { SearchFilterInput } from './schemas.js';

/** A budget may be typed with Eastern Arabic digits and separators. */
const BUDGET = ['min_price', 'max_price'] as const;

const arrays = normaliseArrayQuery(['property_type', 'amenities', 'ownership_document']);

/** preValidation for search-like routes: bracket/comma arrays, and the site's 'Syp' symbol as a currency. */
export async function normaliseSearchQuery(req: FastifyRequest): Promise<void> {
  await arrays(req);
  const query = req.query as Record<string, unknown>;
  if (query && typeof query.currency === 'string') query.currency = parseCurrency(query.currency) ?? query.currency;
  if (query) oneOrZeroAsBoolean(query, ['verified']);
  if (query) westernAmounts(query, BUDGET);
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
  refuseReversedRanges(f, RANGES, FIELD_MSG.rangeReversed);
}

export function currencyOf(query: { currency?: string }): Currency {
  return parseCurrency(query.currency) ?? 'SYP';
}
