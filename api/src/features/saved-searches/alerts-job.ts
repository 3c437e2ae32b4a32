import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SqlBool, sql } from 'kysely';
import type { Lang } from '../../db/types.js';
import { autoAlertMatches } from '../auto/alert-matches.js';
import { parseCurrency } from '../listing-shared/currency.js';
import { propertyAlertMatches } from '../property/alert-matches.js';
import { deliverQueuedMail, queueMail } from '../../lib/mail-queue.js';
import { type AlertListing, alertMail } from './alert-mail.js';
import type { AlertMatches } from './alert-matches.js';
import { KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { storedQueryParams } from './listing-query.js';
import { queuePriceDropAlerts } from './price-drop-alerts.js';
import { describeSearch } from './search-description.js';
import './saved-searches-tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Matches read per search and pass; a mail names ten and counts the rest. */
const MAX_MATCHES = 1000;

interface DueSearch {
  id: number;
  tenant_id: number;
  user_id: number;
  name: string;
  kind: ListingKind;
  query: string;
  matches_since: Date;
  email: string;
  user_name: string;
  language: Lang;
}

type Currency = 'SYP' | 'USD';

/** Each kind's listings new to a search (its own filters to SQL, in its folder). */
const MATCHES: Record<ListingKind, AlertMatches> = { property: propertyAlertMatches, auto: autoAlertMatches };

/** Listings new to a search, and the currency its prices are in. */
async function newMatches(
  app: FastifyInstance,
  s: DueSearch,
  params: Record<string, unknown>,
): Promise<{ listings: AlertListing[]; currency: Currency }> {
  const { sort: _sort, ...filters } = params;
  const currency = parseCurrency(filters.currency) ?? 'SYP';
  return { listings: await MATCHES[s.kind](app.db, s, filters, currency, MAX_MATCHES), currency };
}

/** 'instant' searches are always due; 'daily' ones once 24 hours have passed since their last mail. */
const dueNow = (now: Date) =>
  sql<SqlBool>`(s.alert = 'instant' OR (s.alert = 'daily' AND (s.last_alerted_at IS NULL OR s.last_alerted_at <= ${new Date(now.getTime() - DAY_MS)})))`;

/**
 * One pass of search alerts over every tenant: each due search with listings it has not announced yet gets one
 * email, in its member's language. Which listings a mail announces is recorded (unique per search and listing) in
 * the same transaction that decides to send it, under a lock on the search, so concurrent passes (another tick,
 * another API instance) never announce a listing twice. The mail is queued in that transaction and sent after it
 * (lib/mail-queue.ts): one the mail server does not take is tried again by a later pass, never dropped. Returns how
 * many emails the mail server took in this pass (earlier ones retried included). The same pass emails members about
 * price drops of the listings they saved.
 */
export async function runSearchAlerts(app: FastifyInstance, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? app.clock.now();
  // Only searches with something newer than they are are worth a closer look.
  const due = (await app.db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.tenant_id',
      's.user_id',
      's.name',
      's.kind',
      's.query',
      's.matches_since',
      'u.email',
      'u.name as user_name',
      'u.language',
    ])
    .where('s.alert', '<>', 'off')
    // A suspended member hears nothing from the site until an admin restores them.
    .where('u.suspended_at', 'is', null)
    .where(dueNow(now))
    .where(
      sql<SqlBool>`(${sql.join(
        KINDS.map(
          (k) =>
            sql`(s.kind = ${sql.lit(k.name)} AND EXISTS (SELECT 1 FROM ${sql.table(k.table)} l WHERE l.tenant_id = s.tenant_id AND l.status = 'active' AND l.created_at > s.matches_since))`,
        ),
        sql` OR `,
      )})`,
    )
    .orderBy('s.id')
    .execute()) as DueSearch[];

  let alerts = 0;
  for (const search of due) {
    const params = await storedQueryParams(app.db, search.kind, search.query);
    if (!params) {
      app.log.warn(
        { savedSearchId: search.id },
        'saved search no longer valid for its list endpoint; skipped by alerts',
      );
      continue;
    }
    const { listings, currency } = await newMatches(app, search, params);
    if (listings.length === 0) continue;
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const description = await describeSearch(app.db, search.kind, params, search.language);

    const queued = await app.db.transaction().execute(async (trx) => {
      const still = await trx
        .selectFrom('saved_searches as s')
        .select('s.id')
        .where('s.id', '=', search.id)
        .where('s.alert', '<>', 'off')
        .where(dueNow(now))
        .forUpdate()
        .executeTakeFirst();
      if (!still) return false;
      const inserted = await trx
        .insertInto('saved_search_alerts_sent')
        .values(listings.map((l) => ({ saved_search_id: search.id, listing_id: l.id })))
        .onConflict((oc) => oc.columns(['saved_search_id', 'listing_id']).doNothing())
        .returning('listing_id')
        .execute();
      if (inserted.length === 0) return false;
      await trx.updateTable('saved_searches').set({ last_alerted_at: now }).where('id', '=', search.id).execute();
      const announced = new Set(inserted.map((r) => r.listing_id));
      // Queued with the marks, in the same transaction: a listing marked announced is always in a queued mail.
      await queueMail(trx, [
        alertMail({
          tenantId: search.tenant_id,
          to: search.email,
          userName: search.user_name,
          language: search.language,
          siteUrl: app.config.PUBLIC_SITE_URL,
          search: { name: search.name, description, kind: search.kind, query: search.query },
          currency,
          listings: listings.filter((l) => announced.has(l.id)),
        }),
      ]);
      return true;
    });
    if (queued) alerts += 1;
  }
  // Drops of saved listings' prices ride on the same pass (price-drop-alerts.ts), at the same clock.
  alerts += await queuePriceDropAlerts(app, now);
  // Sent after the commits; a mail the server does not take now is tried again by a later pass.
  const { sent } = await deliverQueuedMail(app);
  if (alerts > 0 && sent < alerts) app.log.warn({ alerts, sent }, 'search alerts queued but not all sent yet');
  return sent;
}

