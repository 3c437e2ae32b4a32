import { http } from '@souq/shared';
import type { ListingRef, QueuePage, QueueReport } from '../admin/queueTypes';

// The admin's reported listings as the moderation design declares them (GET /admin/listing-reports,
// POST /admin/listing-reports/decide); the integrator may take the types from the contract once it has the routes.

/** A listing with undecided reports: the listing, its reports and how many there are. */
export interface ReportedListing {
  listing: ListingRef;
  reports: QueueReport[];
  reports_count: number;
}

export type ListingReportDecision = 'hide' | 'restore' | 'dismiss';

export async function fetchReportedListings(page: number, signal: AbortSignal): Promise<QueuePage<ReportedListing>> {
  const response = await http.authJson<QueuePage<ReportedListing>>({ url: '/admin/listing-reports', params: { page }, signal });
  return response.data;
}

/**
 * Decides every undecided report of a listing: hide it (the owner is emailed `reason`), restore it to where it was
 * (emailed too) or dismiss the reports (`reason` optional, for the audit log). Resolves with the API's message.
 */
export async function decideListingReports(listing: Pick<ListingRef, 'kind' | 'id'>, decision: ListingReportDecision, reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/listing-reports/decide', data: { kind: listing.kind, id: listing.id, decision, reason } });
  return response.message;
}
