import type { TestApp } from '../../test/test-app.js';
import '../payments/payment-tables.js';
import { ensureCatalogue } from './catalogue.js';
import type { Billing } from './plan-tables.js';
import { startPaidSubscription } from './subscribe.js';

// Test data for plans: a member holding a plan as a confirmed payment gives it, through the same path as payments.
export async function planId(t: TestApp, code: string): Promise<number> {
  await ensureCatalogue(t.db, t.tenant.id);
  return (
    await t.db
      .selectFrom('plans')
      .select('id')
      .where('tenant_id', '=', t.tenant.id)
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;
}

/** A confirmed bank transfer for the plan, and the subscription it starts (at the app's clock). Returns the payment's id. */
export async function buyPlan(t: TestApp, userId: number, code: string, billing: Billing = 'monthly'): Promise<number> {
  const plan = await planId(t, code);
  return t.db.transaction().execute(async (trx) => {
    const payment = await trx
      .insertInto('payments')
      .values({
        tenant_id: t.tenant.id,
        user_id: userId,
        purpose: 'subscription',
        plan_id: plan,
        billing,
        currency: 'USD',
        amount: 25,
        method: 'bank_transfer',
        status: 'confirmed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await startPaidSubscription(
      trx,
      { id: payment.id, tenant_id: t.tenant.id, user_id: userId, plan_id: plan, billing },
      t.app.clock.now(),
    );
    return payment.id;
  });
}