/** Runs passes in the background: on a timer, and right after a listing is posted. Never two passes at once. */
export class SearchAlertsJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private started = false;
  private stopped = false;
  private waiters: Array<(sent: number) => void> = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly intervalMs: number,
  ) {}

  /** Starts the timer (the server does this; tests only when they test the job). An interval of 0 keeps it off. */
  start(): void {
    if (this.started || this.stopped || this.intervalMs <= 0) return;
    this.started = true;
    this.timer = setInterval(() => this.trigger(), this.intervalMs);
  }

  /** Asks for a pass now; one already running is followed by another, so a new listing is never missed. */
  trigger(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves with the number of mails sent by the next pass that starts after this call. */
  nextPass(): Promise<number> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** onResponse hook for the listing-posting routes: a posted listing may be what an 'instant' search waits for. */
  readonly afterListingCreated = async (_req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.statusCode === 200) this.trigger();
  };

  /** onResponse hook for the listing-changing routes: a lower price may be what an instant drop alert waits for. */
  readonly afterListingChanged = this.afterListingCreated;

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      const waiting = this.waiters.splice(0);
      let sent = 0;
      try {
        sent = await runSearchAlerts(this.app);
        if (sent > 0) this.app.log.info({ sent }, 'search alerts sent');
      } catch (err) {
        this.app.log.error({ err }, 'search alerts pass failed');
      }
      for (const resolve of waiting) resolve(sent);
    } while (this.again && !this.stopped);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    searchAlerts: SearchAlertsJob;
  }
}

/** Decorates the app with its alerts job (not started) and stops it, waiting for a pass in progress, on close. */
export const searchAlertsJob = fp(
  async (app: FastifyInstance) => {
    const job = new SearchAlertsJob(app, app.config.SEARCH_ALERTS_INTERVAL_MS);
    app.decorate('searchAlerts', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'search-alerts-job' },
);
