import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

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
