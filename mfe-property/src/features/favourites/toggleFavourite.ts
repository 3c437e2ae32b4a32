import { http } from '@souq/shared';

/** Adds the listing to the member's favourites, or removes it; answers whether it is now one, and the API's message. */
export async function toggleFavourite(propertyId: string): Promise<{ favourite: boolean; message: string }> {
  const response = await http.authJson<{ property_id: number; is_favourite: boolean }>({
    method: 'POST',
    url: '/add-remove-property-wishlist',
    data: { property_id: Number(propertyId) },
  });
  return { favourite: response.data.is_favourite, message: response.message };
}
