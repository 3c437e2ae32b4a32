import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { runSearchAlerts } from './alerts-job.js';

// Search alerts as a member notices them: emails in the dev outbox.
interface Mail {
  subject: string;
  text: string;
  html: string | null;
}
type Member = { token: string; user: Record<string, unknown> };

async function mails(t: TestApp, email: string): Promise<Mail[]> {
  const res = await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  // The sign-up code is mail too; alerts are the rest (newest first).
  return (res.json().data as Mail[]).filter((m) => !/code/i.test(m.subject) && !/رمز/.test(m.subject));
}

const save = (t: TestApp, who: Member, body: Record<string, unknown>) =>
  post(t, '/api/save-search', body, bearer(who.token));
/** A listing posted after the search was saved. */
const later = (seconds = 1) => new Date(Date.now() + seconds * 1000);
const HOUR = 60 * 60 * 1000;

describe('property alerts', () => {
  let t: TestApp;
  let P: Places;
  let agent: Member;
  let alice: Member;
  let place: { governorate_id: number; city_id: number };

  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_SITE_URL: 'https://souq.example' } });
    P = await loadPlaces(t);
    agent = await signUp(t, 'alerts-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
    alice = await signUp(t, 'alerts-alice@example.com', { language: 'en' });
    place = { governorate_id: P.gov('Homs'), city_id: P.city('Homs') };
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails each new match once, and nothing for older, other, hidden or own listings', async () => {
    const agentId = agent.user.id as number;
    await insertListings(t, agentId, [{ ...place, name: 'Older flat', created_at: new Date(Date.now() - HOUR) }]);
    const saved = await save(t, alice, {
      name: 'Homs sales',
      kind: 'property',
      query: `city_id=${place.city_id}&listing_type=sale&property_type=apartment&currency=USD`,
      alert: 'instant',
    });
    expect(saved.statusCode).toBe(200);
    expect(await runSearchAlerts(t.app)).toBe(0);

    const [match] = await insertListings(t, agentId, [
      { ...place, name: 'New flat in Homs', price_usd: 95_000, created_at: later() },
      { ...place, name: 'Flat to rent', listing_type: 'rent', created_at: later() },
      { ...place, name: 'Hidden flat', status: 'paused', created_at: later() },
      { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus'), name: 'Damascus flat', created_at: later() },
    ]);
    await insertListings(t, alice.user.id as number, [{ ...place, name: 'Alice own flat', created_at: later() }]);

    expect(await runSearchAlerts(t.app)).toBe(1);
    const [mail, ...older] = await mails(t, 'alerts-alice@example.com');
    expect(older).toHaveLength(0);
    expect(mail!.subject).toBe('1 new listing for your saved search "Homs sales"');
    expect(mail!.text).toContain('New flat in Homs — 95,000 USD');
    expect(mail!.text).toContain(`https://souq.example/property/property-detail/${match}`);
    expect(mail!.html).toContain(`href="https://souq.example/property/property-detail/${match}"`);
    for (const other of ['Older flat', 'Flat to rent', 'Hidden flat', 'Damascus flat', 'Alice own flat'])
      expect(mail!.text).not.toContain(other);

    // The search shows when it last alerted.
    const list = (await get(t, '/api/saved-searches', bearer(alice.token))).json().data.items;
    expect(list[0].last_alerted_at).toEqual(expect.any(String));

    // Nothing new: no second mail, however often the job runs.
    expect(await runSearchAlerts(t.app)).toBe(0);
    expect(await runSearchAlerts(t.app)).toBe(0);
    expect(await mails(t, 'alerts-alice@example.com')).toHaveLength(1);

    // The next new match gets a mail of its own, without the one already announced.
    await insertListings(t, agentId, [{ ...place, name: 'Another Homs flat', created_at: later(2) }]);
    expect(await runSearchAlerts(t.app)).toBe(1);
    const [second] = await mails(t, 'alerts-alice@example.com');
    expect(second!.text).toContain('Another Homs flat');
    expect(second!.text).not.toContain('New flat in Homs');
  });

  it('lists ten listings and counts the rest, linking to the whole search', async () => {
    const bob = await signUp(t, 'alerts-bob@example.com', { language: 'en' });
    await save(t, bob, {
      name: 'Big villas',
      kind: 'property',
      query: 'property_type=villa&min_size=400',
      alert: 'instant',
    });
    await insertListings(
      t,
      agent.user.id as number,
      Array.from({ length: 12 }, (_, i) => ({
        ...place,
        name: `Villa ${i + 1}`,
        property_type: 'villa' as const,
        size_sqm: 500,
        created_at: later(10 + i),
      })),
    );
    expect(await runSearchAlerts(t.app)).toBe(1);
    const [mail] = await mails(t, 'alerts-bob@example.com');
    expect(mail!.subject).toBe('12 new listings for your saved search "Big villas"');
    // Newest first: villas 12 down to 3 are listed, 2 and 1 are counted.
    expect(mail!.text).toContain('Villa 12 —');
    expect(mail!.text).toContain('Villa 3 —');
    expect(mail!.text).not.toContain('Villa 2 —');
    expect(mail!.text).toContain('…and 2 more: https://souq.example/property?min_size=400&property_type=villa');
    // The two counted ones were announced too: they never come again.
    expect(await runSearchAlerts(t.app)).toBe(0);
  });

  it('sends nothing for searches with alerts off, and counts from when alerts are turned on', async () => {
    const dana = await signUp(t, 'alerts-dana@example.com', { language: 'en' });
    const saved = (
      await save(t, dana, { name: 'Farms', kind: 'property', query: 'property_type=farm', alert: 'off' })
    ).json().data;
    await insertListings(t, agent.user.id as number, [
      { ...place, name: 'Farm while off', property_type: 'farm', created_at: new Date() },
    ]);
    expect(await runSearchAlerts(t.app)).toBe(0);
    await post(t, '/api/update-search', { id: saved.id, alert: 'instant' }, bearer(dana.token));
    expect(await runSearchAlerts(t.app)).toBe(0);
    await insertListings(t, agent.user.id as number, [
      { ...place, name: 'Farm after', property_type: 'farm', created_at: later(5) },
    ]);
    expect(await runSearchAlerts(t.app)).toBe(1);
    const [mail] = await mails(t, 'alerts-dana@example.com');
    expect(mail!.text).toContain('Farm after');
    expect(mail!.text).not.toContain('Farm while off');
  });

  it('gives daily searches at most one mail in 24 hours', async () => {
    const erin = await signUp(t, 'alerts-erin@example.com', { language: 'en' });
    await save(t, erin, { name: 'Studios', kind: 'property', query: 'property_type=studio' });
    await insertListings(t, agent.user.id as number, [
      { ...place, name: 'Studio one', property_type: 'studio', created_at: later() },
    ]);
    const start = new Date(Date.now() + 60_000);
    expect(await runSearchAlerts(t.app, { now: start })).toBe(1);

    await insertListings(t, agent.user.id as number, [
      { ...place, name: 'Studio two', property_type: 'studio', created_at: later(2) },
    ]);
    expect(await runSearchAlerts(t.app, { now: new Date(start.getTime() + HOUR) })).toBe(0);
    expect(await runSearchAlerts(t.app, { now: new Date(start.getTime() + 23 * HOUR) })).toBe(0);
    expect(await mails(t, 'alerts-erin@example.com')).toHaveLength(1);

    expect(await runSearchAlerts(t.app, { now: new Date(start.getTime() + 24 * HOUR) })).toBe(1);
    const [second] = await mails(t, 'alerts-erin@example.com');
    expect(second!.text).toContain('Studio two');
    expect(second!.text).not.toContain('Studio one');
    expect(await runSearchAlerts(t.app, { now: new Date(start.getTime() + 72 * HOUR) })).toBe(0);
  });

  it('announces a listing once even when two passes run at the same time', async () => {
    const hal = await signUp(t, 'alerts-hal@example.com', { language: 'en' });
    await save(t, hal, { name: 'Commercial', kind: 'property', query: 'property_type=commercial', alert: 'instant' });
    await insertListings(t, agent.user.id as number, [
      { ...place, name: 'Shop front', property_type: 'commercial', created_at: later() },
    ]);
    const [a, b] = await Promise.all([runSearchAlerts(t.app), runSearchAlerts(t.app)]);
    expect(a + b).toBe(1);
    expect(await mails(t, 'alerts-hal@example.com')).toHaveLength(1);
  });

  it('lets journeys run a pass through the dev route', async () => {
    const fay = await signUp(t, 'alerts-fay@example.com', { language: 'en' });
    await save(t, fay, { name: 'Land', kind: 'property', query: 'property_type=land', alert: 'instant' });
    await insertListings(t, agent.user.id as number, [
      { ...place, name: 'A plot', property_type: 'land', created_at: later() },
    ]);
    const res = await post(t, '/api/dev/run-search-alerts', {});
    expect(res.json()).toEqual({ success: true, message: 'Search alerts sent.', data: { sent: 1 } });
    expect((await mails(t, 'alerts-fay@example.com'))[0]!.text).toContain('A plot');
  });
});

