// The auto search as it lives in the address bar: every filter, the sort and the page are URL parameters named
// as the API names them (api/src/features/auto/schemas.ts SearchFilters), so a search can be shared, bookmarked,
// survives a reload and reads the same in the address bar as in the API call. This module is the one place that
// reads and writes them.

import { addressReader } from '@souq/shared/listing-ui';

/** The fixed vocabularies (docs/product/data.md) as the API spells their values; the labels come with the master data. */
export const VOCABULARY = {
  vehicle_type: ['car', 'motorcycle', 'truck', 'bus'],
  condition: ['new', 'used', 'certified_pre_owned'],
  transmission: ['automatic', 'manual'],
  seat_type: ['fabric', 'leather', 'semi_leather', 'velour'],
  cylinders: Array.from({ length: 16 }, (_, i) => String(i + 1)),
  import_origin: ['syria', 'gcc', 'usa', 'lebanon', 'turkey', 'others'],
  fuel_type: ['petrol', 'diesel', 'hybrid', 'electric'],
  body_type: ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van'],
  drive_type: ['fwd', 'rwd', 'awd'],
  color: ['white', 'black', 'silver', 'grey', 'red', 'blue', 'green', 'beige', 'brown', 'gold', 'orange', 'yellow'],
  vehicle_status: ['available', 'sold'],
} as const satisfies Record<string, readonly string[]>;

export type EnumFilter = keyof typeof VOCABULARY;
export const ENUM_FILTERS = Object.keys(VOCABULARY) as EnumFilter[];

export const CATALOGUE_LEVELS = ['brand_id', 'class_id', 'model_id'] as const;
export type CatalogueLevel = (typeof CATALOGUE_LEVELS)[number];

export const RANGES = {
  year: { min: 'min_year', max: 'max_year', lowest: 1900, highest: 2100 },
  mileage: { min: 'min_mileage', max: 'max_mileage', lowest: 0, highest: 10_000_000 },
  price: { min: 'min_price', max: 'max_price', lowest: 0, highest: 999_999_999_999 },
} as const;
export type RangeName = keyof typeof RANGES;
type RangeKey = (typeof RANGES)[RangeName]['min' | 'max'];

export const SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
] as const;
export type SortOrder = (typeof SORTS)[number];
export const DEFAULT_SORT: SortOrder = 'newest';

/** Currency of a budget in the URL: the API's codes, so a shared link keeps its meaning for a visitor paying in the other one. */
export type BudgetCurrency = 'SYP' | 'USD';

/** `verified`: '1' for listings whose ownership document was checked only (the "Verified only" box). */
export type AutoFilters = Record<EnumFilter | CatalogueLevel | RangeKey | 'keyword', string> & {
  currency: BudgetCurrency;
  verified: '1' | '';
};

export interface AutoSearch {
  filters: AutoFilters;
  sort: SortOrder;
  page: number;
  /** The address held filters that could not be read and were left out (the page says so). */
  unreadable?: boolean;
}

/** Single-valued URL parameters in the order they are written. */
const TEXT_KEYS = [
  ...CATALOGUE_LEVELS,
  ...ENUM_FILTERS,
  'min_year',
  'max_year',
  'min_mileage',
  'max_mileage',
  'min_price',
  'max_price',
  'keyword',
] as const;

export const EMPTY_FILTERS: AutoFilters = {
  ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, ''])) as Record<(typeof TEXT_KEYS)[number], string>),
  currency: 'SYP',
  verified: '',
};

function oneOf(values: readonly string[], value: string | null): string {
  const v = value?.trim().toLowerCase() ?? '';
  return values.includes(v) ? v : '';
}

/** Whole non-negative numbers only; anything else in a hand-edited URL is dropped rather than sent on. */
function wholeNumber(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return /^\d{1,12}$/.test(trimmed) ? String(Number(trimmed)) : '';
}

function id(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(trimmed) ? trimmed : '';
}

