import pg from 'pg';
import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { quoteSubscription } from './subscribe.js';
import { JOB_LOCK } from './subscriptions-job.js';
import { buyPlan, planId } from './test-subscriptions.js';

// The subscriptions job at the app's clock: a plan's end pauses the newest listings beyond Basic, a renewal brings
// them back, reminders go once 7 days and 1 day before the end, and concurrent passes do the work once.
let t: TestApp;
let P: Places;
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const run = () => post(t, '/api/dev/subscriptions/run', {});
/** The plan reminders emailed to an address (not its sign-up code), newest first. */
const outbox = async (email: string) =>
  (
    (await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).json().data as {
      subject: string;
      text: string;
    }[]
  ).filter((m) => m.text.includes('/subscription-plans'));

let n = 0;
async function agent(extra: Record<string, string> = {}) {
  n += 1;
  const email = `job-agent-${n}@example.com`;
  const a = await signUp(t, email, { user_type: 'Agent', listing_category: 'both', ...extra });
  return { id: Number(a.user.id), email, auth: bearer(a.token) };
}
/** Active listings posted a minute apart, oldest first. */
const listings = (ownerId: number, count: number) =>
  insertListings(
    t,
    ownerId,
    Array.from({ length: count }, (_, i) => ({
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      created_at: new Date(Date.now() - (count - i) * 60_000),
    })),
  );