describe("auto alerts in the member's language", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes to an Arabic reader in Arabic, with Arabic titles, and only about available cars', async () => {
    const C = await loadCatalogue(t);
    const seller = await signUp(t, 'alerts-seller@example.com', { user_type: 'Agent', listing_category: 'auto' });
    const huda = await signUp(t, 'alerts-huda@example.com', { language: 'ar' });
    const rio = C.model('kia-rio');
    await save(t, huda, {
      name: 'ريو',
      kind: 'auto',
      query: `brand_id=${rio.brand_id}&model_id=${rio.id}&class_id=${rio.class_id}`,
      alert: 'instant',
    });
    const [car] = await insertAutos(t, seller.user.id as number, [
      { model: rio, name: 'Kia Rio 2019', name_ar: 'كيا ريو 2019', price_usd: 9_000, created_at: later() },
      { model: rio, name: 'Sold Rio', vehicle_status: 'sold', created_at: later() },
      { model: C.model('kia-sportage'), name: 'Sportage', created_at: later() },
    ]);
    expect(await runSearchAlerts(t.app)).toBe(1);
    const [mail] = await mails(t, 'alerts-huda@example.com');
    expect(mail!.subject).toBe('إعلان جديد واحد لبحثك المحفوظ «ريو»');
    expect(mail!.text).toContain('كيا ريو 2019');
    expect(mail!.text).toContain(`http://localhost:8080/auto/auto-detail/${car}`);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).not.toContain('Sold Rio');
    expect(mail!.text).not.toContain('Sportage');
  });
});

