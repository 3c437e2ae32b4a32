import { http } from '@souq/shared';

export interface FavouriteEndpoint {
  /** The API path that adds the listing to the member's favourites or removes it, e.g. '/add-remove-wishlist'. */
  url: string;
  /** The name the API gives the listing's id in that request, e.g. 'auto_id'. */
  idField: string;
}

/** Adds the listing to the member's favourites, or removes it; answers whether it is now one, and the API's message. */
export async function toggleFavourite(
  endpoint: FavouriteEndpoint,
  listingId: string,
): Promise<{ favourite: boolean; message: string }> {
  const response = await http.authJson<{ is_favourite: boolean }>({
    method: 'POST',
    url: endpoint.url,
    data: { [endpoint.idField]: Number(listingId) },
  });
  return { favourite: response.data.is_favourite, message: response.message };
}

// The listing a guest asked to save before logging in: saved once the login it triggered succeeds. One at a time,
// the latest ask wins; kept in memory, as the login modal opens on the same page.
let pendingSave: string | null = null;
const saveKey = (endpoint: FavouriteEndpoint, listingId: string) => `${endpoint.url}#${listingId}`;

export function rememberSaveAfterLogin(endpoint: FavouriteEndpoint, listingId: string): void {
  pendingSave = saveKey(endpoint, listingId);
}

export function forgetSaveAfterLogin(endpoint: FavouriteEndpoint, listingId: string): void {
  if (pendingSave === saveKey(endpoint, listingId)) pendingSave = null;
}

/** Whether the guest asked to save this listing; the ask is used up, so it is acted on once. */
export function takeSaveAfterLogin(endpoint: FavouriteEndpoint, listingId: string): boolean {
  if (pendingSave !== saveKey(endpoint, listingId)) return false;
  pendingSave = null;
  return true;
}
