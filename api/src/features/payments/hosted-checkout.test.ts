import { Writable } from 'node:stream';
import { loggerOptions } from '../../lib/logger.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type CheckoutStandIn, startCheckoutStandIn } from './testing/checkout-stand-in.js';
import { bearer, post } from '../../test/accounts.js';
import { planId } from '../plans/test-subscriptions.js';
import { admin, mails, type Member, member, sendReceipt, storePayment } from './test-payments.js';

const SECRET = 'stand-in-secret-0123456789';
let t: TestApp;
let provider: CheckoutStandIn;
let agent: Member;
let premium: number;
const logLines: string[] = [];

const paymentRow = (id: number) =>
  t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const subscriptions = (who: Member) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', who.id).execute();
const refusals = () =>
  logLines.filter((l) => l.includes('hosted checkout webhook refused')).map((l) => JSON.parse(l) as { reason: string });

/** A card payment for a member, its session created at the stand-in. */
async function cardPayment(who: Member): Promise<{ id: number; url: string; session: string }> {
  const res = await storePayment(t, who, {
    purpose: 'subscription',
    plan_id: premium,
    billing: 'monthly',
    method: 'hosted_checkout',
    currency: 'USD',
  });
  expect(res.statusCode).toBe(200);
  const { payment, next } = res.json().data;
  const row = await paymentRow(payment.id);
  return { id: payment.id, url: next.url, session: row.provider_session! };
}

