import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import '../payments/payment-tables.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { buyPlan, planId } from './test-subscriptions.js';

// The plans pages' API (the shared design's shapes), the free trial, and the history as time passes (app.clock).
let t: TestApp;
let P: Places;
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let n = 0;
async function member(userType: 'Agent' | 'Corporate' | 'Individual', extra: Record<string, string> = {}) {
  n += 1;
  const a = await signUp(t, `plans-${userType.toLowerCase()}-${n}@example.com`, {
    user_type: userType,
    ...(userType === 'Individual' ? {} : { listing_category: 'both' }),
    ...extra,
  });
  return { id: Number(a.user.id), auth: bearer(a.token) };
}
const properties = (ownerId: number, count: number) =>
  insertListings(
    t,
    ownerId,
    Array.from({ length: count }, () => ({ governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') })),
  );

describe('GET /subscription-plans', () => {
  it("offers an agent the agents' plans, with Basic in force and its quota used", async () => {
    const a = await member('Agent');
    await properties(a.id, 3);
    const res = await get(t, '/api/subscription-plans', a.auth);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      audience: 'Agent',
      can_subscribe: true,
      trial_available: true,
      pending_payment: null,
    });
    expect(data.plans.map((p: { code: string }) => p.code)).toEqual(['agent_basic', 'agent_premium']);
    expect(data.plans[1]).toEqual({
      id: await planId(t, 'agent_premium'),
      code: 'agent_premium',
      tier: 'premium',
      name_en: 'Premium',
      name_ar: 'المميزة',
      listing_quota: 30,
      monthly: { syp: 3_000, usd: 25 },
      annual: { syp: 30_000, usd: 250 },
      featured_credits: 2,
      profile_badge: true,
      trial_days: 30,
      is_free: false,
    });
    expect(data.plans[0].is_free).toBe(true);
    expect(data.options.map((o: { code: string }) => o.code).sort()).toEqual(['featured_listing', 'premium_listing']);
    expect(data.current).toEqual({
      plan_id: await planId(t, 'agent_basic'),
      code: 'agent_basic',
      name_en: 'Basic',
      name_ar: 'الأساسية',
      listing_quota: 10,
      active_listings: 3,
      quota_paused_listings: 0,
      subscription_id: null,
      billing: null,
      expires_at: null,
    });
  });

  it("offers a company the companies' plans, and shows an individual the agents' plans without subscribing", async () => {
    const c = await member('Corporate');
    const forCompany = (await get(t, '/api/subscription-plans', c.auth)).json().data;
    expect(forCompany.plans.map((p: { code: string }) => p.code)).toEqual([
      'corporate_basic',
      'corporate_premium',
      'corporate_diamond',
    ]);
    expect(forCompany.current.listing_quota).toBe(20);

    const i = await member('Individual');
    const forPerson = (await get(t, '/api/subscription-plans', i.auth)).json().data;
    expect(forPerson).toMatchObject({
      audience: 'Individual',
      can_subscribe: false,
      current: null,
      trial_available: false,
    });
    expect(forPerson.plans.map((p: { code: string }) => p.code)).toEqual(['agent_basic', 'agent_premium']);
  });

  it("shows the member's open payment", async () => {
    const a = await member('Agent');
    const plan = await planId(t, 'agent_premium');
    const { id } = await t.db
      .insertInto('payments')
      .values({
        tenant_id: t.tenant.id,
        user_id: a.id,
        purpose: 'subscription',
        plan_id: plan,
        billing: 'annual',
        currency: 'SYP',
        amount: 30_000,
        method: 'bank_transfer',
        reference: 'TR-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = (await get(t, '/api/subscription-detail', a.auth)).json().data;
    expect(detail.pending_payment).toMatchObject({
      id,
      purpose: 'subscription',
      plan_id: plan,
      plan_name_en: 'Premium',
      billing: 'annual',
      currency: 'SYP',
      amount: 30_000,
      credit: 0,
      method: 'bank_transfer',
      status: 'pending',
      reference: 'TR-1',
      has_receipt: false,
      reject_reason: null,
      decided_at: null,
    });
  });

  it('needs a signed-in member', async () => {
    expect((await get(t, '/api/subscription-plans')).statusCode).toBe(401);
  });
});

describe('POST /start-trial', () => {
  it("starts one free trial of a paid plan of the member's type, once", async () => {
    const a = await member('Agent');
    const premium = await planId(t, 'agent_premium');
    const res = await post(t, '/api/start-trial', { plan_id: premium }, a.auth);
    expect(res.statusCode).toBe(200);
    const record = res.json().data.subscription;
    expect(record).toMatchObject({
      plan_name_en: 'Premium',
      duration: 'trial',
      payment_method: null,
      payment_status: 'free',
      plan_status: 'Active',
      payment_id: null,
    });
    expect(new Date(record.expires_at).getTime() - new Date(record.starts_at).getTime()).toBe(30 * DAY_MS);
    const page = (await get(t, '/api/subscription-plans', a.auth)).json().data;
    expect(page.current).toMatchObject({
      code: 'agent_premium',
      listing_quota: 30,
      billing: 'trial',
      subscription_id: record.id,
    });
    expect(page.trial_available).toBe(false);

    const again = await post(t, '/api/start-trial', { plan_id: premium }, a.auth);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: 'You have already used your free trial.',
      errors: { plan_id: ['You have already used your free trial.'] },
    });
    const inArabic = await post(t, '/api/start-trial', { plan_id: premium }, { ...a.auth, 'accept-language': 'ar' });
    expect(inArabic.json().message).toBe('لقد استخدمت فترتك التجريبية المجانية من قبل.');
  });

  it("refuses a free plan, another audience's plan, an unknown plan, an individual, and a member whose paid plan runs", async () => {
    const a = await member('Agent');
    for (const plan of [
      await planId(t, 'agent_basic'),
      await planId(t, 'corporate_premium'),
      await planId(t, 'partner'),
      999_999,
    ]) {
      const res = await post(t, '/api/start-trial', { plan_id: plan }, a.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ plan_id: ['The selected plan is invalid.'] });
    }
    const bad = await post(t, '/api/start-trial', { plan_id: 'premium' }, a.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors: { plan_id: [expect.any(String)] } });

    const i = await member('Individual');
    expect((await post(t, '/api/start-trial', { plan_id: await planId(t, 'agent_premium') }, i.auth)).statusCode).toBe(
      403,
    );

    const paying = await member('Agent');
    await buyPlan(t, paying.id, 'agent_premium');
    const refused = await post(t, '/api/start-trial', { plan_id: await planId(t, 'agent_premium') }, paying.auth);
    expect(refused.json().message).toBe('Your paid plan is still running; a free trial can only start without one.');
    expect(
      await t.db
        .selectFrom('subscriptions')
        .select('id')
        .where('user_id', 'in', [a.id, paying.id])
        .where('billing', '=', 'trial')
        .execute(),
    ).toEqual([]);
  });

  it("lasts the launch offer's length when the offer is on", async () => {
    const launch = await createTestApp({ config: { LAUNCH_TRIAL_OFFER: true } });
    try {
      const c = await signUp(launch, 'launch-company@example.com', {
        user_type: 'Corporate',
        listing_category: 'both',
      });
      const plans = (await get(launch, '/api/subscription-plans', bearer(c.token))).json().data.plans as {
        id: number;
        code: string;
        trial_days: number;
      }[];
      const diamond = plans.find((p) => p.code === 'corporate_diamond')!;
      expect(diamond.trial_days).toBe(180);
      const record = (await post(launch, '/api/start-trial', { plan_id: diamond.id }, bearer(c.token))).json().data
        .subscription;
      expect(new Date(record.expires_at).getTime() - new Date(record.starts_at).getTime()).toBe(180 * DAY_MS);
    } finally {
      await launch.close();
    }
  });
});

