import type { ApiAnswer, ApiBody } from '@souq/shared';

// The plans and payments endpoints' answers and requests as the API's OpenAPI document declares them
// (shared/src/api-contract, `pnpm contract`): GET /subscription-plans, POST /store-payment, GET /payment-detail.

export type PlansOverview = ApiAnswer<'/api/subscription-plans'>;
export type Plan = PlansOverview['plans'][number];
export type ListingOption = PlansOverview['options'][number];
/** The plan in force and its quota used (null in the overview for an Individual). */
export type CurrentPlan = NonNullable<PlansOverview['current']>;
/** Whole amounts; SYP in new pounds. */
export type Money = Plan['monthly'];

/** What POST /store-payment answers: the payment as the server priced it, and what the member does next. */
export type StoredPayment = ApiAnswer<'/api/store-payment', 'post'>;
export type Payment = StoredPayment['payment'];
/** GET /payment-detail: the payment with what its receipt prints (number, member). */
export type PaymentDetail = ApiAnswer<'/api/payment-detail'>;
/** What POST /store-payment is asked to price; never an amount (the server prices it). */
export type PaymentOrder = ApiBody<'/api/store-payment'>;

export type PaymentMethod = Payment['method'];
export type Currency = Payment['currency'];
export type Billing = NonNullable<Payment['billing']>;
export type ListingKind = NonNullable<Payment['listing_kind']>;
export type OptionCode = ListingOption['code'];

export const METHODS = [
  'bank_transfer',
  'cash_office',
  'mobile_wallet',
  'hosted_checkout',
] as const satisfies readonly PaymentMethod[];
export const CURRENCIES = ['SYP', 'USD'] as const satisfies readonly Currency[];

/** A payment still waiting for the member or for an administrator. */
export const isOpen = (status: Payment['status']) => status === 'pending' || status === 'awaiting_confirmation';

/** Paid in full by a credit (an upgrade's unused days, or a Featured Listing the plan includes): nothing was due. */
export const isCovered = (payment: Pick<Payment, 'amount' | 'credit'>) => payment.amount === 0 && payment.credit > 0;
