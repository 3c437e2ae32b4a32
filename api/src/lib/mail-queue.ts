import type { FastifyInstance } from 'fastify';
import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import type { MailMessage } from './mailer.js';

// Mail that must arrive once: queued in the same transaction as the decision to send it (a search alert's
// "announced" marks, a reminder's "reminded" mark), so the two commit together or not at all, then delivered after the
// commit. A message the mail server does not take stays queued and is tried again by a later pass, later each time;
// a message is claimed for a while before it is sent, so two passes (two API instances) never send the same one. The
// one window left is a crash between the server taking a message and its row being marked sent: that message is
// sent again once its claim runs out.

interface MailQueueTable {
  id: Generated<number>;
  tenant_id: number | null;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db/types.js' {
  interface Database {
    mail_queue: MailQueueTable;
  }
}

/** How long a claimed message is left to its sender before another pass may take it. */
const CLAIM_SECONDS = 120;
/** Messages one delivery run tries at most; the rest wait for the next pass. */
const BATCH = 200;
/** Failures in a row after which a run stops: the server is down, and hammering it helps nobody. */
const FAILURES_TO_STOP = 3;

/** Queues mail in the caller's transaction; nothing is sent until `deliverQueuedMail` runs after the commit. */
export async function queueMail(db: Kysely<Database>, mails: MailMessage[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('mail_queue')
    .values(
      mails.map((m) => ({
        tenant_id: m.tenantId,
        to_email: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html ?? null,
      })),
    )
    .execute();
}

/** Seconds before a message that failed `attempts` times is tried again: 30 s, 1 min, 2 min… at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Sends what is due in the queue; returns how many messages the mail server took and how many it did not. */
export async function deliverQueuedMail(app: FastifyInstance): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let failuresInRow = 0;
  for (let i = 0; i < BATCH && failuresInRow < FAILURES_TO_STOP; i += 1) {
    const row = await app.db
      .updateTable('mail_queue')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('mail_queue')
          .select('id')
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', sql<Date>`now()`)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) break;
    try {
      await app.mailer.send({
        tenantId: row.tenant_id,
        to: row.to_email,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
      });
    } catch (err) {
      failed += 1;
      failuresInRow += 1;
      app.log.warn(
        { err, mailId: row.id, attempts: row.attempts },
        'queued email not taken by the mail server; it will be tried again',
      );
      await app.db
        .updateTable('mail_queue')
        .set({
          claimed_until: null,
          last_error: String(err instanceof Error ? err.message : err).slice(0, 500),
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    failuresInRow = 0;
    sent += 1;
    await app.db
      .updateTable('mail_queue')
      .set({ sent_at: sql<Date>`now()`, claimed_until: null, last_error: null })
      .where('id', '=', row.id)
      .execute();
  }
  // Sent messages are kept a week, to look into a complaint, then forgotten.
  await app.db
    .deleteFrom('mail_queue')
    .where('sent_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
  return { sent, failed };
}
