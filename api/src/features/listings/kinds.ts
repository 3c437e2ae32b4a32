import type { MarketSide } from './lifecycle.js';

// What the listing core needs to know of each kind: where its rows live and what it is on the market for.
// A new kind adds an entry here (and its own fields, master data and filters in its feature folder).
export interface ListingKind {
  table: 'properties' | 'autos';
  notFound: string;
  side(row: { listing_type?: string | null }): MarketSide;
}

export const LISTING_KINDS = {
  property: { table: 'properties', notFound: 'Property not found.', side: (row) => (row.listing_type === 'rent' ? 'rent' : 'sale') },
  auto: { table: 'autos', notFound: 'Auto not found.', side: () => 'sale' },
} as const satisfies Record<string, ListingKind>;

export type ListingKindName = keyof typeof LISTING_KINDS;
