import { http, isHttpError } from '@souq/shared';
import type { ApiPropertyDetail } from '../listing/api/apiTypes';

export type DetailResult = { kind: 'found'; record: ApiPropertyDetail } | { kind: 'missing' };

/**
 * With the visitor's token when there is one: members get the owner's contact details and their
 * favourite state; guests get the listing without them.
 */
export async function getPropertyDetail(id: string, signedIn: boolean, signal?: AbortSignal): Promise<DetailResult> {
  try {
    const request = { url: `/property/property-detail/${encodeURIComponent(id)}`, signal };
    const response = signedIn ? await http.authJson<ApiPropertyDetail>(request) : await http.publicJson<ApiPropertyDetail>(request);
    return { kind: 'found', record: response.data };
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.kind === 'validation')) return { kind: 'missing' };
    throw error;
  }
}
