import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

// The admin's verification requests as the API's OpenAPI document declares them (GET /admin/verification-requests,
// POST /admin/verification-requests/decide).

type VerificationsPage = ApiAnswer<'/api/admin/verification-requests'>;

/** A pending request and what it is about: the listing or the member, with a link and its owner. */
export type QueuedVerification = VerificationsPage['data'][number];

/**
 * A member's request to have a listing or themselves (agent, company) verified, with the document they uploaded
 * (document_name is null when the upload had no name).
 */
export type VerificationView = QueuedVerification['request'];

export async function fetchPendingVerifications(page: number, signal: AbortSignal): Promise<VerificationsPage> {
  const params = { status: 'pending', page } satisfies ApiQuery<'/api/admin/verification-requests'>;
  const response = await http.authJson<VerificationsPage>({ url: '/admin/verification-requests', params, signal });
  return response.data;
}

/** Approves (the Verified badge is given) or rejects (the member is emailed `reason`); resolves with the API's message. */
export async function decideVerification(
  id: number,
  decision: ApiBody<'/api/admin/verification-requests/decide'>['decision'],
  reason: string,
): Promise<string> {
  const data: ApiBody<'/api/admin/verification-requests/decide'> = { id, decision, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/verification-requests/decide', data });
  return response.message;
}

/** Where the document of a request is fetched from, with the admin's token (usePrivateFileViewer). */
export const VERIFICATION_DOCUMENT_PATH = '/verification-document';
