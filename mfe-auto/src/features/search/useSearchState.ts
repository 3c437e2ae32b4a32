import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { parseSearch, searchableFilters, searchToParams, type AutoFilters, type AutoSearch, type SortOrder } from './searchFilters';

/** The search in the URL, and the ways to change it (each a new history entry, so Back undoes it). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => parseSearch(params), [key]);
  const go = useCallback((next: AutoSearch) => setParams(searchToParams(next)), [setParams]);
  return {
    search,
    /** The search as a query string (no '?'), for saving it or recording it among recent searches. */
    searchString: searchToParams({ ...search, filters: searchableFilters(search.filters) }).toString(),
    setFilters: useCallback((filters: AutoFilters) => go({ ...search, filters, page: 1 }), [go, search]),
    setSort: useCallback((sort: SortOrder) => go({ ...search, sort, page: 1 }), [go, search]),
    setPage: useCallback((page: number) => go({ ...search, page }), [go, search]),
  };
}
