import { http } from '@souq/shared';
import type { LocationLevel } from './searchFilters';
import type { ApiPlace } from './listing/api/apiTypes';
import { useCachedRequest } from '@souq/shared/cached-request';

// The cascade's endpoints (docs/product/api.md spelling "goveronates" kept) and the parent each one is asked for.
const SOURCES: Record<LocationLevel, { url: string; parentParam: string | null }> = {
  governorate: { url: '/property/goveronates', parentParam: null },
  city: { url: '/property/cities', parentParam: 'governorate_id' },
  neighborhood: { url: '/property/neighborhoods', parentParam: 'city_id' },
  subNeighborhood: { url: '/property/sub-neighborhoods', parentParam: 'neighborhood_id' },
};

export async function getPlaces(level: LocationLevel, parentId: string): Promise<ApiPlace[]> {
  const { url, parentParam } = SOURCES[level];
  const response = await http.publicJson<ApiPlace[]>({
    url,
    params: parentParam ? { [parentParam]: parentId } : undefined,
  });
  return Array.isArray(response.data) ? response.data : [];
}

/** The places of one level under `parentId` (nothing to load while the parent is not chosen). */
export function usePlaces(level: LocationLevel, parentId: string | null) {
  const needsParent = SOURCES[level].parentParam !== null;
  const key = needsParent && !parentId ? null : `places:${level}:${parentId ?? ''}`;
  return useCachedRequest(key, () => getPlaces(level, parentId ?? ''));
}