const statuses = async (ids: number[]) => {
  const rows = await t.db
    .selectFrom('properties')
    .select(['id', 'status', 'quota_paused'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((r) => r.id === id)!).map((r) => (r.quota_paused ? 'quota' : r.status));
};

describe('the end of a plan and its renewal', () => {
  it('pauses exactly the newest listings beyond Basic when Premium ends, and a renewal brings them back', async () => {
    const a = await agent();
    await buyPlan(t, a.id, 'agent_premium');
    const ids = await listings(a.id, 13);
    const [someoneElse] = await listings((await agent()).id, 1);

    t.app.clock.advance(32 * DAY_MS);
    const pass = await run();
    expect(pass.statusCode).toBe(200);
    expect(pass.json().data).toMatchObject({ ran: true, expired: 1 });
    expect(await statuses(ids)).toEqual([...Array(10).fill('active'), 'quota', 'quota', 'quota']);
    expect(await statuses([someoneElse!])).toEqual(['active']);
    const page = (await get(t, '/api/subscription-plans', a.auth)).json().data;
    expect(page.current).toMatchObject({ code: 'agent_basic', active_listings: 10, quota_paused_listings: 3 });
    const cards = (await get(t, '/api/property/my-properties?per_page=50', a.auth)).json().data.items as {
      id: number;
      status: string;
      quota_paused: boolean;
    }[];
    expect(
      cards
        .filter((c) => c.quota_paused)
        .map((c) => c.id)
        .sort(),
    ).toEqual(ids.slice(10).sort());
    // Handled once: a second pass changes nothing.
    expect((await run()).json().data).toMatchObject({ ran: true, expired: 0 });

    // Renewed: the three come back.
    await buyPlan(t, a.id, 'agent_premium');
    expect(await statuses(ids)).toEqual(Array(13).fill('active'));
  });

  it('brings back quota-paused listings oldest first, as far as the new quota allows', async () => {
    const a = await agent();
    const ids = await listings(a.id, 12);
    await t.db
      .updateTable('properties')
      .set({ status: 'paused', quota_paused: true })
      .where('id', 'in', ids.slice(8))
      .execute();
    await post(t, '/api/start-trial', { plan_id: await planId(t, 'agent_premium') }, a.auth);
    expect(await statuses(ids)).toEqual(Array(12).fill('active'));

    const b = await agent();
    const bIds = await listings(b.id, 13);
    await t.db
      .updateTable('properties')
      .set({ status: 'paused', quota_paused: true })
      .where('id', 'in', bIds.slice(7))
      .execute();
    const { reconcileQuota } = await import('../listings/quota-reconcile.js');
    await t.db
      .transaction()
      .execute((trx) => reconcileQuota(trx, { tenantId: t.tenant.id, userId: b.id }, t.app.clock.now()));
    expect(await statuses(bIds)).toEqual([...Array(10).fill('active'), 'quota', 'quota', 'quota']);
  });
});

describe('reminders', () => {
  it("reminds once 7 days and once 1 day before the end, in the member's language, with the way to renew", async () => {
    const ar = await agent({ language: 'ar' });
    const en = await agent({ language: 'en' });
    await buyPlan(t, ar.id, 'agent_premium');
    await buyPlan(t, en.id, 'agent_premium');
    const expires = (
      await t.db.selectFrom('subscriptions').select('expires_at').where('user_id', '=', ar.id).executeTakeFirstOrThrow()
    ).expires_at;
    const until = (at: number) => Math.max(0, at - t.app.clock.now().getTime());

    await run();
    expect(await outbox(ar.email)).toHaveLength(0);
    t.app.clock.advance(until(expires.getTime() - 6.5 * DAY_MS));
    await run();
    await run();
    const seven = await outbox(ar.email);
    expect(seven).toHaveLength(1);
    expect(seven[0]!.subject).toBe('تنتهي خطتك «المميزة» على سوق بعد 7 أيام');
    expect(seven[0]!.text).toContain(`${t.config.PUBLIC_SITE_URL}/subscription-plans`);
    expect((await outbox(en.email))[0]!.subject).toBe('Your Premium plan on Souq ends in 7 days');

    t.app.clock.advance(until(expires.getTime() - 0.5 * DAY_MS));
    await run();
    await run();
    const one = await outbox(ar.email);
    expect(one).toHaveLength(2);
    expect(one[0]!.subject).toBe('تنتهي خطتك «المميزة» على سوق غدًا');
    expect(await outbox(en.email)).toHaveLength(2);
  });

  it('does not remind a member who already renewed', async () => {
    const a = await agent();
    await buyPlan(t, a.id, 'agent_premium');
    await buyPlan(t, a.id, 'agent_premium');
    t.app.clock.advance(27 * DAY_MS);
    await run();
    expect(await outbox(a.email)).toHaveLength(0);
  });
});

describe('several passes at once', () => {
  // On PostgreSQL another instance's pass holds the lock: this one does nothing. (The embedded database has one
  // connection, so there passes cannot overlap at all.)
  (process.env.DATABASE_URL ? it : it.skip)('leave the work to the pass holding the lock', async () => {
    const a = await agent();
    await buyPlan(t, a.id, 'agent_premium');
    const ids = await listings(a.id, 11);
    const expires = (
      await t.db.selectFrom('subscriptions').select('expires_at').where('user_id', '=', a.id).executeTakeFirstOrThrow()
    ).expires_at;
    t.app.clock.advance(Math.max(0, expires.getTime() - t.app.clock.now().getTime()) + 1000);
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL! });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1::int)', [JOB_LOCK]);
      expect((await run()).json().data).toEqual({ ran: false, expired: 0, reminded: 0 });
      expect(await statuses(ids)).toEqual(Array(11).fill('active'));
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect((await run()).json().data).toMatchObject({ ran: true });
    expect(await statuses(ids)).toEqual([...Array(10).fill('active'), 'quota']);
  });

  it('do the work once', async () => {
    const a = await agent();
    await buyPlan(t, a.id, 'agent_premium');
    const ids = await listings(a.id, 11);
    const expires = (
      await t.db.selectFrom('subscriptions').select('expires_at').where('user_id', '=', a.id).executeTakeFirstOrThrow()
    ).expires_at;
    t.app.clock.advance(Math.max(0, expires.getTime() - t.app.clock.now().getTime()) + 1000);
    const passes = await Promise.all([run(), run(), run()]);
    const results = passes.map((p) => p.json().data as { ran: boolean; expired: number });
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.selectFrom('subscriptions').select('expiry_handled_at').where('user_id', '=', a.id).execute(),
    ).toEqual([{ expiry_handled_at: expect.any(Date) }]);
    expect(await statuses(ids)).toEqual([...Array(10).fill('active'), 'quota']);
    // Reminders of that plan were sent once each, whichever pass sent them.
    expect((await outbox(a.email)).length).toBeLessThanOrEqual(1);
  });
});

describe('the price of a plan', () => {
  it("is the server's: an unknown plan, a free one, or one of the other audience has no price", async () => {
    const a = await agent();
    const who = { tenantId: t.tenant.id, userId: a.id, userType: 'Agent' as const };
    const now = t.app.clock.now();
    const ask = async (code: string | number) =>
      quoteSubscription(
        t.db,
        who,
        { planId: typeof code === 'number' ? code : await planId(t, code), billing: 'annual', currency: 'SYP' },
        now,
      );
    expect(await ask('agent_premium')).toMatchObject({ price: 30_000, credit: 0, amount: 30_000, kind: 'new' });
    expect(await ask('corporate_premium')).toBeNull();
    expect(await ask('agent_basic')).toBeNull();
    expect(await ask('partner')).toBeNull();
    expect(await ask(999_999)).toBeNull();
  });
});
