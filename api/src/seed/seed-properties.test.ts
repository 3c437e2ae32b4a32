import { get } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SYP_PER_USD } from '../features/listing-shared/currency.js';
import { seed } from './seed.js';

let t: TestApp;
// A hang detector, not a timing assertion: the whole seed on a machine other test files share.
beforeAll(async () => {
  t = await createTestApp({ config: { UPLOADS_DIR: `/tmp/souq-seed-test-${process.pid}` } });
  process.env.UPLOADS_DIR = t.config.UPLOADS_DIR;
  await seed(t.db, { tenantSlug: t.tenant.slug });
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('seeded listings', () => {
  it('adds 2,000 listings across Syria once, with photos', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('properties')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('tenant_id', '=', t.tenant.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2000);
    await seed(t.db, { tenantSlug: t.tenant.slug });
    expect(await count()).toBe(2000);
    const governorates = await t.db
      .selectFrom('properties')
      .select('governorate_id')
      .distinct()
      .where('tenant_id', '=', t.tenant.id)
      .execute();
    expect(governorates.length).toBeGreaterThanOrEqual(12);
    const noPhoto = await t.db
      .selectFrom('properties')
      .select('id')
      .where('tenant_id', '=', t.tenant.id)
      .where('primary_image_id', 'is', null)
      .execute();
    expect(noPhoto).toEqual([]);
  });

  it('gives the active ones an end over the coming weeks, not all on one day', async () => {
    const rows = await t.db
      .selectFrom('properties')
      .select(['status', 'expires_at'])
      .where('tenant_id', '=', t.tenant.id)
      .execute();
    const active = rows.filter((r) => r.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    const days = active.map((r) => Math.floor((r.expires_at!.getTime() - Date.now()) / 86_400_000));
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(57);
    expect(new Set(days).size).toBeGreaterThan(40);
  });

  it('serves them through search, with sensible prices, places and a photo that loads', async () => {
    const res = await get(
      t,
      '/api/property/get-property-list?listing_type=sale&property_type=apartment&city_id=1&per_page=50&currency=USD',
    );
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination.total).toBeGreaterThan(100);
    for (const item of items) {
      expect(item.price_usd).toBeGreaterThanOrEqual(20_000);
      expect(item.price_usd).toBeLessThan(3_000_000);
      expect(item.price_syp).toBeCloseTo(item.price_usd * 130, -4);
      expect(item.name_ar).toMatch(/^شقة .* للبيع في /);
      expect(item.latitude).toBeGreaterThan(33.3);
      expect(item.latitude).toBeLessThan(33.7);
    }
    const photo = await t.app.inject({ method: 'GET', url: items[0].primary_image.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const rent = (
      await get(
        t,
        '/api/property/get-property-list?listing_type=rent&property_type=apartment&currency=USD&sort=price_desc',
      )
    ).json().data.items;
    expect(rent[0].price_usd).toBeLessThan(20_000);
    // Seeded rents are priced by the month, and say so; sales have no period.
    expect(rent.every((item: { rent_period: string }) => item.rent_period === 'monthly')).toBe(true);
    expect(items.every((item: { rent_period: string | null }) => item.rent_period === null)).toBe(true);
    const detail = (await get(t, `/api/property/property-detail/${items[0].id}`)).json().data;
    expect(detail.images.length).toBeGreaterThanOrEqual(3);
    const featured = (await get(t, '/api/property/feature-property')).json().data;
    expect(featured.length).toBe(8);
    const arabic = (
      await get(t, `/api/property/get-property-list?keyword=${encodeURIComponent('شقه في المزه')}`)
    ).json().data;
    expect(arabic.pagination.total).toBeGreaterThan(3);
    for (const item of arabic.items)
      expect(item.neighborhood?.name_en === 'Mezzeh' || item.sub_neighborhood?.name_en.startsWith('Mezzeh')).toBe(true);
  });

  it('says the ownership document of about two listings in three, most of them a green tabu, and every kind is there', async () => {
    const rows = await t.db
      .selectFrom('properties')
      .select(['ownership_document'])
      .where('tenant_id', '=', t.tenant.id)
      .execute();
    const count = (kind: string | null) => rows.filter((r) => r.ownership_document === kind).length;
    expect(count(null) / rows.length).toBeGreaterThan(0.25);
    expect(count(null) / rows.length).toBeLessThan(0.45);
    expect(count('green_tabu')).toBeGreaterThan(count('court_ruling'));
    for (const kind of ['green_tabu', 'court_ruling', 'notarised_poa', 'other'])
      expect(count(kind)).toBeGreaterThan(50);
  });

  it('gives each listing of a neighbourhood its own place on the map', async () => {
    const rows = await t.db
      .selectFrom('properties')
      .select(['neighborhood_id', 'latitude', 'longitude'])
      .where('tenant_id', '=', t.tenant.id)
      .where('seed_key', 'is not', null)
      .execute();
    const byHood = new Map<string, Set<string>>();
    for (const r of rows) {
      const hood = String(r.neighborhood_id ?? 'none');
      const seen = byHood.get(hood) ?? new Set<string>();
      expect(seen.has(`${r.latitude},${r.longitude}`)).toBe(false);
      seen.add(`${r.latitude},${r.longitude}`);
      byHood.set(hood, seen);
    }
    expect([...byHood.values()].some((spots) => spots.size > 20)).toBe(true);
  });

  it('counts the rooms in the descriptions as a person writes them, in Arabic and in English', async () => {
    const rows = await t.db
      .selectFrom('properties')
      .select(['bedrooms', 'bathrooms', 'description', 'description_ar'])
      .where('tenant_id', '=', t.tenant.id)
      .where('seed_key', 'is not', null)
      .execute();
    const withRooms = rows.filter((r) => (r.bedrooms ?? 0) > 0);
    expect(withRooms.length).toBeGreaterThan(500);
    for (const r of withRooms) {
      expect(r.description).not.toMatch(/\b1 (bedrooms|bathrooms)\b/);
      expect(r.description_ar).not.toMatch(/(^|[^0-9])[12] (غرف|حمام)/);
      expect(r.description_ar).not.toMatch(/(^|[^0-9])([3-9]|10) حمام[^ا]/);
    }
    const one = withRooms.find((r) => r.bedrooms === 1 && r.bathrooms === 1);
    expect(one?.description_ar).toMatch(/^غرفة نوم واحدة وحمام واحد، /);
    expect(one?.description).toMatch(/^1 bedroom and 1 bathroom, /);
    const two = withRooms.find((r) => r.bedrooms === 2 && r.bathrooms === 2);
    expect(two?.description_ar).toMatch(/^غرفتا نوم وحمامان، /);
    const three = withRooms.find((r) => r.bedrooms === 3 && r.bathrooms === 3);
    expect(three?.description_ar).toMatch(/^3 غرف نوم و3 حمامات، /);
  });

  it("prices some listings in one currency only, as posters do, the other derived at the seed's rate", async () => {
    const rows = await t.db
      .selectFrom('properties')
      .select(['listing_type', 'priced_in', 'price_syp', 'price_usd'])
      .where('tenant_id', '=', t.tenant.id)
      .where('seed_key', 'is not', null)
      .execute();
    const share = (type: string, currency: string | null) =>
      rows.filter((r) => r.listing_type === type && r.priced_in === currency).length /
      rows.filter((r) => r.listing_type === type).length;
    expect(share('sale', 'USD')).toBeGreaterThan(0.25);
    expect(share('sale', 'SYP')).toBeGreaterThan(0.05);
    expect(share('rent', 'SYP')).toBeGreaterThan(0.2);
    expect(share('sale', null)).toBeGreaterThan(0.4);
    for (const r of rows.filter((row) => row.priced_in === 'USD'))
      expect(Number(r.price_syp)).toBe(Number(r.price_usd) * SYP_PER_USD);
    for (const r of rows.filter((row) => row.priced_in === 'SYP'))
      expect(Number(r.price_usd)).toBe(Math.round(Number(r.price_syp) / SYP_PER_USD));
    // The list says which: a dollar-only flat's card carries its currency.
    const usdOnly = rows.find((r) => r.priced_in === 'USD');
    const list = (
      await get(
        t,
        `/api/property/get-property-list?currency=USD&min_price=${usdOnly!.price_usd}&max_price=${usdOnly!.price_usd}&per_page=50`,
      )
    ).json().data;
    expect(list.items.some((item: { priced_in: string | null }) => item.priced_in === 'USD')).toBe(true);
  });
});
