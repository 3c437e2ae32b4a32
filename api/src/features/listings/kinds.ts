import type { MarketSide } from './lifecycle.js';

// What the listing core needs to know of each kind: where its rows live and what it is on the market for.
// A new kind adds an entry here (and its own fields, master data and filters in its feature folder).
export interface ListingKind {
  table: 'properties' | 'autos';
  notFound: string;
  /** The media kinds (docs/product/data.md) of its photos and video. */
  media: { image: 'property_image' | 'product_image'; video: 'property_video' | 'product_video' };
  side(row: { listing_type?: string | null }): MarketSide;
  /**
   * What an ownership document proves: changing any of these columns drops the Verified badge (the document no
   * longer speaks of this listing). A price change keeps it.
   */
  verifiedFields: readonly string[];
  /**
   * What makes two listings the same thing on offer (with near-identical text, duplicates.ts): the same place and type,
   * and the same area (a car: the same model, year and mileage), so two flats of one building written alike are not one.
   */
  sameThing: readonly string[];
}

export const LISTING_KINDS = {
  property: {
    table: 'properties',
    notFound: 'Property not found.',
    media: { image: 'property_image', video: 'property_video' },
    side: (row) => (row.listing_type === 'rent' ? 'rent' : 'sale'),
    verifiedFields: [
      'governorate_id',
      'city_id',
      'neighborhood_id',
      'sub_neighborhood_id',
      'latitude',
      'longitude',
      'property_type',
    ],
    sameThing: [
      'governorate_id',
      'city_id',
      'neighborhood_id',
      'sub_neighborhood_id',
      'property_type',
      'listing_type',
      'size_sqm',
    ],
  },
  auto: {
    table: 'autos',
    notFound: 'Auto not found.',
    media: { image: 'product_image', video: 'product_video' },
    side: () => 'sale',
    verifiedFields: ['brand_id', 'model_id', 'year'],
    sameThing: ['brand_id', 'model_id', 'year', 'mileage_km'],
  },
} as const satisfies Record<string, ListingKind>;

export type ListingKindName = keyof typeof LISTING_KINDS;
