import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

// The owner's ownership documents and an agent's licence as the API's OpenAPI document declares them
// (POST /verification-requests multipart, GET /verification-requests/mine, POST /verification-requests/withdraw).

/** Whether the subject is verified, and the member's latest request for it. */
export type MyVerification = ApiAnswer<'/api/verification-requests/mine'>;
/** A request and its document (document_name is null when the upload had no name). */
export type VerificationView = ApiAnswer<'/api/verification-requests', 'post'>;
export type VerificationSubjectKind = VerificationView['subject_kind'];

export interface VerificationSubject {
  kind: VerificationSubjectKind;
  id: number;
}

/** The document types the API takes for a subject: a car's document is its registration (sent as 'other'). */
export function documentTypes(kind: VerificationSubjectKind): readonly string[] {
  if (kind === 'agent') return ['licence', 'registration', 'other'];
  if (kind === 'auto') return ['other'];
  return ['green_tabu', 'court_ruling', 'notarised_poa', 'other'];
}

export async function getMyVerification(subject: VerificationSubject, signal?: AbortSignal): Promise<MyVerification> {
  const params: ApiQuery<'/api/verification-requests/mine'> = { subject_kind: subject.kind, subject_id: subject.id };
  const response = await http.authJson<MyVerification>({ url: '/verification-requests/mine', params, signal });
  return response.data;
}

export async function sendVerificationRequest(
  subject: VerificationSubject,
  documentType: string,
  file: File,
): Promise<VerificationView> {
  const data = new FormData();
  data.append('subject_kind', subject.kind);
  data.append('subject_id', String(subject.id));
  data.append('document_type', documentType);
  data.append('file', file);
  return (await http.authMultipart<VerificationView>({ url: '/verification-requests', data })).data;
}

export async function withdrawVerificationRequest(id: number): Promise<void> {
  const data: ApiBody<'/api/verification-requests/withdraw'> = { id };
  await http.authJson({ method: 'POST', url: '/verification-requests/withdraw', data });
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
