import { useEffect, useState } from 'react';
import { isHttpError, isLoggedIn, useSession } from '@souq/shared';
import type { ApiPropertyDetail } from '../listing/api/apiTypes';
import { getPropertyDetail } from './getPropertyDetail';

export type DetailState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'found'; record: ApiPropertyDetail; member: boolean };

/** The listing; loaded again when the visitor logs in or out, since members see more of it. */
export function usePropertyDetail(id: string | null) {
  const signedIn = useSession(isLoggedIn);
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id || !/^\d{1,10}$/.test(id)) {
      setState({ status: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'found' ? previous : { status: 'loading' }));
    getPropertyDetail(id, signedIn, controller.signal).then(
      // `member`: loaded for a signed-in visitor, so its favourite flag is theirs.
      (result) => setState(result.kind === 'found' ? { status: 'found', record: result.record, member: signedIn } : { status: 'missing' }),
      (error: unknown) => {
        if (controller.signal.aborted || (isHttpError(error) && error.kind === 'cancelled')) return;
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [id, signedIn, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
