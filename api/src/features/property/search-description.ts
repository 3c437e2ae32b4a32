import '../../seed/geography-tables.js';
import type { DescribeKind } from '../saved-searches/description-parts.js';
import {
  AMENITIES,
  CATEGORIES,
  FURNISHED_OPTIONS,
  LISTING_TYPES,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_TYPES,
  RENT_PERIODS,
} from './master-data.js';

const TEXT = {
  en: {
    size: (range: string) => `Size ${range} m²`,
    bedrooms: (n: string) => `${n} bedrooms`,
    bathrooms: (n: string) => `${n} bathrooms`,
  },
  ar: {
    size: (range: string) => `المساحة ${range} م²`,
    bedrooms: (n: string) => `غرف النوم: ${n}`,
    bathrooms: (n: string) => `الحمامات: ${n}`,
  },
} as const;

/** A property search in words: its type and place first, then price, rooms and size, then the rest. */
export const describePropertySearch: DescribeKind = {
  any: { en: 'All properties', ar: 'كل العقارات' },
  async phrases(db, d) {
    const t = TEXT[d.language];
    const { params } = d;
    // The most precise place asked for names the search ("Mezzeh", not "Damascus, Damascus, Mezzeh").
    let place: string | null = null;
    for (const [key, table] of [
      ['sub_neighborhood_id', 'sub_neighborhoods'],
      ['neighborhood_id', 'neighborhoods'],
      ['city_id', 'cities'],
      ['governorate_id', 'governorates'],
    ] as const) {
      place = await d.rowName(db, key, table);
      if (place) break;
    }
    return [
      d.named(PROPERTY_TYPES, params.property_type),
      d.named(CATEGORIES, params.category),
      d.named(LISTING_TYPES, params.listing_type),
      d.named(RENT_PERIODS, params.rent_period),
      place,
      d.price,
      ((n) => n && t.bedrooms(n))(d.count('bedrooms')),
      ((n) => n && t.bathrooms(n))(d.count('bathrooms')),
      ((r) => r && t.size(r))(d.range('size')),
      d.named(FURNISHED_OPTIONS, params.furnished),
      d.named(AMENITIES, params.amenities),
      d.named(OWNERSHIP_DOCUMENTS, params.ownership_document),
      d.keyword,
    ];
  },
};
