import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// A member's report on a listing (POST /api/listing-reports, /api/listing-reports/withdraw; the detail's
// `my_report` says whether they reported it already), as the API's OpenAPI document declares them.

type ReportBody = ApiBody<'/api/listing-reports'>;
export const REPORT_REASONS = [
  'fake',
  'sold',
  'wrong_price',
  'wrong_place',
  'offensive',
  'duplicate',
  'other',
] as const satisfies readonly ReportBody['reason'][];
export type ListingReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 1000;

/** The signed-in member's own report on a listing, as the detail answer's `my_report` gives it. */
export type MyListingReport = ApiAnswer<'/api/listing-reports', 'post'>;

export type ReportedKind = ReportBody['kind'];

export async function sendListingReport(
  kind: ReportedKind,
  id: string,
  reason: ListingReportReason,
  text: string | null,
): Promise<MyListingReport> {
  const data: ReportBody = { kind, id: Number(id), reason, ...(text ? { text } : {}) };
  const response = await http.authJson<MyListingReport>({ method: 'POST', url: '/listing-reports', data });
  return response.data;
}

export async function withdrawListingReport(kind: ReportedKind, id: string): Promise<void> {
  const data: ApiBody<'/api/listing-reports/withdraw'> = { kind, id: Number(id) };
  await http.authJson({ method: 'POST', url: '/listing-reports/withdraw', data });
}
