import type { Kysely } from 'kysely';
import type { Database, Language } from '../../db/types.js';
import '../../seed/geography-tables.js';
import '../auto/auto-tables.js';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  IMPORT_ORIGINS,
  SEAT_TYPES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from '../auto/master-data.js';
import { CURRENCY_NAMES, formatWhole, parseCurrency } from '../listing-shared/currency.js';
import type { Option } from '../listing-shared/master-common.js';
import {
  AMENITIES,
  CATEGORIES,
  FURNISHED_OPTIONS,
  LISTING_TYPES,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_TYPES,
  RENT_PERIODS,
} from '../property/master-data.js';
import type { ListingKind } from '../listing-kinds/registry.js';

// A saved search's filters in words, in the language of the mail that names it: "Apartment · For sale · Damascus ·
// Price 100,000,000–200,000,000 new SYP". The member's own name for the search stays as typed; this says what it
// finds in the reader's language, whichever language the search was saved in. Built from the stored query as the list
// endpoint reads it (listing-query.ts), with the master data's names, never ids.

type Params = Record<string, unknown>;
type Named = { name_en: string; name_ar: string };

const TEXT = {
  en: {
    separator: ' · ',
    list: ', ',
    price: (range: string) => `Price ${range}`,
    size: (range: string) => `Size ${range} m²`,
    year: (range: string) => `Year ${range}`,
    mileage: (range: string) => `Mileage ${range} km`,
    bedrooms: (n: string) => `${n} bedrooms`,
    bathrooms: (n: string) => `${n} bathrooms`,
    between: (min: string, max: string) => `${min}–${max}`,
    from: (min: string) => `from ${min}`,
    upTo: (max: string) => `up to ${max}`,
    keyword: (words: string) => `“${words}”`,
    verified: 'Verified only',
    featured: 'Featured only',
    any: { property: 'All properties', auto: 'All cars' },
  },
  ar: {
    separator: ' · ',
    list: '، ',
    price: (range: string) => `السعر ${range}`,
    size: (range: string) => `المساحة ${range} م²`,
    year: (range: string) => `سنة الصنع ${range}`,
    mileage: (range: string) => `المسافة المقطوعة ${range} كم`,
    bedrooms: (n: string) => `غرف النوم: ${n}`,
    bathrooms: (n: string) => `الحمامات: ${n}`,
    between: (min: string, max: string) => `من ${min} إلى ${max}`,
    from: (min: string) => `من ${min}`,
    upTo: (max: string) => `حتى ${max}`,
    keyword: (words: string) => `«${words}»`,
    verified: 'الموثّقة فقط',
    featured: 'المميزة فقط',
    any: { property: 'كل العقارات', auto: 'كل السيارات' },
  },
} as const;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;
const nameIn = (named: Named, language: Language) => (language === 'ar' ? named.name_ar : named.name_en);

function named<T extends string | number>(
  options: readonly Option<T>[],
  value: unknown,
  language: Language,
  separator: string,
): string {
  return listOf(value)
    .map((v) => options.find((o) => String(o.value) === String(v)))
    .filter((o): o is Option<T> => o !== undefined)
    .map((o) => nameIn(o, language))
    .join(separator);
}

function range(
  params: Params,
  key: string,
  language: Language,
  show: (n: number) => string = formatWhole,
): string | null {
  const t = TEXT[language];
  const min = numberOf(params[`min_${key}`]);
  const max = numberOf(params[`max_${key}`]);
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return t.between(show(min), show(max));
  return min !== null ? t.from(show(min)) : t.upTo(show(max!));
}

/** "3", "3+" (at least), "2–4": what a count filter asks for. */
function count(params: Params, key: string, language: Language): string | null {
  const exact = numberOf(params[key]);
  if (exact !== null) return String(exact);
  const min = numberOf(params[`min_${key}`]);
  const max = numberOf(params[`max_${key}`]);
  if (min !== null && max !== null) return TEXT[language].between(String(min), String(max));
  if (min !== null) return `${min}+`;
  return max !== null ? TEXT[language].upTo(String(max)) : null;
}

