import type { ApiAnswer } from '@souq/shared';
import type { CurrentPlan } from './planQuota';

/** An Agent on the free Basic plan, as GET /subscription-detail gives it: 7 of 10 active listings used. */
export function basicPlan(overrides: Partial<CurrentPlan> = {}): CurrentPlan {
  return {
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
    ...overrides,
  };
}

/** GET /subscription-detail's answer: the member's plan (null for an Individual), no payment in progress. */
export function subscriptionDetail(current: CurrentPlan | null): ApiAnswer<'/api/subscription-detail'> {
  return { current, pending_payment: null };
}
