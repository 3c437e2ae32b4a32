// The property search as it lives in the address bar: every filter, the sort and the page are URL
// parameters, so a search can be shared, bookmarked and survives a reload. This module is the one
// place that reads and writes them; the panel, the list, the map and the home page all go through it.

import { addressReader } from '@souq/shared/listing-ui';
import { OWNERSHIP_DOCUMENTS, type OwnershipDocument } from './listing/propertyModel';

export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** What a rent's price is per (the API's `rent_period`); only rents have one. */
export const RENT_PERIODS = ['monthly', 'yearly', 'daily'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];

export const SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'size_desc',
  'size_asc',
  'price_sqm_asc',
  'price_sqm_desc',
] as const;
export type SortOrder = (typeof SORTS)[number];
export const DEFAULT_SORT: SortOrder = 'newest';

export const FURNISHED_VALUES = ['furnished', 'unfurnished'] as const;
export type Furnished = (typeof FURNISHED_VALUES)[number];

/** Currency of a budget in the URL: the API's codes, so a shared link keeps its meaning for a visitor paying in the other one. */
export const BUDGET_CURRENCIES = ['SYP', 'USD'] as const;
export type BudgetCurrency = (typeof BUDGET_CURRENCIES)[number];

export interface PropertyFilters {
  listingType: ListingType | '';
  rentPeriod: RentPeriod | '';
  governorate: string;
  city: string;
  neighborhood: string;
  subNeighborhood: string;
  propertyType: string;
  minPrice: string;
  maxPrice: string;
  currency: BudgetCurrency;
  bedrooms: string;
  bathrooms: string;
  minSize: string;
  maxSize: string;
  furnished: Furnished | '';
  amenities: string[];
  /** Any of these kinds of ownership document (none: any listing, whether its poster said or not). */
  ownershipDocuments: OwnershipDocument[];
  keyword: string;
  /** '1': only listings whose ownership document was checked (the "Verified only" box). */
  verified: '1' | '';
}

export interface PropertySearch {
  filters: PropertyFilters;
  sort: SortOrder;
  page: number;
  /** The address held filters that could not be read and were left out (the page says so). */
  unreadable?: boolean;
}

export const EMPTY_FILTERS: PropertyFilters = {
  listingType: '',
  rentPeriod: '',
  governorate: '',
  city: '',
  neighborhood: '',
  subNeighborhood: '',
  propertyType: '',
  minPrice: '',
  maxPrice: '',
  currency: 'SYP',
  bedrooms: '',
  bathrooms: '',
  minSize: '',
  maxSize: '',
  furnished: '',
  amenities: [],
  ownershipDocuments: [],
  keyword: '',
  verified: '',
};

/** URL parameter of each single-valued filter (snake_case, like the API's own names). */
export const URL_KEYS = {
  listingType: 'listing_type',
  rentPeriod: 'rent_period',
  governorate: 'governorate',
  city: 'city',
  neighborhood: 'neighborhood',
  subNeighborhood: 'sub_neighborhood',
  propertyType: 'property_type',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  currency: 'currency',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  minSize: 'min_size',
  maxSize: 'max_size',
  furnished: 'furnished',
  keyword: 'keyword',
  verified: 'verified',
} as const satisfies Record<Exclude<keyof PropertyFilters, 'amenities' | 'ownershipDocuments'>, string>;
export const AMENITIES_KEY = 'amenities';
/** Repeated like the amenities; the API's own name, so a saved search's link reads the same. */
export const OWNERSHIP_DOCUMENT_KEY = 'ownership_document';

