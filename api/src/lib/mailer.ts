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
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      async dispatch(message) {
        transporter
          .sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html })
          .catch((err: unknown) => log.error({ err, subject: message.subject }, 'email could not be sent'));
      },
    };
  }
  return {
    transport: 'outbox',
    async dispatch(message) {
      await db
        .insertInto('dev_outbox')
        .values({ tenant_id: message.tenantId, to_email: message.to, subject: message.subject, text_body: message.text, html_body: message.html ?? null })
        .execute();
      // One line, without the body: codes must not end up in logs.
      log.info({ to: message.to, subject: message.subject }, `email stored in the dev outbox: GET /api/dev/outbox?email=${encodeURIComponent(message.to)}`);
    },
  };
}