describe('GET /subscription-history', () => {
  it('is empty for a new member', async () => {
    const a = await member('Agent');
    const data = (await get(t, '/api/subscription-history', a.auth)).json().data;
    expect(data).toEqual({ data: [], pagination: { page: 1, per_page: 12, total: 0, last_page: 1 } });
  });

  it('shows a plan Active, then Expired once the clock passes its end; and payments that started no plan', async () => {
    const a = await member('Agent');
    const paymentId = await buyPlan(t, a.id, 'agent_premium');
    const rejected = await t.db
      .insertInto('payments')
      .values({
        tenant_id: t.tenant.id,
        user_id: a.id,
        purpose: 'subscription',
        plan_id: await planId(t, 'agent_premium'),
        billing: 'annual',
        currency: 'USD',
        amount: 250,
        method: 'cash_office',
        status: 'rejected',
        reject_reason: 'No such transfer',
        created_at: new Date(Date.now() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let records = (await get(t, '/api/subscription-history', a.auth)).json().data.data;
    expect(records).toEqual([
      {
        id: -rejected.id,
        plan_name_en: 'Premium',
        plan_name_ar: 'المميزة',
        listing_name: null,
        listing_name_ar: null,
        duration: 'annual',
        days: null,
        payment_method: 'cash_office',
        starts_at: null,
        expires_at: null,
        subscribed_at: expect.any(String),
        payment_status: 'rejected',
        plan_status: null,
        payment_id: rejected.id,
      },
      expect.objectContaining({
        plan_name_en: 'Premium',
        duration: 'monthly',
        payment_method: 'bank_transfer',
        payment_status: 'confirmed',
        plan_status: 'Active',
        payment_id: paymentId,
      }),
    ]);
    t.app.clock.advance(32 * DAY_MS);
    records = (await get(t, '/api/subscription-history', a.auth)).json().data.data;
    expect(records[1].plan_status).toBe('Expired');
    const page = (await get(t, '/api/subscription-history?per_page=1&page=2', a.auth)).json().data;
    expect(page.pagination).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(page.data).toHaveLength(1);
    expect(page.data[0].payment_id).toBe(paymentId);
  });

  it('lists a per-ad option bought, with its days, from when it was confirmed, named by its listing', async () => {
    const a = await member('Agent');
    const decided = t.app.clock.now();
    const option = await t.db
      .insertInto('payments')
      .values({
        tenant_id: t.tenant.id,
        user_id: a.id,
        purpose: 'featured_listing',
        listing_kind: 'property',
        listing_id: 1,
        currency: 'SYP',
        amount: 1_200,
        method: 'mobile_wallet',
        status: 'confirmed',
        decided_at: decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const records = (await get(t, '/api/subscription-history', a.auth)).json().data;
    expect(records.data).toEqual([
      {
        id: -option.id,
        plan_name_en: 'Featured Listing',
        plan_name_ar: 'إعلان مميز',
        listing_name: 'Listing 1',
        listing_name_ar: null,
        duration: 'days',
        days: 7,
        payment_method: 'mobile_wallet',
        starts_at: decided.toISOString(),
        expires_at: null,
        subscribed_at: expect.any(String),
        payment_status: 'confirmed',
        plan_status: null,
        payment_id: option.id,
      },
    ]);
    expect(records.pagination.total).toBe(1);
  });
});

describe('the admin catalogue', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    const a = await signUp(t, 'plans-admin@example.com', { name: 'Admin' });
    await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(a.user.id)).execute();
    admin = bearer(a.token);
  });

  it('is for admins only', async () => {
    const a = await member('Agent');
    for (const [method, url] of [
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans/update'],
      ['GET', '/api/admin/listing-options'],
      ['POST', '/api/admin/listing-options/update'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...t.headers, ...a.auth },
        ...(method === 'POST' ? { payload: { id: 1, code: 'featured_listing' } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists every plan and changes what the members are offered', async () => {
    const plans = (await get(t, '/api/admin/plans', admin)).json().data.plans as {
      id: number;
      code: string;
      public: boolean;
    }[];
    expect(plans.map((p) => p.code)).toContain('partner');
    const premium = plans.find((p) => p.code === 'agent_premium')!;
    const res = await post(
      t,
      '/api/admin/plans/update',
      { id: premium.id, monthly_usd: 30, monthly_syp: 3_600, listing_quota: 40, name_ar: 'بريميوم' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.plan).toMatchObject({
      monthly_usd: 30,
      listing_quota: 40,
      name_ar: 'بريميوم',
      annual_usd: 250,
    });
    const a = await member('Agent');
    const offered = (await get(t, '/api/subscription-plans', a.auth))
      .json()
      .data.plans.find((p: { code: string }) => p.code === 'agent_premium');
    expect(offered).toMatchObject({ monthly: { usd: 30, syp: 3_600 }, listing_quota: 40, name_ar: 'بريميوم' });

    expect((await post(t, '/api/admin/plans/update', { id: premium.id, monthly_usd: -1 }, admin)).statusCode).toBe(400);
    expect((await post(t, '/api/admin/plans/update', { id: 999_999, monthly_usd: 1 }, admin)).statusCode).toBe(404);
  });

  it('changes a per-ad option', async () => {
    const res = await post(
      t,
      '/api/admin/listing-options/update',
      { code: 'featured_listing', price_usd: 12, days: 10 },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.option).toMatchObject({
      code: 'featured_listing',
      price_usd: 12,
      price_syp: 1_200,
      days: 10,
    });
    const options = (await get(t, '/api/admin/listing-options', admin)).json().data.options;
    expect(options.find((o: { code: string }) => o.code === 'featured_listing')).toMatchObject({
      price_usd: 12,
      days: 10,
    });
    expect(
      (await post(t, '/api/admin/listing-options/update', { code: 'featured_listing', days: 0 }, admin)).statusCode,
    ).toBe(400);
  });
});
