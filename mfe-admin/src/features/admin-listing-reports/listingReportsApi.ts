import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';
import type { ListingRef } from '../../lib/queueTypes';

// The admin's reported listings as the API's OpenAPI document declares them (GET /admin/listing-reports,
// POST /admin/listing-reports/decide).

type ReportedListingsPage = ApiAnswer<'/api/admin/listing-reports'>;
/** A listing with undecided reports: the listing, its reports and how many there are. */
export type ReportedListing = ReportedListingsPage['data'][number];

export type ListingReportDecision = ApiBody<'/api/admin/listing-reports/decide'>['decision'];

export async function fetchReportedListings(page: number, signal: AbortSignal): Promise<ReportedListingsPage> {
  const params = { page } satisfies ApiQuery<'/api/admin/listing-reports'>;
  const response = await http.authJson<ReportedListingsPage>({ url: '/admin/listing-reports', params, signal });
  return response.data;
}

/**
 * Decides every undecided report of a listing: hide it (the owner is emailed `reason`), restore it to where it was
 * (emailed too) or dismiss the reports (`reason` optional, for the audit log). Resolves with the API's message.
 */
export async function decideListingReports(
  listing: Pick<ListingRef, 'kind' | 'id'>,
  decision: ListingReportDecision,
  reason: string,
): Promise<string> {
  const data: ApiBody<'/api/admin/listing-reports/decide'> = { kind: listing.kind, id: listing.id, decision, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/listing-reports/decide', data });
  return response.message;
}
