import { http } from '@souq/shared';
import type { ApiPropertyCard } from '../../lib/listing/api/apiTypes';

export async function getFeatured(signal?: AbortSignal): Promise<ApiPropertyCard[]> {
  const response = await http.publicJson<ApiPropertyCard[]>({
    url: '/property/feature-property',
    params: { limit: 8 },
    signal,
  });
  return Array.isArray(response.data) ? response.data : [];
}