describe("property alerts in the member's language, with the price as the site writes it", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes pounds as ل.س جديدة and a rent per its period for an Arabic reader, and new SYP / month in English', async () => {
    const P = await loadPlaces(t);
    const agent = await signUp(t, 'alerts-rent-agent@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const huda = await signUp(t, 'alerts-rent-huda@example.com', { language: 'ar' });
    const sam = await signUp(t, 'alerts-rent-sam@example.com', { language: 'en' });
    const query = `city_id=${P.city('Hama')}&listing_type=rent`;
    await save(t, huda, { name: 'إيجارات حماة', kind: 'property', query, alert: 'instant' });
    await save(t, sam, { name: 'Hama rents', kind: 'property', query, alert: 'instant' });
    await save(t, huda, {
      name: 'حماة بالدولار',
      kind: 'property',
      query: `${query}&currency=USD&rent_period=yearly`,
      alert: 'instant',
    });
    const place = { governorate_id: P.gov('Hama'), city_id: P.city('Hama') };
    await insertListings(t, agent.user.id as number, [
      {
        ...place,
        name: 'Flat by the month',
        name_ar: 'شقة شهرية',
        listing_type: 'rent',
        rent_period: 'monthly',
        price_syp: 13_000,
        created_at: later(),
      },
      {
        ...place,
        name: 'Shop by the year',
        name_ar: 'محل سنوي',
        listing_type: 'rent',
        rent_period: 'yearly',
        price_usd: 2_400,
        created_at: later(2),
      },
    ]);
    expect(await runSearchAlerts(t.app)).toBe(3);
    const [usd, syp] = await mails(t, 'alerts-rent-huda@example.com');
    expect(syp!.text).toContain('شقة شهرية — 13,000 ل.س جديدة شهرياً');
    expect(syp!.text).toContain('محل سنوي — 312,000 ل.س جديدة سنوياً');
    expect(syp!.html).toContain('13,000 ل.س جديدة شهرياً');
    expect(syp!.text).not.toContain('SYP');
    expect(usd!.text).toContain('محل سنوي — 2,400 دولار سنوياً');
    expect(usd!.text).not.toContain('شقة شهرية');
    expect(usd!.text).not.toContain('USD');
    const [english] = await mails(t, 'alerts-rent-sam@example.com');
    expect(english!.text).toContain('Flat by the month — 13,000 new SYP / month');
    expect(english!.text).toContain('Shop by the year — 312,000 new SYP / year');
  });
});

