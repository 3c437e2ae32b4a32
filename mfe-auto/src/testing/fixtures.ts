import { apiImage, apiListing, apiOwner } from '@souq/shared/testing';
import type { ApiAutoCard, ApiAutoDetail, ApiAutoMaster, ApiCatalogueItem } from '../lib/listing/api/apiTypes';

// Shapes and labels as the auto API sends them (api/src/features/auto/master-data.ts, schemas.ts).
const opt = (value: string, name_en: string, name_ar: string) => ({ value, name_en, name_ar });
const item = (id: number, code: string, name_en: string, name_ar: string): ApiCatalogueItem => ({
  id,
  code,
  name_en,
  name_ar,
});

export const MASTER: ApiAutoMaster = {
  vehicle_types: [
    opt('car', 'Car', 'سيارة'),
    opt('motorcycle', 'Motorcycle', 'دراجة نارية'),
    opt('truck', 'Truck', 'شاحنة'),
    opt('bus', 'Bus', 'حافلة'),
  ],
  conditions: [
    opt('new', 'New', 'جديدة'),
    opt('used', 'Used', 'مستعملة'),
    opt('certified_pre_owned', 'Certified pre-owned', 'مستعملة معتمدة'),
  ],
  transmissions: [opt('automatic', 'Automatic', 'أوتوماتيك'), opt('manual', 'Manual', 'عادي (يدوي)')],
  seat_types: [
    opt('fabric', 'Fabric', 'قماش'),
    opt('leather', 'Leather', 'جلد'),
    opt('semi_leather', 'Leather and fabric', 'جلد وقماش'),
    opt('velour', 'Velour', 'مخمل'),
  ],
  cylinders: Array.from({ length: 16 }, (_, i) => ({
    value: i + 1,
    name_en: i === 0 ? '1 cylinder' : `${i + 1} cylinders`,
    name_ar: i === 0 ? 'أسطوانة واحدة' : i === 1 ? 'أسطوانتان' : `${i + 1} أسطوانات`,
  })),
  import_origins: [
    opt('syria', 'Syria', 'سوريا'),
    opt('gcc', 'GCC', 'الخليج'),
    opt('usa', 'USA', 'أمريكا'),
    opt('lebanon', 'Lebanon', 'لبنان'),
    opt('turkey', 'Turkey', 'تركيا'),
    opt('others', 'Others', 'أخرى'),
  ],
  fuel_types: [
    opt('petrol', 'Petrol', 'بنزين'),
    opt('diesel', 'Diesel', 'ديزل (مازوت)'),
    opt('hybrid', 'Hybrid', 'هجين'),
    opt('electric', 'Electric', 'كهربائية'),
  ],
  body_types: [
    opt('sedan', 'Sedan', 'سيدان'),
    opt('suv', 'SUV', 'دفع رباعي (SUV)'),
    opt('hatchback', 'Hatchback', 'هاتشباك'),
    opt('pickup', 'Pickup', 'بيك أب'),
    opt('coupe', 'Coupe', 'كوبيه'),
    opt('van', 'Van', 'فان'),
  ],
  drive_types: [
    opt('fwd', 'Front-wheel drive (FWD)', 'دفع أمامي'),
    opt('rwd', 'Rear-wheel drive (RWD)', 'دفع خلفي'),
    opt('awd', 'All-wheel drive (AWD)', 'دفع كلي'),
  ],
  colors: [
    opt('white', 'White', 'أبيض'),
    opt('black', 'Black', 'أسود'),
    opt('silver', 'Silver', 'فضي'),
    opt('grey', 'Grey', 'رمادي'),
    opt('red', 'Red', 'أحمر'),
    opt('blue', 'Blue', 'أزرق'),
    opt('green', 'Green', 'أخضر'),
    opt('beige', 'Beige', 'بيج'),
    opt('brown', 'Brown', 'بني'),
    opt('gold', 'Gold', 'ذهبي'),
    opt('orange', 'Orange', 'برتقالي'),
    opt('yellow', 'Yellow', 'أصفر'),
  ],
  vehicle_statuses: [opt('available', 'Available', 'متاحة'), opt('sold', 'Sold', 'مباعة')],
  sort_options: [],
  contact_channels: [
    opt('call', 'Call', 'اتصال'),
    opt('email', 'Email', 'بريد إلكتروني'),
    opt('whatsapp', 'WhatsApp', 'واتساب'),
  ],
  currencies: [
    { value: 'SYP', symbol: 'Syp', name_en: 'Syrian pound', name_ar: 'ليرة سورية' },
    { value: 'USD', symbol: 'USD', name_en: 'US dollar', name_ar: 'دولار أمريكي' },
  ],
  brands: [item(1, 'toyota', 'Toyota', 'تويوتا'), item(2, 'kia', 'Kia', 'كيا')],
  years: { min: 1950, max: 2026 },
  per_page: { default: 12, max: 50 },
  syp_per_usd: 13_000,
  old_pounds_per_new: 100,
};

export const CLASSES: Record<string, ApiCatalogueItem[]> = {
  '1': [item(11, 'toyota-sedans', 'Sedans', 'سيدان'), item(12, 'toyota-suvs', 'SUVs', 'دفع رباعي')],
  '2': [item(21, 'kia-sedans', 'Kia sedans', 'سيدان كيا')],
};
export const MODELS: Record<string, ApiCatalogueItem[]> = {
  '11': [item(111, 'corolla', 'Corolla', 'كورولا'), item(112, 'camry', 'Camry', 'كامري')],
  '12': [item(121, 'land-cruiser', 'Land Cruiser', 'لاند كروزر')],
  '21': [item(211, 'rio', 'Rio', 'ريو')],
};

export function card(overrides: Partial<ApiAutoCard> = {}): ApiAutoCard {
  return {
    ...apiListing(
      5,
      { en: 'Toyota Corolla XLi 2018', ar: 'تويوتا كورولا 2018' },
      [156_000_000, 12_000],
      'product-images/c',
    ),
    vehicle_type: 'car',
    brand: { id: 1, name_en: 'Toyota', name_ar: 'تويوتا' },
    class: { id: 11, name_en: 'Sedans', name_ar: 'سيدان' },
    model: { id: 111, name_en: 'Corolla', name_ar: 'كورولا' },
    trim: 'XLi',
    year: 2018,
    condition: 'used',
    transmission: 'automatic',
    seat_type: 'fabric',
    cylinders: 4,
    import_origin: 'gcc',
    fuel_type: 'petrol',
    mileage_km: 84_500,
    body_type: 'sedan',
    color: 'white',
    drive_type: 'fwd',
    vehicle_status: 'available',
    status: 'active',
    price_currency: 'USD',
    views_count: 41,
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function detail(signedIn: boolean, overrides: Partial<ApiAutoDetail> = {}): ApiAutoDetail {
  return {
    ...card(),
    description: 'One owner, full service history.',
    description_ar: 'مالك واحد، سجل صيانة كامل.',
    images: [apiImage('a', 1), apiImage('a', 2)],
    video: { id: 9, url: '/api/uploaded-files/v/9.mp4' },
    owner: apiOwner(signedIn),
    contacts_count: 0,
    is_favourite: false,
    contacted_channels: [],
    is_owner: false,
    my_report: null,
    price_history: [],
    ...overrides,
  };
}