/** The location cascade, parent first: changing one clears everything after it. */
export const LOCATION_LEVELS = ['governorate', 'city', 'neighborhood', 'subNeighborhood'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** Whole non-negative numbers only; anything else in a hand-edited URL is dropped rather than sent on. */
function wholeNumber(value: string | null): string {
  if (value === null) return '';
  const trimmed = value.trim();
  return /^\d{1,12}$/.test(trimmed) ? String(Number(trimmed)) : '';
}

/** "3" means exactly three; "5+" five or more (the last choice of the select). */
function roomCount(value: string | null): string {
  if (value === null) return '';
  const trimmed = value.trim();
  return /^\d{1,2}\+?$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : '';
}

/** `verified=1` (or `true`, as a saved search keeps the API's boolean) asks for verified listings only. */
function verifiedOnly(value: string | null): '1' | '' {
  return value === '1' || value === 'true' ? '1' : '';
}

function identifier(value: string | null): string {
  if (value === null) return '';
  const trimmed = value.trim();
  return /^[\w-]{1,64}$/.test(trimmed) ? trimmed : '';
}

/**
 * Saved searches, recent searches and alert emails keep a search in the list endpoint's parameter names
 * (`governorate_id=1&min_bedrooms=3`); a link built from one opens this page, so those names are read too.
 * The page's own names win when both are present; the next change writes the page's names again.
 */
function withEndpointNames(params: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams(params);
  const alias = (from: string, to: string, map: (value: string) => string = (value) => value) => {
    const value = params.get(from);
    if (value !== null && !params.has(to)) read.set(to, map(value));
  };
  alias('governorate_id', URL_KEYS.governorate);
  alias('city_id', URL_KEYS.city);
  alias('neighborhood_id', URL_KEYS.neighborhood);
  alias('sub_neighborhood_id', URL_KEYS.subNeighborhood);
  alias('min_bedrooms', URL_KEYS.bedrooms, (value) => `${value}+`);
  alias('min_bathrooms', URL_KEYS.bathrooms, (value) => `${value}+`);
  alias('property_type[]', URL_KEYS.propertyType);
  for (const amenity of params.getAll('amenities[]')) read.append(AMENITIES_KEY, amenity);
  for (const document of params.getAll(`${OWNERSHIP_DOCUMENT_KEY}[]`)) read.append(OWNERSHIP_DOCUMENT_KEY, document);
  return read;
}

export function parseSearch(rawParams: URLSearchParams): PropertySearch {
  const params = withEndpointNames(rawParams);
  const address = addressReader(params);
  const read = address.read;
  const filters: PropertyFilters = {
    listingType: read(URL_KEYS.listingType, (v) => oneOf(LISTING_TYPES, v)),
    rentPeriod: read(URL_KEYS.rentPeriod, (v) => oneOf(RENT_PERIODS, v)),
    governorate: read(URL_KEYS.governorate, identifier),
    city: read(URL_KEYS.city, identifier),
    neighborhood: read(URL_KEYS.neighborhood, identifier),
    subNeighborhood: read(URL_KEYS.subNeighborhood, identifier),
    propertyType: read(URL_KEYS.propertyType, identifier),
    minPrice: read(URL_KEYS.minPrice, wholeNumber),
    maxPrice: read(URL_KEYS.maxPrice, wholeNumber),
    currency: address.currency(),
    bedrooms: read(URL_KEYS.bedrooms, roomCount),
    bathrooms: read(URL_KEYS.bathrooms, roomCount),
    minSize: read(URL_KEYS.minSize, wholeNumber),
    maxSize: read(URL_KEYS.maxSize, wholeNumber),
    furnished: read(URL_KEYS.furnished, (v) => oneOf(FURNISHED_VALUES, v)),
    amenities: [
      ...new Set(
        params
          .getAll(AMENITIES_KEY)
          .flatMap((v) => v.split(','))
          .map((v) => identifier(v))
          .filter(Boolean),
      ),
    ],
    ownershipDocuments: [
      ...new Set(
        params
          .getAll(OWNERSHIP_DOCUMENT_KEY)
          .flatMap((v) => v.split(','))
          .map((v) => oneOf(OWNERSHIP_DOCUMENTS, v.trim()))
          .filter((v) => v !== ''),
      ),
    ],
    keyword: (params.get(URL_KEYS.keyword) ?? '').trim().slice(0, 100),
    verified: verifiedOnly(params.get(URL_KEYS.verified)),
  };
  // A child place without its parent cannot be shown in the cascade: keep the chain unbroken.
  LOCATION_LEVELS.forEach((level, index) => {
    const parent = index > 0 ? LOCATION_LEVELS[index - 1] : undefined;
    if (parent && !filters[parent] && filters[level]) {
      filters[level] = '';
      address.leftOut();
    }
  });
  const sort = read('sort', (v) => oneOf(SORTS, v));
  return {
    filters,
    sort: sort || DEFAULT_SORT,
    page: address.page(),
    unreadable: address.unreadable,
  };
}

/** Only what is set goes into the URL, in a stable order; the default sort and page 1 are left out. */
export function searchToParams({ filters, sort, page }: PropertySearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(URL_KEYS) as [keyof typeof URL_KEYS, string][]) {
    const value = filters[field].trim();
    if (!value) continue;
    // The currency only means something next to a budget.
    if (field === 'currency' && !filters.minPrice && !filters.maxPrice) continue;
    params.set(key, value);
  }
  for (const amenity of filters.amenities) params.append(AMENITIES_KEY, amenity);
  for (const document of filters.ownershipDocuments) params.append(OWNERSHIP_DOCUMENT_KEY, document);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function searchUrl(search: PropertySearch, pathname = '/property'): string {
  const query = searchToParams(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Sets one location level and clears the levels below it (their options depend on it). */
export function withLocation(filters: PropertyFilters, level: LocationLevel, value: string): PropertyFilters {
  const next = { ...filters, [level]: value };
  for (const below of LOCATION_LEVELS.slice(LOCATION_LEVELS.indexOf(level) + 1)) next[below] = '';
  return next;
}

export type RangeProblem = 'reversed' | null;

/** A range the visitor typed: both ends optional; the minimum may not exceed the maximum. */
export function rangeProblem(min: string, max: string): RangeProblem {
  if (min === '' || max === '') return null;
  return Number(min) > Number(max) ? 'reversed' : null;
}

export function filtersValid(filters: PropertyFilters): boolean {
  const numbers = [filters.minPrice, filters.maxPrice, filters.minSize, filters.maxSize];
  if (!numbers.every((value) => value === '' || /^\d{1,12}$/.test(value))) return false;
  return (
    rangeProblem(filters.minPrice, filters.maxPrice) === null && rangeProblem(filters.minSize, filters.maxSize) === null
  );
}
