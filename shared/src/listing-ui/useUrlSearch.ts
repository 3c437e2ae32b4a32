import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';

/**
 * A list page's search as it lives in the URL (`parse` reads it, `toParams` writes it), and the ways to change
 * it: each a new history entry, so Back undoes it. New filters or a new sort go back to the first page.
 */
export function useUrlSearch<S extends { filters: unknown; sort: string; page: number }>(
  parse: (params: URLSearchParams) => S,
  toParams: (search: S) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Read again only when the query changes (`params` may be a new object for the same query).
  const search = useMemo(() => parse(new URLSearchParams(key)), [key, parse]);
  const go = useCallback((next: S) => setParams(toParams(next)), [setParams, toParams]);
  return {
    search,
    setFilters: useCallback((filters: S['filters']) => go({ ...search, filters, page: 1 }), [go, search]),
    setSort: useCallback((sort: S['sort']) => go({ ...search, sort, page: 1 }), [go, search]),
    setPage: useCallback((page: number) => go({ ...search, page }), [go, search]),
  };
}