beforeAll(async () => {
  provider = await startCheckoutStandIn({ secret: SECRET });
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    config: { HOSTED_CHECKOUT_URL: provider.url, HOSTED_CHECKOUT_SECRET: SECRET },
    build: { logger: { ...(loggerOptions({ NODE_ENV: 'test' }) as object), level: 'info', stream } },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  provider.webhookUrl = `${address}/api/payments/hosted-checkout/webhook`;
  agent = await member(t, 'omar@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  await storePayment(t, agent, {
    purpose: 'subscription',
    plan_id: 1_000_000,
    billing: 'monthly',
    method: 'bank_transfer',
    currency: 'USD',
  });
  premium = await planId(t, 'agent_premium');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe("paying by card on the provider's page", () => {
  it('a paid session confirms the payment through the signed webhook, once, and sends the member back to the payment page', async () => {
    const { id, url, session } = await cardPayment(agent);
    expect(url).toBe(`${provider.url}/pay/${session}`);
    expect(provider.sessions.get(session)).toMatchObject({
      amount: 25,
      currency: 'USD',
      reference: `SQ-${String(id).padStart(6, '0')}`,
    });
    expect((await paymentRow(id)).status).toBe('pending');

    const page = await fetch(url);
    expect(await page.text()).toContain('25 USD');
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.config.PUBLIC_SITE_URL}/subscription-plans/payment/${id}`);

    expect(await paymentRow(id)).toMatchObject({ status: 'confirmed', decided_by: null });
    expect(await subscriptions(agent)).toEqual([
      expect.objectContaining({ payment_id: id, plan_id: premium, billing: 'monthly' }),
    ]);
    expect((await mails(t, agent.email))[0]!.subject).toBe(
      `Your payment SQ-${String(id).padStart(6, '0')} is confirmed`,
    );

    // The same event delivered again (a provider retry or an attacker's replay): answered 200, nothing changes.
    const replay = await provider.redeliver(provider.deliveries.at(-1)!);
    expect(replay.status).toBe(200);
    expect(await subscriptions(agent)).toHaveLength(1);
    expect(await mails(t, agent.email)).toHaveLength(2);
  });

  it('a cancelled session fails the payment and the member may start again', async () => {
    const other = await member(t, 'sami@example.com', { user_type: 'Agent', listing_category: 'both' });
    const { id, url } = await cardPayment(other);
    const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect((await paymentRow(id)).status).toBe('failed');
    expect(await subscriptions(other)).toEqual([]);
    expect((await cardPayment(other)).id).toBeGreaterThan(id);
  });
});

describe('webhooks refused, logged without the secret or the signature', () => {
  let pending: { id: number; session: string };
  let hadi: Member;
  beforeAll(async () => {
    hadi = await member(t, 'hadi@example.com', { user_type: 'Agent', listing_category: 'both' });
    pending = await cardPayment(hadi);
  });

  it.each([
    ['a signature made with another secret', { secret: 'not-the-shared-secret-000' }, 401, 'signature mismatch'],
    [
      'a timestamp older than five minutes',
      { signedAt: Math.floor(Date.now() / 1000) - 6 * 60 },
      401,
      'signature stale',
    ],
    ["an amount that is not the payment's", { amount: 1 }, 400, 'amount or currency differs from the payment'],
  ])('%s', async (_what, options, status, reason) => {
    const before = logLines.length;
    const res = await provider.sendEvent(pending.session, 'payment.succeeded', options);
    expect(res.status).toBe(status);
    expect((await paymentRow(pending.id)).status).toBe('pending');
    const logged = logLines.slice(before).join('\n');
    expect(refusals().at(-1)!.reason).toBe(reason);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(res.signature.split('v1=')[1]);
  });

  it('a card payment takes no receipt, is not confirmed by hand nor cancelled by the member: only its webhook decides it', async () => {
    const boss = await admin(t, 'boss@example.com');
    const receipt = await sendReceipt(
      t,
      hadi,
      { payment_id: String(pending.id), reference: 'X' },
      { name: 'r.pdf', data: Buffer.from('%PDF-1.4') },
    );
    expect(receipt.json()).toMatchObject({
      success: false,
      message: 'Only a bank transfer, cash or mobile wallet payment takes a receipt.',
    });
    const byHand = await post(t, '/api/admin/payments/confirm', { id: pending.id }, bearer(boss.token));
    expect(byHand.statusCode).toBe(400);
    const cancel = await post(t, '/api/cancel-payment', { id: pending.id }, bearer(hadi.token));
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({
      success: false,
      message: 'A card payment cannot be cancelled here: the card payment service decides it.',
    });
    expect((await paymentRow(pending.id)).status).toBe('pending');
  });

  it('an event for a session nobody created', async () => {
    const res = await provider.sendEvent('cs_unknown', 'payment.succeeded', { amount: 25 });
    expect(res.status).toBe(404);
    expect(refusals().at(-1)).toMatchObject({ reason: 'unknown session', session_id: 'cs_unknown' });
  });

  it('an unsigned or tampered body', async () => {
    const good = await provider.sendEvent('cs_unknown', 'payment.failed', { amount: 25 });
    const tampered = good.body.replace('payment.failed', 'payment.succeeded');
    const res = await fetch(provider.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-souq-signature': good.signature },
      body: tampered,
    });
    expect(res.status).toBe(401);
    const unsigned = await fetch(provider.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: tampered,
    });
    expect(unsigned.status).toBe(401);
    expect(
      refusals()
        .slice(-2)
        .map((r) => r.reason),
    ).toEqual(['signature mismatch', 'signature missing']);
    expect((await paymentRow(pending.id)).status).toBe('pending');
  });
});

describe('a provider that will not open a session', () => {
  it('answers a localised error and leaves no open payment behind', async () => {
    // The provider checks our signature: with another secret it refuses every session.
    const other = await createTestApp({
      config: { HOSTED_CHECKOUT_URL: provider.url, HOSTED_CHECKOUT_SECRET: 'a-secret-the-provider-does-not-know' },
    });
    try {
      const who = await member(other, 'nour@example.com', { user_type: 'Agent', listing_category: 'both' });
      await storePayment(other, who, {
        purpose: 'subscription',
        plan_id: 1_000_000,
        billing: 'monthly',
        method: 'bank_transfer',
        currency: 'USD',
      });
      const plan = await planId(other, 'agent_premium');
      const ask = {
        purpose: 'subscription',
        plan_id: plan,
        billing: 'monthly',
        method: 'hosted_checkout',
        currency: 'USD',
      };
      const res = await storePayment(other, who, ask, { 'accept-language': 'ar' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('لم تستجب خدمة الدفع بالبطاقة. يرجى المحاولة مرة أخرى أو اختيار طريقة أخرى.');
      const rows = await other.db.selectFrom('payments').select('status').where('user_id', '=', who.id).execute();
      expect(rows).toEqual([{ status: 'failed' }]);
      // Failed, it blocks nothing: a bank transfer can be chosen instead.
      expect((await storePayment(other, who, { ...ask, method: 'bank_transfer' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
