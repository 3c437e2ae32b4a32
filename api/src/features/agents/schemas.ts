import { Type, type Static } from 'typebox';
import { AutoCard } from '../auto/schemas.js';
import { cardPageResponse, CurrencySchema, PaginationSchema, Paging } from '../listings/schemas.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { perKind } from '../listing-kinds/registry.js';
import { PropertyCard } from '../property/schemas.js';
import { RATING_CATEGORIES } from './ratings.js';

// Request and response shapes of the agent profile, review and report endpoints (issue #16's contract,
// /agent-details/{id} on the site). "Agent" means an Agent or a Corporate user.

export const REVIEW_TEXT_MAX = 2000;
export const REPORT_TEXT_MAX = 1000;
export const REPORT_REASONS = ['spam', 'offensive', 'fake', 'conflict_of_interest', 'other'] as const;
const CHANNELS = ['call', 'email', 'whatsapp'] as const;

const ChannelSchema = Type.Enum([...CHANNELS]);
/** One to five whole stars: 0, 6 and 2.5 are refused with the field's name. */
const Rating = Type.Number({ minimum: 1, maximum: 5, multipleOf: 1 });
const Average = Type.Number({ minimum: 0, maximum: 5 });

export const RatingBriefSchema = Type.Object({ average: Average, count: Type.Integer() });
export const RatingSummarySchema = Type.Object({
  count: Type.Integer(),
  /** One decimal; 0 without reviews. Hidden reviews are not counted. */
  average: Average,
  categories: Type.Object(
    Object.fromEntries(RATING_CATEGORIES.map((c) => [c, Average])) as Record<
      (typeof RATING_CATEGORIES)[number],
      typeof Average
    >,
  ),
  /** Reviews by their own average rounded to whole stars, for the bars. */
  distribution: Type.Object({
    1: Type.Integer(),
    2: Type.Integer(),
    3: Type.Integer(),
    4: Type.Integer(),
    5: Type.Integer(),
  }),
});

/** The contact a review relies on ("Contacted via WhatsApp, March 2026"). */
const ContactSchema = Type.Object({ channel: ChannelSchema, at: DateTime });

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  agent_id: Type.Integer(),
  reviewer: Type.Object({ id: Type.Integer(), name: Type.String(), image: Nullable(Type.String()) }),
  ratings: Type.Object(
    Object.fromEntries(RATING_CATEGORIES.map((c) => [c, Type.Integer({ minimum: 1, maximum: 5 })])) as Record<
      (typeof RATING_CATEGORIES)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
  /** The four ratings' average, one decimal. */
  average: Average,
  /** As typed (markup is text, never HTML). */
  text: Nullable(Type.String()),
  contact: Nullable(ContactSchema),
  reply: Nullable(Type.Object({ text: Type.String(), at: DateTime })),
  created_at: DateTime,
  updated_at: DateTime,
  is_mine: Type.Boolean(),
  reported_by_me: Type.Boolean(),
  /** Taken out of view pending moderation; only its author still sees it. */
  hidden: Type.Boolean(),
});
export type ReviewView = Static<typeof ReviewSchema>;

// ---------- profile ----------

export const ProfileQuery = Type.Object({ id: Id });

