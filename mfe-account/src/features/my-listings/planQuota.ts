import { http, type ApiAnswer } from '@souq/shared';

type SubscriptionDetail = ApiAnswer<'/api/subscription-detail'>;
/** The member's plan and how much of its quota is used, as GET /subscription-detail gives it (the API's contract). */
export type CurrentPlan = NonNullable<SubscriptionDetail['current']>;

/** null for a member no plan applies to (an Individual). */
export async function fetchCurrentPlan(signal: AbortSignal): Promise<CurrentPlan | null> {
  const response = await http.authJson<SubscriptionDetail>({ url: '/subscription-detail', signal });
  return response.data.current;
}

/** The checkout of a listing option (Featured, Premium) for one of the member's listings. */
export function promotePath(
  option: 'featured_listing' | 'premium_listing',
  kind: 'property' | 'auto',
  id: number,
): string {
  return `/subscription-plans/checkout?${new URLSearchParams({ option, kind, id: String(id) }).toString()}`;
}
