import { COMMON_SORT_OPTIONS, opt, type Option } from '../listing-shared/master-common.js';
import type {
  BodyType,
  Condition,
  DriveType,
  FuelType,
  ImportOrigin,
  SeatType,
  Transmission,
  VehicleStatus,
  VehicleType,
} from './auto-tables.js';

// The fixed vocabularies of an auto listing (docs/product/data.md); contact channels and the common sort orders are every kind's.

export const VEHICLE_TYPES: readonly Option<VehicleType>[] = [
  opt('car', 'Car', 'سيارة'),
  opt('motorcycle', 'Motorcycle', 'دراجة نارية'),
  opt('truck', 'Truck', 'شاحنة'),
  opt('bus', 'Bus', 'حافلة'),
];

export const CONDITIONS: readonly Option<Condition>[] = [
  opt('new', 'New', 'جديدة'),
  opt('used', 'Used', 'مستعملة'),
  opt('certified_pre_owned', 'Certified pre-owned', 'مستعملة معتمدة'),
];

export const TRANSMISSIONS: readonly Option<Transmission>[] = [
  opt('automatic', 'Automatic', 'أوتوماتيك'),
  opt('manual', 'Manual', 'عادي (يدوي)'),
];

export const SEAT_TYPES: readonly Option<SeatType>[] = [
  opt('fabric', 'Fabric', 'قماش'),
  opt('leather', 'Leather', 'جلد'),
  opt('semi_leather', 'Leather and fabric', 'جلد وقماش'),
  opt('velour', 'Velour', 'مخمل'),
];

export const MIN_CYLINDERS = 1;
export const MAX_CYLINDERS = 16;
export const CYLINDERS: readonly Option<number>[] = Array.from({ length: MAX_CYLINDERS }, (_, i) =>
  opt(
    i + 1,
    i === 0 ? '1 cylinder' : `${i + 1} cylinders`,
    i === 0 ? 'أسطوانة واحدة' : i === 1 ? 'أسطوانتان' : `${i + 1} أسطوانات`,
  ),
);

export const IMPORT_ORIGINS: readonly Option<ImportOrigin>[] = [
  opt('syria', 'Syria', 'سوريا'),
  opt('gcc', 'GCC', 'الخليج'),
  opt('usa', 'USA', 'أمريكا'),
  opt('lebanon', 'Lebanon', 'لبنان'),
  opt('turkey', 'Turkey', 'تركيا'),
  opt('others', 'Others', 'أخرى'),
];

export const FUEL_TYPES: readonly Option<FuelType>[] = [
  opt('petrol', 'Petrol', 'بنزين'),
  opt('diesel', 'Diesel', 'ديزل (مازوت)'),
  opt('hybrid', 'Hybrid', 'هجين'),
  opt('electric', 'Electric', 'كهربائية'),
];

export const BODY_TYPES: readonly Option<BodyType>[] = [
  opt('sedan', 'Sedan', 'سيدان'),
  opt('suv', 'SUV', 'دفع رباعي (SUV)'),
  opt('hatchback', 'Hatchback', 'هاتشباك'),
  opt('pickup', 'Pickup', 'بيك أب'),
  opt('coupe', 'Coupe', 'كوبيه'),
  opt('van', 'Van', 'فان'),
];

export const DRIVE_TYPES: readonly Option<DriveType>[] = [
  opt('fwd', 'Front-wheel drive (FWD)', 'دفع أمامي'),
  opt('rwd', 'Rear-wheel drive (RWD)', 'دفع خلفي'),
  opt('awd', 'All-wheel drive (AWD)', 'دفع كلي'),
];

export const COLORS = [
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
] as const;

export const VEHICLE_STATUSES: readonly Option<VehicleStatus>[] = [
  opt('available', 'Available', 'متاحة'),
  opt('sold', 'Sold', 'مباعة'),
];

export const SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
] as const;
export type AutoSort = (typeof SORTS)[number];
export const SORT_OPTIONS: readonly Option<AutoSort>[] = [
  ...COMMON_SORT_OPTIONS,
  opt('year_desc', 'Year: newest first', 'سنة الصنع: الأحدث أولاً'),
  opt('year_asc', 'Year: oldest first', 'سنة الصنع: الأقدم أولاً'),
  opt('mileage_asc', 'Mileage: lowest first', 'المسافة المقطوعة: الأقل أولاً'),
  opt('mileage_desc', 'Mileage: highest first', 'المسافة المقطوعة: الأعلى أولاً'),
];

/** The oldest model year accepted; the newest is the current calendar year (a year in the future is refused). */
export const MIN_YEAR = 1950;
export const currentYear = (now = new Date()) => now.getUTCFullYear();
