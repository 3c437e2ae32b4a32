import { http, isHttpError } from '@souq/shared';
import type { ApiAutoDetail } from '../listing/api/apiTypes';

export type DetailResult = { kind: 'found'; record: ApiAutoDetail } | { kind: 'missing' };

/**
 * With the visitor's token when there is one: members get the seller's contact details and their favourite
 * state; guests get the listing without them. The API counts each answer as a view.
 */
export async function getAutoDetail(id: string, signedIn: boolean, signal?: AbortSignal): Promise<DetailResult> {
  try {
    const request = { url: `/auto/auto-detail/${encodeURIComponent(id)}`, signal };
    const response = signedIn ? await http.authJson<ApiAutoDetail>(request) : await http.publicJson<ApiAutoDetail>(request);
    return { kind: 'found', record: response.data };
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.kind === 'validation')) return { kind: 'missing' };
    throw error;
  }
}
