import type { ApiAnswer } from '@souq/shared';

// Shapes the admin queues share, read from the API's OpenAPI document (shared/src/api-contract, `pnpm contract`):
// api/src/features/moderation/schemas.ts declares them once for every queue.

type ReportedListingsPage = ApiAnswer<'/api/admin/listing-reports'>;
type ReportedListing = ReportedListingsPage['data'][number];

/** What a queue shows of a listing: enough to recognise it and open it, and who owns it (ListingRef). */
export type ListingRef = ReportedListing['listing'];

/** One member's report of a listing, a review or an agent. */
export type QueueReport = ReportedListing['reports'][number];

/** A page of a queue: its items and where the page stands. */
export interface QueuePage<T> {
  data: T[];
  pagination: ReportedListingsPage['pagination'];
}

/** The listing's name in the page's language: the Arabic one on Arabic pages when it has one. */
export function listingName(listing: Pick<ListingRef, 'name' | 'name_ar'>, lng: string): string {
  const arabic = listing.name_ar?.trim();
  return lng === 'ar' && arabic ? arabic : listing.name;
}
