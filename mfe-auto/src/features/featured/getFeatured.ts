import { http } from '@souq/shared';
import type { ApiAutoCard } from '../../lib/listing/api/apiTypes';

export async function getFeatured(signal?: AbortSignal): Promise<ApiAutoCard[]> {
  const response = await http.publicJson<ApiAutoCard[]>({ url: '/auto/feature-auto', params: { limit: 8 }, signal });
  return Array.isArray(response.data) ? response.data : [];
}
