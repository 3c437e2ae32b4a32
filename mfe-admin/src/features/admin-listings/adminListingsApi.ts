import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

// The admin's listing endpoints as the API's OpenAPI document declares them (shared/src/api-contract).

type AdminListingsPage = ApiAnswer<'/api/admin/listings'>;
/** A listing of the admin's search (the queues' ListingRef), with its reports still undecided. */
export type AdminListing = AdminListingsPage['data'][number];
type ListingAction = ApiBody<'/api/admin/listings/hide'>;

export const LISTING_FILTERS = ['kind', 'q', 'status', 'id', 'owner_id'] as const;
export const LISTING_STATUSES = [
  'active',
  'paused',
  'draft',
  'expired',
  'sold',
  'rented',
  'hidden',
] as const satisfies readonly NonNullable<ApiQuery<'/api/admin/listings'>['status']>[];

/** `filters` are the address's (LISTING_FILTERS, all strings there): the API reads the numbers itself. */
export async function fetchAdminListings(
  filters: Record<string, string>,
  page: number,
  signal: AbortSignal,
): Promise<AdminListingsPage> {
  const response = await http.authJson<AdminListingsPage>({
    url: '/admin/listings',
    params: { ...filters, page },
    signal,
  });
  return response.data;
}

export interface ListingDecision {
  listing: AdminListing;
  message: string;
}

/** Hides a listing from the site (hidden_reason 'moderator'); the owner is emailed `reason`. */
export async function hideListing(kind: ListingAction['kind'], id: number, reason: string): Promise<ListingDecision> {
  const data: ListingAction = { kind, id, reason };
  const response = await http.authJson<ApiAnswer<'/api/admin/listings/hide', 'post'>>({
    method: 'POST',
    url: '/admin/listings/hide',
    data,
  });
  return { listing: response.data, message: response.message };
}

/** Puts a hidden listing back as it was before it was hidden; its open reports are closed; the owner is emailed `reason`. */
export async function restoreListing(
  kind: ListingAction['kind'],
  id: number,
  reason: string,
): Promise<ListingDecision> {
  const data: ApiBody<'/api/admin/listings/restore'> = { kind, id, reason };
  const response = await http.authJson<ApiAnswer<'/api/admin/listings/restore', 'post'>>({
    method: 'POST',
    url: '/admin/listings/restore',
    data,
  });
  return { listing: response.data, message: response.message };
}
