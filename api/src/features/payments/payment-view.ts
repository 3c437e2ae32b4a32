import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import '../plans/plan-tables.js';
import type { PaymentsTable } from './payment-tables.js';
import './payment-tables.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Selectable<PaymentsTable>;

/** The code a member quotes with a transfer and the number printed on the receipt: short, and the same for both. */
export const referenceCode = (id: number) => `SQ-${String(id).padStart(6, '0')}`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A payment as the pages show it (never its receipt's path or the provider's session). */
export function paymentView(row: PaymentRow, plan: { name_en: string; name_ar: string } | null | undefined) {
  return {
    id: row.id, purpose: row.purpose, plan_id: row.plan_id,
    plan_name_en: plan?.name_en ?? null, plan_name_ar: plan?.name_ar ?? null,
    billing: row.billing, listing_kind: row.listing_kind, listing_id: row.listing_id,
    currency: row.currency, amount: row.amount, credit: row.credit, method: row.method, status: row.status,
    reference: row.reference, has_receipt: row.receipt_path !== null, reject_reason: row.reject_reason,
    created_at: iso(row.created_at)!, decided_at: iso(row.decided_at),
  };
}

export async function planNames(db: Db, planId: number | null) {
  if (planId === null) return null;
  return db.selectFrom('plans').select(['name_en', 'name_ar']).where('id', '=', planId).executeTakeFirst();
}

export async function findPayment(db: Db, tenantId: number, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
