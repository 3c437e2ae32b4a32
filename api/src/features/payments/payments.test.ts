import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { png } from '../media/test-files.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { buyPlan, planId } from '../plans/test-subscriptions.js';
import { admin, mails, type Member, member, sendReceipt, storePayment } from './test-payments.js';

/** A PDF that runs JavaScript when opened (an OpenAction), as a tampered receipt would. */
const SCRIPTED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n' +
    "2 0 obj\n<< /S /JavaScript /JS (app.alert('receipt')) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

let t: TestApp;
let uploadsDir: string;
let agent: Member;
let arabicAgent: Member;
let corporate: Member;
let individual: Member;
let boss: Member;
let premium: number;
let diamond: number;

const subscriptions = (who: Member) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', who.id).execute();
const paymentsOf = (who: Member) =>
  t.db.selectFrom('payments').selectAll().where('user_id', '=', who.id).orderBy('id').execute();
const confirm = (id: number, who = boss) => post(t, '/api/admin/payments/confirm', { id }, bearer(who.token));
const reject = (id: number, reason: string) =>
  post(t, '/api/admin/payments/reject', { id, reason }, bearer(boss.token));

/** A manual subscription payment sent with its receipt, waiting for an admin. */
async function awaitingPayment(who: Member, plan = premium, billing = 'monthly'): Promise<number> {
  const res = await storePayment(t, who, {
    purpose: 'subscription',
    plan_id: plan,
    billing,
    method: 'bank_transfer',
    currency: 'USD',
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().data.payment.id as number;
  const sent = await sendReceipt(
    t,
    who,
    { payment_id: String(id), reference: 'TR-1' },
    { name: 'r.png', data: await png() },
  );
  expect(sent.statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'souq-payments-'));
  t = await createTestApp({ config: { UPLOADS_DIR: uploadsDir } });
  agent = await member(t, 'omar@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  arabicAgent = await member(t, 'rami@example.com', { user_type: 'Agent', listing_category: 'both', language: 'ar' });
  corporate = await member(t, 'sham@example.com', { user_type: 'Corporate', listing_category: 'both', language: 'en' });
  individual = await member(t, 'lina@example.com');
  boss = await admin(t, 'boss@example.com');
  // The catalogue is put in place the first time a plan is priced.
  await storePayment(t, agent, {
    purpose: 'subscription',
    plan_id: 1_000_000,
    billing: 'monthly',
    method: 'bank_transfer',
    currency: 'USD',
  });
  premium = await planId(t, 'agent_premium');
  diamond = await planId(t, 'corporate_diamond');
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('asking to pay: the server prices it', () => {
  it('prices a plan itself and answers the bank details with the code to quote', async () => {
    const res = await storePayment(t, corporate, {
      purpose: 'subscription',
      plan_id: diamond,
      billing: 'annual',
      method: 'bank_transfer',
      currency: 'SYP',
    });
    expect(res.statusCode).toBe(200);
    const { payment, next } = res.json().data;
    expect(payment).toMatchObject({
      purpose: 'subscription',
      plan_id: diamond,
      plan_name_en: 'Diamond',
      plan_name_ar: 'الماسية',
      billing: 'annual',
      currency: 'SYP',
      amount: 180_000,
      credit: 0,
      method: 'bank_transfer',
      status: 'pending',
      reference: null,
      has_receipt: false,
    });
    const code = `SQ-${String(payment.id).padStart(6, '0')}`;
    expect(next).toMatchObject({ type: 'manual', reference_code: code });
    expect(next.instructions_en).toContain('180,000 new SYP');
    expect(next.instructions_en).toContain(code);
    expect(next.instructions_ar).toContain('180,000 ل.س جديدة');
    // Asking again while it waits is refused: one open payment per purchase.
    const again = await storePayment(t, corporate, {
      purpose: 'subscription',
      plan_id: diamond,
      billing: 'monthly',
      method: 'cash_office',
      currency: 'USD',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'You already have a payment waiting for this purchase. Finish it or wait for its confirmation first.',
    );
    const arabic = await storePayment(
      t,
      corporate,
      { purpose: 'subscription', plan_id: diamond, billing: 'monthly', method: 'cash_office', currency: 'USD' },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().message).toBe('لديك دفعة بانتظار الإتمام لهذا الشراء. أكملها أو انتظر تأكيدها أولًا.');
    expect(await paymentsOf(corporate)).toHaveLength(1);
  });

  it('refuses an amount sent by the client, a plan not offered to the member and an unknown method, creating nothing', async () => {
    const base = {
      purpose: 'subscription',
      plan_id: premium,
      billing: 'monthly',
      method: 'bank_transfer',
      currency: 'USD',
    };
    const tampered = await storePayment(t, agent, { ...base, amount: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      success: false,
      message: 'The request contains a field that is not accepted: amount.',
    });
    expect((await storePayment(t, agent, { ...base, amount: 1 }, { 'accept-language': 'ar' })).json().message).toBe(
      'يحتوي الطلب على حقل غير مقبول: amount.',
    );
    // A name the caller made up is never echoed as it is: markup is "a field", a long plain name is cut.
    const markup = '<img src=x onerror=alert(1)>';
    for (const [lang, message] of [
      ['en', 'The request contains a field that is not accepted.'],
      ['ar', 'يحتوي الطلب على حقل غير مقبول.'],
    ] as const) {
      const res = await storePayment(t, agent, { ...base, [markup]: 1 }, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors: { unknown_field: [message] } });
    }
    const long = await storePayment(t, agent, { ...base, [`discount_${'x'.repeat(100)}`]: 1 });
    const cut = `discount_${'x'.repeat(31)}`;
    expect(long.json()).toEqual({
      success: false,
      message: `The request contains a field that is not accepted: ${cut}.`,
      errors: { [cut]: [`The request contains a field that is not accepted: ${cut}.`] },
    });

    // A Corporate plan for an agent, or a plan id that does not exist.
    for (const plan_id of [diamond, 999_999]) {
      const res = await storePayment(t, agent, { ...base, plan_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'This plan is not available for your account.',
        errors: { plan_id: ['This plan is not available for your account.'] },
      });
    }
    const method = await storePayment(t, agent, { ...base, method: 'crypto' });
    expect(method.statusCode).toBe(400);
    expect(method.json().errors.method).toEqual(['The selected method is invalid.']);
    const currency = await storePayment(t, agent, { ...base, currency: 'EUR' }, { 'accept-language': 'ar' });
    expect(currency.json().errors.currency).toEqual(['القيمة المختارة في حقل العملة غير صالحة.']);
    // Card payments are not configured here.
    const card = await storePayment(t, agent, { ...base, method: 'hosted_checkout' });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe('Card payment is not available at the moment. Please choose another method.');
    expect(await paymentsOf(agent)).toEqual([]);
  });

  it('tells an individual to become an agent first (not a 403, which the site turns into a trip home)', async () => {
    const res = await storePayment(t, individual, {
      purpose: 'subscription',
      plan_id: premium,
      billing: 'monthly',
      method: 'bank_transfer',
      currency: 'USD',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Only agents and companies can buy plans');
  });
});

describe('the proof of a manual payment', () => {
  let paymentId: number;
  beforeAll(async () => {
    const res = await storePayment(t, agent, {
      purpose: 'subscription',
      plan_id: premium,
      billing: 'monthly',
      method: 'mobile_wallet',
      currency: 'USD',
    });
    paymentId = res.json().data.payment.id;
  });

  it("is refused for another member's payment, and so are its detail and receipt", async () => {
    const res = await sendReceipt(
      t,
      arabicAgent,
      { payment_id: String(paymentId), reference: 'X' },
      { name: 'r.png', data: await png() },
    );
    expect(res.statusCode).toBe(403);
    expect((await get(t, `/api/payment-detail?id=${paymentId}`, bearer(arabicAgent.token))).statusCode).toBe(403);
    expect((await get(t, `/api/payment-receipt?id=${paymentId}`, bearer(arabicAgent.token))).statusCode).toBe(403);
    expect((await get(t, '/api/payment-detail?id=999999', bearer(agent.token))).statusCode).toBe(404);
  });

  it('needs a reference and a receipt that is a picture or a PDF by its content, whatever its name', async () => {
    const text = await sendReceipt(
      t,
      agent,
      { payment_id: String(paymentId), reference: 'TR-77' },
      { name: 'receipt.png', data: Buffer.from('this is not a picture at all') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ receipt: ['The receipt must be a JPEG, PNG or WebP picture or a PDF file.'] });
    const missing = await sendReceipt(t, agent, { payment_id: String(paymentId) }, undefined);
    expect(missing.json().errors).toEqual({
      reference: ['The reference field is required'],
      receipt: ['Attach the receipt of your payment.'],
    });
    const long = await sendReceipt(
      t,
      agent,
      { payment_id: String(paymentId), reference: 'x'.repeat(101) },
      { name: 'r.pdf', data: Buffer.from('%PDF-1.4\n%…') },
    );
    expect(long.json().errors).toEqual({ reference: ['The reference field may not be greater than 100 characters.'] });
    const big = await sendReceipt(
      t,
      agent,
      { payment_id: String(paymentId), reference: 'TR-77' },
      { name: 'r.pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]) },
    );
    expect(big.json().errors).toEqual({ receipt: ['The receipt may not be greater than 5 MB.'] });
    expect((await paymentsOf(agent))[0]).toMatchObject({ status: 'pending', receipt_path: null });
  });

  it('moves the payment to awaiting confirmation; the receipt is private and served only to its owner and admins', async () => {
    const res = await sendReceipt(
      t,
      agent,
      { payment_id: String(paymentId), reference: ' TR-77 ' },
      { name: 'receipt.pdf', data: SCRIPTED_PDF },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Thank you. We will confirm your payment shortly.',
      data: { id: paymentId, status: 'awaiting_confirmation', reference: 'TR-77', has_receipt: true },
    });

    const detail = await get(t, `/api/payment-detail?id=${paymentId}`, bearer(agent.token));
    expect(detail.json().data).toMatchObject({
      id: paymentId,
      status: 'awaiting_confirmation',
      receipt_number: `SQ-${String(paymentId).padStart(6, '0')}`,
      member: { id: agent.id, email: agent.email, company: null },
    });
    // A PDF may carry a script (this one does): it is handed over as a download, never opened in the site's origin,
    // and under the same sandbox as public media should a browser open it all the same.
    const code = `SQ-${String(paymentId).padStart(6, '0')}`;
    for (const who of [agent, boss]) {
      const file = await get(t, `/api/payment-receipt?id=${paymentId}`, bearer(who.token));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="receipt-${code}.pdf"`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toBe(
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(SCRIPTED_PDF)).toBe(true);
    }
    // In Arabic the name is Arabic, written for every browser (RFC 6266 and RFC 5987's filename*).
    const arabic = await get(t, `/api/payment-receipt?id=${paymentId}`, {
      ...bearer(boss.token),
      'accept-language': 'ar',
    });
    expect(arabic.headers['content-disposition']).toBe(
      `attachment; filename="?????-${code}.pdf"; filename*=UTF-8''${encodeURIComponent('إيصال')}-${code}.pdf`,
    );
    // The payment's detail is the member's own: never kept by a browser or a proxy.
    expect(detail.headers['cache-control']).toBe('no-store');
    // Not under the public uploaded-files path, even knowing its stored name.
    const stored = (await paymentsOf(agent))[0]!.receipt_path!;
    const open = await get(t, `${t.config.PUBLIC_UPLOADS_PATH}/${stored.split(path.sep).join('/')}`);
    expect(open.statusCode).not.toBe(200);
    expect(open.body).not.toContain('%PDF');

    // Sent once: the payment no longer waits for a receipt.
    const again = await sendReceipt(
      t,
      agent,
      { payment_id: String(paymentId), reference: 'TR-78' },
      { name: 'r.png', data: await png() },
    );
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This payment is no longer waiting for your receipt.',
    });
  });
});

describe("an admin's decision", () => {
  it('lists the payments awaiting confirmation with the member, and only for admins', async () => {
    expect((await get(t, '/api/admin/payments', bearer(agent.token))).statusCode).toBe(403);
    const res = await get(t, '/api/admin/payments?status=awaiting_confirmation', bearer(boss.token));
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data;
    expect(data.every((p: { status: string }) => p.status === 'awaiting_confirmation')).toBe(true);
    expect(data).toContainEqual(
      expect.objectContaining({
        member: { id: agent.id, name: 'omar', email: agent.email },
        plan_name_en: 'Premium',
        has_receipt: true,
      }),
    );
    expect(pagination).toMatchObject({ page: 1, total: data.length });
  });

  it('confirms once: the subscription starts, a second confirmation changes nothing, the member is emailed in Arabic', async () => {
    const id = await awaitingPayment(arabicAgent);
    const first = await confirm(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id, status: 'confirmed', decided_at: expect.any(String) });
    const second = await confirm(id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const subs = await subscriptions(arabicAgent);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ plan_id: premium, billing: 'monthly', payment_id: id });

    const inbox = await mails(t, arabicAgent.email);
    expect(inbox).toHaveLength(2); // the sign-up code, then one confirmation
    expect(inbox[0]!.subject).toBe(`تم تأكيد دفعتك SQ-${String(id).padStart(6, '0')}`);
    expect(inbox[0]!.text).toContain('اشتراك الباقة المميزة (شهري)');
    expect(inbox[0]!.html).toContain('dir="rtl"');
  });

  it('rejects with a reason emailed to the member; a rejected payment cannot be confirmed and nothing starts', async () => {
    // The company's first payment is still pending: no transfer arrived.
    const id = (await paymentsOf(corporate)).find((p) => p.status === 'pending')!.id;
    const missing = await reject(id, '   ');
    expect(missing.json().errors).toEqual({ reason: ['The reason field is required'] });
    const res = await reject(id, 'The receipt shows <another> amount.');
    expect(res.json().data).toMatchObject({
      id,
      status: 'rejected',
      reject_reason: 'The receipt shows <another> amount.',
    });
    const mail = (await mails(t, corporate.email))[0]!;
    expect(mail.subject).toBe(`Your payment SQ-${String(id).padStart(6, '0')} was not accepted`);
    expect(mail.text).toContain('Reason: The receipt shows <another> amount.');
    expect(mail.html).toContain('&#60;another&#62;');

    const confirmed = await confirm(id);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe('Only a payment waiting for confirmation can be confirmed.');
    expect(await subscriptions(corporate)).toEqual([]);
    // With the payment decided, the member may pay again.
    const next = await storePayment(t, corporate, {
      purpose: 'subscription',
      plan_id: diamond,
      billing: 'monthly',
      method: 'cash_office',
      currency: 'USD',
    });
    expect(next.statusCode).toBe(200);
  });
});

describe('taking back an order whose proof was not sent', () => {
  const cancel = (id: number, who: Member, headers: Record<string, string> = {}) =>
    post(t, '/api/cancel-payment', { id }, { ...bearer(who.token), ...headers });
  const history = async (who: Member) =>
    (await get(t, '/api/subscription-history', bearer(who.token))).json().data.data as {
      payment_id: number | null;
      payment_status: string;
      plan_status: string | null;
    }[];
  let nada: Member;
  beforeAll(async () => {
    nada = await member(t, 'nada@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  });

  it('cancels it for its owner only; a new order for the same plan is then accepted and the history shows it cancelled', async () => {
    const order = {
      purpose: 'subscription',
      plan_id: premium,
      billing: 'monthly',
      method: 'bank_transfer',
      currency: 'USD',
    };
    const id = (await storePayment(t, nada, order)).json().data.payment.id as number;
    expect((await storePayment(t, nada, { ...order, billing: 'annual' })).statusCode).toBe(400);

    const stranger = await cancel(id, agent);
    expect(stranger.statusCode).toBe(403);
    expect((await cancel(999_999, nada)).statusCode).toBe(404);
    expect((await paymentsOf(nada))[0]).toMatchObject({ id, status: 'pending' });

    const res = await cancel(id, nada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your order is cancelled. Nothing was charged.',
      data: { id, status: 'cancelled', decided_at: null },
    });
    // Again (a second click): the same answer, in the member's language, and nothing changes.
    const again = await cancel(id, nada, { 'accept-language': 'ar' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'تم إلغاء طلبك. لم يُقتطع أي مبلغ.',
      data: { id, status: 'cancelled' },
    });
    expect((await get(t, `/api/payment-detail?id=${id}`, bearer(nada.token))).json().data.status).toBe('cancelled');
    // No longer open: the plans page offers no pending payment and a new order goes through.
    expect((await get(t, '/api/subscription-plans', bearer(nada.token))).json().data.pending_payment).toBeNull();
    const next = await storePayment(t, nada, { ...order, billing: 'annual', method: 'cash_office' });
    expect(next.statusCode).toBe(200);

    expect(await history(nada)).toContainEqual(
      expect.objectContaining({ payment_id: id, payment_status: 'cancelled', plan_status: null }),
    );
    expect(await subscriptions(nada)).toEqual([]);
  });

  it('is refused once the receipt is with an administrator, and after a decision', async () => {
    const rana = await member(t, 'rana@example.com', { user_type: 'Agent', listing_category: 'both', language: 'ar' });
    const id = await awaitingPayment(rana);
    const res = await cancel(id, rana, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'إيصالك الآن لدى أحد المشرفين: لم يعد بالإمكان إلغاء هذه الدفعة.',
    });
    expect((await cancel(id, rana)).json().message).toBe(
      'Your receipt is already with an administrator: this payment can no longer be cancelled.',
    );
    expect((await paymentsOf(rana))[0]).toMatchObject({ id, status: 'awaiting_confirmation' });

    expect((await confirm(id)).statusCode).toBe(200);
    const decided = await cancel(id, rana);
    expect(decided.statusCode).toBe(400);
    expect(decided.json().message).toBe('Only a payment still waiting for your receipt can be cancelled.');
    expect(await subscriptions(rana)).toHaveLength(1);
  });

  it('an admin cannot confirm a cancelled order: nothing starts', async () => {
    const sara = await member(t, 'sara@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
    const id = (
      await storePayment(t, sara, {
        purpose: 'subscription',
        plan_id: premium,
        billing: 'annual',
        method: 'mobile_wallet',
        currency: 'SYP',
      })
    ).json().data.payment.id as number;
    expect((await cancel(id, sara)).statusCode).toBe(200);
    const res = await confirm(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only a payment waiting for confirmation can be confirmed.');
    expect((await reject(id, 'No transfer arrived.')).statusCode).toBe(400);
    expect(await paymentsOf(sara)).toEqual([expect.objectContaining({ id, status: 'cancelled', decided_by: null })]);
    expect(await subscriptions(sara)).toEqual([]);
  });
});

describe('per-ad options', () => {
  let listing: number;
  let othersListing: number;
  beforeAll(async () => {
    const places = await loadPlaces(t);
    const where = { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus') };
    listing = (
      await insertListings(t, agent.id, [
        { ...where, status: 'active', name: 'Flat by the citadel', name_ar: 'شقة قرب القلعة' },
      ])
    )[0]!;
    othersListing = (await insertListings(t, arabicAgent.id, [{ ...where, status: 'active' }]))[0]!;
  });

  it("are sold only for the member's own active listing", async () => {
    const ask = (id: number, kind = 'property') =>
      storePayment(t, agent, {
        purpose: 'featured_listing',
        kind,
        listing_id: id,
        method: 'bank_transfer',
        currency: 'USD',
      });
    expect((await ask(othersListing)).statusCode).toBe(403);
    expect((await ask(999_999)).statusCode).toBe(404);
    expect((await ask(listing, 'auto')).statusCode).toBe(404);
  });

  it('a confirmed Featured Listing lifts the listing for its days, from now or from when its current lift ends', async () => {
    const res = await storePayment(t, agent, {
      purpose: 'featured_listing',
      kind: 'property',
      listing_id: listing,
      method: 'cash_office',
      currency: 'SYP',
    });
    expect(res.json().data.payment).toMatchObject({
      purpose: 'featured_listing',
      listing_kind: 'property',
      listing_id: listing,
      listing_name: 'Flat by the citadel',
      listing_name_ar: 'شقة قرب القلعة',
      amount: 1_200,
      plan_id: null,
    });
    const id = res.json().data.payment.id as number;
    // The payment's page, its receipt and the admins' list name the listing, as its owner knows it.
    expect((await get(t, `/api/payment-detail?id=${id}`, bearer(agent.token))).json().data).toMatchObject({
      listing_name: 'Flat by the citadel',
      listing_name_ar: 'شقة قرب القلعة',
    });
    const listed = (await get(t, '/api/admin/payments', bearer(boss.token))).json().data.data as {
      id: number;
      listing_name: string | null;
    }[];
    expect(listed.find((p) => p.id === id)?.listing_name).toBe('Flat by the citadel');
    await sendReceipt(t, agent, { payment_id: String(id), reference: 'CASH-9' }, { name: 'r.png', data: await png() });
    const before = t.app.clock.now().getTime();
    expect((await confirm(id)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('properties')
      .select(['featured_until', 'premium_until'])
      .where('id', '=', listing)
      .executeTakeFirstOrThrow();
    const days = (row.featured_until!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(row.premium_until).toBeNull();
    expect((await mails(t, agent.email))[0]!.text).toContain(
      'Featured Listing for your listing "Flat by the citadel" is now active',
    );
    const records = (await get(t, '/api/subscription-history', bearer(agent.token))).json().data.data as {
      payment_id: number | null;
      plan_name_en: string;
      listing_name: string | null;
    }[];
    expect(records.find((r) => r.payment_id === id)).toMatchObject({
      plan_name_en: 'Featured Listing',
      listing_name: 'Flat by the citadel',
    });

    // A second one adds its days to the first's.
    const again = await storePayment(t, agent, {
      purpose: 'featured_listing',
      kind: 'property',
      listing_id: listing,
      method: 'cash_office',
      currency: 'USD',
    });
    await confirm(again.json().data.payment.id);
    const after = await t.db
      .selectFrom('properties')
      .select('featured_until')
      .where('id', '=', listing)
      .executeTakeFirstOrThrow();
    expect(after.featured_until!.getTime() - row.featured_until!.getTime()).toBe(7 * 86_400_000);
  });
});

describe("a plan's featured listings", () => {
  it('pay for as many Featured Listings as the plan includes in its period, then they are paid for again', async () => {
    const holder = await member(t, 'hiba@example.com', {
      user_type: 'Agent',
      listing_category: 'both',
      language: 'en',
    });
    await buyPlan(t, holder.id, 'agent_premium');
    const places = await loadPlaces(t);
    const where = { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus') };
    const ids = await insertListings(t, holder.id, [
      { ...where, status: 'active' },
      { ...where, status: 'active' },
      { ...where, status: 'active' },
    ]);
    const feature = (id: number) =>
      storePayment(t, holder, {
        purpose: 'featured_listing',
        kind: 'property',
        listing_id: id,
        method: 'bank_transfer',
        currency: 'USD',
      });
    // Premium includes two a period: nothing due, confirmed at once, the listing featured.
    for (const id of ids.slice(0, 2)) {
      const res = await feature(id);
      expect(res.json().data).toMatchObject({
        payment: { amount: 0, credit: 10, status: 'confirmed' },
        next: { type: 'confirmed' },
      });
    }
    const featured = await t.db
      .selectFrom('properties')
      .select('featured_until')
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    expect(featured.every((r) => r.featured_until !== null && r.featured_until.getTime() > Date.now())).toBe(true);
    // The third is paid for.
    expect((await feature(ids[2]!)).json().data).toMatchObject({
      payment: { amount: 10, credit: 0, status: 'pending' },
      next: { type: 'manual' },
    });
  });
});

describe('an upgrade the credit pays for', () => {
  it('is confirmed at once: nothing to pay, the higher plan starts now and the one it replaces ends', async () => {
    const company = await member(t, 'halab@example.com', {
      user_type: 'Corporate',
      listing_category: 'both',
      language: 'en',
    });
    const id = await awaitingPayment(company, await planId(t, 'corporate_premium'), 'annual');
    await confirm(id);
    // A year of Premium paid (600 USD) covers a month of Diamond (150 USD) many times over.
    const upgrade = await storePayment(t, company, {
      purpose: 'subscription',
      plan_id: diamond,
      billing: 'monthly',
      method: 'bank_transfer',
      currency: 'USD',
    });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json()).toMatchObject({
      message: 'Your credit covers this purchase: it is active now.',
      data: { payment: { amount: 0, credit: 150, status: 'confirmed' }, next: { type: 'confirmed' } },
    });
    const subs = await subscriptions(company);
    expect(subs.sort((a, b) => a.id - b.id).map((s) => [s.plan_id, s.ended_at !== null])).toEqual([
      [await planId(t, 'corporate_premium'), true],
      [diamond, false],
    ]);
  });
});
