import { http } from '@souq/shared';
import type { ListingKind, ListingRef, QueuePage } from '../admin/queueTypes';

// The admin's listing endpoints (moderation design). Not yet in the API's OpenAPI document: the shapes are the design's
// (the queues' ListingRef), to be swapped for ApiAnswer<'/api/admin/listings…'> once the routes are in the contract.

/** A listing of the admin's search, with its reports still undecided. */
export interface AdminListing extends ListingRef {
  reports_open: number;
}

type AdminListingsPage = QueuePage<AdminListing>;

export const LISTING_FILTERS = ['kind', 'q', 'status', 'id', 'owner_id'] as const;
export const LISTING_STATUSES = ['active', 'paused', 'draft', 'expired', 'sold', 'rented', 'hidden'] as const;

export async function fetchAdminListings(filters: Record<string, string>, page: number, signal: AbortSignal): Promise<AdminListingsPage> {
  const response = await http.authJson<AdminListingsPage>({ url: '/admin/listings', params: { ...filters, page }, signal });
  return response.data;
}

export interface ListingDecision {
  listing: ListingRef;
  message: string;
}

/** Hides a listing from the site (hidden_reason 'moderator'); the owner is emailed `reason`. */
export async function hideListing(kind: ListingKind, id: number, reason: string): Promise<ListingDecision> {
  const response = await http.authJson<ListingRef>({ method: 'POST', url: '/admin/listings/hide', data: { kind, id, reason } });
  return { listing: response.data, message: response.message };
}

/** Puts a hidden listing back as it was before it was hidden; its open reports are closed; the owner is emailed `reason`. */
export async function restoreListing(kind: ListingKind, id: number, reason: string): Promise<ListingDecision> {
  const response = await http.authJson<ListingRef>({ method: 'POST', url: '/admin/listings/restore', data: { kind, id, reason } });
  return { listing: response.data, message: response.message };
}
