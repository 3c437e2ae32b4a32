import type { MarketSide } from './lifecycle.js';

// What the listing core needs to know of each kind: where its rows live and what it is on the market for.
// A new kind adds an entry here (and its own fields, master data and filters in its feature folder).
export interface ListingKind {
  table: 'properties' | 'autos';
  notFound: string;
  /** The media kinds (SPEC §3) of its photos and video. */
  media: { image: 'property_image' | 'product_image'; video: 'property_video' | 'product_video' };
  side(row: { listing_type?: string | null }): MarketSide;
}

export const LISTING_KINDS = {
  property: {
    table: 'properties', notFound: 'Property not found.', media: { image: 'property_image', video: 'property_video' },
    side: (row) => (row.listing_type === 'rent' ? 'rent' : 'sale'),
  },
  auto: { table: 'autos', notFound: 'Auto not found.', media: { image: 'product_image', video: 'product_video' }, side: () => 'sale' },
} as const satisfies Record<string, ListingKind>;

export type ListingKindName = keyof typeof LISTING_KINDS;
