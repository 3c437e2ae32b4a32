import type { Kysely, Transaction } from 'kysely';
import type { Database, UserType } from '../../db/types.js';
import { reconcileQuota } from '../listings/quota-reconcile.js';
import { ensureCatalogue } from './catalogue.js';
import type { Billing, SubscriptionBilling } from './plan-tables.js';
import { liveSubscription, type Plan, planFits } from './plan-in-force.js';

type Db = Kysely<Database> | Transaction<Database>;
export type Currency = 'SYP' | 'USD';

const DAY_MS = 86_400_000;
const TIER_RANK: Record<Plan['tier'], number> = { basic: 0, premium: 1, diamond: 2, partner: 3 };

/** A billing period's end: a calendar month or year after its start (a trial lasts its days). */
export function periodEnd(start: Date, billing: SubscriptionBilling, trialDays = 0): Date {
  const end = new Date(start);
  if (billing === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else if (billing === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setTime(start.getTime() + trialDays * DAY_MS);
  return end;
}

export function planPrice(plan: Plan, billing: Billing, currency: Currency): number {
  if (billing === 'monthly') return currency === 'USD' ? plan.monthly_usd : plan.monthly_syp;
  return currency === 'USD' ? plan.annual_usd : plan.annual_syp;
}

/** How the server prices a plan for a member: the price, the credit for the unused part of a plan being upgraded, what is due. */
export interface SubscriptionQuote {
  plan: Plan;
  price: number;
  credit: number;
  amount: number;
  /** 'renew' extends the plan in force; 'upgrade' replaces it now; 'queue' starts when it ends; 'new' starts now. */
  kind: 'new' | 'renew' | 'upgrade' | 'queue';
}

/**
 * Prices a paid plan (never the client). Null when the plan does not exist, is not offered to the member's type, or
 * is free — the caller answers with its localised refusal.
 */
export async function quoteSubscription(
  db: Db,
  who: { tenantId: number; userId: number; userType: UserType },
  ask: { planId: number; billing: Billing; currency: Currency },
  now: Date,
): Promise<SubscriptionQuote | null> {
  await ensureCatalogue(db, who.tenantId);
  const plan = await db
    .selectFrom('plans')
    .selectAll()
    .where('tenant_id', '=', who.tenantId)
    .where('id', '=', ask.planId)
    .executeTakeFirst();
  if (!plan || !plan.public || !planFits(plan, who.userType)) return null;
  const price = planPrice(plan, ask.billing, ask.currency);
  if (price <= 0) return null;
  const live = await liveSubscription(db, who.tenantId, who.userId, now);
  if (!live || live.billing === 'trial') return { plan, price, credit: 0, amount: price, kind: 'new' };
  if (live.plan.id === plan.id) return { plan, price, credit: 0, amount: price, kind: 'renew' };
  if (TIER_RANK[plan.tier] < TIER_RANK[live.plan.tier]) return { plan, price, credit: 0, amount: price, kind: 'queue' };
  // Upgrading: the unused days of what was paid for the plan in force count towards the new one.
  const paid = planPrice(live.plan, live.billing, ask.currency);
  const total = live.expires_at.getTime() - live.starts_at.getTime();
  const unused = Math.max(0, live.expires_at.getTime() - now.getTime());
  const credit = Math.min(price, Math.floor((paid * unused) / total));
  return { plan, price, credit, amount: price - credit, kind: 'upgrade' };
}

/**
 * Starts or extends the subscription a confirmed payment bought. Idempotent: a payment starts one subscription, so
 * confirming it again returns the same one. Same plan: the new period follows the one in force; a higher plan
 * replaces it now (its unused days were credited on the price); a lower one starts when it ends. Listings paused for
 * quota come back as the plan in force allows, in the same transaction. Returns its id.
 */
export async function startPaidSubscription(
  trx: Transaction<Database>,
  payment: { id: number; tenant_id: number; user_id: number; plan_id: number; billing: Billing },
  now: Date,
): Promise<number> {
  const done = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('payment_id', '=', payment.id)
    .executeTakeFirst();
  if (done) return done.id;
  const plan = await trx.selectFrom('plans').selectAll().where('id', '=', payment.plan_id).executeTakeFirstOrThrow();
  const live = await liveSubscription(trx, payment.tenant_id, payment.user_id, now);
  let startsAt = now;
  if (live && live.billing !== 'trial') {
    if (live.plan.id === plan.id || TIER_RANK[plan.tier] < TIER_RANK[live.plan.tier]) {
      // After the last period already bought for the member (renewals and queued plans line up).
      const last = await trx
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.max('expires_at').as('until'))
        .where('tenant_id', '=', payment.tenant_id)
        .where('user_id', '=', payment.user_id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      startsAt = last?.until ? new Date(last.until as unknown as string | Date) : live.expires_at;
    } else {
      await trx
        .updateTable('subscriptions')
        .set({ expires_at: now, ended_at: now })
        .where('id', '=', live.id)
        .execute();
    }
  } else if (live) {
    // A trial ends when a paid plan starts.
    await trx.updateTable('subscriptions').set({ expires_at: now, ended_at: now }).where('id', '=', live.id).execute();
  }
  const row = await trx
    .insertInto('subscriptions')
    .values({
      tenant_id: payment.tenant_id,
      user_id: payment.user_id,
      plan_id: plan.id,
      billing: payment.billing,
      starts_at: startsAt,
      expires_at: periodEnd(startsAt, payment.billing),
      payment_id: payment.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Listings paused for a smaller quota come back as far as the plan now in force covers them.
  await reconcileQuota(trx, { tenantId: payment.tenant_id, userId: payment.user_id }, now);
  return row.id;
}
