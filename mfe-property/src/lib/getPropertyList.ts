import { getListPage } from '@souq/shared/listing-ui';
import type { ApiPagination, ApiPropertyCard } from './listing/api/apiTypes';
import { rangeProblem, type PropertyFilters, type PropertySearch } from './searchFilters';

function rooms(value: string, exact: string, atLeast: string): Record<string, number> {
  if (!value) return {};
  return value.endsWith('+') ? { [atLeast]: Number(value.slice(0, -1)) } : { [exact]: Number(value) };
}

/** A range the panel flags (not whole numbers, or reversed) is shown under its inputs and left out of the search. */
function searchableRange(min: string, max: string): [string, string] {
  const wholeNumbers = [min, max].every((value) => value === '' || /^\d{1,12}$/.test(value));
  return wholeNumbers && rangeProblem(min, max) === null ? [min, max] : ['', ''];
}

/** The search filters as the API's query (api/src/features/property/schemas.ts SearchFilters). */
export function filtersToQuery(searched: PropertyFilters): Record<string, unknown> {
  const [minPrice, maxPrice] = searchableRange(searched.minPrice, searched.maxPrice);
  const [minSize, maxSize] = searchableRange(searched.minSize, searched.maxSize);
  const filters = { ...searched, minPrice, maxPrice, minSize, maxSize };
  const query: Record<string, unknown> = {
    listing_type: filters.listingType || undefined,
    rent_period: filters.rentPeriod || undefined,
    governorate_id: filters.governorate || undefined,
    city_id: filters.city || undefined,
    neighborhood_id: filters.neighborhood || undefined,
    sub_neighborhood_id: filters.subNeighborhood || undefined,
    property_type: filters.propertyType ? [filters.propertyType] : undefined,
    min_price: filters.minPrice || undefined,
    max_price: filters.maxPrice || undefined,
    min_size: filters.minSize || undefined,
    max_size: filters.maxSize || undefined,
    furnished: filters.furnished || undefined,
    amenities: filters.amenities.length ? filters.amenities : undefined,
    ownership_document: filters.ownershipDocuments.length ? filters.ownershipDocuments : undefined,
    keyword: filters.keyword || undefined,
    // The API reads a boolean ('true'); the address keeps the shorter verified=1.
    verified: filters.verified ? true : undefined,
    ...rooms(filters.bedrooms, 'bedrooms', 'min_bedrooms'),
    ...rooms(filters.bathrooms, 'bathrooms', 'min_bathrooms'),
  };
  // A budget is read in the currency it was entered in.
  if (filters.minPrice || filters.maxPrice) query.currency = filters.currency;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

export function getPropertyList(search: PropertySearch, signal?: AbortSignal) {
  return getListPage<{ items: ApiPropertyCard[]; pagination: ApiPagination }>(
    '/property/get-property-list',
    filtersToQuery(search.filters),
    search,
    signal,
  );
}
