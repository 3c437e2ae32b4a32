import { http } from '@souq/shared';
import type { ApiPropertyMaster } from './apiTypes';
import { cachedRequest, useCachedRequest } from '@souq/shared/cached-request';

export function getPropertyMaster(): Promise<ApiPropertyMaster> {
  return cachedRequest(
    'property-master',
    async () => (await http.publicJson<ApiPropertyMaster>({ url: '/property/property-master' })).data,
  );
}

/** Property types, amenities, room choices… with Arabic and English labels. */
export function usePropertyMaster() {
  return useCachedRequest('property-master', getPropertyMaster);
}