const ProfileSchema = Type.Object({
  id: Type.Integer(),
  user_type: Type.Enum(['Agent', 'Corporate']),
  name: Type.String(),
  surname: Nullable(Type.String()),
  image: Nullable(Type.String()),
  about_me: Nullable(Type.String()),
  member_since: DateTime,
  /** An admin checked their licence or registration (the Verified badge). */
  verified: Type.Boolean(),
  /** Which contact buttons exist; the numbers themselves come from POST /agent-contact. */
  channels: Type.Object({ call: Type.Boolean(), email: Type.Boolean(), whatsapp: Type.Boolean() }),
  /** A Corporate's own company. */
  company: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      logo: Nullable(Type.String()),
      registration_number: Nullable(Type.String()),
      address: Nullable(Type.String()),
      website: Nullable(Type.String()),
      owner_id: Type.Integer(),
    }),
  ),
  /** An Agent's companies (accepted associations only). */
  companies: Type.Array(
    Type.Object({
      company_id: Type.Integer(),
      owner_id: Type.Integer(),
      name: Type.String(),
      logo: Nullable(Type.String()),
    }),
  ),
  /** A Corporate's agents (accepted associations only). */
  agents: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      surname: Nullable(Type.String()),
      image: Nullable(Type.String()),
      rating: RatingBriefSchema,
      verified: Type.Boolean(),
    }),
  ),
  /** The badge of a paid plan that includes one (Premium, Diamond), while it is live. */
  plan_badge: Nullable(
    Type.Object({ tier: Type.Enum(['premium', 'diamond']), name_en: Type.String(), name_ar: Type.String() }),
  ),
  /** Active listings. */
  /** Their active listings of each kind. */
  listing_counts: Type.Object(perKind(() => Type.Integer())),
  rating: RatingSummarySchema,
  review_permission: Type.Object({
    allowed: Type.Boolean(),
    reason: Nullable(Type.Enum(['self', 'no_contact'])),
    /** The visitor's most recent contact with the agent, which a review would rely on. */
    contact: Nullable(ContactSchema),
  }),
  my_review: Nullable(ReviewSchema),
  /** Whether the visitor has reported this agent (Report or Withdraw). */
  reported_by_me: Type.Boolean(),
});
export const ProfileResponse = envelope(ProfileSchema);

export const AgentContactBody = Type.Object({ agent_id: Id, channel: ChannelSchema });
export const AgentContactResponse = envelope(
  Type.Object({
    agent_id: Type.Integer(),
    channel: ChannelSchema,
    /** tel:, mailto: or https://wa.me/…; null when the agent left no number for that channel. */
    link: Nullable(Type.String()),
  }),
);

export const ProfileListingsQuery = Type.Object({ user_id: Id, ...Paging, currency: Type.Optional(CurrencySchema) });
// Each card says whether the visitor saved it.
export const ProfilePropertiesResponse = cardPageResponse(PropertyCard, { is_favourite: Type.Boolean() });
export const ProfileAutosResponse = cardPageResponse(AutoCard, { is_favourite: Type.Boolean() });

// ---------- reviews ----------

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export const ReviewListQuery = Type.Object({
  agent_id: Id,
  ...Paging,
  sort: Type.Optional(Type.Enum([...REVIEW_SORTS])),
});
export const ReviewListResponse = envelope(
  Type.Object({ items: Type.Array(ReviewSchema), pagination: PaginationSchema, summary: RatingSummarySchema }),
);

export const ReviewBody = Type.Object({
  agent_id: Id,
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, Rating])) as Record<
    (typeof RATING_CATEGORIES)[number],
    typeof Rating
  >),
  /** Trimmed; empty is no text. */
  text: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_TEXT_MAX }))),
});
export const ReviewResponse = envelope(ReviewSchema);
export const ReviewIdParams = Type.Object({ id: Id });
export const ReplyParams = Type.Object({ review_id: Id });
export const ReplyBody = Type.Object({
  review_id: Id,
  text: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_MAX }),
});
export const NullResponse = envelope(Type.Null());

// ---------- reports ----------

const ReportFields = {
  reason: Type.Enum([...REPORT_REASONS]),
  /** Required when the reason is 'other'. */
  text: Type.Optional(Nullable(Type.String({ maxLength: REPORT_TEXT_MAX }))),
};
export const ReportReviewBody = Type.Object({ review_id: Id, ...ReportFields });
export const ReportAgentBody = Type.Object({ agent_id: Id, ...ReportFields });
export const ReviewRefBody = Type.Object({ review_id: Id });
export const AgentRefBody = Type.Object({ agent_id: Id });
export const ReviewReportResponse = envelope(
  Type.Object({ review_id: Type.Integer(), reported_by_me: Type.Boolean() }),
);
export const AgentReportResponse = envelope(Type.Object({ agent_id: Type.Integer(), reported_by_me: Type.Boolean() }));
