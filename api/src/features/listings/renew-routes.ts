import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { expiresAt, lifetimesOf } from './expiry.js';
import { runListingsPass } from './expiry-job.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { EXPIRY_MSG } from './messages.js';
import { ownedListing } from './owners.js';
import { type QuotaAsk, quotaAsk } from './quota.js';
import { readRenewToken, verifyRenewToken } from './renew-link.js';
import { changeStatus } from './status-change.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';

const bearer = [{ bearer: [] }];
const tags = ['listings'];

const RenewBody = Type.Object({
  kind: Type.Enum(Object.keys(LISTING_KINDS) as ListingKind[]),
  id: Id,
});
const Renewed = Type.Object({ status: Type.String(), expires_at: Nullable(DateTime) });
const RenewResponse = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Renewed });
const RunAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ ran: Type.Boolean(), expired: Type.Integer(), reminded: Type.Integer() }),
});

/**
 * Renews an owner's listing: an expired one goes back on the market through the lifecycle (with the plan's quota
 * check) and gets a full lifetime; an active one gets a fresh end counted from now. Anything else: 400.
 */
async function renewListing(
  db: Kysely<Database>,
  kind: ListingKind,
  owner: { tenantId: number; userId: number },
  id: number,
  ask: QuotaAsk,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownedListing(trx, kind, owner.tenantId, owner.userId, id);
    if (row.status === 'expired') {
      await changeStatus(trx, kind, { tenantId: owner.tenantId, id }, 'active', {
        by: 'owner',
        userId: owner.userId,
        quota: ask,
      });
    } else if (row.status === 'active') {
      await (trx as unknown as Kysely<any>)
        .updateTable(LISTING_KINDS[kind].table)
        .set({ expires_at: expiresAt(ask, row.premium_until), expiry_reminded_at: null, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    } else {
      throw httpError(400, EXPIRY_MSG.notRenewable, { status: [EXPIRY_MSG.notRenewable] });
    }
    const after = await (trx as unknown as Kysely<any>)
      .selectFrom(LISTING_KINDS[kind].table)
      .select(['status', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      status: after.status as string,
      expires_at: after.expires_at ? new Date(after.expires_at).toISOString() : null,
    };
  });
}

/** The renewal a reminder's link asks for, as its owner would (in their language, at the app's clock). */
async function renewFromLink(app: FastifyInstance, tenantId: number, token: string): Promise<string | null> {
  const link = readRenewToken(token);
  if (!link) return null;
  const listing = await (app.db as unknown as Kysely<any>)
    .selectFrom(LISTING_KINDS[link.kind].table)
    .select(['owner_id', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', link.id)
    .executeTakeFirst();
  const now = app.clock.now();
  if (
    !listing ||
    !verifyRenewToken(
      app.config.JWT_SECRET,
      tenantId,
      link,
      { owner_id: listing.owner_id, expires_at: listing.expires_at ? new Date(listing.expires_at) : null },
      now,
    )
  )
    return null;
  const owner = await app.db
    .selectFrom('users')
    .select('language')
    .where('id', '=', listing.owner_id)
    .executeTakeFirstOrThrow();
  const ask: QuotaAsk = { now, lifetimes: lifetimesOf(app.config), language: owner.language };
  try {
    await renewListing(app.db, link.kind, { tenantId, userId: listing.owner_id }, link.id, ask);
  } catch {
    return null;
  }
  return `${link.kind}-${link.id}`;
}

// Renewing a listing before it leaves the market or after it expired: by its owner from My listings, or in one click
// from the reminder's link (no sign-in: the link is signed for that listing, its owner and the end it announced).
const renewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/listings/renew',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Renew one of your listings (expired → active with the quota check; active → a fresh end)',
        body: RenewBody,
        response: { 200: RenewResponse },
        security: bearer,
      },
    },
    async (req) => {
      const data = await renewListing(
        app.db,
        req.body.kind,
        { tenantId: req.tenantId, userId: req.user.id },
        req.body.id,
        quotaAsk(req),
      );
      return { success: true, message: EXPIRY_MSG.renewed, data };
    },
  );

  app.get(
    '/listings/renew-link',
    {
      schema: {
        tags,
        summary:
          "The expiry reminder's one-click renewal: renews and redirects to My listings (?renewed=<kind>-<id>, or ?renew=failed)",
        querystring: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      },
      config: { personal: true },
    },
    async (req, reply) => {
      const renewed = await renewFromLink(app, req.tenantId, req.query.token);
      const target = `${app.config.PUBLIC_SITE_URL}/my-listing?${renewed ? `renewed=${renewed}` : 'renew=failed'}`;
      return reply.redirect(target, 303);
    },
  );
};

// Outside production, like the dev outbox: the browser journeys move the clock (POST /api/dev/clock) and run a pass
// of the listings job (expiry and reminders) now instead of waiting for its timer.
export const listingsDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/listings-job/run',
    {
      schema: {
        tags: ['development'],
        summary: 'Run one pass of the listings job (expiry, reminders) now (not available in production)',
        response: { 200: RunAnswer },
      },
    },
    async () => ({ success: true, message: 'Listings job run.', data: await runListingsPass(app) }),
  );
};

export default renewRoutes;
