import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';

/**
 * A list page's search as it lives in the URL (`parse` reads it, `toParams` writes it), and the ways to change
 * it: each a new history entry, so Back undoes it. New filters or a new sort go back to the first page.
 */
export function useUrlSearch<S extends { filters: unknown; sort: string; page: number }>(parse: (params: URLSearchParams) => S, toParams: (search: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // `key` stands for `params`; `parse` is a module-level function.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => parse(params), [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const go = useCallback((next: S) => setParams(toParams(next)), [setParams]);
  return {
    search,
    setFilters: useCallback((filters: S['filters']) => go({ ...search, filters, page: 1 }), [go, search]),
    setSort: useCallback((sort: S['sort']) => go({ ...search, sort, page: 1 }), [go, search]),
    setPage: useCallback((page: number) => go({ ...search, page }), [go, search]),
  };
}
