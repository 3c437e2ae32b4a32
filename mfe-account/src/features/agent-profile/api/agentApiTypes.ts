import type { ApiAnswer } from '@souq/shared';
import type { ContactChannel } from '@souq/shared/listing-ui';

// The answers of the agent profile, review and report endpoints (issue #16), as the API's contract for them
// describes them. Declared here until those routes are in the generated OpenAPI contract; then these become
// aliases of `ApiAnswer<'/api/…'>` like the other pages' types.

export type AgentType = 'Agent' | 'Corporate';
export type ReviewSort = 'newest' | 'highest' | 'lowest';
export type ReportReason = 'spam' | 'offensive' | 'fake' | 'conflict_of_interest' | 'other';

export const RATING_CATEGORIES = ['overall_experience', 'transparency', 'professionalism', 'responsiveness'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export type Ratings = Record<RatingCategory, number>;

export interface RatingBrief {
  average: number;
  count: number;
}

export interface RatingSummary {
  count: number;
  /** One decimal; 0 when there are no reviews. */
  average: number;
  categories: Ratings;
  /** Reviews by their rounded average, for the bars. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface ContactRecord {
  channel: ContactChannel;
  at: string;
}

export interface Review {
  id: number;
  agent_id: number;
  reviewer: { id: number; name: string; image: string | null };
  ratings: Ratings;
  average: number;
  text: string | null;
  contact: ContactRecord | null;
  reply: { text: string; at: string } | null;
  created_at: string;
  updated_at: string;
  is_mine: boolean;
  reported_by_me: boolean;
  hidden: boolean;
}

export interface ReviewPermission {
  allowed: boolean;
  reason: null | 'self' | 'no_contact';
  contact: ContactRecord | null;
}

export interface AgentCompany {
  id: number;
  name: string;
  logo: string | null;
  registration_number: string | null;
  address: string | null;
  website: string | null;
  owner_id: number;
}

export interface AgentProfile {
  id: number;
  user_type: AgentType;
  name: string;
  surname: string | null;
  image: string | null;
  about_me: string | null;
  member_since: string;
  channels: Record<ContactChannel, boolean>;
  company: AgentCompany | null;
  companies: { company_id: number; owner_id: number; name: string; logo: string | null }[];
  agents: { id: number; name: string; surname: string | null; image: string | null; rating: RatingBrief }[];
  listing_counts: { property: number; auto: number };
  rating: RatingSummary;
  review_permission: ReviewPermission;
  my_review: Review | null;
  reported_by_me: boolean;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ReviewPage {
  items: Review[];
  pagination: Pagination;
  summary: RatingSummary;
}

export interface ContactLink {
  agent_id: number;
  channel: ContactChannel;
  /** null when the agent has no number for that channel. */
  link: string | null;
}

/** The agent's listings come as the search's cards. */
export type PropertyCard = ApiAnswer<'/api/property/get-property-list'>['items'][number];
export type AutoCard = ApiAnswer<'/api/auto/get-auto-list'>['items'][number];
export interface CardPage<T> {
  items: T[];
  pagination: Pagination;
}
