// Answers of the plans and payments API for the pages' tests, typed by its contract (planTypes).
import type { CurrentPlan, ListingOption, Payment, PaymentDetail, Plan, PlansOverview } from './planTypes';

export const agentBasic: Plan = {
  id: 1,
  code: 'agent_basic',
  tier: 'basic',
  name_en: 'Basic',
  name_ar: 'الأساسية',
  listing_quota: 10,
  monthly: { syp: 0, usd: 0 },
  annual: { syp: 0, usd: 0 },
  featured_credits: 0,
  profile_badge: false,
  trial_days: 30,
  is_free: true,
};

export const agentPremium: Plan = {
  id: 2,
  code: 'agent_premium',
  tier: 'premium',
  name_en: 'Premium',
  name_ar: 'المميزة',
  listing_quota: 30,
  monthly: { syp: 3_000, usd: 25 },
  annual: { syp: 30_000, usd: 250 },
  featured_credits: 2,
  profile_badge: true,
  trial_days: 30,
  is_free: false,
};

export const corporateDiamond: Plan = {
  id: 5,
  code: 'corporate_diamond',
  tier: 'diamond',
  name_en: 'Diamond',
  name_ar: 'الماسية',
  listing_quota: null,
  monthly: { syp: 18_000, usd: 150 },
  annual: { syp: 180_000, usd: 1_500 },
  featured_credits: 15,
  profile_badge: true,
  trial_days: 30,
  is_free: false,
};

export const listingOptions: ListingOption[] = [
  {
    code: 'premium_listing',
    name_en: 'Premium Listing',
    name_ar: 'إعلان ممتاز',
    days: 60,
    price: { syp: 600, usd: 5 },
  },
  {
    code: 'featured_listing',
    name_en: 'Featured Listing',
    name_ar: 'إعلان مميز',
    days: 7,
    price: { syp: 1_200, usd: 10 },
  },
];

export const onBasic: CurrentPlan = {
  plan_id: 1,
  code: 'agent_basic',
  name_en: 'Basic',
  name_ar: 'الأساسية',
  listing_quota: 10,
  active_listings: 7,
  quota_paused_listings: 0,
  subscription_id: null,
  billing: null,
  expires_at: null,
};

export function overview(overrides: Partial<PlansOverview> = {}): PlansOverview {
  return {
    audience: 'Agent',
    can_subscribe: true,
    plans: [agentBasic, agentPremium],
    options: listingOptions,
    current: onBasic,
    trial_available: true,
    pending_payment: null,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    purpose: 'subscription',
    plan_id: 2,
    plan_name_en: 'Premium',
    plan_name_ar: 'المميزة',
    billing: 'monthly',
    listing_kind: null,
    listing_id: null,
    listing_name: null,
    listing_name_ar: null,
    currency: 'USD',
    amount: 25,
    credit: 0,
    method: 'bank_transfer',
    status: 'pending',
    reference: null,
    has_receipt: false,
    reject_reason: null,
    created_at: '2026-11-21T09:30:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** GET /payment-detail's answer: the payment, its receipt number and the member. */
export function paymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  const { id = 41 } = overrides;
  return {
    ...payment({ id }),
    receipt_number: `SQ-${String(id).padStart(6, '0')}`,
    member: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy', company: null },
    ...overrides,
  };
}
