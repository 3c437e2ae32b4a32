import { http, type ApiAnswer } from '@souq/shared';

// GET /admin/dashboard as the API's OpenAPI document declares it (shared/src/api-contract).
/** How many items wait in each admin queue. */
export type QueueCounts = ApiAnswer<'/api/admin/dashboard'>;

export async function fetchQueueCounts(signal: AbortSignal): Promise<QueueCounts> {
  const response = await http.authJson<QueueCounts>({ url: '/admin/dashboard', signal });
  return response.data;
}