describe("the search described in the mail's language, its name as typed", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes a property search in Arabic for an Arabic reader and in English for an English one', async () => {
    const P = await loadPlaces(t);
    const agent = await signUp(t, 'described-agent@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const huda = await signUp(t, 'described-huda@example.com', { language: 'ar' });
    const sam = await signUp(t, 'described-sam@example.com', { language: 'en' });
    const query = `governorate_id=${P.gov('Damascus')}&property_type=apartment&listing_type=sale&min_price=100000000&max_price=200000000&min_bedrooms=3`;
    // Each saved the search in the other language (the suggested name follows the page's language).
    await save(t, huda, { name: 'Damascus flats', kind: 'property', query, alert: 'instant' });
    await save(t, sam, { name: 'شقق دمشق', kind: 'property', query, alert: 'instant' });
    await insertListings(t, agent.user.id as number, [
      {
        governorate_id: P.gov('Damascus'),
        city_id: P.city('Damascus'),
        name: 'Flat in Mezzeh',
        name_ar: 'شقة في المزة',
        property_type: 'apartment',
        bedrooms: 3,
        price_syp: 150_000_000,
        created_at: later(),
      },
    ]);
    expect(await runSearchAlerts(t.app)).toBe(2);

    const [arabic] = await mails(t, 'described-huda@example.com');
    expect(arabic!.subject).toBe('إعلان جديد واحد لبحثك المحفوظ «Damascus flats»');
    expect(arabic!.text).toContain(
      'يبحث عن: شقة · للبيع · دمشق · السعر من 100,000,000 إلى 200,000,000 ل.س جديدة · غرف النوم: 3+',
    );
    expect(arabic!.html).toContain('<bdi>Damascus flats</bdi>');
    expect(arabic!.html).toContain('يبحث عن: شقة · للبيع · دمشق');
    expect(arabic!.text).not.toMatch(/Apartment|For sale|Price|new SYP/);

    const [english] = await mails(t, 'described-sam@example.com');
    expect(english!.subject).toBe('1 new listing for your saved search "شقق دمشق"');
    expect(english!.text).toContain(
      'It looks for: Apartment · For sale · Damascus · Price 100,000,000–200,000,000 new SYP · 3+ bedrooms',
    );
    expect(english!.text).not.toMatch(/شقة ·|للبيع|ل\.س/);
  });

  it('describes a car search by its brand and model, and an empty search as every listing, in either language', async () => {
    const C = await loadCatalogue(t);
    const seller = await signUp(t, 'described-seller@example.com', { user_type: 'Agent', listing_category: 'auto' });
    const huda = await signUp(t, 'described-car-huda@example.com', { language: 'ar' });
    const sam = await signUp(t, 'described-car-sam@example.com', { language: 'en' });
    const rio = C.model('kia-rio');
    const query = `brand_id=${rio.brand_id}&class_id=${rio.class_id}&model_id=${rio.id}&currency=USD&max_price=10000`;
    await save(t, huda, { name: 'Rio', kind: 'auto', query, alert: 'instant' });
    await save(t, sam, { name: 'كل السيارات', kind: 'auto', query: '', alert: 'instant' });
    await insertAutos(t, seller.user.id as number, [
      { model: rio, name: 'Kia Rio 2019', name_ar: 'كيا ريو 2019', price_usd: 9_000, created_at: later() },
    ]);
    expect(await runSearchAlerts(t.app)).toBe(2);
    const [arabic] = await mails(t, 'described-car-huda@example.com');
    expect(arabic!.text).toMatch(/يبحث عن: كيا .*ريو · السعر حتى 10,000 دولار/);
    const [english] = await mails(t, 'described-car-sam@example.com');
    expect(english!.text).toContain('It looks for: All cars');
  });
});

describe('instant alerts when a listing is posted', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The timer is far off: the pass this test sees is the one the new listing triggers.
    t = await createTestApp({ config: { SEARCH_ALERTS_INTERVAL_MS: 86_400_000 } });
    t.app.searchAlerts.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a pass right after add-property answers', async () => {
    const P = await loadPlaces(t);
    const agent = await signUp(t, 'instant-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
    const gus = await signUp(t, 'instant-gus@example.com', { language: 'en' });
    await save(t, gus, {
      name: 'Latakia rentals',
      kind: 'property',
      query: `governorate_id=${P.gov('Latakia')}&listing_type=rent`,
      alert: 'instant',
    });

    const pass = t.app.searchAlerts.nextPass();
    const posted = await post(
      t,
      '/api/add-property',
      {
        name: 'Sea view flat',
        description: 'Two rooms by the sea.',
        governorate_id: P.gov('Latakia'),
        city_id: P.city('Latakia'),
        property_type: 'apartment',
        listing_type: 'rent',
        rent_period: 'monthly',
        bedrooms: 2,
        bathrooms: 1,
        size_sqm: 90,
        furnished: 'furnished',
        price_usd: 400,
      },
      bearer(agent.token),
    );
    expect(posted.statusCode).toBe(200);
    expect(await pass).toBe(1);
    const [mail] = await mails(t, 'instant-gus@example.com');
    expect(mail!.text).toContain('Sea view flat');
    expect(mail!.text).toContain(`/property/property-detail/${posted.json().data.id}`);
  });
});
