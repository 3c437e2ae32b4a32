import { bearer } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { planId } from '../plans/test-subscriptions.js';
import { admin, adminGet, asAdmin, auditOf, type Member, member } from './test-moderation.js';

let t: TestApp;
let boss: Member;
let second: Member;
let agent: Member;

const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, who: Member = boss) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { ...t.headers, ...bearer(who.token) } });
const page = {
  ar_title: 'التوصيل',
  en_title: 'Delivery',
  fr_title: 'Livraison',
  ar_content: [{ type: 'paragraph', text: 'نوصل المفاتيح.' }],
  en_content: [{ type: 'paragraph', text: 'We bring the keys.' }],
};
const faq = {
  ar_question: 'سؤال؟',
  en_question: 'A question?',
  fr_question: 'Une question ?',
  ar_answer: 'جواب.',
  en_answer: 'An answer.',
  fr_answer: 'Une réponse.',
};
const banner = {
  language: 'en',
  image: '/api/uploaded-files/banner/abc.webp',
  title: 'Spring offers',
  alt: 'Flowers',
  link: '/auto',
};
const actions = async () =>
  (await t.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((e) => e.action);
const awaitingPayment = async (plan: number) =>
  (
    await t.db
      .insertInto('payments')
      .values({
        tenant_id: t.tenant.id,
        user_id: agent.id,
        purpose: 'subscription',
        plan_id: plan,
        billing: 'monthly',
        currency: 'USD',
        amount: 25,
        method: 'bank_transfer',
        status: 'awaiting_confirmation',
        reference: 'TR-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com');
  second = await admin(t, 'second@example.com');
  agent = await member(t, 'agent@example.com', { user_type: 'Agent', listing_category: 'both' });
});
afterAll(async () => t.close());

describe('the existing admin actions write the audit log', () => {
  it('records every change of pages, FAQ entries and banners with what was there before and after', async () => {
    expect((await send('PUT', '/api/admin/pages/delivery', page)).statusCode).toBe(200);
    expect((await send('PUT', '/api/admin/pages/delivery', { ...page, en_title: 'Keys delivered' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', '/api/admin/pages/delivery')).statusCode).toBe(200);
    const faqId = (await send('POST', '/api/admin/faqs', faq)).json().data.id as number;
    expect((await send('PUT', `/api/admin/faqs/${faqId}`, { ...faq, en_answer: 'Another answer.' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/admin/faqs/${faqId}`)).statusCode).toBe(200);
    const bannerId = (await send('POST', '/api/admin/banners', banner)).json().data.id as number;
    expect(
      (await send('PUT', `/api/admin/banners/${bannerId}`, { ...banner, title: 'Summer offers' })).statusCode,
    ).toBe(200);
    expect((await send('DELETE', `/api/admin/banners/${bannerId}`, undefined, second)).statusCode).toBe(200);
    // Nothing changed, nothing written.
    expect((await send('PUT', '/api/admin/faqs/999999', faq)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/pages/nowhere')).statusCode).toBe(404);

    expect(await actions()).toEqual([
      'page.create',
      'page.update',
      'page.delete',
      'faq.create',
      'faq.update',
      'faq.delete',
      'banner.create',
      'banner.update',
      'banner.delete',
    ]);
    const pageEntries = await auditOf(t, 'page', 'delivery');
    expect(pageEntries[1]).toMatchObject({
      before: { en_title: 'Delivery' },
      after: { en_title: 'Keys delivered' },
      admin_id: boss.id,
    });
    expect(pageEntries[2]).toMatchObject({ before: { en_title: 'Keys delivered' }, after: null });
    expect((await auditOf(t, 'faq', faqId))[1]).toMatchObject({
      before: { en_answer: 'An answer.' },
      after: { en_answer: 'Another answer.' },
    });
    expect((await auditOf(t, 'banner', bannerId))[2]).toMatchObject({
      action: 'banner.delete',
      admin_id: second.id,
      admin_name: 'second',
      before: { title: 'Summer offers' },
    });
  });

  it('records changes of plans and per-ad options: the fields sent, before and after', async () => {
    const premium = await planId(t, 'agent_premium');
    const before = await t.db
      .selectFrom('plans')
      .select(['monthly_usd', 'listing_quota'])
      .where('id', '=', premium)
      .executeTakeFirstOrThrow();
    expect(
      (await asAdmin(t, boss, '/api/admin/plans/update', { id: premium, monthly_usd: 30, listing_quota: 40 }))
        .statusCode,
    ).toBe(200);
    expect((await auditOf(t, 'plan', premium))[0]).toMatchObject({
      action: 'plan.update',
      before: { monthly_usd: before.monthly_usd, listing_quota: before.listing_quota },
      after: { monthly_usd: 30, listing_quota: 40 },
    });
    expect(
      (await asAdmin(t, boss, '/api/admin/listing-options/update', { code: 'featured_listing', days: 10 })).statusCode,
    ).toBe(200);
    expect((await auditOf(t, 'listing_option', 'featured_listing'))[0]).toMatchObject({
      action: 'listing_option.update',
      after: { days: 10 },
    });
    expect((await asAdmin(t, boss, '/api/admin/plans/update', { id: 999_999, monthly_usd: 1 })).statusCode).toBe(404);
    expect(await auditOf(t, 'plan', 999_999)).toEqual([]);
  });

  it('records confirming and rejecting a payment, once each however often it is clicked', async () => {
    const premium = await planId(t, 'agent_premium');
    const confirmed = await awaitingPayment(premium);
    expect((await asAdmin(t, boss, '/api/admin/payments/confirm', { id: confirmed })).statusCode).toBe(200);
    expect((await asAdmin(t, second, '/api/admin/payments/confirm', { id: confirmed })).statusCode).toBe(200);
    expect(await auditOf(t, 'payment', confirmed)).toEqual([
      expect.objectContaining({
        action: 'payment.confirm',
        admin_id: boss.id,
        before: { status: 'awaiting_confirmation' },
        after: { status: 'confirmed' },
      }),
    ]);
    const rejected = await awaitingPayment(premium);
    expect(
      (await asAdmin(t, boss, '/api/admin/payments/reject', { id: rejected, reason: 'No transfer arrived' }))
        .statusCode,
    ).toBe(200);
    expect((await asAdmin(t, boss, '/api/admin/payments/reject', { id: rejected, reason: 'Again' })).statusCode).toBe(
      200,
    );
    expect(await auditOf(t, 'payment', rejected)).toEqual([
      expect.objectContaining({
        action: 'payment.reject',
        reason: 'No transfer arrived',
        after: { status: 'rejected' },
      }),
    ]);
  });
});

describe('reading the audit log', () => {
  it('lists the entries newest first, filtered by action or area, subject, admin and dates', async () => {
    const all = await adminGet(t, boss, '/api/admin/audit-log?per_page=3');
    expect(all.statusCode).toBe(200);
    const total = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.json().data.pagination).toEqual({
      page: 1,
      per_page: 3,
      total: Number(total.n),
      last_page: Math.ceil(Number(total.n) / 3),
    });
    const [newest] = all.json().data.data;
    expect(newest).toMatchObject({
      action: 'payment.reject',
      admin: { id: boss.id, name: 'boss' },
      subject_kind: 'payment',
      reason: 'No transfer arrived',
      before: { status: 'awaiting_confirmation' },
      after: { status: 'rejected' },
    });
    const list = async (query: string) =>
      (await adminGet(t, boss, `/api/admin/audit-log?${query}`))
        .json()
        .data.data.map((e: { action: string }) => e.action);
    expect(await list('action=faq.update')).toEqual(['faq.update']);
    expect(await list('action=banner')).toEqual(['banner.delete', 'banner.update', 'banner.create']);
    expect(await list('subject_kind=page&subject_id=delivery')).toEqual(['page.delete', 'page.update', 'page.create']);
    expect(await list(`admin_id=${second.id}`)).toEqual(['banner.delete']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&per_page=50`)).length).toBe(Number(total.n));
    expect(await list('to=2000-01-01')).toEqual([]);
    expect(await list(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    const bad = await adminGet(t, boss, '/api/admin/audit-log?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
  });

  it('cannot be changed: the database refuses UPDATE and DELETE on the log', async () => {
    await expect(t.db.updateTable('audit_log').set({ reason: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const reasons = await t.db.selectFrom('audit_log').select('reason').execute();
    expect(reasons.map((r) => r.reason)).not.toContain('rewritten');
    expect(reasons.length).toBeGreaterThan(0);
  });
});
