import { startTransition, useEffect, useState } from 'react';
import { http, isHttpError } from '@souq/shared';

/** Cards a list page shows. */
const PER_PAGE = 12;

/** A page of the list endpoint `url` for the filters as the API's `query`, in the search's sort. */
export async function getListPage<P>(
  url: string,
  query: Record<string, unknown>,
  { sort, page }: { sort: string; page: number },
  signal?: AbortSignal,
): Promise<P> {
  const response = await http.publicJson<P>({ url, params: { ...query, sort, page, per_page: PER_PAGE }, signal });
  return response.data;
}

export interface ListState<P> {
  page: P | null;
  loading: boolean;
  error: boolean;
}

/**
 * Results for the search in the URL; a newer search cancels the request of an older one. `key` stands for the
 * search (its query string): a new key loads again.
 */
export function useListPage<S, P>(
  search: S,
  key: string,
  load: (search: S, signal: AbortSignal) => Promise<P>,
): ListState<P> & { retry: () => void } {
  const [state, setState] = useState<ListState<P>>({ page: null, loading: true, error: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ page: previous.page, loading: true, error: false }));
    load(search, controller.signal).then(
      // A page of cards renders as a transition: in short slices rather than one long task.
      (page) => startTransition(() => setState({ page, loading: false, error: false })),
      (error: unknown) => {
        if (controller.signal.aborted || (isHttpError(error) && error.kind === 'cancelled')) return;
        setState({ page: null, loading: false, error: true });
      },
    );
    return () => controller.abort();
    // `key` stands for `search`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
