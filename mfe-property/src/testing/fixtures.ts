import { apiListing } from '@souq/shared/testing';
import type { ApiPropertyCard, ApiPropertyMaster } from '../lib/listing/api/apiTypes';

const opt = (value: string, name_en: string, name_ar: string) => ({ value, name_en, name_ar });

export const MASTER: ApiPropertyMaster = {
  property_types: [opt('apartment', 'Apartment', 'شقة'), opt('villa', 'Villa', 'فيلا'), opt('land', 'Land', 'أرض')],
  listing_types: [opt('sale', 'For sale', 'للبيع'), opt('rent', 'For rent', 'للإيجار')],
  amenities: [
    opt('parking', 'Parking', 'موقف سيارات'),
    opt('balcony', 'Balcony', 'شرفة'),
    opt('elevator', 'Elevator', 'مصعد'),
  ],
  furnished_options: [opt('furnished', 'Furnished', 'مفروش'), opt('unfurnished', 'Unfurnished', 'غير مفروش')],
  ownership_documents: [
    opt('green_tabu', 'Green tabu (title deed)', 'طابو أخضر'),
    opt('court_ruling', 'Court ruling', 'حكم محكمة'),
    opt('notarised_poa', 'Notarised power of attorney', 'وكالة كاتب عدل'),
    opt('other', 'Other', 'أخرى'),
  ],
  rent_periods: [opt('monthly', 'Monthly', 'شهري'), opt('yearly', 'Yearly', 'سنوي'), opt('daily', 'Daily', 'يومي')],
  types_without_rooms: ['land'],
  categories: [],
  statuses: [],
  sort_options: [],
  contact_channels: [],
  currencies: [],
  room_options: [1, 2, 3, 4, 5],
  per_page: { default: 12, max: 50 },
  syp_per_usd: 13_000,
  old_pounds_per_new: 100,
};

export const GOVERNORATES = [
  { id: 1, code: 'damascus', name_en: 'Damascus', name_ar: 'دمشق' },
  { id: 2, code: 'aleppo', name_en: 'Aleppo', name_ar: 'حلب' },
];
export const CITIES: Record<string, { id: number; code: string; name_en: string; name_ar: string }[]> = {
  '1': [{ id: 11, code: 'damascus-city', name_en: 'Damascus City', name_ar: 'مدينة دمشق' }],
  '2': [{ id: 21, code: 'aleppo-city', name_en: 'Aleppo City', name_ar: 'مدينة حلب' }],
};
export const NEIGHBORHOODS: Record<string, { id: number; code: string; name_en: string; name_ar: string }[]> = {
  '11': [{ id: 111, code: 'mezzeh', name_en: 'Mezzeh', name_ar: 'المزة' }],
  '21': [{ id: 211, code: 'aziziyeh', name_en: 'Aziziyeh', name_ar: 'العزيزية' }],
};

const place = (id: number, name_en: string, name_ar: string) => ({ id, name_en, name_ar });

export function card(overrides: Partial<ApiPropertyCard> = {}): ApiPropertyCard {
  return {
    ...apiListing(
      7,
      { en: 'Bright flat in Mezzeh', ar: 'شقة مشمسة في المزة' },
      [1_950_000_000, 150_000],
      'property-images/a',
    ),
    listing_type: 'sale',
    rent_period: null,
    property_type: 'apartment',
    governorate: place(1, 'Damascus', 'دمشق'),
    city: place(11, 'Damascus City', 'مدينة دمشق'),
    neighborhood: place(111, 'Mezzeh', 'المزة'),
    sub_neighborhood: null,
    bedrooms: 3,
    bathrooms: 2,
    size_sqm: 140,
    latitude: 33.5,
    longitude: 36.25,
    status: 'active',
    ...overrides,
  };
}
