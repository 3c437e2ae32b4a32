import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SqlBool } from 'kysely';
import { lockedPass, type PassResult, PeriodicJob } from '../../lib/periodic-job.js';
import { reconcileQuota } from '../listings/quota-reconcile.js';
import { reminderEmail } from './reminder-emails.js';

const DAY_MS = 86_400_000;
// The advisory lock one pass holds, so several API instances run each pass once between them.
export const JOB_LOCK = 0x50_4c_41_4e;

/**
 * One pass over every tenant, at the app's clock: subscriptions that ended have their member's listings reconciled
 * with the plan now in force (listings beyond it paused for quota); subscriptions ending within 7 days, and within
 * 1 day, remind their member once each, in their language. All under one advisory lock in one transaction; the
 * reminders are sent after it commits (a reminder is sent at most once, even if sending fails).
 */
export async function runSubscriptionsPass(app: FastifyInstance): Promise<PassResult> {
  const now = app.clock.now();
  return lockedPass(app, JOB_LOCK, 'subscriptions', async (trx, mails) => {
    const ended = await trx
      .selectFrom('subscriptions')
      .select(['id', 'tenant_id', 'user_id'])
      .where('expiry_handled_at', 'is', null)
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
    const members = new Map(ended.map((s) => [s.user_id, s.tenant_id]));
    for (const [userId, tenantId] of members) await reconcileQuota(trx, { tenantId, userId }, now);
    if (ended.length)
      await trx
        .updateTable('subscriptions')
        .set({ expiry_handled_at: now })
        .where(
          'id',
          'in',
          ended.map((s) => s.id),
        )
        .execute();

    // Live, not cut short, and not followed by a period already bought (a renewal or a queued plan).
    const due = await trx
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.id', 's.plan_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.tenant_id',
        's.expires_at',
        's.reminded_7d_at',
        's.reminded_1d_at',
        'p.name_en',
        'p.name_ar',
        'u.email',
        'u.name',
        'u.language',
      ])
      .where('s.ended_at', 'is', null)
      .where('s.starts_at', '<=', now)
      .where('s.expires_at', '>', now)
      .where('s.expires_at', '<=', new Date(now.getTime() + 7 * DAY_MS))
      .where((eb) =>
        eb.or([
          eb('s.reminded_7d_at', 'is', null),
          eb.and([eb('s.reminded_1d_at', 'is', null), eb('s.expires_at', '<=', new Date(now.getTime() + DAY_MS))]),
        ]),
      )
      .where(
        sql<SqlBool>`NOT EXISTS (SELECT 1 FROM subscriptions x WHERE x.user_id = s.user_id AND x.id <> s.id AND x.ended_at IS NULL AND x.expires_at > s.expires_at)`,
      )
      .orderBy('s.id')
      .forUpdate('s')
      .execute();
    for (const s of due) {
      const days = s.expires_at.getTime() - now.getTime() <= DAY_MS ? 1 : 7;
      // Within a day of its end, the 7-day reminder is past: one mail, the 1-day one.
      await trx
        .updateTable('subscriptions')
        .set(days === 1 ? { reminded_1d_at: now, reminded_7d_at: s.reminded_7d_at ?? now } : { reminded_7d_at: now })
        .where('id', '=', s.id)
        .execute();
      mails.push(
        reminderEmail({
          tenantId: s.tenant_id,
          to: s.email,
          name: s.name,
          language: s.language,
          plan: { name_en: s.name_en, name_ar: s.name_ar },
          expiresAt: s.expires_at,
          days,
          siteUrl: app.config.PUBLIC_SITE_URL,
        }),
      );
    }
    return { expired: ended.length, reminded: due.length };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    subscriptionsJob: PeriodicJob;
  }
}

/** Decorates the app with its subscriptions job (not started) and stops it, waiting for a pass in progress, on close. */
export const subscriptionsJob = fp(
  async (app: FastifyInstance) => {
    const job = new PeriodicJob(app, 'subscriptions', app.config.SUBSCRIPTIONS_JOB_INTERVAL_MS, runSubscriptionsPass);
    app.decorate('subscriptionsJob', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'subscriptions-job', dependencies: ['clock'] },
);
