import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SqlBool } from 'kysely';
import type { MailMessage } from '../../lib/mailer.js';
import { reconcileQuota } from '../listings/quota-reconcile.js';
import { reminderEmail } from './reminder-emails.js';

const DAY_MS = 86_400_000;
// The advisory lock one pass holds, so several API instances run each pass once between them.
export const JOB_LOCK = 0x50_4c_41_4e;

export interface PassResult {
  /** false: another pass held the lock, and this one did nothing. */
  ran: boolean;
  /** Subscriptions whose end was handled (the member's listings brought in line with the plan now in force). */
  expired: number;
  reminded: number;
}

/**
 * One pass over every tenant, at the app's clock: subscriptions that ended have their member's listings reconciled
 * with the plan now in force (listings beyond it paused for quota); subscriptions ending within 7 days, and within
 * 1 day, remind their member once each, in their language. All under one advisory lock in one transaction; the
 * reminders are sent after it commits (a reminder is sent at most once, even if sending fails).
 */
export async function runSubscriptionsPass(app: FastifyInstance): Promise<PassResult> {
  const now = app.clock.now();
  const mails: MailMessage[] = [];
  const result = await app.db.transaction().execute(async (trx): Promise<PassResult> => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${JOB_LOCK}::int) AS locked`.execute(trx);
    if (!rows[0]?.locked) return { ran: false, expired: 0, reminded: 0 };

    const ended = await trx.selectFrom('subscriptions').select(['id', 'tenant_id', 'user_id'])
      .where('expiry_handled_at', 'is', null).where('expires_at', '<=', now).orderBy('expires_at').orderBy('id').execute();
    const members = new Map(ended.map((s) => [s.user_id, s.tenant_id]));
    for (const [userId, tenantId] of members) await reconcileQuota(trx, { tenantId, userId }, now);
    if (ended.length) await trx.updateTable('subscriptions').set({ expiry_handled_at: now }).where('id', 'in', ended.map((s) => s.id)).execute();

    // Live, not cut short, and not followed by a period already bought (a renewal or a queued plan).
    const due = await trx.selectFrom('subscriptions as s').innerJoin('plans as p', 'p.id', 's.plan_id').innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.tenant_id', 's.expires_at', 's.reminded_7d_at', 's.reminded_1d_at', 'p.name_en', 'p.name_ar', 'u.email', 'u.name', 'u.language'])
      .where('s.ended_at', 'is', null).where('s.starts_at', '<=', now).where('s.expires_at', '>', now)
      .where('s.expires_at', '<=', new Date(now.getTime() + 7 * DAY_MS))
      .where((eb) => eb.or([
        eb('s.reminded_7d_at', 'is', null),
        eb.and([eb('s.reminded_1d_at', 'is', null), eb('s.expires_at', '<=', new Date(now.getTime() + DAY_MS))]),
      ]))
      .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM subscriptions x WHERE x.user_id = s.user_id AND x.id <> s.id AND x.ended_at IS NULL AND x.expires_at > s.expires_at)`)
      .orderBy('s.id').forUpdate('s').execute();
    for (const s of due) {
      const days = s.expires_at.getTime() - now.getTime() <= DAY_MS ? 1 : 7;
      // Within a day of its end, the 7-day reminder is past: one mail, the 1-day one.
      await trx.updateTable('subscriptions').set(days === 1 ? { reminded_1d_at: now, reminded_7d_at: s.reminded_7d_at ?? now } : { reminded_7d_at: now })
        .where('id', '=', s.id).execute();
      mails.push(reminderEmail({
        tenantId: s.tenant_id, to: s.email, name: s.name, language: s.language, plan: { name_en: s.name_en, name_ar: s.name_ar },
        expiresAt: s.expires_at, days, siteUrl: app.config.PUBLIC_SITE_URL,
      }));
    }
    return { ran: true, expired: ended.length, reminded: due.length };
  });
  for (const mail of mails) {
    try {
      await app.mailer.dispatch(mail);
    } catch (err) {
      app.log.error({ err }, 'subscription reminder could not be sent');
    }
  }
  return result;
}

/** Runs passes on a timer (the server starts it; tests only when they test the timer). Never two at once here. */
export class SubscriptionsJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly app: FastifyInstance, private readonly intervalMs: number) {}

  /** An interval of 0 keeps it off. */
  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = runSubscriptionsPass(this.app)
        .then((r) => { if (r.expired || r.reminded) this.app.log.info(r, 'subscriptions pass'); })
        .catch((err: unknown) => this.app.log.error({ err }, 'subscriptions pass failed'))
        .finally(() => { this.running = null; });
    }, this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    subscriptionsJob: SubscriptionsJob;
  }
}

/** Decorates the app with its subscriptions job (not started) and stops it, waiting for a pass in progress, on close. */
export const subscriptionsJob = fp(async (app: FastifyInstance) => {
  const job = new SubscriptionsJob(app, app.config.SUBSCRIPTIONS_JOB_INTERVAL_MS);
  app.decorate('subscriptionsJob', job);
  app.addHook('onClose', async () => job.stop());
}, { name: 'subscriptions-job', dependencies: ['clock'] });
