import type { ApiAnswer, ApiBody, ApiQuery } from '@souq/shared';

// The agent profile, listing tab and review endpoints' answers as the API's OpenAPI document declares them
// (shared/src/api-contract, `pnpm contract`).

export type AgentProfile = ApiAnswer<'/api/agent-profile'>;
export type ContactLink = ApiAnswer<'/api/agent-contact', 'post'>;
export type ReviewPage = ApiAnswer<'/api/agent-review-listing'>;
export type Review = ReviewPage['items'][number];
export type RatingSummary = ReviewPage['summary'];
export type Ratings = Review['ratings'];
export type ReviewPermission = AgentProfile['review_permission'];
/** Whose profile it is: the texts that name it say "the agent" or "the company" (i18next's context, `_Corporate`). */
export type ProfileType = AgentProfile['user_type'];
export type ReviewSort = NonNullable<NonNullable<ApiQuery<'/api/agent-review-listing'>>['sort']>;
export type ReportReason = ApiBody<'/api/report-review'>['reason'];

type PropertyPage = ApiAnswer<'/api/get-user-profile-property-listings'>;
type AutoPage = ApiAnswer<'/api/get-user-profile-auto-listings'>;
/** The agent's listings come as the search's cards. */
export type PropertyCard = PropertyPage['items'][number];
export type AutoCard = AutoPage['items'][number];
export type CardPage<T> = { items: T[]; pagination: PropertyPage['pagination'] };

export const RATING_CATEGORIES = [
  'overall_experience',
  'transparency',
  'professionalism',
  'responsiveness',
] as const satisfies readonly (keyof Ratings)[];
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
