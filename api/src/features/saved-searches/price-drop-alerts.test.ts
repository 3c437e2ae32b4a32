import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { runSearchAlerts } from './alerts-job.js';

// Emails about price drops of saved listings, as members notice them: in the dev outbox, run by the search alerts' pass.
interface Mail {
  subject: string;
  text: string;
  html: string | null;
}
type Member = { token: string; user: Record<string, unknown> };
const DAY_MS = 86_400_000;

async function mails(t: TestApp, email: string): Promise<Mail[]> {
  const res = await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return (res.json().data as Mail[]).filter((m) => !/code/i.test(m.subject) && !/رمز/.test(m.subject));
}

let t: TestApp;
let P: Places;
let owner: Member;
let alice: Member;
let badr: Member;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_SITE_URL: 'https://souq.example' } });
  P = await loadPlaces(t);
  owner = await signUp(t, 'drops-owner@example.com', { user_type: 'Corporate', listing_category: 'both' });
  alice = await signUp(t, 'drops-alice@example.com', { language: 'en' });
  badr = await signUp(t, 'drops-badr@example.com', { language: 'ar' });
});
afterAll(async () => {
  await t.close();
});

const flats = (names: string[]) =>
  insertListings(
    t,
    owner.user.id as number,
    names.map((name) => ({
      governorate_id: P.gov('Homs'),
      city_id: P.city('Homs'),
      name,
      name_ar: `شقة ${name}`,
      price_usd: 100_000,
    })),
  );
const save = async (who: Member, id: number) =>
  expect((await post(t, '/api/add-remove-property-wishlist', { property_id: id }, bearer(who.token))).statusCode).toBe(
    200,
  );
const reprice = async (id: number, price_usd: number) =>
  expect((await post(t, '/api/property-update', { id, price_usd }, bearer(owner.token))).statusCode).toBe(200);
const choose = async (who: Member, alert: string) =>
  expect((await post(t, '/api/price-drop-alerts', { alert }, bearer(who.token))).statusCode).toBe(200);

