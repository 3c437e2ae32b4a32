import { useEffect, useState } from 'react';
import { isHttpError } from '@souq/shared';
import { getAutoList, type AutoPage } from './getAutoList';
import { searchToParams, type AutoSearch } from './searchFilters';

export interface ListState {
  page: AutoPage | null;
  loading: boolean;
  error: boolean;
}

/** Results for the search in the URL; a newer search cancels the request of an older one. */
export function useAutoList(search: AutoSearch): ListState & { retry: () => void } {
  const [state, setState] = useState<ListState>({ page: null, loading: true, error: false });
  const [attempt, setAttempt] = useState(0);
  const key = searchToParams(search).toString();
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ page: previous.page, loading: true, error: false }));
    getAutoList(search, controller.signal).then(
      (page) => setState({ page, loading: false, error: false }),
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
