import { http } from '@souq/shared';

/** Adds the car to the member's saved listings, or removes it; answers whether it is now saved, and the API's message. */
export async function toggleFavourite(autoId: string): Promise<{ favourite: boolean; message: string }> {
  const response = await http.authJson<{ auto_id: number; is_favourite: boolean }>({
    method: 'POST',
    url: '/add-remove-wishlist',
    data: { auto_id: Number(autoId) },
  });
  return { favourite: response.data.is_favourite, message: response.message };
}
