import { http, type ApiAnswer, type ApiQuery } from '@souq/shared';

// The subscription records and payments of the plans API, as its OpenAPI document declares them
// (shared/src/api-contract, `pnpm contract`).

type HistoryPage = ApiAnswer<'/api/subscription-history'>;
/**
 * One line of GET /subscription-history: a subscription, or a payment for a plan that started none (open or
 * rejected: no start or end date, and an id of its own kind).
 */
export type SubscriptionRecord = HistoryPage['data'][number];
/** GET /payment-detail: the payment, who made it and its receipt number. */
export type PaymentDetail = ApiAnswer<'/api/payment-detail'>;

export const HISTORY_PER_PAGE = 10;

export async function fetchHistory(page: number, signal: AbortSignal): Promise<HistoryPage> {
  const params = { page, per_page: HISTORY_PER_PAGE } satisfies ApiQuery<'/api/subscription-history'>;
  const response = await http.authJson<HistoryPage>({ url: '/subscription-history', params, signal });
  return response.data;
}

export async function fetchPaymentDetail(id: string, signal: AbortSignal): Promise<PaymentDetail> {
  const response = await http.authJson<PaymentDetail>({ url: '/payment-detail', params: { id }, signal });
  return response.data;
}
