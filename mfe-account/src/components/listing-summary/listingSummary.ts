import type { ApiAnswer, ApiPath } from '@souq/shared';

// The account pages show property and auto listings side by side (my listings, saved, contacted); the API
// gives each kind its own card shape, turned here into one summary the pages render the same way.

export type ListingKind = 'property' | 'auto';

/** The lists of cards the account pages read: the member's own, saved and contacted listings of either kind. */
export type ListingListPath =
  | '/api/property/my-properties'
  | '/api/auto/my-autos'
  | '/api/get-property-wishlist'
  | '/api/get-wishlist'
  | '/api/property/contacted'
  | '/api/auto/contacted';

/** A page of one of those lists, as the API's contract declares it. */
export type ApiListingPage<P extends ListingListPath = ListingListPath> = P extends ApiPath ? ApiAnswer<P> : never;
/** A card of any of those lists. */
export type ApiListingCard = ApiListingPage['items'][number];

export interface ListingSummary {
  kind: ListingKind;
  id: number;
  name: string;
  imageUrl: string | null;
  status: string | null;
  vehicleStatus: string | null;
  /** sale or rent for a property; null for a car (always for sale). */
  listingType: string | null;
  priceSyp: number;
  priceUsd: number;
  /** Present only when the listing is discounted below its price. */
  discountedSyp: number | null;
  discountedUsd: number | null;
  discountPercent: number;
  views: number | null;
  contacts: number | null;
  contactedChannels: string[];
  lastContactedAt: string | null;
  /** Paused by the system because the owner's plan covers fewer active listings (owner lists only). */
  quotaPaused: boolean;
  featuredUntil: string | null;
  premiumUntil: string | null;
  /** When an active listing expires unless renewed (owner lists only). */
  expiresAt: string | null;
  /** Why moderators hid it: 'reports' (under review), 'moderator', 'suspended', 'duplicate' (owner lists only). */
  hiddenReason: string | null;
  /** Its ownership document was checked. */
  verified: boolean;
}

export function detailPath(kind: ListingKind, id: number): string {
  return kind === 'property' ? `/property/property-detail/${id}` : `/auto/auto-detail/${id}`;
}

export function editPath(kind: ListingKind, id: number): string {
  return kind === 'property' ? `/my-listing/updateProperty/${id}` : `/my-listing/update/${id}`;
}

export function statisticsPath(kind: ListingKind, id: number): string {
  return `/listing-statistics?kind=${kind}&id=${id}`;
}

const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toSummary(kind: ListingKind, card: ApiListingCard, lng: string): ListingSummary {
  const percent = number(card.discount_percent) ?? 0;
  const discounted = percent > 0;
  const arabicName = typeof card.name_ar === 'string' && card.name_ar.trim() !== '' ? card.name_ar : null;
  return {
    kind,
    id: card.id,
    name: lng === 'ar' && arabicName ? arabicName : card.name,
    imageUrl: card.primary_image ? (card.primary_image.thumb_url ?? card.primary_image.url) : null,
    status: card.status ?? null,
    // A car's availability, a property's sale or rent, the owner's contacts and the member's contact are each on
    // the cards of some lists only.
    vehicleStatus: 'vehicle_status' in card ? card.vehicle_status : null,
    listingType: 'listing_type' in card ? card.listing_type : null,
    priceSyp: card.price_syp,
    priceUsd: card.price_usd,
    discountedSyp: discounted ? number(card.discounted_price_syp) : null,
    discountedUsd: discounted ? number(card.discounted_price_usd) : null,
    discountPercent: percent,
    views: number(card.views_count),
    contacts: 'contacts_count' in card ? number(card.contacts_count) : null,
    contactedChannels: 'contacted_channels' in card ? card.contacted_channels : [],
    lastContactedAt: 'last_contacted_at' in card ? card.last_contacted_at : null,
    // The owner's lists alone say whether the quota paused it, until when the Featured and Premium options run,
    // when it expires and why moderators hid it.
    quotaPaused: 'quota_paused' in card && card.quota_paused,
    featuredUntil: 'featured_until' in card ? card.featured_until : null,
    premiumUntil: 'premium_until' in card ? card.premium_until : null,
    expiresAt: 'expires_at' in card ? card.expires_at : null,
    hiddenReason: 'hidden_reason' in card ? card.hidden_reason : null,
    verified: card.verified,
  };
}
