import { http } from '@souq/shared';
import type { ListingKind } from '../../../components/listing-summary/listingSummary';
import type { AutoCard, CardPage, PropertyCard } from '../../../lib/agentApiTypes';

export const PROFILE_LISTINGS_PER_PAGE = 12;

const URLS: Record<ListingKind, string> = {
  property: '/get-user-profile-property-listings',
  auto: '/get-user-profile-auto-listings',
};

export type AgentListingPage =
  { kind: 'property'; page: CardPage<PropertyCard> } | { kind: 'auto'; page: CardPage<AutoCard> };

/** One page of the agent's active listings of a kind, newest first(the cards carry both prices). */
export async function getAgentListings(
  kind: ListingKind,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<AgentListingPage> {
  const params = { user_id: userId, page, per_page: PROFILE_LISTINGS_PER_PAGE };
  if (kind === 'property')
    return { kind, page: (await http.authJson<CardPage<PropertyCard>>({ url: URLS.property, params, signal })).data };
  return { kind, page: (await http.authJson<CardPage<AutoCard>>({ url: URLS.auto, params, signal })).data };
}
