// The shapes the plans and payments API answers with (issue #17's design: GET /subscription-plans, POST /store-payment,
// GET /payment-detail). Written here until `pnpm contract` carries those routes; the field names are the API's.

export type Audience = 'Agent' | 'Corporate' | 'Individual';
export type Billing = 'monthly' | 'annual';
export type Currency = 'SYP' | 'USD';
export type PaymentMethod = 'bank_transfer' | 'cash_office' | 'mobile_wallet' | 'hosted_checkout';
export type PaymentStatus = 'pending' | 'awaiting_confirmation' | 'confirmed' | 'rejected' | 'failed';
export type OptionCode = 'premium_listing' | 'featured_listing';
export type ListingKind = 'property' | 'auto';

/** Whole amounts; SYP in new pounds. */
export interface Money {
  syp: number;
  usd: number;
}

export interface Plan {
  id: number;
  code: string;
  tier: 'basic' | 'premium' | 'diamond' | 'partner';
  name_en: string;
  name_ar: string;
  /** null: unlimited. */
  listing_quota: number | null;
  monthly: Money;
  annual: Money;
  featured_credits: number;
  profile_badge: boolean;
  /** The trial's length for this member (the launch offer included). */
  trial_days: number;
  is_free: boolean;
}

export interface ListingOption {
  code: OptionCode;
  name_en: string;
  name_ar: string;
  days: number;
  price: Money;
}

export interface CurrentPlan {
  plan_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  listing_quota: number | null;
  active_listings: number;
  quota_paused_listings: number;
  subscription_id: number | null;
  billing: Billing | 'trial' | null;
  expires_at: string | null;
}

export interface Payment {
  id: number;
  purpose: 'subscription' | OptionCode;
  plan_id: number | null;
  plan_name_en: string | null;
  plan_name_ar: string | null;
  billing: Billing | null;
  listing_kind: ListingKind | null;
  listing_id: number | null;
  currency: Currency;
  /** What is due, after any credit: the server's figure. */
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

export interface PlansOverview {
  audience: Audience;
  can_subscribe: boolean;
  plans: Plan[];
  options: ListingOption[];
  /** null for Individuals. */
  current: CurrentPlan | null;
  trial_available: boolean;
  pending_payment: Payment | null;
}

export type NextStep = { type: 'manual'; instructions_en: string; instructions_ar: string } | { type: 'redirect'; url: string };

export interface StoredPayment {
  payment: Payment;
  next: NextStep;
}

/** What POST /store-payment is asked to price; never an amount (the server prices it). */
export type PaymentOrder =
  | { purpose: 'subscription'; plan_id: number; billing: Billing; method: PaymentMethod; currency: Currency }
  | { purpose: OptionCode; kind: ListingKind; listing_id: number; method: PaymentMethod; currency: Currency };

export const METHODS: readonly PaymentMethod[] = ['bank_transfer', 'cash_office', 'mobile_wallet', 'hosted_checkout'];
export const CURRENCIES: readonly Currency[] = ['SYP', 'USD'];

/** A payment still waiting for the member or for an administrator. */
export const isOpen = (status: PaymentStatus) => status === 'pending' || status === 'awaiting_confirmation';
