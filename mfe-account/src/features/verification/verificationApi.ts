import { http } from '@souq/shared';

// The owner's ownership documents and an agent's licence (moderation design: POST /verification-requests
// multipart, GET /verification-requests/mine, POST /verification-requests/withdraw). Typed from the design until
// the API's contract carries these routes.

export type VerificationSubjectKind = 'property' | 'auto' | 'agent';

export interface VerificationSubject {
  kind: VerificationSubjectKind;
  id: number;
}

export type VerificationStatus = 'pending' | 'approved' | 'rejected' | 'lapsed' | 'withdrawn';

export interface VerificationView {
  id: number;
  subject_kind: VerificationSubjectKind;
  subject_id: number;
  document_type: string;
  document_name: string;
  status: VerificationStatus | string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  document_url: string;
}

export interface MyVerification {
  verified: boolean;
  request: VerificationView | null;
}

/** The document types the API takes for a subject: a car's document is its registration (sent as 'other'). */
export function documentTypes(kind: VerificationSubjectKind): readonly string[] {
  if (kind === 'agent') return ['licence', 'registration', 'other'];
  if (kind === 'auto') return ['other'];
  return ['green_tabu', 'court_ruling', 'notarised_poa', 'other'];
}

export async function getMyVerification(subject: VerificationSubject, signal?: AbortSignal): Promise<MyVerification> {
  const response = await http.authJson<MyVerification>({ url: '/verification-requests/mine', params: { subject_kind: subject.kind, subject_id: subject.id }, signal });
  return response.data;
}

export async function sendVerificationRequest(subject: VerificationSubject, documentType: string, file: File): Promise<VerificationView> {
  const data = new FormData();
  data.append('subject_kind', subject.kind);
  data.append('subject_id', String(subject.id));
  data.append('document_type', documentType);
  data.append('file', file);
  return (await http.authMultipart<VerificationView>({ url: '/verification-requests', data })).data;
}

export async function withdrawVerificationRequest(id: number): Promise<void> {
  await http.authJson<null>({ method: 'POST', url: '/verification-requests/withdraw', data: { id } });
}

/** What the API takes (it checks the content, not the name): a photo (JPG, PNG, WebP) or a PDF of at most 10 MB. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const DOCUMENT_EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/** Why a chosen file cannot be sent ('type' or 'size'), or null. The server checks the content again. */
export function documentProblem(file: File): 'type' | 'size' | null {
  const typeOk = file.type ? DOCUMENT_TYPES.includes(file.type) : DOCUMENT_EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}
