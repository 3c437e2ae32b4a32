import type { FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import type { Lang } from '../../db/types.js';
import { planInForce } from '../plans/plan-in-force.js';
import { type Activation, lifetimesOf } from './expiry.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { QUOTA_MSG } from './messages.js';

// docs/product/constants.md: a plan limits how many listings its member keeps active, of every kind together. Posting or re-activating
// beyond it is refused here (quota-reconcile.ts pauses and restores listings when the plan in force changes).

type Db = Kysely<Database> | Transaction<Database>;
export interface ListingOwner {
  tenantId: number;
  userId: number;
}
/**
 * When the owner acts (subscription time is the app's clock), the language of the refusal, and the site's listing
 * lifetimes (a listing made active gets its expiry: expiry.ts).
 */
export interface QuotaAsk extends Activation {
  language: Lang;
}

/** What a request asking for one more active listing brings to the quota check. */
export function quotaAsk(req: FastifyRequest): QuotaAsk {
  return {
    now: req.server.clock.now(),
    language: languageOf(req.headers['accept-language']),
    lifetimes: lifetimesOf(req.server.config),
  };
}

// First key of the per-owner advisory lock; the second is the owner's id.
const QUOTA_LOCK = 0x51_7a;

/**
 * Serialises, until the transaction ends, everything that changes how many listings the owner has active (posting,
 * re-activating, reconciling), so two posts at once cannot both take the last place.
 */
export async function lockOwner(trx: Transaction<Database>, owner: ListingOwner): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${owner.userId}::int)`.execute(trx);
}

export async function ownerPlan(db: Db, owner: ListingOwner, now: Date) {
  const user = await db.selectFrom('users').select('user_type').where('id', '=', owner.userId).executeTakeFirst();
  if (!user) return null;
  return (await planInForce(db, { tenantId: owner.tenantId, userId: owner.userId, userType: user.user_type }, now))
    .plan;
}

interface OwnedListing {
  kind: ListingKind;
  id: number;
  created_at: Date;
}

/** The owner's listings of every kind in a status (`quotaPaused`: only those paused for quota), oldest first. */
export async function ownerListings(
  db: Db,
  owner: ListingOwner,
  status: 'active' | 'paused',
  quotaPaused = false,
): Promise<OwnedListing[]> {
  const rows = await Promise.all(
    (Object.keys(LISTING_KINDS) as ListingKind[]).map(async (kind) => {
      let q = (db as unknown as Kysely<any>)
        .selectFrom(LISTING_KINDS[kind].table)
        .select(['id', 'created_at'])
        .where('tenant_id', '=', owner.tenantId)
        .where('owner_id', '=', owner.userId)
        .where('status', '=', status);
      if (quotaPaused) q = q.where('quota_paused', '=', true);
      return ((await q.execute()) as { id: number; created_at: Date }[]).map((r) => ({
        kind,
        id: r.id,
        created_at: new Date(r.created_at),
      }));
    }),
  );
  return rows.flat().sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
}

/** How many listings of every kind the owner has active. */
export async function activeListingCount(db: Db, owner: ListingOwner): Promise<number> {
  return (await ownerListings(db, owner, 'active')).length;
}

/**
 * Refuses (400, `errors.quota`) one more active listing for the owner when their plan's quota is full. Call inside
 * the transaction that makes the listing active, before it does: it holds the owner's lock until that commits.
 */
export async function assertQuotaAllowsOneMore(
  trx: Transaction<Database>,
  owner: ListingOwner,
  ask: QuotaAsk,
): Promise<void> {
  await lockOwner(trx, owner);
  const plan = await ownerPlan(trx, owner, ask.now);
  if (!plan || plan.listing_quota === null) return;
  if ((await activeListingCount(trx, owner)) < plan.listing_quota) return;
  const message = QUOTA_MSG.full(ask.language === 'ar' ? plan.name_ar : plan.name_en, plan.listing_quota, ask.language);
  throw httpError(400, message, { quota: [message] });
}
