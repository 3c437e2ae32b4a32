import type { KindModule } from '../listing-kinds/kind-module.js';
import { MSG } from './messages.js';

/** A property: a flat, house, shop or plot for sale or rent. */
export const PROPERTY = {
  name: 'property',
  category: 'real_estate',
  table: 'properties',
  notFound: MSG.notFound,
  media: { image: 'property_image', video: 'property_video' },
  side: (row) => (row.listing_type === 'rent' ? 'rent' : 'sale'),
  sideColumns: ['listing_type'],
  verifiedFields: [
    'governorate_id',
    'city_id',
    'neighborhood_id',
    'sub_neighborhood_id',
    'latitude',
    'longitude',
    'property_type',
  ],
  // The same place and type, and the same area, so two flats of one building written alike are not one.
  sameThing: [
    'governorate_id',
    'city_id',
    'neighborhood_id',
    'sub_neighborhood_id',
    'property_type',
    'listing_type',
    'size_sqm',
  ],
  pages: { list: 'property', detail: 'property-detail', more: ['map'], legacyDetail: 'property-detail' },
  sitemap: 'properties',
} as const satisfies KindModule;
