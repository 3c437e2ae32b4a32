import { http } from '@souq/shared';

// GET /admin/dashboard as the moderation design declares it (the integrator may take the type from the contract).
/** How many items wait in each admin queue. */
export interface QueueCounts {
  listing_reports: number;
  review_reports: number;
  agent_reports: number;
  payments: number;
  verification: number;
  duplicates: number;
}

export async function fetchQueueCounts(signal: AbortSignal): Promise<QueueCounts> {
  const response = await http.authJson<QueueCounts>({ url: '/admin/dashboard', signal });
  return response.data;
}
