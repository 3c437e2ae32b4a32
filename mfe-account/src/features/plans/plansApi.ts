import { http } from '@souq/shared';
import type { Payment, PaymentDetail, PaymentOrder, PlansOverview, StoredPayment } from './planTypes';

/** GET /subscription-plans: the plans of the member's type, the per-ad options, their current plan and open payment. */
export async function getPlans(signal?: AbortSignal): Promise<PlansOverview> {
  return (await http.authJson<PlansOverview>({ url: '/subscription-plans', signal })).data;
}

/** POST /start-trial; resolves with the server's message. */
export async function startTrial(planId: number): Promise<string> {
  return (await http.authJson({ method: 'POST', url: '/start-trial', data: { plan_id: planId } })).message;
}

/**
 * POST /store-payment: the server prices the order and says what comes next: instructions, the provider's page, or
 * nothing (a credit covered it all).
 */
export async function storePayment(order: PaymentOrder): Promise<StoredPayment> {
  return (await http.authJson<StoredPayment>({ method: 'POST', url: '/store-payment', data: order })).data;
}

/** POST /confirm-payment (multipart): the member's reference and receipt for a manual payment. */
export async function confirmPayment(paymentId: number, reference: string, receipt: File | null): Promise<Payment> {
  const data = new FormData();
  data.append('payment_id', String(paymentId));
  data.append('reference', reference);
  if (receipt) data.append('receipt', receipt);
  return (await http.authMultipart<Payment>({ url: '/confirm-payment', data })).data;
}

/** POST /cancel-payment: takes back a manual payment whose proof was not sent yet. */
export async function cancelPayment(id: number): Promise<Payment> {
  return (await http.authJson<Payment>({ method: 'POST', url: '/cancel-payment', data: { id } })).data;
}

/** GET /payment-detail?id= (the owner's or an admin's). */
export async function getPayment(id: string, signal?: AbortSignal): Promise<PaymentDetail> {
  return (await http.authJson<PaymentDetail>({ url: '/payment-detail', params: { id }, signal })).data;
}
