import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { lockedPass, type PassResult, PeriodicJob } from '../../lib/periodic-job.js';
import type { Lang } from '../../db/types.js';
import { type EndingListing, expiryReminderEmail } from './expiry-emails.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { renewToken } from './renew-link.js';
import { changeStatus } from './status-change.js';

const DAY_MS = 86_400_000;
/** How long before its end an owner is reminded that a listing expires. */
const REMINDER_DAYS = 3;
// The advisory lock one pass holds, so several API instances run each pass once between them.
export const LISTINGS_JOB_LOCK = 0x4c_49_53_54;

/** The one-click renewal link of a listing's reminder (GET /api/listings/renew-link). */
export function renewUrl(
  app: FastifyInstance,
  tenantId: number,
  ownerId: number,
  kind: ListingKind,
  id: number,
  expiresAt: Date,
): string {
  const token = renewToken(app.config.JWT_SECRET, tenantId, ownerId, { kind, id, expiresAt: expiresAt.getTime() });
  return `${app.config.PUBLIC_SITE_URL}/api/listings/renew-link?token=${token}`;
}

/**
 * One pass over every tenant's listings of every kind, at the app's clock: active listings past their end expire
 * (through the lifecycle, by the system); those ending within 3 days remind their owner once, in their language,
 * with a one-click renewal link each, in one mail per owner. Under one advisory lock in one transaction; the
 * reminders are sent after it commits.
 */
export async function runListingsPass(app: FastifyInstance): Promise<PassResult> {
  const now = app.clock.now();
  return lockedPass(app, LISTINGS_JOB_LOCK, 'listings', async (trx, mails) => {
    const db = trx as unknown as Kysely<any>;
    let expired = 0;
    let reminded = 0;
    // Each owner's ending listings of every kind, for one reminder per owner.
    const owners = new Map<
      string,
      { tenantId: number; email: string; name: string; language: Lang; listings: EndingListing[] }
    >();
    for (const kind of Object.keys(LISTING_KINDS) as ListingKind[]) {
      const { table } = LISTING_KINDS[kind];
      const ended = await db
        .selectFrom(table)
        .select(['id', 'tenant_id'])
        .where('status', '=', 'active')
        .where('expires_at', '<=', now)
        .orderBy('id')
        .execute();
      for (const l of ended)
        await changeStatus(trx, kind, { tenantId: l.tenant_id, id: l.id }, 'expired', { by: 'system' });
      expired += ended.length;

      const due = await db
        .selectFrom(`${table} as l`)
        .innerJoin('users as u', 'u.id', 'l.owner_id')
        .select([
          'l.id',
          'l.tenant_id',
          'l.owner_id',
          'l.name',
          'l.name_ar',
          'l.expires_at',
          'u.email',
          'u.name as owner_name',
          'u.language',
        ])
        .where('l.status', '=', 'active')
        .where('l.expiry_reminded_at', 'is', null)
        .where('l.expires_at', '>', now)
        .where('l.expires_at', '<=', new Date(now.getTime() + REMINDER_DAYS * DAY_MS))
        .orderBy('l.id')
        .forUpdate('l')
        .execute();
      if (due.length)
        await db
          .updateTable(table)
          .set({ expiry_reminded_at: now })
          .where(
            'id',
            'in',
            due.map((l) => l.id),
          )
          .execute();
      for (const l of due) {
        const expiresAt = new Date(l.expires_at);
        const key = `${l.tenant_id}:${l.owner_id}`;
        const owner = owners.get(key) ?? {
          tenantId: l.tenant_id,
          email: l.email,
          name: l.owner_name,
          language: l.language,
          listings: [] as EndingListing[],
        };
        owner.listings.push({
          name: l.name,
          name_ar: l.name_ar,
          expiresAt,
          renewUrl: renewUrl(app, l.tenant_id, l.owner_id, kind, l.id, expiresAt),
        });
        owners.set(key, owner);
      }
      reminded += due.length;
    }
    for (const owner of owners.values()) {
      mails.push(
        expiryReminderEmail({
          tenantId: owner.tenantId,
          to: owner.email,
          name: owner.name,
          language: owner.language,
          listings: owner.listings,
          siteUrl: app.config.PUBLIC_SITE_URL,
        }),
      );
    }
    return { expired, reminded };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    listingsJob: PeriodicJob;
  }
}

/** Decorates the app with its listings job (not started) and stops it, waiting for a pass in progress, on close. */
export const listingsJob = fp(
  async (app: FastifyInstance) => {
    const job = new PeriodicJob(app, 'listings', app.config.LISTINGS_JOB_INTERVAL_MS, runListingsPass);
    app.decorate('listingsJob', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'listings-job', dependencies: ['clock'] },
);
