import { useCallback } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { useLoaded } from './useLoaded';

/** A page of records as the account's lists answer it: the records and where the page stands. */
export interface RecordPage<T> {
  data: T[];
  pagination: { last_page: number };
}

export interface PagedRecords<T> {
  /** null while the first answer is on its way. */
  records: T[] | null;
  lastPage: number;
  failed: boolean;
  reload: () => void;
  /** Takes records out of the page shown at once (a decided payment), before the reload that refills it. */
  remove: (keep: (record: T) => boolean) => void;
}

/**
 * One page of records from `load` (a stable function: module-level or memoised; a new one asks again); the last
 * answer stays shown while reloading.
 */
export function usePagedRecords<T>(
  load: (page: number, signal: AbortSignal) => Promise<RecordPage<T>>,
  page: number,
): PagedRecords<T> {
  const loadPage = useCallback((signal: AbortSignal) => load(page, signal), [load, page]);
  const { data, setData, failed, reload } = useLoaded(loadPage);
  const remove = useCallback(
    (keep: (record: T) => boolean) => setData((current) => current && { ...current, data: current.data.filter(keep) }),
    [setData],
  );
  return {
    // A failed first load shows the page's empty state with a retry, not a spinner forever.
    records: data?.data ?? (failed ? [] : null),
    lastPage: Math.max(1, data?.pagination.last_page ?? 1),
    failed,
    reload,
    remove,
  };
}

/**
 * The page shown, kept in the address (`?page=2`) so a reload or a shared link lands on it; a new page scrolls to the
 * top. `setPage` changes only when the address does, so effects may depend on it. A page with two paged lists names
 * the second one's parameter (`key`).
 */
export function usePageInAddress(key = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const page = Math.max(1, Math.floor(Number(params.get(key)) || 1));
  const setPage = useCallback(
    (next: number) => {
      const updated = new URLSearchParams(query);
      if (next <= 1) updated.delete(key);
      else updated.set(key, String(next));
      setParams(updated);
      window.scrollTo({ top: 0 });
    },
    [key, query, setParams],
  );
  return [page, setPage];
}
