import { http } from '@souq/shared';

// A member's report on a listing (POST /api/listing-reports, /api/listing-reports/withdraw; the detail's
// `my_report` says whether they reported it already). Shapes from the moderation contract.

export const REPORT_REASONS = ['fake', 'sold', 'wrong_price', 'wrong_place', 'offensive', 'duplicate', 'other'] as const;
export type ListingReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 1000;

/** The signed-in member's own report on a listing, as the detail answer's `my_report` gives it. */
export interface MyListingReport {
  reason: string;
  created_at: string;
}

export type ReportedKind = 'property' | 'auto';

export async function sendListingReport(kind: ReportedKind, id: string, reason: ListingReportReason, text: string | null): Promise<MyListingReport> {
  const response = await http.authJson<MyListingReport>({
    method: 'POST',
    url: '/listing-reports',
    data: { kind, id: Number(id), reason, ...(text ? { text } : {}) },
  });
  return response.data;
}

export async function withdrawListingReport(kind: ReportedKind, id: string): Promise<void> {
  await http.authJson<null>({ method: 'POST', url: '/listing-reports/withdraw', data: { kind, id: Number(id) } });
}
