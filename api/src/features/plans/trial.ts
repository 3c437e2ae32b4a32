import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type FieldErrors, httpError } from '../../lib/errors.js';
import { reconcileQuota } from '../listings/quota-reconcile.js';
import { MSG } from './messages.js';
import { liveSubscription, planFits } from './plan-in-force.js';
import { audienceOf, isFree, type Member, trialDays } from './plan-views.js';

const DAY_MS = 86_400_000;

function refuse(field: string, message: string): never {
  const errors: FieldErrors = { [field]: [message] };
  throw httpError(400, message, errors);
}

/** Whether the member may start a free trial: never had one, and no paid plan is running. */
export async function trialAvailable(db: Kysely<Database>, member: Member, now: Date): Promise<boolean> {
  if (audienceOf(member.userType) === 'Individual') return false;
  const had = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', member.userId)
    .where('billing', '=', 'trial')
    .executeTakeFirst();
  if (had) return false;
  const live = await liveSubscription(db, member.tenantId, member.userId, now);
  return !live;
}

/**
 * Starts the member's one free trial of a paid public plan of their type, now, for the plan's trial length (the
 * launch offer's while it is on). Listings paused for quota come back as the trial's quota allows. Returns its id.
 */
export async function startTrial(
  db: Kysely<Database>,
  member: Member,
  planId: number,
  options: { now: Date; launchOffer: boolean },
): Promise<number> {
  if (audienceOf(member.userType) === 'Individual') throw httpError(403, MSG.notSubscriber);
  return db.transaction().execute(async (trx) => {
    const plan = await trx
      .selectFrom('plans')
      .selectAll()
      .where('tenant_id', '=', member.tenantId)
      .where('id', '=', planId)
      .executeTakeFirst();
    const days = plan ? trialDays(plan, options.launchOffer) : 0;
    if (!plan || !plan.public || isFree(plan) || !planFits(plan, member.userType) || days <= 0)
      refuse('plan_id', MSG.invalidPlan);
    // One at a time per member, so two requests at once cannot both start one (the unique index backs this up).
    await trx.selectFrom('users').select('id').where('id', '=', member.userId).forUpdate().execute();
    const had = await trx
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('billing', '=', 'trial')
      .executeTakeFirst();
    if (had) refuse('plan_id', MSG.trialUsed);
    if (await liveSubscription(trx, member.tenantId, member.userId, options.now)) refuse('plan_id', MSG.paidPlanLive);
    const row = await trx
      .insertInto('subscriptions')
      .values({
        tenant_id: member.tenantId,
        user_id: member.userId,
        plan_id: plan.id,
        billing: 'trial',
        starts_at: options.now,
        expires_at: new Date(options.now.getTime() + days * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reconcileQuota(trx, { tenantId: member.tenantId, userId: member.userId }, options.now);
    return row.id;
  });
}
