import { http } from '@souq/shared';
import type { ListingRef, QueuePage } from '../admin/queueTypes';

// The admin's flagged duplicates as the moderation design declares them (GET /admin/duplicates,
// POST /admin/duplicates/decide); the integrator may take the types from the contract once it has the routes.

/** A listing flagged as repeating another member's listing, and on what basis. */
export interface FlaggedDuplicate {
  id: number;
  /** 'photos': a photo near-identical to one of the original's; 'text': same place and type, near-identical text. */
  basis: 'photos' | 'text';
  created_at: string;
  listing: ListingRef;
  original: ListingRef;
}

export async function fetchFlaggedDuplicates(page: number, signal: AbortSignal): Promise<QueuePage<FlaggedDuplicate>> {
  const response = await http.authJson<QueuePage<FlaggedDuplicate>>({ url: '/admin/duplicates', params: { page }, signal });
  return response.data;
}

/** Hides the flagged listing (its owner is emailed `reason`) or dismisses the flag; resolves with the API's message. */
export async function decideDuplicate(id: number, decision: 'hide' | 'dismiss', reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/duplicates/decide', data: { id, decision, reason } });
  return response.message;
}
