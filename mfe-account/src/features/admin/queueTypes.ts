// Shapes the admin queues share, as the moderation design declares them (api/src/features/moderation/schemas.ts).
// Once the API's routes are in the contract (shared/src/api-contract/openapi.ts), these can come from it instead.

export type ListingKind = 'property' | 'auto';

/** A member as a queue names them. */
export interface QueuePerson {
  id: number;
  name: string;
  email: string;
}

/** What a queue shows of a listing: enough to recognise it and open it, and who owns it (ListingRef). */
export interface ListingRef {
  kind: ListingKind;
  id: number;
  name: string;
  name_ar: string | null;
  status: string;
  /** Why a hidden listing is hidden: 'reports' | 'moderator' | 'suspended' | 'duplicate'. */
  hidden_reason: string | null;
  verified: boolean;
  image: { id: number; url: string; thumb_url: string } | null;
  /** The site path of its detail page. */
  path: string;
  owner: QueuePerson;
  created_at: string;
}

/** One member's report of a listing, a review or an agent. */
export interface QueueReport {
  reason: string;
  text: string | null;
  created_at: string;
  reporter: { id: number; name: string };
}

/** A page of a queue: its items and where the page stands. */
export interface QueuePage<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

/** The listing's name in the page's language: the Arabic one on Arabic pages when it has one. */
export function listingName(listing: Pick<ListingRef, 'name' | 'name_ar'>, lng: string): string {
  const arabic = listing.name_ar?.trim();
  return lng === 'ar' && arabic ? arabic : listing.name;
}
