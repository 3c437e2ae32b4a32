import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserType } from '../../db/types.js';
import { ownerListings } from '../listings/quota.js';
import '../payments/payment-tables.js';
import { ensureCatalogue } from './catalogue.js';
import type { ListingOptionsTable } from './plan-tables.js';
import { planFits, planInForce, type Plan } from './plan-in-force.js';
import { paymentAnswer } from '../payments/payment-view.js';

// What the plans pages show: the catalogue for the member's type, the plan in force with its quota used, and the
// payment still open.
type Db = Kysely<Database> | Transaction<Database>;
export interface Member {
  tenantId: number;
  userId: number;
  userType: UserType;
}

/** Who the plans are shown for: agents and companies subscribe; anyone else sees the agents' plans. */
export function audienceOf(userType: UserType): 'Agent' | 'Corporate' | 'Individual' {
  return userType === 'Agent' || userType === 'Corporate' ? userType : 'Individual';
}

export const isFree = (plan: Plan) =>
  plan.monthly_syp === 0 && plan.monthly_usd === 0 && plan.annual_syp === 0 && plan.annual_usd === 0;

/** The trial a plan gives now: the launch offer's length while it is on. */
export const trialDays = (plan: Plan, launchOffer: boolean) => (launchOffer ? plan.launch_trial_days : plan.trial_days);

export function planView(plan: Plan, launchOffer: boolean) {
  return {
    id: plan.id,
    code: plan.code,
    tier: plan.tier,
    name_en: plan.name_en,
    name_ar: plan.name_ar,
    listing_quota: plan.listing_quota,
    monthly: { syp: plan.monthly_syp, usd: plan.monthly_usd },
    annual: { syp: plan.annual_syp, usd: plan.annual_usd },
    featured_credits: plan.featured_credits,
    profile_badge: plan.profile_badge,
    trial_days: trialDays(plan, launchOffer),
    is_free: isFree(plan),
  };
}

export function optionView(o: Selectable<ListingOptionsTable>) {
  return {
    code: o.code,
    name_en: o.name_en,
    name_ar: o.name_ar,
    days: o.days,
    price: { syp: o.price_syp, usd: o.price_usd },
  };
}

/** The public plans offered to an audience (Individuals: the agents'), in the catalogue's order. */
export async function offeredPlans(
  db: Db,
  tenantId: number,
  audience: 'Agent' | 'Corporate' | 'Individual',
): Promise<Plan[]> {
  await ensureCatalogue(db, tenantId);
  const plans = await db
    .selectFrom('plans')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('public', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return plans.filter((p) => planFits(p, audience === 'Individual' ? 'Agent' : audience));
}

export async function listingOptions(db: Db, tenantId: number) {
  await ensureCatalogue(db, tenantId);
  return db.selectFrom('listing_options').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

/** The plan in force for an agent or company, with how much of its quota is used; null for anyone else. */
export async function currentPlan(db: Db, member: Member, now: Date) {
  if (audienceOf(member.userType) === 'Individual') return null;
  const { plan, subscription } = await planInForce(db, member, now);
  if (!plan) return null;
  const owner = { tenantId: member.tenantId, userId: member.userId };
  const [active, quotaPaused] = await Promise.all([
    ownerListings(db, owner, 'active'),
    ownerListings(db, owner, 'paused', true),
  ]);
  return {
    plan_id: plan.id,
    code: plan.code,
    name_en: plan.name_en,
    name_ar: plan.name_ar,
    listing_quota: plan.listing_quota,
    active_listings: active.length,
    quota_paused_listings: quotaPaused.length,
    subscription_id: subscription?.id ?? null,
    billing: subscription?.billing ?? null,
    expires_at: subscription?.expires_at.toISOString() ?? null,
  };
}

/** The member's newest payment still pending or awaiting an admin's confirmation, as the pages show a payment. */
export async function pendingPayment(db: Db, member: Pick<Member, 'tenantId' | 'userId'>) {
  const row = await db
    .selectFrom('payments as pay')
    .selectAll('pay')
    .where('pay.tenant_id', '=', member.tenantId)
    .where('pay.user_id', '=', member.userId)
    .where('pay.status', 'in', ['pending', 'awaiting_confirmation'])
    .orderBy('pay.created_at', 'desc')
    .orderBy('pay.id', 'desc')
    .executeTakeFirst();
  return row ? paymentAnswer(db, row) : null;
}
