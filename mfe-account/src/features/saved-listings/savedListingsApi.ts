import { http } from '@souq/shared';
import type { ListingKind } from '../../components/listing-summary/listingSummary';

export const SAVED_LISTINGS_URL: Record<ListingKind, string> = {
  property: '/get-property-wishlist',
  auto: '/get-wishlist',
};

/**
 * The API's save/unsave toggle: for a saved listing it removes it. Resolves with the server's message, and
 * whether the listing is still saved (false unless it had been unsaved elsewhere meanwhile and got saved again).
 */
export async function unsaveListing(kind: ListingKind, id: number): Promise<{ message: string; stillSaved: boolean }> {
  const response =
    kind === 'property'
      ? await http.authJson<{ is_favourite: boolean }>({
          method: 'POST',
          url: '/add-remove-property-wishlist',
          data: { property_id: id },
        })
      : await http.authJson<{ is_favourite: boolean }>({
          method: 'POST',
          url: '/add-remove-wishlist',
          data: { auto_id: id },
        });
  return { message: response.message, stillSaved: response.data?.is_favourite === true };
}
