import type { SearchRules } from '../saved-searches/search-rules.js';
import { SearchQuery, type SearchFilterInput } from './schemas.js';
import { assertCascade, assertRanges, normaliseAutoQuery } from './search-input.js';

/** A car search as GET /api/auto/get-auto-list reads it. */
export const autoSearchRules: SearchRules = {
  schema: SearchQuery,
  normalise: normaliseAutoQuery,
  check: async (db, filters) => {
    assertRanges(filters as SearchFilterInput);
    await assertCascade(db, filters as SearchFilterInput);
  },
};
