import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import '../plans/plan-tables.js';
import { KIND_NAMES, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import type { PaymentsTable } from './payment-tables.js';
import './payment-tables.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Selectable<PaymentsTable>;

/** The code a member quotes with a transfer and the number printed on the receipt: short, and the same for both. */
export const referenceCode = (id: number) => `SQ-${String(id).padStart(6, '0')}`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

interface Names {
  name_en: string;
  name_ar: string;
}
/** A listing's names (its Arabic one may be missing). */
interface ListingNames {
  name: string;
  name_ar: string | null;
}
/** What a payment's page names: the plan bought, or the listing a per-ad option is for (null once it is deleted). */
export interface PaymentNames {
  plan: Names | null;
  listing: ListingNames | null;
}

/** A payment as the pages show it (never its receipt's path or the provider's session). */
export function paymentView(row: PaymentRow, names: PaymentNames) {
  return {
    id: row.id,
    purpose: row.purpose,
    plan_id: row.plan_id,
    plan_name_en: names.plan?.name_en ?? null,
    plan_name_ar: names.plan?.name_ar ?? null,
    billing: row.billing,
    listing_kind: row.listing_kind,
    listing_id: row.listing_id,
    listing_name: names.listing?.name ?? null,
    listing_name_ar: names.listing?.name_ar || null,
    currency: row.currency,
    amount: row.amount,
    credit: row.credit,
    method: row.method,
    status: row.status,
    reference: row.reference,
    has_receipt: row.receipt_path !== null,
    reject_reason: row.reject_reason,
    created_at: iso(row.created_at)!,
    decided_at: iso(row.decided_at),
  };
}

/** The names of these payments' plans and listings, in the payments' order: one query per table, whatever their number. */
export async function paymentNames(db: Db, rows: readonly PaymentRow[]): Promise<PaymentNames[]> {
  const ids = (pick: (row: PaymentRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ];
  const planIds = ids((r) => r.plan_id);
  const listingIds = (kind: ListingKind) => ids((r) => (r.listing_kind === kind ? r.listing_id : null));
  const listings = async (kind: ListingKind) => {
    const wanted = listingIds(kind);
    if (!wanted.length) return new Map<number, ListingNames>();
    const found = await (db as unknown as Kysely<any>)
      .selectFrom(LISTING_KINDS[kind].table)
      .select(['id', 'name', 'name_ar'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(
      found.map((l) => [l.id as number, { name: l.name as string, name_ar: (l.name_ar as string | null) ?? null }]),
    );
  };
  const [plans, byKind] = await Promise.all([
    planIds.length
      ? db.selectFrom('plans').select(['id', 'name_en', 'name_ar']).where('id', 'in', planIds).execute()
      : [],
    Promise.all(KIND_NAMES.map(async (kind) => [kind, await listings(kind)] as const)),
  ]);
  const listingsOf = new Map<string, Map<number, ListingNames>>(byKind);
  const planById = new Map(plans.map((p) => [p.id, { name_en: p.name_en, name_ar: p.name_ar }]));
  return rows.map((row) => ({
    plan: row.plan_id === null ? null : (planById.get(row.plan_id) ?? null),
    listing:
      row.listing_id === null || row.listing_kind === null
        ? null
        : (listingsOf.get(row.listing_kind)?.get(row.listing_id) ?? null),
  }));
}

/** One payment as the pages show it, with its names. */
export async function paymentAnswer(db: Db, row: PaymentRow) {
  const [names] = await paymentNames(db, [row]);
  return paymentView(row, names!);
}

export async function findPayment(db: Db, tenantId: number, id: number): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
