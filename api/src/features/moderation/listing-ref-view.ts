import type { ListingRef } from './listing-ref.js';

/** A queue's listing view as a route answers it (ListingRefSchema: dates as ISO strings). */
export function refView(ref: ListingRef): Omit<ListingRef, 'created_at'> & { created_at: string } {
  return { ...ref, created_at: ref.created_at.toISOString() };
}
