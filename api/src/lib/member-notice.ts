import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Lang } from '../db/types.js';
import type { MailMessage } from './mailer.js';
import { plainEmailHtml } from './plain-email.js';

/** The words of a notice in one language, given the member's name. */
export type NoticeText = (name: string) => { subject: string; text: string };

/** A notice from templates written per language over the same values, which take the member's name. */
export function noticeFrom<V>(
  templates: Record<Lang, (vars: V) => { subject: string; text: string }>,
  vars: (name: string) => V,
): Record<Lang, NoticeText> {
  return { en: (name) => templates.en(vars(name)), ar: (name) => templates.ar(vars(name)) };
}

/**
 * A notice to a member (a decision on their listing, document or account; a review of them; an answer to their
 * invitation…) in the language of their account, addressed by their name. Null when the member no longer exists.
 */
export async function memberNotice(
  db: Kysely<Database>,
  tenantId: number,
  userId: number,
  texts: Record<Lang, NoticeText>,
): Promise<MailMessage | null> {
  const member = await db
    .selectFrom('users')
    .select(['name', 'email', 'language'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!member) return null;
  const { subject, text } = texts[member.language](member.name);
  return { tenantId, to: member.email, subject, text, html: plainEmailHtml(text, member.language) };
}

/** Emails a member a notice in their language (nothing when the member no longer exists). */
export async function sendNotice(
  app: FastifyInstance,
  tenantId: number,
  userId: number,
  texts: Record<Lang, NoticeText>,
): Promise<void> {
  const message = await memberNotice(app.db, tenantId, userId, texts);
  if (message) await app.mailer.dispatch(message);
}
