import type { ListingKind } from '../components/listing-summary/listingSummary';

/**
 * Whether a member may post a new listing of this kind: their profile's listing category (auto, real_estate or
 * both) decides, as the API does; a member who has not chosen one yet is not held back.
 */
export function mayPost(listingCategory: unknown, kind: ListingKind): boolean {
  if (listingCategory === 'auto') return kind === 'auto';
  if (listingCategory === 'real_estate') return kind === 'property';
  return true;
}
