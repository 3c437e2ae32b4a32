// The account pages show property and auto listings side by side (my listings, saved, contacted); the API
// gives each kind its own card shape, turned here into one summary the pages render the same way.

export type ListingKind = 'property' | 'auto';

interface ImageRef {
  url: string;
  thumb_url?: string;
}

/** The fields the account pages read from a property or auto card of the API. */
export interface ApiListingCard {
  id: number;
  name: string;
  name_ar?: string | null;
  status?: string;
  vehicle_status?: string;
  listing_type?: string;
  price_syp: number;
  price_usd: number;
  discount_percent?: number | null;
  discounted_price_syp?: number | null;
  discounted_price_usd?: number | null;
  primary_image: ImageRef | null;
  views_count?: number;
  contacts_count?: number;
  favourites_count?: number;
  contacted_channels?: string[];
  last_contacted_at?: string;
  saved_at?: string;
}

export interface ApiPage<T> {
  items: T[];
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

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
    vehicleStatus: card.vehicle_status ?? null,
    listingType: card.listing_type ?? null,
    priceSyp: card.price_syp,
    priceUsd: card.price_usd,
    discountedSyp: discounted ? number(card.discounted_price_syp) : null,
    discountedUsd: discounted ? number(card.discounted_price_usd) : null,
    discountPercent: percent,
    views: number(card.views_count),
    contacts: number(card.contacts_count),
    contactedChannels: card.contacted_channels ?? [],
    lastContactedAt: card.last_contacted_at ?? null,
  };
}
