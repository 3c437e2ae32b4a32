import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type PlanAudience = 'Agent' | 'Corporate' | 'any';
export type PlanTier = 'basic' | 'premium' | 'diamond' | 'partner';
export type Billing = 'monthly' | 'annual';
export type SubscriptionBilling = Billing | 'trial';
export type ListingOptionCode = 'premium_listing' | 'featured_listing';

/** A plan of the catalogue (0370): how many listings stay live, its prices (new SYP and USD, 0 = free), what it includes. */
export interface PlansTable {
  id: Generated<number>;
  tenant_id: number;
  code: string;
  audience: PlanAudience;
  tier: PlanTier;
  name_en: string;
  name_ar: string;
  /** null: no limit. */
  listing_quota: number | null;
  monthly_syp: number;
  monthly_usd: number;
  annual_syp: number;
  annual_usd: number;
  featured_credits: ColumnType<number, number | undefined, number>;
  profile_badge: ColumnType<boolean, boolean | undefined, boolean>;
  trial_days: ColumnType<number, number | undefined, number>;
  launch_trial_days: ColumnType<number, number | undefined, number>;
  public: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A per-ad option's price and how many days it lasts. */
export interface ListingOptionsTable {
  id: Generated<number>;
  tenant_id: number;
  code: ListingOptionCode;
  name_en: string;
  name_ar: string;
  price_syp: number;
  price_usd: number;
  days: number;
  updated_at: UpdatedAt;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  plan_id: number;
  billing: SubscriptionBilling;
  starts_at: Date;
  expires_at: Date;
  payment_id: number | null;
  ended_at: Date | null;
  reminded_7d_at: Date | null;
  reminded_1d_at: Date | null;
  expiry_handled_at: Date | null;
  created_at: CreatedAt;
}

declare module '../../db/types.js' {
  interface Database {
    plans: PlansTable;
    listing_options: ListingOptionsTable;
    subscriptions: SubscriptionsTable;
  }
}
