import { http } from '@souq/shared';

export interface FavouriteEndpoint {
  /** The API path that adds the listing to the member's favourites or removes it, e.g. '/add-remove-wishlist'. */
  url: string;
  /** The name the API gives the listing's id in that request, e.g. 'auto_id'. */
  idField: string;
}

/** Adds the listing to the member's favourites, or removes it; answers whether it is now one, and the API's message. */
export async function toggleFavourite(endpoint: FavouriteEndpoint, listingId: string): Promise<{ favourite: boolean; message: string }> {
  const response = await http.authJson<{ is_favourite: boolean }>({
    method: 'POST',
    url: endpoint.url,
    data: { [endpoint.idField]: Number(listingId) },
  });
  return { favourite: response.data.is_favourite, message: response.message };
}
