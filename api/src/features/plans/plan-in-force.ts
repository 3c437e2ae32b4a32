import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserType } from '../../db/types.js';
import { ensureCatalogue } from './catalogue.js';
import type { PlansTable, SubscriptionBilling } from './plan-tables.js';

// Which plan governs a member at a moment: what the listing core's quotas, the plans page and pricing all ask.
type Db = Kysely<Database> | Transaction<Database>;
export type Plan = Selectable<PlansTable>;

/** Whether a member of this type may hold the plan. */
export function planFits(plan: Pick<Plan, 'audience'>, userType: UserType): boolean {
  return plan.audience === 'any' || plan.audience === userType;
}

export interface LiveSubscription {
  id: number;
  plan: Plan;
  billing: SubscriptionBilling;
  starts_at: Date;
  expires_at: Date;
}

/** The member's subscription in force at `now` (the latest started when periods touch), or null: then Basic applies. */
export async function liveSubscription(
  db: Db,
  tenantId: number,
  userId: number,
  now: Date,
): Promise<LiveSubscription | null> {
  const row = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select(['s.id as subscription_id', 's.billing', 's.starts_at', 's.expires_at'])
    .selectAll('p')
    .where('s.tenant_id', '=', tenantId)
    .where('s.user_id', '=', userId)
    .where('s.starts_at', '<=', now)
    .where('s.expires_at', '>', now)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const { subscription_id, billing, starts_at, expires_at, ...plan } = row;
  return { id: subscription_id, plan: plan as Plan, billing, starts_at, expires_at };
}

/** The free Basic plan of the member's type (Agent or Corporate), which applies when no subscription is live. */
export async function basicPlan(db: Db, tenantId: number, userType: UserType): Promise<Plan | null> {
  if (userType !== 'Agent' && userType !== 'Corporate') return null;
  await ensureCatalogue(db, tenantId);
  return (
    (await db
      .selectFrom('plans')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('audience', '=', userType)
      .where('tier', '=', 'basic')
      .orderBy('sort_order')
      .executeTakeFirst()) ?? null
  );
}

/** The plan that governs the member now: the live subscription's, else Basic. */
export async function planInForce(
  db: Db,
  who: { tenantId: number; userId: number; userType: UserType },
  now: Date,
): Promise<{ plan: Plan | null; subscription: LiveSubscription | null }> {
  const subscription = await liveSubscription(db, who.tenantId, who.userId, now);
  return { plan: subscription?.plan ?? (await basicPlan(db, who.tenantId, who.userType)), subscription };
}