describe('price drop emails', () => {
  it('mails each member who saved the listing once per drop, in their language, and never its owner', async () => {
    const [id] = (await flats(['Drop one'])) as [number];
    await save(alice, id);
    await save(badr, id);
    await save(owner, id);
    await reprice(id, 90_000);

    expect(await runSearchAlerts(t.app)).toBe(2);
    const [en, ...moreEn] = await mails(t, 'drops-alice@example.com');
    expect(moreEn).toHaveLength(0);
    expect(en!.subject).toBe('Price dropped: "Drop one"');
    expect(en!.text).toContain('Drop one: 13,000,000 new SYP (100,000 USD) → 11,700,000 new SYP (90,000 USD)');
    expect(en!.text).toContain(`https://souq.example/property/property-detail/${id}`);
    const [ar] = await mails(t, 'drops-badr@example.com');
    expect(ar!.subject).toBe('انخفض السعر: «شقة Drop one»');
    expect(ar!.text).toContain('100,000 دولار');
    expect(ar!.html).toContain('dir="rtl"');
    expect(await mails(t, 'drops-owner@example.com')).toHaveLength(0);

    // Run again (another tick, another API instance): nothing twice.
    expect(await runSearchAlerts(t.app)).toBe(0);
    await Promise.all([runSearchAlerts(t.app), runSearchAlerts(t.app)]);
    expect(await mails(t, 'drops-alice@example.com')).toHaveLength(1);

    // A rise is no drop; the next drop is a mail of its own.
    await reprice(id, 95_000);
    expect(await runSearchAlerts(t.app)).toBe(0);
    await reprice(id, 80_000);
    expect(await runSearchAlerts(t.app)).toBe(2);
    expect((await mails(t, 'drops-alice@example.com'))[0]!.text).toContain(
      '(95,000 USD) → 10,400,000 new SYP (80,000 USD)',
    );
  });

  it('mails nothing for a listing no longer public, one saved after the drop, or a member who turned them off', async () => {
    const [hidden, late, quiet] = (await flats(['Paused flat', 'Saved late', 'Quiet flat'])) as [
      number,
      number,
      number,
    ];
    await save(alice, hidden);
    await reprice(hidden, 99_000);
    await post(t, '/api/property-update', { id: hidden, status: 'paused' }, bearer(owner.token));
    await reprice(late, 99_000);
    await save(alice, late);
    await save(badr, quiet);
    await choose(badr, 'off');
    expect((await get(t, '/api/price-drop-alerts', bearer(badr.token))).json().data).toEqual({ alert: 'off' });
    await reprice(quiet, 99_000);

    const aliceBefore = (await mails(t, 'drops-alice@example.com')).length;
    const badrBefore = (await mails(t, 'drops-badr@example.com')).length;
    expect(await runSearchAlerts(t.app)).toBe(0);
    expect(await mails(t, 'drops-alice@example.com')).toHaveLength(aliceBefore);
    expect(await mails(t, 'drops-badr@example.com')).toHaveLength(badrBefore);
  });

  it('mails nothing to a suspended member, nor their search alerts', async () => {
    const cyrus = await signUp(t, 'drops-cyrus@example.com', { language: 'en' });
    const [id] = (await flats(['Suspended saver'])) as [number];
    await save(cyrus, id);
    expect(
      (
        await post(
          t,
          '/api/save-search',
          { name: 'Homs flats', kind: 'property', query: `city_id=${P.city('Homs')}`, alert: 'instant' },
          bearer(cyrus.token),
        )
      ).statusCode,
    ).toBe(200);
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'Spam' })
      .where('id', '=', cyrus.user.id as number)
      .execute();
    await reprice(id, 99_000);
    await insertListings(t, owner.user.id as number, [
      {
        governorate_id: P.gov('Homs'),
        city_id: P.city('Homs'),
        name: 'New in Homs',
        created_at: new Date(Date.now() + 60_000),
      },
    ]);
    await runSearchAlerts(t.app);
    expect(await mails(t, 'drops-cyrus@example.com')).toHaveLength(0);
    // Restored, they hear of both again.
    await t.db
      .updateTable('users')
      .set({ suspended_at: null, suspended_reason: null })
      .where('id', '=', cyrus.user.id as number)
      .execute();
    await runSearchAlerts(t.app);
    expect((await mails(t, 'drops-cyrus@example.com')).map((m) => m.subject).sort()).toEqual([
      '1 new listing for your saved search "Homs flats"',
      'Price dropped: "Suspended saver"',
    ]);
  });

  it("groups a day's drops in one daily email, cars and properties alike", async () => {
    const carla = await signUp(t, 'drops-carla@example.com', { language: 'en' });
    expect((await get(t, '/api/price-drop-alerts', bearer(carla.token))).json().data).toEqual({ alert: 'instant' });
    await choose(carla, 'daily');
    const C = await loadCatalogue(t);
    const [car] = (await insertAutos(t, owner.user.id as number, [
      { model: C.model('hyundai-tucson'), name: 'Dropping Tucson', price_usd: 20_000 },
    ])) as [number];
    const [flat] = (await flats(['Daily flat'])) as [number];
    await post(t, '/api/add-remove-wishlist', { auto_id: car }, bearer(carla.token));
    expect((await get(t, `/api/auto/auto-detail/${car}`, bearer(carla.token))).json().data.is_favourite).toBe(true);
    await save(carla, flat);
    expect((await post(t, '/api/auto-update', { id: car, price_usd: 18_000 }, bearer(owner.token))).statusCode).toBe(
      200,
    );
    await reprice(flat, 97_000);

    expect(await runSearchAlerts(t.app)).toBe(1);
    const [digest] = await mails(t, 'drops-carla@example.com');
    expect(digest!.subject).toBe('Prices dropped on 2 of your saved listings');
    expect(digest!.text).toContain(`https://souq.example/auto/auto-detail/${car}`);
    expect(digest!.text).toContain(`https://souq.example/property/property-detail/${flat}`);

    // The next drop waits for the next day's email.
    await reprice(flat, 96_000);
    expect(await runSearchAlerts(t.app)).toBe(0);
    t.app.clock.advance(DAY_MS);
    expect(await runSearchAlerts(t.app)).toBe(1);
    const [next] = await mails(t, 'drops-carla@example.com');
    expect(next!.subject).toBe('Price dropped: "Daily flat"');
    expect(await mails(t, 'drops-carla@example.com')).toHaveLength(2);
  });

  it("refuses a frequency it does not know, in the member's language", async () => {
    const res = await post(
      t,
      '/api/price-drop-alerts',
      { alert: 'hourly' },
      { ...bearer(alice.token), 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect((await get(t, '/api/price-drop-alerts', bearer(alice.token))).json().data).toEqual({ alert: 'instant' });
  });
});
