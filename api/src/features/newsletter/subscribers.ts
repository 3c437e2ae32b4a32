import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/types.js';
import type { Lang } from '../../db/types.js';

export const newToken = () => randomBytes(24).toString('base64url');

/**
 * Subscribes an address once. Returns the token to mail when this call (re)started a subscription, or null when the
 * address was already subscribed, so a second sign-up neither fails nor sends another email.
 */
export async function subscribe(
  db: Kysely<Database>,
  tenantId: number,
  email: string,
  lang: Lang,
): Promise<string | null> {
  const token = newToken();
  const inserted = await db
    .insertInto('newsletter_subscribers')
    .values({ tenant_id: tenantId, email, language: lang, unsubscribe_token: token })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return token;
  const resumed = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: null, subscribed_at: new Date(), language: lang, unsubscribe_token: token })
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .where('unsubscribed_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return resumed ? token : null;
}

export async function unsubscribe(db: Kysely<Database>, tenantId: number, token: string): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(new Date())) }))
    .where('tenant_id', '=', tenantId)
    .where('unsubscribe_token', '=', token)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export function activeSubscribers(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'language', 'unsubscribe_token'])
    .where('tenant_id', '=', tenantId)
    .where('unsubscribed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The active subscribers, all and in each language: what an issue would reach. */
export async function subscriberCounts(
  db: Kysely<Database>,
  tenantId: number,
): Promise<{ total: number; ar: number; en: number }> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['language', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('unsubscribed_at', 'is', null)
    .groupBy('language')
    .execute();
  const of = (language: string) => Number(rows.find((r) => r.language === language)?.n ?? 0);
  return { total: of('ar') + of('en'), ar: of('ar'), en: of('en') };
}

/** How many issues this tenant's admins have sent, as the audit log records them. */
export async function sentIssues(db: Kysely<Database>, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('action', '=', 'newsletter.send')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
