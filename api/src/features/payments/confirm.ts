import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { LISTING_KINDS } from '../listing-kinds/registry.js';
import { startPaidSubscription } from '../plans/subscribe.js';
import type { PaymentStatus } from './payment-tables.js';
import type { PaymentRow } from './payment-view.js';

/**
 * Gives the member what a confirmed payment bought, inside the confirming transaction: a plan starts or extends; a
 * per-ad option lifts the listing for the option's days from now, or from when its current lift ends if later.
 */
async function applyPurchase(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.purpose === 'subscription') {
    await startPaidSubscription(
      trx,
      {
        id: payment.id,
        tenant_id: payment.tenant_id,
        user_id: payment.user_id,
        plan_id: payment.plan_id!,
        billing: payment.billing!,
      },
      now,
    );
    return;
  }
  const option = await trx
    .selectFrom('listing_options')
    .select('days')
    .where('tenant_id', '=', payment.tenant_id)
    .where('code', '=', payment.purpose)
    .executeTakeFirstOrThrow();
  const column = payment.purpose === 'featured_listing' ? 'featured_until' : 'premium_until';
  const until = sql<Date>`greatest(coalesce(${sql.ref(column)}, ${now}), ${now}) + make_interval(days => ${option.days})`;
  await trx
    .updateTable(LISTING_KINDS[payment.listing_kind!].table)
    .set({ [column]: until })
    .where('tenant_id', '=', payment.tenant_id)
    .where('id', '=', payment.listing_id!)
    .execute();
}

export type Confirmation =
  { outcome: 'confirmed' | 'already'; payment: PaymentRow } | { outcome: 'refused'; payment: PaymentRow | undefined };

/**
 * Confirms a payment still in one of `from` and applies its purchase within `trx`: either both happen or neither.
 * A payment confirmed before is answered 'already' and nothing changes; one in any other state 'refused'.
 */
export async function confirmWithin(
  trx: Transaction<Database>,
  payment: Pick<PaymentRow, 'id'>,
  from: readonly PaymentStatus[],
  decision: { by: number | null; now: Date },
): Promise<Confirmation> {
  const row = await trx
    .updateTable('payments')
    .set({ status: 'confirmed', decided_by: decision.by, decided_at: decision.now, updated_at: decision.now })
    .where('id', '=', payment.id)
    .where('status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await applyPurchase(trx, row, decision.now);
    return { outcome: 'confirmed', payment: row };
  }
  const current = await trx.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirst();
  return current?.status === 'confirmed'
    ? { outcome: 'already', payment: current }
    : { outcome: 'refused', payment: current };
}

/** confirmWithin, in a transaction of its own. */
export async function confirmPayment(
  db: Kysely<Database>,
  payment: Pick<PaymentRow, 'id'>,
  from: readonly PaymentStatus[],
  decision: { by: number | null; now: Date },
): Promise<Confirmation> {
  return db.transaction().execute((trx) => confirmWithin(trx, payment, from, decision));
}
