import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import '../auto/auto-tables.js';
import { LISTING_KINDS } from '../listing-kinds/registry.js';
import { ensureCatalogue } from '../plans/catalogue.js';
import { liveSubscription } from '../plans/plan-in-force.js';
import { quoteSubscription } from '../plans/subscribe.js';
import '../property/property-tables.js';
import { MSG } from './messages.js';
import type { PaymentsTable } from './payment-tables.js';
import type { StorePaymentBody } from './schemas.js';
import type { Static } from 'typebox';
import type { Insertable } from 'kysely';

type Ask = Static<typeof StorePaymentBody>;
/** What is bought and what is due, as the server prices it. */
type Priced = Pick<
  Insertable<PaymentsTable>,
  'purpose' | 'plan_id' | 'billing' | 'listing_kind' | 'listing_id' | 'amount' | 'credit'
>;

const refuse = (field: string, message: string) => httpError(400, message, { [field]: [message] });

/** A card payment left unfinished this long no longer blocks a new one: the provider's session has expired by then. */
const HOSTED_SESSION_MS = 60 * 60_000;
/** First key of the advisory lock that lets one payment per member be opened at a time (the second is the member). */
const OPEN_PAYMENT_LOCK = 370_001;

/** Prices what the member asks for. Never trusts the client: plans through quoteSubscription, options from the catalogue. */
export async function priceRequest(app: FastifyInstance, req: FastifyRequest, ask: Ask, now: Date): Promise<Priced> {
  const who = { tenantId: req.tenantId, userId: req.user.id, userType: req.user.userType };
  if (ask.purpose === 'subscription') {
    if (ask.plan_id === undefined || ask.billing === undefined)
      throw refuse(ask.plan_id === undefined ? 'plan_id' : 'billing', MSG.planRequired);
    const quote = await quoteSubscription(
      app.db,
      who,
      { planId: ask.plan_id, billing: ask.billing, currency: ask.currency },
      now,
    );
    if (!quote) throw refuse('plan_id', MSG.planUnavailable);
    return {
      purpose: 'subscription',
      plan_id: quote.plan.id,
      billing: ask.billing,
      listing_kind: null,
      listing_id: null,
      amount: quote.amount,
      credit: quote.credit,
    };
  }
  if (ask.kind === undefined || ask.listing_id === undefined)
    throw refuse(ask.kind === undefined ? 'kind' : 'listing_id', MSG.listingRequired);
  const listing = await app.db
    .selectFrom(LISTING_KINDS[ask.kind].table)
    .select(['owner_id', 'status'])
    .where('tenant_id', '=', req.tenantId)
    .where('id', '=', ask.listing_id)
    .executeTakeFirst();
  if (!listing) throw httpError(404, MSG.listingNotFound);
  if (listing.owner_id !== req.user.id) throw httpError(403, FORBIDDEN_MESSAGE);
  if (listing.status !== 'active') throw refuse('listing_id', MSG.listingNotActive);
  await ensureCatalogue(app.db, req.tenantId);
  const option = await app.db
    .selectFrom('listing_options')
    .select(['price_usd', 'price_syp'])
    .where('tenant_id', '=', req.tenantId)
    .where('code', '=', ask.purpose)
    .executeTakeFirstOrThrow();
  const price = ask.currency === 'USD' ? option.price_usd : option.price_syp;
  const covered = ask.purpose === 'featured_listing' && (await featuredCreditLeft(app, req, now));
  return {
    purpose: ask.purpose,
    plan_id: null,
    billing: null,
    listing_kind: ask.kind,
    listing_id: ask.listing_id,
    amount: covered ? 0 : price,
    credit: covered ? price : 0,
  };
}

/**
 * Whether the member's live plan still has a featured listing included in this period (docs/product/constants.md plans include some):
 * one is used by each Featured Listing the plan paid for (nothing due, its price credited) since the period began.
 */
async function featuredCreditLeft(app: FastifyInstance, req: FastifyRequest, now: Date): Promise<boolean> {
  const live = await liveSubscription(app.db, req.tenantId, req.user.id, now);
  if (!live || live.plan.featured_credits <= 0) return false;
  const used = await app.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', req.tenantId)
    .where('user_id', '=', req.user.id)
    .where('purpose', '=', 'featured_listing')
    .where('status', '=', 'confirmed')
    .where('amount', '=', 0)
    .where('credit', '>', 0)
    .where('created_at', '>=', live.starts_at)
    .where('created_at', '<', live.expires_at)
    .executeTakeFirstOrThrow();
  return Number(used.n) < live.plan.featured_credits;
}

/**
 * Records the payment, unless the member already has one open (pending or awaiting confirmation) for the same
 * purchase: any plan for a subscription, the same listing for an option. Serialised per member, so two requests at
 * once cannot both pass the check.
 */
export async function openPayment(app: FastifyInstance, req: FastifyRequest, priced: Priced, ask: Ask, now: Date) {
  return app.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${OPEN_PAYMENT_LOCK}, ${req.user.id})`.execute(trx);
    await trx
      .updateTable('payments')
      .set({ status: 'failed', updated_at: now })
      .where('tenant_id', '=', req.tenantId)
      .where('user_id', '=', req.user.id)
      .where('method', '=', 'hosted_checkout')
      .where('status', '=', 'pending')
      .where('created_at', '<', new Date(now.getTime() - HOSTED_SESSION_MS))
      .execute();
    let open = trx
      .selectFrom('payments')
      .select('id')
      .where('tenant_id', '=', req.tenantId)
      .where('user_id', '=', req.user.id)
      .where('status', 'in', ['pending', 'awaiting_confirmation'])
      .where('purpose', '=', priced.purpose);
    if (priced.purpose !== 'subscription')
      open = open.where('listing_kind', '=', priced.listing_kind!).where('listing_id', '=', priced.listing_id!);
    if (await open.executeTakeFirst()) throw httpError(400, MSG.alreadyOpen);
    return trx
      .insertInto('payments')
      .values({
        ...priced,
        tenant_id: req.tenantId,
        user_id: req.user.id,
        currency: ask.currency,
        method: ask.method,
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
