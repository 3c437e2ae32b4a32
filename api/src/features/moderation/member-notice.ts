import type { Kysely } from 'kysely';
import type { Database, Language } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';

/** The words of a notice in one language, given the member's name. */
export type NoticeText = (name: string) => { subject: string; text: string };

/**
 * A moderation notice to a member (a decision on their listing, document, account…) in the language of their
 * account. Null when the member no longer exists. The reporter of a listing is never named in a notice.
 */
export async function memberNotice(
  db: Kysely<Database>, tenantId: number, userId: number, texts: Record<Language, NoticeText>,
): Promise<MailMessage | null> {
  const member = await db.selectFrom('users').select(['name', 'email', 'language'])
    .where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
  if (!member) return null;
  const { subject, text } = texts[member.language](member.name);
  return { tenantId, to: member.email, subject, text };
}
