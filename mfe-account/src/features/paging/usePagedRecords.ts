import { startTransition, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { isHttpError } from '@souq/shared';

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
export function usePagedRecords<T>(load: (page: number, signal: AbortSignal) => Promise<RecordPage<T>>, page: number): PagedRecords<T> {
  const [records, setRecords] = useState<T[] | null>(null);
  const [lastPage, setLastPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    load(page, controller.signal)
      .then((answer) =>
        // The records render as a transition: in short slices rather than one long task.
        startTransition(() => {
          setRecords(answer.data);
          setLastPage(Math.max(1, answer.pagination.last_page));
        }),
      )
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        // The shared client has said what it could; the page shows its empty state with a retry, not a spinner forever.
        setRecords((previous) => previous ?? []);
        setFailed(true);
      });
    return () => controller.abort();
  }, [load, page, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const remove = useCallback((keep: (record: T) => boolean) => setRecords((current) => current && current.filter(keep)), []);
  return { records, lastPage, failed, reload, remove };
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
