import { http } from '@souq/shared';
import type { QueuePage, QueuePerson } from '../admin/queueTypes';

// The admin's verification requests as the moderation design declares them (GET /admin/verification-requests,
// POST /admin/verification-requests/decide); the integrator may take the types from the contract once it has them.

/** A member's request to have a listing or themselves (agent, company) verified, with the document they uploaded. */
export interface VerificationView {
  id: number;
  subject_kind: 'property' | 'auto' | 'agent';
  subject_id: number;
  /** green_tabu | court_ruling | notarised_poa (a listing) · licence | registration (an agent) · other */
  document_type: string;
  document_name: string;
  status: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  document_url: string;
}

/** A pending request and what it is about: the listing or the member, with a link and its owner. */
export interface QueuedVerification {
  request: VerificationView;
  subject: { kind: VerificationView['subject_kind']; id: number; name: string; path: string; owner: QueuePerson };
}

export async function fetchPendingVerifications(page: number, signal: AbortSignal): Promise<QueuePage<QueuedVerification>> {
  const response = await http.authJson<QueuePage<QueuedVerification>>({ url: '/admin/verification-requests', params: { status: 'pending', page }, signal });
  return response.data;
}

/** Approves (the Verified badge is given) or rejects (the member is emailed `reason`); resolves with the API's message. */
export async function decideVerification(id: number, decision: 'approve' | 'reject', reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/verification-requests/decide', data: { id, decision, reason } });
  return response.message;
}

/** Where the document of a request is fetched from, with the admin's token (usePrivateFileViewer). */
export const VERIFICATION_DOCUMENT_PATH = '/verification-document';
