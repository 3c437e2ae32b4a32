import type { FastifyInstance } from 'fastify';
import { type ColumnType, type Kysely, sql } from 'kysely';
import type { Database, Lang } from '../../db/types.js';
import { queueMail } from '../../lib/mail-queue.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { PRICE_DROP_DAYS } from '../listings/price-history.js';
import { type DropItem, priceDropMail } from './price-drop-mail.js';
import type { AlertFrequency } from './saved-searches-tables.js';

// Emails about drops of saved listings' prices (listings/price-history.ts records them), run by the search alerts'
// job in each of its passes (alerts-job.ts): no scheduler of their own. A member chooses instant (one email per drop),
// daily (one email a day with the day's drops) or off; until they choose, it is instant. Each (drop, member) is
// announced once: its mark (unique) is written in the transaction that queues the email, under a lock on the
// member's setting, so two passes or two API instances never both send it.

export interface PriceDropAlertSettingsTable {
  tenant_id: number;
  user_id: number;
  alert: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  last_alerted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PriceDropAlertsSentTable {
  change_id: string | number;
  user_id: number;
  sent_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/types.js' {
  interface Database {
    price_drop_alert_settings: PriceDropAlertSettingsTable;
    price_drop_alerts_sent: PriceDropAlertsSentTable;
  }
}

/** Until a member chooses, each drop of a listing they saved is emailed at once. */
export const DEFAULT_DROP_ALERT: AlertFrequency = 'instant';
const DAY_MS = 86_400_000;

interface PendingDrop {
  change_id: string;
  tenant_id: number;
  listing_id: number;
  name: string;
  name_ar: string | null;
  old_final_price_syp: string;
  old_final_price_usd: string;
  new_final_price_syp: string;
  new_final_price_usd: string;
  user_id: number;
  email: string;
  user_name: string;
  language: Lang;
  alert: AlertFrequency;
  last_alerted_at: Date | null;
}

/**
 * Drops not announced yet to the members who saved the listing before its price fell: within the drop mark's days,
 * on listings still public (active), never to the listing's owner, nor to members who turned the alerts off or are
 * suspended.
 */
async function pendingDrops(db: Kysely<Database>, kind: ListingKind, now: Date): Promise<PendingDrop[]> {
  const { table } = LISTING_KINDS[kind];
  const favourites = `${kind}_favourites`;
  const { rows } = await sql<PendingDrop>`
    SELECT c.id AS change_id, c.tenant_id, c.listing_id, l.name, l.name_ar,
      c.old_final_price_syp, c.old_final_price_usd, c.new_final_price_syp, c.new_final_price_usd,
      u.id AS user_id, u.email, u.name AS user_name, u.language,
      coalesce(s.alert, ${DEFAULT_DROP_ALERT}) AS alert, s.last_alerted_at
    FROM listing_price_changes c
    JOIN ${sql.table(table)} l ON l.id = c.listing_id AND l.tenant_id = c.tenant_id
    JOIN ${sql.table(favourites)} f ON f.${sql.ref(`${kind}_id`)} = l.id AND f.tenant_id = c.tenant_id
    JOIN users u ON u.id = f.user_id
    LEFT JOIN price_drop_alert_settings s ON s.user_id = u.id
    WHERE c.listing_kind = ${kind} AND c.is_drop
      AND c.changed_at > ${new Date(now.getTime() - PRICE_DROP_DAYS * DAY_MS)} AND c.changed_at <= ${now}
      AND l.status = 'active' AND f.user_id <> l.owner_id AND f.created_at <= c.changed_at AND u.suspended_at IS NULL
      AND coalesce(s.alert, ${DEFAULT_DROP_ALERT}) <> 'off'
      AND NOT EXISTS (SELECT 1 FROM price_drop_alerts_sent x WHERE x.change_id = c.id AND x.user_id = u.id)
    ORDER BY u.id, c.changed_at, c.id`.execute(db);
  return rows;
}

/** Instant members are always due; daily ones once a day has passed since their last drop email. */
const isDue = (alert: AlertFrequency, last: Date | null, now: Date) =>
  alert === 'instant' || (alert === 'daily' && (last === null || new Date(last).getTime() <= now.getTime() - DAY_MS));

/**
 * Queues the drop emails that are due (in each member's language) in the transactions that mark them sent; the
 * caller delivers the queue. Returns how many emails were queued.
 */
export async function queuePriceDropAlerts(app: FastifyInstance, now: Date): Promise<number> {
  const byMember = new Map<number, Array<PendingDrop & { kind: ListingKind }>>();
  for (const kind of Object.keys(LISTING_KINDS) as ListingKind[]) {
    for (const row of await pendingDrops(app.db, kind, now)) {
      if (!isDue(row.alert, row.last_alerted_at, now)) continue;
      byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), { ...row, kind }]);
    }
  }

  let queued = 0;
  for (const [userId, drops] of byMember) {
    const member = drops[0]!;
    queued += await app.db.transaction().execute(async (trx) => {
      // The member's setting, locked: a concurrent pass waits here, then finds the marks this one wrote.
      await trx
        .insertInto('price_drop_alert_settings')
        .values({ tenant_id: member.tenant_id, user_id: userId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const setting = await trx
        .selectFrom('price_drop_alert_settings')
        .select(['alert', 'last_alerted_at'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!isDue(setting.alert, setting.last_alerted_at, now)) return 0;
      const inserted = await trx
        .insertInto('price_drop_alerts_sent')
        .values(drops.map((d) => ({ change_id: d.change_id, user_id: userId })))
        .onConflict((oc) => oc.columns(['change_id', 'user_id']).doNothing())
        .returning('change_id')
        .execute();
      const fresh = new Set(inserted.map((r) => String(r.change_id)));
      const items: DropItem[] = drops
        .filter((d) => fresh.has(String(d.change_id)))
        .map((d) => ({
          kind: d.kind,
          id: d.listing_id,
          name: d.name,
          name_ar: d.name_ar,
          old_syp: Number(d.old_final_price_syp),
          old_usd: Number(d.old_final_price_usd),
          new_syp: Number(d.new_final_price_syp),
          new_usd: Number(d.new_final_price_usd),
        }));
      if (items.length === 0) return 0;
      await trx
        .updateTable('price_drop_alert_settings')
        .set({ last_alerted_at: now })
        .where('user_id', '=', userId)
        .execute();
      const mail = (list: DropItem[]) =>
        priceDropMail({
          tenantId: member.tenant_id,
          to: member.email,
          userName: member.user_name,
          language: member.language,
          siteUrl: app.config.PUBLIC_SITE_URL,
          drops: list,
        });
      const mails = setting.alert === 'daily' ? [mail(items)] : items.map((item) => mail([item]));
      await queueMail(trx, mails);
      return mails.length;
    });
  }
  return queued;
}
