import { COMMON_SORT_OPTIONS, opt, type Option } from '../listing-shared/master-common.js';
import type {
  Furnished,
  ListingType,
  OwnershipDocument,
  PropertyCategory,
  PropertyStatus,
  PropertyType,
  RentPeriod,
} from './property-tables.js';

// The fixed vocabularies of a property listing (docs/product/data.md); contact channels and the common sort orders are every kind's.

export const PROPERTY_TYPES: readonly Option<PropertyType>[] = [
  opt('apartment', 'Apartment', 'شقة'),
  opt('villa', 'Villa', 'فيلا'),
  opt('farm', 'Farm', 'مزرعة'),
  opt('commercial', 'Commercial', 'تجاري'),
  opt('land', 'Land', 'أرض'),
  opt('building', 'Building', 'بناء'),
  opt('other', 'Other', 'أخرى'),
  opt('studio', 'Studio', 'استوديو'),
];

export const AMENITIES = [
  opt('parking', 'Parking', 'موقف سيارات'),
  opt('balcony', 'Balcony', 'شرفة'),
  opt('elevator', 'Elevator', 'مصعد'),
  opt('ac_heating', 'AC/Heating', 'تكييف/تدفئة'),
  opt('pool_gym', 'Pool/Gym', 'مسبح/نادي رياضي'),
  opt('security', 'Security', 'حراسة'),
] as const;

export const FURNISHED_OPTIONS: readonly Option<Furnished>[] = [
  opt('furnished', 'Furnished', 'مفروش'),
  opt('unfurnished', 'Unfurnished', 'غير مفروش'),
];

/** The ownership document a poster holds; the same codes and words as the verification requests (moderation). */
export const OWNERSHIP_DOCUMENTS: readonly Option<OwnershipDocument>[] = [
  opt('green_tabu', 'Green tabu (title deed)', 'طابو أخضر'),
  opt('court_ruling', 'Court ruling', 'حكم محكمة'),
  opt('notarised_poa', 'Notarised power of attorney', 'وكالة كاتب عدل'),
  opt('other', 'Other', 'أخرى'),
];

export const LISTING_TYPES: readonly Option<ListingType>[] = [
  opt('sale', 'For sale', 'للبيع'),
  opt('rent', 'For rent', 'للإيجار'),
];

/** What a rent's price is per; a rent must say which (a sale has none). */
export const RENT_PERIODS: readonly Option<RentPeriod>[] = [
  opt('monthly', 'Monthly', 'شهري'),
  opt('yearly', 'Yearly', 'سنوي'),
  opt('daily', 'Daily', 'يومي'),
];

/**
 * Types whose bedrooms and bathrooms mean nothing (a plot, a farm, a shop): their poster may leave them out. The
 * listing form (mfe-account PropertyForm) keeps the same list.
 */
export const TYPES_WITHOUT_ROOMS: readonly PropertyType[] = ['farm', 'land', 'commercial'];

export const CATEGORIES: readonly Option<PropertyCategory>[] = [
  opt('residential', 'Residential', 'سكني'),
  opt('commercial', 'Commercial', 'تجاري'),
  opt('agricultural', 'Agricultural', 'زراعي'),
];

export const STATUSES: readonly Option<PropertyStatus>[] = [
  opt('active', 'Active', 'نشط'),
  opt('paused', 'Paused', 'متوقف مؤقتاً'),
  opt('sold', 'Sold', 'تم البيع'),
  opt('rented', 'Rented', 'تم التأجير'),
];

export const SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'size_desc',
  'size_asc',
  'price_sqm_asc',
  'price_sqm_desc',
] as const;
export type PropertySort = (typeof SORTS)[number];
export const SORT_OPTIONS: readonly Option<PropertySort>[] = [
  ...COMMON_SORT_OPTIONS,
  opt('size_desc', 'Size: largest first', 'المساحة: الأكبر أولاً'),
  opt('size_asc', 'Size: smallest first', 'المساحة: الأصغر أولاً'),
  opt('price_sqm_asc', 'Price per m²: low to high', 'سعر المتر المربع: من الأقل إلى الأعلى'),
  opt('price_sqm_desc', 'Price per m²: high to low', 'سعر المتر المربع: من الأعلى إلى الأقل'),
];

/** The category a listing falls in when its poster does not say. */
export function defaultCategory(type: PropertyType): PropertyCategory {
  if (type === 'commercial') return 'commercial';
  if (type === 'farm' || type === 'land') return 'agricultural';
  return 'residential';
}
