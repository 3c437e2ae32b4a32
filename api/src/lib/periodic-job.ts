import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { deliverQueuedMail, queueMail } from './mail-queue.js';
import type { MailMessage } from './mailer.js';

/** What one pass of a background job did. */
export interface PassResult {
  /** false: another pass held the lock, and this one did nothing. */
  ran: boolean;
  /** What came to its end in the pass (subscriptions, listings). */
  expired: number;
  /** Reminders it emailed. */
  reminded: number;
}

/** The work of a pass, in its transaction; emails it puts in `mails` are queued in it and sent once it commits. */
export type PassWork = (trx: Transaction<Database>, mails: MailMessage[]) => Promise<Omit<PassResult, 'ran'>>;

/** Takes a transaction-level advisory lock if no one holds it: true when this transaction now holds it. */
export async function tryAdvisoryLock(trx: Transaction<Database>, lock: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${lock}::int) AS locked`.execute(
    trx,
  );
  return rows[0]?.locked === true;
}

/** Runs `work` in one transaction under the transaction-level advisory lock `lock`; null when another holds it. */
export async function underLock<T>(
  app: FastifyInstance,
  lock: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | null> {
  return app.db.transaction().execute(async (trx) => ((await tryAdvisoryLock(trx, lock)) ? work(trx) : null));
}

/**
 * Runs a pass in one transaction under a transaction-level advisory lock (`lock`), so several API instances run
 * each pass once between them: the one that does not get the lock does nothing. Its emails are queued in the same
 * transaction as the marks that say they were sent, and sent after the commit (lib/mail-queue.ts): a reminder is
 * sent once, and one the mail server does not take now is tried again by a later pass.
 */
export async function lockedPass(
  app: FastifyInstance,
  lock: number,
  what: string,
  work: PassWork,
): Promise<PassResult> {
  const result = (await underLock(app, lock, async (trx) => {
    const mails: MailMessage[] = [];
    const done = await work(trx, mails);
    await queueMail(trx, mails);
    return { ran: true, ...done };
  })) ?? { ran: false, expired: 0, reminded: 0 };
  const { failed } = await deliverQueuedMail(app);
  if (failed > 0) app.log.warn({ failed }, `${what} pass: some emails could not be sent yet and stay queued`);
  return result;
}

/**
 * Runs a job's passes on a timer in the API process (the server starts it; tests run passes through the job's dev
 * route). Never two passes at once in one process; an interval of 0 keeps it off.
 */
export class PeriodicJob<R extends { ran: boolean } = PassResult> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly what: string,
    private readonly intervalMs: number,
    private readonly pass: (app: FastifyInstance) => Promise<R>,
    /** Whether a pass did something worth a line in the log. */
    private readonly noteworthy: (result: R) => boolean = (r) =>
      Boolean((r as Partial<PassResult>).expired || (r as Partial<PassResult>).reminded),
  ) {}

  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.pass(this.app)
        .then((r) => {
          if (this.noteworthy(r)) this.app.log.info({ ...r } as Record<string, unknown>, `${this.what} pass`);
        })
        .catch((err: unknown) => this.app.log.error({ err }, `${this.what} pass failed`))
        .finally(() => {
          this.running = null;
        });
    }, this.intervalMs);
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
