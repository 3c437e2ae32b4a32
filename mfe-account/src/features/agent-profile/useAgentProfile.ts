import { isHttpError } from '@souq/shared';
import type { AgentProfile } from '../../lib/agentApiTypes';
import { getAgentProfile } from './api/profileRequests';
import { useRequest } from '../../hooks/useRequest';

export type ProfileState =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; profile: AgentProfile };

/**
 * The profile of `id`. `reload` asks again while the page keeps showing what it has (after a review, a report),
 * so nothing on screen is unmounted and nothing typed elsewhere on the page is lost.
 */
export function useAgentProfile(id: string): { state: ProfileState; reload: () => void } {
  const { data, error, retry } = useRequest(id, (signal) => getAgentProfile(id, signal));
  const missing = isHttpError(error) && error.status === 404;
  const state: ProfileState = missing
    ? { status: 'missing' }
    : data
      ? { status: 'ready', profile: data }
      : error
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, reload: retry };
}
