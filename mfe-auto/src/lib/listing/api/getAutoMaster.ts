import { http } from '@souq/shared';
import type { ApiAutoMaster, ApiCatalogueItem } from './apiTypes';
import { cachedRequest, useCachedRequest } from '@souq/shared/cached-request';

export function getAutoMaster(): Promise<ApiAutoMaster> {
  return cachedRequest(
    'auto-master',
    async () => (await http.publicJson<ApiAutoMaster>({ url: '/auto/auto-master' })).data,
  );
}

/** Every vocabulary of a listing (fuel, body type, colour…) and the brands, with Arabic and English labels. */
export function useAutoMaster() {
  return useCachedRequest('auto-master', getAutoMaster);
}

/** The classes of a brand (null: no brand chosen, nothing to load). */
export function useBrandClasses(brandId: string | null) {
  return useCachedRequest<ApiCatalogueItem[]>(
    brandId ? `brand-classes:${brandId}` : null,
    async () =>
      (await http.publicJson<ApiCatalogueItem[]>({ url: '/auto/brand-classes', params: { brand_id: brandId } })).data,
  );
}

/** The models of a class (null: no class chosen). */
export function useClassModels(classId: string | null) {
  return useCachedRequest<ApiCatalogueItem[]>(
    classId ? `class-models:${classId}` : null,
    async () =>
      (await http.publicJson<ApiCatalogueItem[]>({ url: '/auto/class-models', params: { class_id: classId } })).data,
  );
}
