import { Type } from 'typebox';
import { PaginationSchema, Paging } from '../listings/schemas.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { PaymentSchema } from '../payments/schemas.js';

// The shapes of the plans endpoints (see the shared design of plans and payments): the account pages are built on them.
const Amounts = Type.Object({ syp: Type.Integer(), usd: Type.Integer() });
const Billing = Type.Enum(['monthly', 'annual', 'trial']);
const Method = Type.Enum(['bank_transfer', 'cash_office', 'mobile_wallet', 'hosted_checkout']);

export const PlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  tier: Type.Enum(['basic', 'premium', 'diamond', 'partner']),
  name_en: Type.String(),
  name_ar: Type.String(),
  /** null: no limit. */
  listing_quota: Nullable(Type.Integer()),
  monthly: Amounts,
  annual: Amounts,
  featured_credits: Type.Integer(),
  profile_badge: Type.Boolean(),
  /** The length of its free trial now (the launch offer's when it is on). */
  trial_days: Type.Integer(),
  is_free: Type.Boolean(),
});

export const ListingOptionSchema = Type.Object({
  code: Type.Enum(['premium_listing', 'featured_listing']),
  name_en: Type.String(),
  name_ar: Type.String(),
  days: Type.Integer(),
  price: Amounts,
});

export const CurrentPlanSchema = Type.Object({
  plan_id: Type.Integer(),
  code: Type.String(),
  name_en: Type.String(),
  name_ar: Type.String(),
  listing_quota: Nullable(Type.Integer()),
  active_listings: Type.Integer(),
  quota_paused_listings: Type.Integer(),
  /** null: the free Basic plan, held without a subscription. */
  subscription_id: Nullable(Type.Integer()),
  billing: Nullable(Billing),
  expires_at: Nullable(DateTime),
});

export const PlansPage = envelope(
  Type.Object({
    audience: Type.Enum(['Agent', 'Corporate', 'Individual']),
    /** false for Individuals (they see the agents' plans and become an agent from their profile first). */
    can_subscribe: Type.Boolean(),
    plans: Type.Array(PlanSchema),
    options: Type.Array(ListingOptionSchema),
    /** null for Individuals. */
    current: Nullable(CurrentPlanSchema),
    trial_available: Type.Boolean(),
    /** The member's newest payment still pending or awaiting confirmation. */
    pending_payment: Nullable(PaymentSchema),
  }),
);

export const SubscriptionDetail = envelope(
  Type.Object({ current: Nullable(CurrentPlanSchema), pending_payment: Nullable(PaymentSchema) }),
);

/**
 * A subscription record (docs/product/data.md), a payment for a plan that started none (open or rejected), or a per-ad option
 * bought (Premium or Featured Listing, `duration` 'days' for its `days`).
 */
export const RecordSchema = Type.Object({
  /** The subscription's id; for a payment that is not a subscription, minus the payment's id. */
  id: Type.Integer(),
  plan_name_en: Type.String(),
  plan_name_ar: Type.String(),
  /** For a per-ad option, the listing it was bought for (null for plans, or once the listing is deleted). */
  listing_name: Nullable(Type.String()),
  listing_name_ar: Nullable(Type.String()),
  duration: Type.Union([Billing, Type.Literal('days')]),
  /** How many days a per-ad option lasts; null for plans. */
  days: Nullable(Type.Integer()),
  payment_method: Nullable(Method),
  starts_at: Nullable(DateTime),
  expires_at: Nullable(DateTime),
  subscribed_at: DateTime,
  /** 'free': a trial or a plan given without payment; a failed card payment shows as rejected. */
  payment_status: Type.Enum(['pending', 'awaiting_confirmation', 'confirmed', 'rejected', 'cancelled', 'free']),
  /** docs/product/states.md: 'Expired' when it ends before now, else 'Active'; null when nothing started (an open, refused or cancelled payment, an option). */
  plan_status: Nullable(Type.Enum(['Active', 'Expired'])),
  payment_id: Nullable(Type.Integer()),
});

export const HistoryQuery = Type.Object({ ...Paging });
export const HistoryPage = envelope(Type.Object({ data: Type.Array(RecordSchema), pagination: PaginationSchema }));

export const TrialBody = Type.Object({ plan_id: Id });
export const TrialAnswer = envelope(Type.Object({ subscription: RecordSchema }));

// ---------- admin ----------

const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Price = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Days = Type.Integer({ minimum: 0, maximum: 3660 });
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const AdminPlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  audience: Type.Enum(['Agent', 'Corporate', 'any']),
  tier: Type.Enum(['basic', 'premium', 'diamond', 'partner']),
  name_en: Type.String(),
  name_ar: Type.String(),
  listing_quota: Nullable(Type.Integer()),
  monthly_syp: Type.Integer(),
  monthly_usd: Type.Integer(),
  annual_syp: Type.Integer(),
  annual_usd: Type.Integer(),
  featured_credits: Type.Integer(),
  profile_badge: Type.Boolean(),
  trial_days: Type.Integer(),
  launch_trial_days: Type.Integer(),
  public: Type.Boolean(),
  sort_order: Type.Integer(),
  updated_at: DateTime,
});

export const AdminPlans = envelope(Type.Object({ plans: Type.Array(AdminPlanSchema) }));
export const AdminPlanAnswer = envelope(Type.Object({ plan: AdminPlanSchema }));

/** The plan to change and the fields to change (those not sent stay as they are). */
export const PlanUpdateBody = Type.Object(
  {
    id: Id,
    name_en: Type.Optional(Name),
    name_ar: Type.Optional(Name),
    /** null: no limit. */
    listing_quota: Type.Optional(Nullable(Count)),
    monthly_syp: Type.Optional(Price),
    monthly_usd: Type.Optional(Price),
    annual_syp: Type.Optional(Price),
    annual_usd: Type.Optional(Price),
    featured_credits: Type.Optional(Count),
    profile_badge: Type.Optional(Type.Boolean()),
    trial_days: Type.Optional(Days),
    launch_trial_days: Type.Optional(Days),
    public: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const AdminOptionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.Enum(['premium_listing', 'featured_listing']),
  name_en: Type.String(),
  name_ar: Type.String(),
  price_syp: Type.Integer(),
  price_usd: Type.Integer(),
  days: Type.Integer(),
  updated_at: DateTime,
});

export const AdminOptions = envelope(Type.Object({ options: Type.Array(AdminOptionSchema) }));
export const AdminOptionAnswer = envelope(Type.Object({ option: AdminOptionSchema }));

export const OptionUpdateBody = Type.Object(
  {
    code: Type.Enum(['premium_listing', 'featured_listing']),
    name_en: Type.Optional(Name),
    name_ar: Type.Optional(Name),
    price_syp: Type.Optional(Price),
    price_usd: Type.Optional(Price),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3660 })),
  },
  { additionalProperties: false },
);

export const RunAnswer = envelope(
  Type.Object({ ran: Type.Boolean(), expired: Type.Integer(), reminded: Type.Integer() }),
);
