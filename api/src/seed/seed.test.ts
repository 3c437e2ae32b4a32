import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_USERS } from './demo-users.js';
import { seed } from './seed.js';
import { seedListingStats, spreadOverDays } from './seed-listing-stats.js';
import { seedReviews } from './seed-reviews.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const n = async (
    table: 'tenants' | 'users' | 'companies' | 'governorates' | 'cities' | 'neighborhoods' | 'sub_neighborhoods',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    tenants: await n('tenants'),
    users: await n('users'),
    companies: await n('companies'),
    governorates: await n('governorates'),
    cities: await n('cities'),
    neighborhoods: await n('neighborhoods'),
    subNeighborhoods: await n('sub_neighborhoods'),
  };
}

const ARABIC = /^[\u0600-\u06FF0-9\s]+$/;

describe('seed', () => {
  it('creates nothing twice when run again', async () => {
    const first = await seed(t.db, { tenantSlug: t.tenant.slug });
    expect(first.usersCreated).toBe(DEMO_USERS.length);
    const afterFirst = await counts();
    const second = await seed(t.db, { tenantSlug: t.tenant.slug });
    expect(second.usersCreated).toBe(0);
    expect(await counts()).toEqual(afterFirst);
    expect(second).toEqual({ ...first, usersCreated: 0 });
    // A hang detector, not a timing assertion: the whole seed, twice, on a machine other test files share.
  }, 300_000);

  it('creates nothing twice when two instances seed an empty tenant at once', async () => {
    // Rows of a tenant; its listings are found through their owners, who belong to it.
    const rows = async (slug: string) => {
      const { id } = await t.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
      const n = async (table: 'users' | 'properties' | 'autos') =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('tenant_id', '=', id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { users: await n('users'), properties: await n('properties'), autos: await n('autos') };
    };
    await seed(t.db, { tenantSlug: t.tenant.slug });
    // The tenant exists before it is seeded, as the default one does (a migration creates it), so nothing waits on it.
    const slug = `${t.tenant.slug}-two`;
    await t.db.insertInto('tenants').values({ slug, name: 'Two' }).execute();
    const both = await Promise.all([seed(t.db, { tenantSlug: slug }), seed(t.db, { tenantSlug: slug })]);
    expect(both.map((r) => r.usersCreated).sort((x, y) => x - y)).toEqual([0, DEMO_USERS.length]);
    const seeded = await rows(slug);
    expect(seeded.properties).toBeGreaterThan(0);
    expect(seeded).toEqual(await rows(t.tenant.slug));
  });

  it('loads the 14 governorates with their names in Arabic and English', async () => {
    const rows = await t.db.selectFrom('governorates').select(['name_en', 'name_ar']).orderBy('sort_order').execute();
    expect(rows).toHaveLength(14);
    expect(rows.map((r) => r.name_en)).toEqual([
      'Damascus',
      'Rif Dimashq',
      'Aleppo',
      'Homs',
      'Hama',
      'Latakia',
      'Tartus',
      'Idlib',
      'Deir ez-Zor',
      'Raqqa',
      'Al-Hasakah',
      'Daraa',
      'As-Suwayda',
      'Quneitra',
    ]);
    expect(rows.find((r) => r.name_en === 'Damascus')?.name_ar).toBe('دمشق');
    expect(rows.find((r) => r.name_en === 'Deir ez-Zor')?.name_ar).toBe('دير الزور');
    for (const row of rows) expect(row.name_ar).toMatch(ARABIC);
  });

  it('gives every governorate cities, and the large cities real neighbourhoods, all in both languages', async () => {
    const perGovernorate = await t.db
      .selectFrom('governorates')
      .leftJoin('cities', 'cities.governorate_id', 'governorates.id')
      .select(['governorates.name_en', (eb) => eb.fn.count('cities.id').as('n')])
      .groupBy('governorates.name_en')
      .execute();
    for (const g of perGovernorate) expect(Number(g.n)).toBeGreaterThan(0);

    const neighbourhoods = (city: string) =>
      t.db
        .selectFrom('neighborhoods')
        .innerJoin('cities', 'cities.id', 'neighborhoods.city_id')
        .select(['neighborhoods.name_en', 'neighborhoods.name_ar'])
        .where('cities.name_en', '=', city)
        .execute();
    const damascus = await neighbourhoods('Damascus');
    for (const [en, ar] of [
      ['Mezzeh', 'المزة'],
      ['Malki', 'المالكي'],
      ['Abu Rummaneh', 'أبو رمانة'],
      ['Bab Touma', 'باب توما'],
      ['Shaalan', 'الشعلان'],
    ]) {
      expect(damascus).toContainEqual({ name_en: en, name_ar: ar });
    }
    for (const city of ['Aleppo', 'Homs', 'Latakia'])
      expect((await neighbourhoods(city)).length).toBeGreaterThanOrEqual(10);

    const mezzeh = await t.db
      .selectFrom('sub_neighborhoods')
      .innerJoin('neighborhoods', 'neighborhoods.id', 'sub_neighborhoods.neighborhood_id')
      .select(['sub_neighborhoods.name_en', 'sub_neighborhoods.name_ar'])
      .where('neighborhoods.name_en', '=', 'Mezzeh')
      .execute();
    expect(mezzeh).toContainEqual({ name_en: 'Western Villas', name_ar: 'الفيلات الغربية' });

    for (const table of ['cities', 'neighborhoods', 'sub_neighborhoods'] as const) {
      const rows = await t.db.selectFrom(table).select(['name_en', 'name_ar']).execute();
      for (const row of rows) {
        expect(row.name_ar).toMatch(ARABIC);
        expect(row.name_en).toMatch(/^[A-Za-z0-9' -]+$/);
      }
    }
  });

  it('gives every seeded listing an owner whose listing category allows its kind, as the API requires', async () => {
    const autosOutside = await t.db
      .selectFrom('autos')
      .innerJoin('users', 'users.id', 'autos.owner_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('autos.tenant_id', '=', t.tenant.id)
      .where((eb) =>
        eb.or([eb('users.listing_category', 'is', null), eb('users.listing_category', '=', 'real_estate')]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(autosOutside.n)).toBe(0);
    const propertiesOutside = await t.db
      .selectFrom('properties')
      .innerJoin('users', 'users.id', 'properties.owner_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('properties.tenant_id', '=', t.tenant.id)
      .where((eb) => eb.or([eb('users.listing_category', 'is', null), eb('users.listing_category', '=', 'auto')]))
      .executeTakeFirstOrThrow();
    expect(Number(propertiesOutside.n)).toBe(0);
    const autos = await t.db
      .selectFrom('autos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', t.tenant.id)
      .executeTakeFirstOrThrow();
    expect(Number(autos.n)).toBeGreaterThan(0);
  });

  it('creates one verified demo user of each type who can log in with the documented password', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['email', 'user_type', 'email_verified_at'])
      .where('tenant_id', '=', t.tenant.id)
      .where(
        'email',
        'in',
        DEMO_USERS.map((u) => u.email),
      )
      .execute();
    expect(users.map((u) => u.user_type).sort()).toEqual(['Admin', 'Agent', 'Corporate', 'Individual']);
    for (const u of users) expect(u.email_verified_at).not.toBeNull();

    for (const demo of DEMO_USERS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: t.headers,
        payload: { email: demo.email, password: demo.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { user: { email: demo.email, user_type: demo.userType } },
      });
      expect(typeof res.json().data.token).toBe('string');
    }
    const corporate = await t.db
      .selectFrom('companies')
      .innerJoin('users', 'users.id', 'companies.user_id')
      .select('company_name')
      .where('users.email', '=', 'corporate@souq.localhost')
      .executeTakeFirst();
    expect(corporate?.company_name).toBe('Sham Real Estate');
  });

  it('gives the demo agents several reviews, each after a contact with one of their listings, without repeating them', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: t.headers,
      payload: { email: 'individual@souq.localhost', password: 'Individual@2026' },
    });
    const token = login.json().data.token as string;
    for (const email of ['agent@souq.localhost', 'corporate@souq.localhost']) {
      const { id } = await t.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', t.tenant.id)
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/agent-review-listing?agent_id=${id}`,
        headers: { ...t.headers, authorization: `Bearer ${token}` },
      });
      const { items, summary } = res.json().data;
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(summary.count).toBe(items.length);
      for (const review of items)
        expect(review.contact).toEqual({ channel: expect.any(String), at: expect.any(String) });
      expect(items.some((r: { reply: unknown }) => r.reply !== null)).toBe(true);
      // The agent was a member before anyone reviewed them.
      const { member_since } = (
        await t.app.inject({
          method: 'GET',
          url: `/api/agent-profile?id=${id}`,
          headers: { ...t.headers, authorization: `Bearer ${token}` },
        })
      ).json().data;
      for (const review of items)
        expect(new Date(member_since).getTime()).toBeLessThan(new Date(review.contact.at).getTime());
    }
    // The demo member has written none, so they can try writing one.
    const demo = await t.db
      .selectFrom('agent_reviews')
      .innerJoin('users', 'users.id', 'agent_reviews.reviewer_id')
      .select('agent_reviews.id')
      .where('users.email', '=', 'individual@souq.localhost')
      .execute();
    expect(demo).toEqual([]);
    const reviews = async () =>
      Number(
        (
          await t.db
            .selectFrom('agent_reviews')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await reviews();
    await seedReviews(t.db, t.tenant.id);
    expect(await reviews()).toBe(before);
  });

  it("charts the demo agent's listings: their last 30 days within their counts since posted, seeded once", async () => {
    await seed(t.db, { tenantSlug: t.tenant.slug });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: t.headers,
      payload: { email: 'agent@souq.localhost', password: 'Agent@2026' },
    });
    const auth = { ...t.headers, authorization: `Bearer ${login.json().data.token as string}` };
    const month = async () => {
      const { items } = (
        await t.app.inject({ method: 'GET', url: '/api/listing-statistics/listings', headers: auth })
      ).json().data;
      return Promise.all(
        (items as { kind: string; id: number; views: number; contacts: number }[]).map(async (item) => {
          const { totals } = (
            await t.app.inject({
              method: 'GET',
              url: `/api/listing-statistics?kind=${item.kind}&id=${item.id}`,
              headers: auth,
            })
          ).json().data;
          return {
            ...item,
            monthViews: totals.views as number,
            monthContacts: (totals.contacts.call + totals.contacts.email + totals.contacts.whatsapp) as number,
          };
        }),
      );
    };
    const listings = await month();
    expect(listings.length).toBeGreaterThan(5);
    for (const l of listings) {
      expect(l.monthViews).toBeLessThanOrEqual(l.views);
      expect(l.monthContacts).toBeLessThanOrEqual(l.contacts);
    }
    expect(listings.filter((l) => l.monthViews > 0).length).toBeGreaterThan(listings.length / 2);
    await seedListingStats(t.db, t.tenant.id);
    expect(await month()).toEqual(listings);
  });

  it("spreads a listing's views and contacts over the days it has been listed, none before it was posted", () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const listing = { id: 42, created_at: new Date('2026-11-01T08:00:00Z'), views_count: 670, contacts_count: 36 };
    const days = spreadOverDays(listing, now);
    expect(days.reduce((n, d) => n + d.views, 0)).toBe(670);
    expect(days.reduce((n, d) => n + d.calls + d.emails + d.whatsapps, 0)).toBe(36);
    expect(days[0]!.day >= '2026-11-01').toBe(true);
    expect(days.at(-1)!.day <= '2026-11-28').toBe(true);
    expect(days.length).toBeGreaterThan(20);
    expect(spreadOverDays(listing, now)).toEqual(days);
    // A listing posted today has today only; one posted a year ago is charted over the last 180 days.
    expect(spreadOverDays({ ...listing, created_at: now }, now).map((d) => d.day)).toEqual(['2026-11-28']);
    expect(
      spreadOverDays({ ...listing, created_at: new Date('2025-11-01T00:00:00Z') }, now)[0]!.day >= '2026-06-01',
    ).toBe(true);
  });
});
