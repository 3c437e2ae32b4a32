import { useUrlSearch } from '@souq/shared/listing-ui';
import { parseSearch, searchToParams } from '../lib/searchFilters';

/** The property search in the URL, and the ways to change it. */
export function useSearchState() {
  return useUrlSearch(parseSearch, searchToParams);
}
