import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { parseSearch, searchToParams, type PropertyFilters, type PropertySearch, type SortOrder } from './searchFilters';

/** The search in the URL, and the ways to change it (each a new history entry, so Back undoes it). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => parseSearch(params), [key]);
  const go = useCallback((next: PropertySearch) => setParams(searchToParams(next)), [setParams]);
  return {
    search,
    setFilters: useCallback((filters: PropertyFilters) => go({ ...search, filters, page: 1 }), [go, search]),
    setSort: useCallback((sort: SortOrder) => go({ ...search, sort, page: 1 }), [go, search]),
    setPage: useCallback((page: number) => go({ ...search, page }), [go, search]),
  };
}
