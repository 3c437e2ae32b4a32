import { http } from '@souq/shared';

/** The member's plan and how much of its quota is used, as GET /subscription-detail gives it (issue #17). */
export interface CurrentPlan {
  plan_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  /** null: no limit. */
  listing_quota: number | null;
  active_listings: number;
  quota_paused_listings: number;
  subscription_id: number | null;
  billing: 'monthly' | 'annual' | 'trial' | null;
  expires_at: string | null;
}

/** null for a member no plan applies to (an Individual). */
export async function fetchCurrentPlan(signal: AbortSignal): Promise<CurrentPlan | null> {
  const response = await http.authJson<{ current: CurrentPlan | null }>({ url: '/subscription-detail', signal });
  return response.data.current;
}

/** The checkout of a listing option (Featured, Premium) for one of the member's listings. */
export function promotePath(option: 'featured_listing' | 'premium_listing', kind: 'property' | 'auto', id: number): string {
  return `/subscription-plans/checkout?${new URLSearchParams({ option, kind, id: String(id) }).toString()}`;
}
