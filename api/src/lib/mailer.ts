import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';

export interface MailMessage {
  tenantId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' stores messages for /api/dev/outbox. */
  readonly transport: 'smtp' | 'outbox';
  /**
   * Sends a message. Over SMTP the request does not wait for the mail server (a slow server must neither slow the
   * caller down nor reveal through timing whether an address has an account); failures are logged.
   */
  dispatch(message: MailMessage): Promise<void>;
  /**
   * Sends a message and resolves once the mail server has accepted it; rejects when it could not be handed over
   * (server down, refused, timed out), for the callers that must know: a code the person waits for, a retried alert.
   */
  send(message: MailMessage): Promise<void>;
  /** true while the last attempt to hand a message over failed (and none has succeeded since). */
  failing(): boolean;
}

/**
 * nodemailer waits two minutes for a connection and an hour on a silent socket by default: a mail server that does
 * not answer must fail a send within seconds. SMTP_URL may set its own (e.g. `?connectionTimeout=20000`).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(smtpUrlWithTimeouts(config.SMTP_URL));
    let failing = false;
    const send = async (message: MailMessage) => {
      try {
        await transporter.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        failing = false;
      } catch (err) {
        failing = true;
        throw err;
      }
    };
    return {
      transport: 'smtp',
      send,
      failing: () => failing,
      async dispatch(message) {
        send(message).catch((err: unknown) => log.error({ err, subject: message.subject }, 'email could not be sent'));
      },
    };
  }
  const store = async (message: MailMessage) => {
    await db
      .insertInto('dev_outbox')
      .values({
        tenant_id: message.tenantId,
        to_email: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
      })
      .execute();
    // One line, without the body: codes must not end up in logs.
    log.info(
      { to: message.to, subject: message.subject },
      `email stored in the dev outbox: GET /api/dev/outbox?email=${encodeURIComponent(message.to)}`,
    );
  };
  return { transport: 'outbox', send: store, dispatch: store, failing: () => false };
}
