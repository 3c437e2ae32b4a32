import { http } from '@souq/shared';
import {
  toSummary,
  type ApiListingPage,
  type ListingKind,
  type ListingSummary,
} from '../components/listing-summary/listingSummary';

export const MY_LISTINGS_URL: Record<ListingKind, string> = {
  property: '/property/my-properties',
  auto: '/auto/my-autos',
};

/** Deletes one of the member's own listings (the API checks ownership); resolves with the server's message. */
export async function deleteListing(kind: ListingKind, id: number): Promise<string> {
  const response = await http.authJson<{ id: number }>({
    method: 'POST',
    url: kind === 'property' ? '/property-delete' : '/auto-delete',
    data: { id },
  });
  return response.message;
}

/** Moves one of the member's listings through its lifecycle (publish, pause, reactivate, sold, rented); the API decides. */
export async function changeListingStatus(kind: ListingKind, id: number, status: string): Promise<string> {
  const response = await http.authJson<{ status: string }>({
    method: 'POST',
    url: '/listing-status',
    data: { kind, id, status },
  });
  return response.message;
}

/**
 * One of the member's own listings by its id, as My listings shows it in `lng`, or null when it is not theirs (the
 * browser may be signed in as someone else).
 */
export async function ownListing(kind: ListingKind, id: number, lng: string): Promise<ListingSummary | null> {
  const response = await http.authJson<ApiListingPage>({ url: MY_LISTINGS_URL[kind], params: { id } });
  const card = response.data.items[0];
  return card ? toSummary(kind, card, lng) : null;
}
