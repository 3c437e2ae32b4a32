import { useEffect, useState } from 'react';
import { isHttpError, isLoggedIn, useSession } from '@souq/shared';
import type { ApiAutoDetail } from '../listing/api/apiTypes';
import { getAutoDetail } from './getAutoDetail';

export type DetailState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'found'; record: ApiAutoDetail; member: boolean };

/** The listing; loaded again when the visitor logs in or out, since members see the seller's contact details. */
export function useAutoDetail(id: string | null) {
  const signedIn = useSession(isLoggedIn);
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id || !/^[1-9]\d{0,9}$/.test(id)) {
      setState({ status: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'found' && String(previous.record.id) === id ? previous : { status: 'loading' }));
    getAutoDetail(id, signedIn, controller.signal).then(
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