export function parseSearch(params: URLSearchParams): AutoSearch {
  const address = addressReader(params);
  const read = address.read;
  const filters: AutoFilters = { ...EMPTY_FILTERS };
  for (const field of ENUM_FILTERS) filters[field] = read(field, (v) => oneOf(VOCABULARY[field], v));
  for (const level of CATALOGUE_LEVELS) filters[level] = read(level, id);
  for (const range of Object.values(RANGES)) {
    filters[range.min] = read(range.min, wholeNumber);
    filters[range.max] = read(range.max, wholeNumber);
  }
  filters.currency = address.currency();
  filters.keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  // verified=1 in the address; `true` as a saved search keeps the API's boolean.
  filters.verified = ['1', 'true'].includes(params.get('verified') ?? '') ? '1' : '';
  // A class without its brand (or a model without its class) cannot be shown in the cascade: keep the chain unbroken.
  if (!filters.brand_id && filters.class_id) {
    filters.class_id = '';
    address.leftOut();
  }
  if (!filters.class_id && filters.model_id) {
    filters.model_id = '';
    address.leftOut();
  }
  const sort = read('sort', (v) => oneOf(SORTS, v));
  return {
    filters,
    sort: (sort as SortOrder) || DEFAULT_SORT,
    page: address.page(),
    unreadable: address.unreadable,
  };
}

/** Only what is set goes into the URL, in a stable order; the default sort and page 1 are left out. */
export function searchToParams({ filters, sort, page }: AutoSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  // The currency only means something next to a budget.
  if (filters.min_price || filters.max_price) params.set('currency', filters.currency);
  if (filters.verified) params.set('verified', '1');
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Sets one step of brand → class → model and clears the steps after it (their choices depend on it). */
export function withCatalogue(filters: AutoFilters, level: CatalogueLevel, value: string): AutoFilters {
  const next = { ...filters, [level]: value };
  for (const below of CATALOGUE_LEVELS.slice(CATALOGUE_LEVELS.indexOf(level) + 1)) next[below] = '';
  return next;
}

export type RangeProblem = 'notNumber' | 'outOfRange' | 'reversed' | null;

/** What is wrong with a typed range, if anything: not a whole number, outside what the API takes, or min above max. */
export function rangeProblem(name: RangeName, min: string, max: string): RangeProblem {
  const { lowest, highest } = RANGES[name];
  const values = [min, max].filter((value) => value !== '');
  if (!values.every((value) => /^\d{1,12}$/.test(value))) return 'notNumber';
  if (values.some((value) => Number(value) < lowest || Number(value) > highest)) return 'outOfRange';
  if (min !== '' && max !== '' && Number(min) > Number(max)) return 'reversed';
  return null;
}

export function filtersValid(filters: AutoFilters): boolean {
  return (Object.keys(RANGES) as RangeName[]).every(
    (name) => rangeProblem(name, filters[RANGES[name].min], filters[RANGES[name].max]) === null,
  );
}

/**
 * The filters with every range the panel flags left out: a reversed or out-of-bounds range from a shared or
 * hand-edited address is shown under its inputs and not searched, saved or recorded.
 */
export function searchableFilters(filters: AutoFilters): AutoFilters {
  const next = { ...filters };
  for (const name of Object.keys(RANGES) as RangeName[]) {
    const { min, max } = RANGES[name];
    if (rangeProblem(name, next[min], next[max]) !== null) {
      next[min] = '';
      next[max] = '';
    }
  }
  return next;
}

/** The filters as the API's query: enum filters as one-element arrays (`fuel_type[]=petrol`), the rest as they are. */
export function filtersToQuery(searched: AutoFilters): Record<string, unknown> {
  const filters = searchableFilters(searched);
  const query: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (!value) continue;
    query[key] = (ENUM_FILTERS as readonly string[]).includes(key) ? [value] : value;
  }
  // A budget is read in the currency it was entered in.
  if (filters.min_price || filters.max_price) query.currency = filters.currency;
  // The API reads a boolean ('true'); the address keeps the shorter verified=1.
  if (filters.verified) query.verified = true;
  return query;
}
