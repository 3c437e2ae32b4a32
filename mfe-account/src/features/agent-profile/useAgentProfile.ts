import { useCallback, useEffect, useState } from 'react';
import { isHttpError } from '@souq/shared';
import type { AgentProfile } from './api/agentApiTypes';
import { getAgentProfile } from './api/profileRequests';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; profile: AgentProfile };

/**
 * The profile of `id`. `reload` asks again while the page keeps showing what it has (after a review, a report),
 * so nothing on screen is unmounted and nothing typed elsewhere on the page is lost.
 */
export function useAgentProfile(id: string): { state: ProfileState; reload: () => void } {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getAgentProfile(id, controller.signal)
      .then((profile) => setState({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        // A failed refresh keeps the profile on screen; only a first load shows the failure.
        if (isHttpError(error) && error.status === 404) setState({ status: 'missing' });
        else setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      });
    return () => controller.abort();
  }, [id, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
