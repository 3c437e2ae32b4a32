import { getRuntimeConfig, http, sessionStore, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

// The admin's payments endpoints as the API's OpenAPI document declares them (shared/src/api-contract).
type QueuePage = ApiAnswer<'/api/admin/payments'>;
/** A payment of the admin's queue: the payment and the member who made it. */
export type QueuedPayment = QueuePage['data'][number];

export async function fetchAwaitingPayments(page: number, signal: AbortSignal): Promise<QueuePage> {
  const params = { status: 'awaiting_confirmation', page } satisfies ApiQuery<'/api/admin/payments'>;
  const response = await http.authJson<QueuePage>({ url: '/admin/payments', params, signal });
  return response.data;
}

/** The money arrived: the API starts or extends what was bought and emails the member; resolves with its message. */
export async function confirmPayment(id: number): Promise<string> {
  const data: ApiBody<'/api/admin/payments/confirm'> = { id };
  const response = await http.authJson({ method: 'POST', url: '/admin/payments/confirm', data });
  return response.message;
}

/** It did not: the member is emailed `reason`; resolves with the API's message. */
export async function rejectPayment(id: number, reason: string): Promise<string> {
  const data: ApiBody<'/api/admin/payments/reject'> = { id, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/payments/reject', data });
  return response.message;
}

/** A receipt the browser may show itself; anything else is handed over as a download. */
const SHOWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

export class ReceiptRefused extends Error {
  constructor(readonly status: number) {
    super(`The receipt was refused (${status}).`);
  }
}

/**
 * The member's uploaded proof of payment (GET /payment-receipt, private: it needs the Bearer token, so a plain link
 * cannot open it). The shared client speaks JSON only, so this asks with fetch, sending what the client would.
 */
export async function fetchReceipt(id: number): Promise<Blob> {
  const { apiBase, tenant } = getRuntimeConfig();
  const { token, language } = sessionStore.getState();
  const response = await fetch(`${apiBase}/payment-receipt?id=${encodeURIComponent(String(id))}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-Tenant': tenant, 'Accept-Language': language },
  });
  if (!response.ok) throw new ReceiptRefused(response.status);
  const blob = await response.blob();
  const type = (blob.type.split(';')[0] ?? '').trim().toLowerCase();
  // A blob: URL runs in the site's origin: a file that is not an image or a PDF (the API accepts no other, by content)
  // must never be rendered there, so it becomes a download.
  return SHOWABLE.has(type) ? blob : new Blob([blob], { type: 'application/octet-stream' });
}
