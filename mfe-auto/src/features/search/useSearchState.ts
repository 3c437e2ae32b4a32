import { useUrlSearch } from '@souq/shared/listing-ui';
import { parseSearch, searchableFilters, searchToParams } from '../../lib/searchFilters';

/** The car search in the URL, and the ways to change it. */
export function useSearchState() {
  const state = useUrlSearch(parseSearch, searchToParams);
  /** The search as a query string (no '?'), for saving it or recording it among recent searches. */
  const searchString = searchToParams({ ...state.search, filters: searchableFilters(state.search.filters) }).toString();
  return { ...state, searchString };
}
