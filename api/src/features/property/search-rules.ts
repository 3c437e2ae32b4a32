import type { SearchRules } from '../saved-searches/search-rules.js';
import { SearchQuery, type SearchFilterInput } from './schemas.js';
import { assertRanges, normaliseSearchQuery } from './search-input.js';

/** A property search as GET /api/property/get-property-list reads it. */
export const propertySearchRules: SearchRules = {
  schema: SearchQuery,
  normalise: normaliseSearchQuery,
  check: async (_db, filters) => assertRanges(filters as SearchFilterInput),
};