async function placeName(db: Kysely<Database>, params: Params, language: Language): Promise<string | null> {
  // The most precise place asked for names the search ("Mezzeh", not "Damascus, Damascus, Mezzeh").
  const levels = [
    ['sub_neighborhood_id', 'sub_neighborhoods'],
    ['neighborhood_id', 'neighborhoods'],
    ['city_id', 'cities'],
    ['governorate_id', 'governorates'],
  ] as const;
  for (const [key, table] of levels) {
    const id = numberOf(params[key]);
    if (id === null) continue;
    const row = await db.selectFrom(table).select(['name_en', 'name_ar']).where('id', '=', id).executeTakeFirst();
    if (row) return nameIn(row, language);
  }
  return null;
}

async function autoModelName(db: Kysely<Database>, params: Params, language: Language): Promise<string | null> {
  const names: string[] = [];
  for (const [key, table] of [
    ['brand_id', 'auto_brands'],
    ['class_id', 'auto_classes'],
    ['model_id', 'auto_models'],
  ] as const) {
    const id = numberOf(params[key]);
    if (id === null) continue;
    const row = await db.selectFrom(table).select(['name_en', 'name_ar']).where('id', '=', id).executeTakeFirst();
    if (row) names.push(nameIn(row, language));
  }
  return names.length > 0 ? names.join(' ') : null;
}

/** The search's filters as short phrases in `language`, most telling first; "All properties" for none. */
export async function describeSearch(
  db: Kysely<Database>,
  kind: ListingKind,
  params: Params,
  language: Language,
): Promise<string> {
  const t = TEXT[language];
  const currency = parseCurrency(params.currency) ?? 'SYP';
  const prices = range(params, 'price', language);
  const price = prices && `${prices} ${CURRENCY_NAMES[language][currency]}`;
  const keyword = typeof params.keyword === 'string' && params.keyword.trim() ? t.keyword(params.keyword.trim()) : '';
  const phrases: Record<ListingKind, () => Promise<(string | null)[]>> = {
    property: async () => [
      named(PROPERTY_TYPES, params.property_type, language, t.list),
      named(CATEGORIES, params.category, language, t.list),
      named(LISTING_TYPES, params.listing_type, language, t.list),
      named(RENT_PERIODS, params.rent_period, language, t.list),
      await placeName(db, params, language),
      price && t.price(price),
      ((n) => n && t.bedrooms(n))(count(params, 'bedrooms', language)),
      ((n) => n && t.bathrooms(n))(count(params, 'bathrooms', language)),
      ((r) => r && t.size(r))(range(params, 'size', language)),
      named(FURNISHED_OPTIONS, params.furnished, language, t.list),
      named(AMENITIES, params.amenities, language, t.list),
      named(OWNERSHIP_DOCUMENTS, params.ownership_document, language, t.list),
      keyword,
    ],
    auto: async () => [
      await autoModelName(db, params, language),
      named(VEHICLE_TYPES, params.vehicle_type, language, t.list),
      named(BODY_TYPES, params.body_type, language, t.list),
      named(CONDITIONS, params.condition, language, t.list),
      ((r) => r && t.year(r))(range(params, 'year', language, String)),
      price && t.price(price),
      ((r) => r && t.mileage(r))(range(params, 'mileage', language)),
      named(FUEL_TYPES, params.fuel_type, language, t.list),
      named(TRANSMISSIONS, params.transmission, language, t.list),
      named(DRIVE_TYPES, params.drive_type, language, t.list),
      named(SEAT_TYPES, params.seat_type, language, t.list),
      named(IMPORT_ORIGINS, params.import_origin, language, t.list),
      named(COLORS, params.color, language, t.list),
      keyword,
    ],
  };
  const parts = await phrases[kind]();
  if (params.verified === true) parts.push(t.verified);
  if (params.featured === true) parts.push(t.featured);
  const words = parts.filter((p): p is string => Boolean(p));
  return words.length > 0 ? words.join(t.separator) : t.any[kind];
}
