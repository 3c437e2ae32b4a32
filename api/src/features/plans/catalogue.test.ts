import { get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_PLANS, ensureCatalogue } from './catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the plans catalogue', () => {
  it('holds the documented plans once per tenant, however often it is ensured, and keeps what an admin changed', async () => {
    await ensureCatalogue(t.db, t.tenant.id);
    await t.db
      .updateTable('plans')
      .set({ monthly_usd: 27 })
      .where('tenant_id', '=', t.tenant.id)
      .where('code', '=', 'agent_premium')
      .execute();
    await t.db.transaction().execute((trx) => ensureCatalogue(trx, t.tenant.id));
    const plans = await t.db
      .selectFrom('plans')
      .selectAll()
      .where('tenant_id', '=', t.tenant.id)
      .orderBy('sort_order')
      .execute();
    expect(plans.map((p) => [p.code, p.listing_quota])).toEqual([
      ['agent_basic', 10],
      ['agent_premium', 30],
      ['corporate_basic', 20],
      ['corporate_premium', 50],
      ['corporate_diamond', null],
      ['partner', null],
    ]);
    expect(plans.find((p) => p.code === 'agent_premium')!.monthly_usd).toBe(27);
    const options = await t.db
      .selectFrom('listing_options')
      .select(['code', 'days'])
      .where('tenant_id', '=', t.tenant.id)
      .orderBy('code')
      .execute();
    expect(options).toEqual([
      { code: 'featured_listing', days: 7 },
      { code: 'premium_listing', days: 60 },
    ]);
  });

  it('prices a year below twelve months on every paid plan', () => {
    for (const plan of DEFAULT_PLANS.filter((p) => p.monthly_usd > 0)) {
      expect(plan.annual_usd).toBeLessThan(plan.monthly_usd * 12);
      expect(plan.annual_syp).toBeLessThan(plan.monthly_syp * 12);
    }
  });
});

describe('the clock outside production', () => {
  it('moves forward by days and never back', async () => {
    const before = new Date((await get(t, '/api/dev/clock')).json().data.now).getTime();
    const moved = await post(t, '/api/dev/clock', { advance_days: 31 });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().data.now).getTime() - before).toBeGreaterThanOrEqual(31 * 86_400_000);
    expect((await post(t, '/api/dev/clock', { advance_days: -1 })).statusCode).toBe(400);
  });
});
