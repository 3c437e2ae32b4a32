import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { KINDS } from '../listing-kinds/registry.js';
import '../payments/payment-tables.js';
import type { Member } from './plan-views.js';

// The subscription history (docs/product/data.md subscription record, docs/product/states.md Expired/Active): every
// subscription the member held, and every payment for a plan that started none (still open, rejected, or cancelled by
// the member), newest first.
type Db = Kysely<Database> | Transaction<Database>;

interface RecordRow {
  id: number;
  plan_name_en: string;
  plan_name_ar: string;
  listing_name: string | null;
  listing_name_ar: string | null;
  duration: 'monthly' | 'annual' | 'trial' | 'days';
  days: number | null;
  payment_method: 'bank_transfer' | 'cash_office' | 'mobile_wallet' | 'hosted_checkout' | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  subscribed_at: Date | string;
  payment_status: 'pending' | 'awaiting_confirmation' | 'confirmed' | 'rejected' | 'failed' | 'cancelled' | null;
  payment_id: number | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A record as the history shows it; its plan status is reckoned at `now` (the app's clock). */

/** A column of the listing a payment was bought for, from its kind's table (null once the listing is deleted). */
function listingColumn(column: 'name' | 'name_ar') {
  const byKind = KINDS.map(
    (k) =>
      sql`WHEN ${sql.lit(k.name)} THEN (SELECT l.${sql.ref(column)} FROM ${sql.table(k.table)} l WHERE l.id = pay.listing_id)`,
  );
  return sql`CASE pay.listing_kind ${sql.join(byKind, sql` `)} END`;
}

export function recordView(r: RecordRow, now: Date) {
  const expires = r.expires_at ? new Date(r.expires_at) : null;
  return {
    id: r.id,
    plan_name_en: r.plan_name_en,
    plan_name_ar: r.plan_name_ar,
    listing_name: r.listing_name,
    listing_name_ar: r.listing_name_ar || null,
    duration: r.duration,
    days: r.days === null ? null : Number(r.days),
    payment_method: r.payment_method,
    starts_at: iso(r.starts_at),
    expires_at: iso(r.expires_at),
    subscribed_at: iso(r.subscribed_at)!,
    payment_status:
      r.payment_status === null
        ? ('free' as const)
        : r.payment_status === 'failed'
          ? ('rejected' as const)
          : r.payment_status,
    plan_status:
      expires === null ? null : expires.getTime() < now.getTime() ? ('Expired' as const) : ('Active' as const),
    payment_id: r.payment_id,
  };
}

const noListing = [
  sql<string | null>`NULL::text`.as('listing_name'),
  sql<string | null>`NULL::text`.as('listing_name_ar'),
] as const;

function records(db: Db, member: Pick<Member, 'tenantId' | 'userId'>) {
  const subscriptions = db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .leftJoin('payments as pay', 'pay.id', 's.payment_id')
    .where('s.tenant_id', '=', member.tenantId)
    .where('s.user_id', '=', member.userId)
    .select([
      's.id',
      'p.name_en as plan_name_en',
      'p.name_ar as plan_name_ar',
      ...noListing,
      sql<'monthly' | 'annual' | 'trial' | 'days'>`s.billing`.as('duration'),
      sql<number | null>`NULL::integer`.as('days'),
      'pay.method as payment_method',
      sql<Date | null>`s.starts_at`.as('starts_at'),
      sql<Date | null>`s.expires_at`.as('expires_at'),
      's.created_at as subscribed_at',
      'pay.status as payment_status',
      's.payment_id',
    ]);
  const unstarted = db
    .selectFrom('payments as pay')
    .innerJoin('plans as p', 'p.id', 'pay.plan_id')
    .where('pay.tenant_id', '=', member.tenantId)
    .where('pay.user_id', '=', member.userId)
    .where('pay.purpose', '=', 'subscription')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('subscriptions as x').select('x.id').whereRef('x.payment_id', '=', 'pay.id'))),
    )
    .select([
      sql<number>`-pay.id`.as('id'),
      'p.name_en as plan_name_en',
      'p.name_ar as plan_name_ar',
      ...noListing,
      sql<'monthly' | 'annual' | 'trial' | 'days'>`pay.billing`.as('duration'),
      sql<number | null>`NULL::integer`.as('days'),
      'pay.method as payment_method',
      sql<Date | null>`NULL::timestamptz`.as('starts_at'),
      sql<Date | null>`NULL::timestamptz`.as('expires_at'),
      'pay.created_at as subscribed_at',
      'pay.status as payment_status',
      sql<number>`pay.id`.as('payment_id'),
    ]);
  // A per-ad option starts when it is confirmed; its end follows the listing's own (options bought again add up).
  // Named by the listing it was bought for (null once that listing is deleted).
  const options = db
    .selectFrom('payments as pay')
    .innerJoin('listing_options as o', (j) =>
      j.onRef('o.tenant_id', '=', 'pay.tenant_id').onRef('o.code', '=', 'pay.purpose'),
    )
    .where('pay.tenant_id', '=', member.tenantId)
    .where('pay.user_id', '=', member.userId)
    .where('pay.purpose', '<>', 'subscription')
    .select([
      sql<number>`-pay.id`.as('id'),
      'o.name_en as plan_name_en',
      'o.name_ar as plan_name_ar',
      sql<string | null>`${listingColumn('name')}`.as('listing_name'),
      sql<string | null>`${listingColumn('name_ar')}`.as('listing_name_ar'),
      sql<'monthly' | 'annual' | 'trial' | 'days'>`'days'`.as('duration'),
      sql<number | null>`o.days`.as('days'),
      'pay.method as payment_method',
      sql<Date | null>`CASE WHEN pay.status = 'confirmed' THEN pay.decided_at END`.as('starts_at'),
      sql<Date | null>`NULL::timestamptz`.as('expires_at'),
      'pay.created_at as subscribed_at',
      'pay.status as payment_status',
      sql<number>`pay.id`.as('payment_id'),
    ]);
  return { subscriptions, unstarted, options };
}

/** A page of the member's records, newest first, and how many there are. */
export async function historyPage(
  db: Db,
  member: Pick<Member, 'tenantId' | 'userId'>,
  page: { perPage: number; offset: number },
  now: Date,
) {
  const { subscriptions, unstarted, options } = records(db, member);
  const [rows, [a, b, c]] = await Promise.all([
    subscriptions
      .unionAll(unstarted)
      .unionAll(options)
      .orderBy('subscribed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset(page.offset)
      .execute(),
    Promise.all([
      db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', member.tenantId)
        .where('user_id', '=', member.userId)
        .executeTakeFirstOrThrow(),
      unstarted
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      options
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]),
  ]);
  return {
    items: (rows as RecordRow[]).map((r) => recordView(r, now)),
    total: Number(a.n) + Number(b.n) + Number(c.n),
  };
}

/** One subscription as a history record. */
export async function subscriptionRecord(db: Db, member: Pick<Member, 'tenantId' | 'userId'>, id: number, now: Date) {
  const row = await records(db, member).subscriptions.where('s.id', '=', id).executeTakeFirstOrThrow();
  return recordView(row as RecordRow, now);
}
