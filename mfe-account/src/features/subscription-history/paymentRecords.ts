import { formatNumber, http } from '@souq/shared';

// The subscription records and payments of the plans API (issue #17), as the account pages read them. Typed here
// until the API's contract (shared/src/api-contract) declares these endpoints.

export type Billing = 'monthly' | 'annual' | 'trial';
export type PaymentMethod = 'bank_transfer' | 'cash_office' | 'mobile_wallet' | 'hosted_checkout';
export type PaymentStatus = 'pending' | 'awaiting_confirmation' | 'confirmed' | 'rejected' | 'failed';
export type PaymentPurpose = 'subscription' | 'premium_listing' | 'featured_listing';
export type Currency = 'SYP' | 'USD';

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A page of records, as the plans and payments lists answer. */
export interface RecordPage<T> {
  data: T[];
  pagination: Pagination;
}

/** One line of GET /subscription-history: a subscription, or a payment that started none (open or rejected). */
export interface SubscriptionRecord {
  id: number;
  plan_name_en: string | null;
  plan_name_ar: string | null;
  duration: Billing | null;
  payment_method: PaymentMethod | null;
  starts_at: string | null;
  expires_at: string | null;
  subscribed_at: string | null;
  payment_status: PaymentStatus | 'free';
  /** Decided by the server's clock (SPEC §4: an end earlier than now is Expired). */
  plan_status: 'Active' | 'Expired';
  payment_id: number | null;
}

export interface Payment {
  id: number;
  purpose: PaymentPurpose;
  plan_id: number | null;
  plan_name_en: string | null;
  plan_name_ar: string | null;
  billing: Billing | null;
  listing_kind: 'property' | 'auto' | null;
  listing_id: number | null;
  currency: Currency;
  amount: number;
  credit: number;
  method: PaymentMethod;
  status: PaymentStatus;
  reference: string | null;
  has_receipt: boolean;
  reject_reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface PaymentMember {
  id?: number;
  name: string;
  email: string;
  company?: string | null;
}

/** GET /payment-detail: the payment, who made it and its receipt number. */
export interface PaymentDetail extends Payment {
  receipt_number?: string | null;
  member?: PaymentMember | null;
}

export const HISTORY_PER_PAGE = 10;

export async function fetchHistory(page: number, signal: AbortSignal): Promise<RecordPage<SubscriptionRecord>> {
  const response = await http.authJson<RecordPage<SubscriptionRecord>>({ url: '/subscription-history', params: { page, per_page: HISTORY_PER_PAGE }, signal });
  return response.data;
}

export async function fetchPaymentDetail(id: string, signal: AbortSignal): Promise<PaymentDetail> {
  const response = await http.authJson<PaymentDetail>({ url: '/payment-detail', params: { id }, signal });
  return response.data;
}

/** A name the API gives in both languages, in the page's one (the other when that one is missing). */
export function inLanguage(en: string | null | undefined, ar: string | null | undefined, lng: string): string {
  const first = lng === 'ar' ? ar : en;
  const second = lng === 'ar' ? en : ar;
  return (first?.trim() || second?.trim() || '').trim();
}

/** '1,200 new SYP' / '25 USD': SPEC §9 grouping, the currency in the page's words (`label` gives them). */
export function amountText(amount: number, currency: Currency, label: (currency: Currency) => string): string {
  return `${formatNumber(amount)} ${label(currency)}`;
}
