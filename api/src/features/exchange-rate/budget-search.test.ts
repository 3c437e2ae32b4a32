import { sql } from 'kysely';
import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, loadCatalogue } from '../auto/test-autos.js';
import { paging } from '../listing-shared/pagination.js';
import { admin } from '../payments/test-payments.js';
import { searchQuery } from '../property/search-repository.js';
import { loadPlaces, type Places } from '../property/test-listings.js';

// A listing priced in one currency, searched by a budget in the other: the current rate an admin set decides, not
// the rate of the day it was posted.
let t: TestApp;
let P: Places;
let C: Catalogue;
let boss: { token: string; id: number };
let agent: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  C = await loadCatalogue(t);
  boss = await admin(t, 'budget-admin@example.com');
  agent = await signUp(t, 'budget-agent@example.com', { user_type: 'Corporate', listing_category: 'both' });
});
afterAll(() => t.close());

const setRate = async (rate: number) => {
  const res = await post(t, '/api/admin/exchange-rates', { rate, source: 'Central Bank bulletin' }, bearer(boss.token));
  expect(res.statusCode).toBe(200);
};
const postFlat = async (name: string, price: Record<string, number>, city = 'Latakia') => {
  const res = await post(
    t,
    '/api/add-property',
    {
      name,
      description: 'Two rooms by the sea.',
      governorate_id: P.gov(city),
      city_id: P.city(city),
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 80,
      furnished: 'unfurnished',
      ...price,
    },
    bearer(agent.token),
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; price_syp: number; price_usd: number; priced_in: string | null };
};
/** A used white sedan of `model` (an Elantra unless told), priced as given. */
const postCar = async (price: Record<string, number>, model = 'hyundai-elantra') => {
  const m = C.model(model);
  const res = await post(
    t,
    '/api/add-auto',
    {
      brand_id: m.brand_id,
      class_id: m.class_id,
      model_id: m.id,
      year: 2017,
      condition: 'used',
      transmission: 'automatic',
      import_origin: 'gcc',
      fuel_type: 'petrol',
      mileage_km: 90_000,
      body_type: 'sedan',
      color: 'white',
      drive_type: 'fwd',
      ...price,
    },
    bearer(agent.token),
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; price_syp: number; price_usd: number; priced_in: string | null };
};
/**
 * Runs `plan` with sequential scans, bitmaps and sorts made dear, so that a plan still sorting its matches (or reading
 * them all) shows it: the tiny test tables would otherwise be read whole whatever the indexes.
 */
const withoutSorts = async (plan: () => Promise<void>) => {
  await sql`SET enable_seqscan = off`.execute(t.db);
  await sql`SET enable_bitmapscan = off`.execute(t.db);
  await sql`SET enable_sort = off`.execute(t.db);
  try {
    await plan();
  } finally {
    await sql`RESET enable_seqscan`.execute(t.db);
    await sql`RESET enable_bitmapscan`.execute(t.db);
    await sql`RESET enable_sort`.execute(t.db);
  }
};
const names = (res: { json(): { data: { items: { name: string }[] } } }) =>
  res
    .json()
    .data.items.map((i) => i.name)
    .sort();
const latakia = () => `governorate_id=${P.gov('Latakia')}`;

describe('budget search in either currency at the current rate', () => {
  let dollarFlat: { id: number }, poundFlat: { id: number };

  beforeAll(async () => {
    await setRate(150);
    // Posted at 150: the dollar flat's pound amount is derived as 15,000,000; the pound flat's dollar amount as 2,000.
    dollarFlat = await postFlat('Priced in dollars', { price_usd: 100_000 });
    poundFlat = await postFlat('Priced in pounds', { price_syp: 300_000 });
    await postFlat('Priced in both', { price_syp: 20_000_000, price_usd: 90_000 });
    // The dollar climbs: 200 new pounds.
    await setRate(200);
  });

  it('says which currency the owner priced in, on cards and on the page', async () => {
    const list = await get(t, `/api/property/get-property-list?${latakia()}`);
    const byName = Object.fromEntries(
      list.json().data.items.map((i: { name: string; priced_in: string | null }) => [i.name, i.priced_in]),
    );
    expect(byName).toEqual({ 'Priced in dollars': 'USD', 'Priced in pounds': 'SYP', 'Priced in both': null });
    expect((await get(t, `/api/property/property-detail/${dollarFlat.id}`)).json().data).toMatchObject({
      priced_in: 'USD',
      price_usd: 100_000,
      price_syp: 15_000_000,
    });
  });

  it("finds a dollar listing by a pound budget at the current rate, not the posting day's", async () => {
    // 100,000 USD is 20,000,000 new SYP now (15,000,000 when posted).
    expect(
      names(
        await get(t, `/api/property/get-property-list?${latakia()}&currency=Syp&min_price=19000000&max_price=21000000`),
      ),
    ).toEqual(['Priced in both', 'Priced in dollars']);
    expect(names(await get(t, `/api/property/get-property-list?${latakia()}&currency=SYP&max_price=16000000`))).toEqual(
      ['Priced in pounds'],
    );
    // Exactly at the bound.
    expect(
      names(
        await get(t, `/api/property/get-property-list?${latakia()}&currency=SYP&min_price=20000000&max_price=20000000`),
      ),
    ).toEqual(['Priced in both', 'Priced in dollars']);
  });

  it('finds a pound listing by a dollar budget at the current rate', async () => {
    // 300,000 new SYP is 1,500 USD now (2,000 when posted).
    expect(
      names(await get(t, `/api/property/get-property-list?${latakia()}&currency=USD&min_price=1400&max_price=1600`)),
    ).toEqual(['Priced in pounds']);
    expect(
      names(await get(t, `/api/property/get-property-list?${latakia()}&currency=USD&min_price=1900&max_price=2100`)),
    ).toEqual([]);
    // A listing priced in both is compared by its own dollar price.
    expect(
      names(await get(t, `/api/property/get-property-list?${latakia()}&currency=USD&min_price=85000&max_price=95000`)),
    ).toEqual(['Priced in both']);
    // The map counts the same listings.
    const bbox = 'bbox=35.0,35.0,36.5,36.0';
    expect(
      (await get(t, `/api/property/map?${bbox}&currency=USD&min_price=1400&max_price=1600`)).json().data.total,
    ).toBe(1);
  });

  it('takes a budget typed with Eastern Arabic digits and separators', async () => {
    expect(
      names(
        await get(
          t,
          `/api/property/get-property-list?${latakia()}&currency=USD&min_price=${encodeURIComponent('١٬٤٠٠')}&max_price=${encodeURIComponent('١٦٠٠')}`,
        ),
      ),
    ).toEqual(['Priced in pounds']);
  });

  it('keeps the currency the owner priced in when they change something else, and changes it with the price', async () => {
    await post(t, '/api/property-update', { id: dollarFlat.id, discount_percent: 10 }, bearer(agent.token));
    expect((await get(t, `/api/property/property-detail/${dollarFlat.id}`)).json().data).toMatchObject({
      priced_in: 'USD',
      discounted_price_usd: 90_000,
    });
    await post(t, '/api/property-update', { id: poundFlat.id, price_usd: 1_500 }, bearer(agent.token));
    expect((await get(t, `/api/property/property-detail/${poundFlat.id}`)).json().data).toMatchObject({
      priced_in: 'USD',
      price_usd: 1_500,
      price_syp: 300_000,
    });
  });

  it('does the same for cars', async () => {
    await postCar({ price_usd: 10_000 });
    await postCar({ price_syp: 1_000_000 });
    const elantra = `model_id=${C.model('hyundai-elantra').id}`;
    const found = await get(t, `/api/auto/get-auto-list?${elantra}&currency=SYP&min_price=1900000&max_price=2100000`);
    expect(
      found.json().data.items.map((i: { price_usd: number; priced_in: string }) => [i.price_usd, i.priced_in]),
    ).toEqual([[10_000, 'USD']]);
    const byDollars = await get(t, `/api/auto/get-auto-list?${elantra}&currency=USD&min_price=4900&max_price=5100`);
    expect(
      byDollars.json().data.items.map((i: { price_syp: number; priced_in: string }) => [i.price_syp, i.priced_in]),
    ).toEqual([[1_000_000, 'SYP']]);
  });
});

describe('price sorts with a budget that takes listings priced in either currency', () => {
  // Listings priced in dollars (or both) and listings priced only in pounds are read apart and merged (migration
  // 0460); the order across pages is the price the cards show — a pound price at today's rate — as if all had been
  // sorted at once.
  const order: string[] = [];
  beforeAll(async () => {
    await setRate(150);
    const flats: [string, Record<string, number>][] = [
      ['Dollars 1,000', { price_usd: 1_000 }],
      ['Pounds 240,000 (1,600 USD when posted, 1,200 today)', { price_syp: 240_000 }],
      ['Both 1,100', { price_syp: 200_000, price_usd: 1_100 }],
      ['Dollars 1,300', { price_usd: 1_300 }],
      ['Pounds 180,000 (1,200 USD when posted, 900 today)', { price_syp: 180_000 }],
      ['Dollars 2,000, over the budget', { price_usd: 2_000 }],
    ];
    for (const [name, price] of flats) await postFlat(name, price, 'Tartus');
    await setRate(200);
    order.push(
      'Pounds 180,000 (1,200 USD when posted, 900 today)',
      'Dollars 1,000',
      'Both 1,100',
      'Pounds 240,000 (1,600 USD when posted, 1,200 today)',
      'Dollars 1,300',
    );
  });

  it('pages the matches of both halves in one order, and counts them all', async () => {
    // 500–1,500 USD; at 200 pounds to the dollar a pound price of 100,000–300,000 is within it.
    const query = `governorate_id=${P.gov('Tartus')}&currency=USD&min_price=500&max_price=1500&per_page=2`;
    for (const [sort, expected] of [
      ['price_asc', order],
      ['price_desc', [...order].reverse()],
    ] as const) {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = (await get(t, `/api/property/get-property-list?${query}&sort=${sort}&page=${page}`)).json().data;
        expect(res.pagination.total).toBe(5);
        pages.push(...res.items.map((i: { name: string }) => i.name));
      }
      expect([sort, pages]).toEqual([sort, expected]);
    }
  });

  it('does the same for cars', async () => {
    await setRate(150);
    const tucson = C.model('hyundai-tucson');
    const car = async (price: Record<string, number>) => (await postCar(price, 'hyundai-tucson')).id;
    const dollars = await car({ price_usd: 8_000 });
    const pounds = await car({ price_syp: 1_350_000 }); // 9,000 USD when posted, 6,750 at 200
    const more = await car({ price_usd: 10_000 });
    await setRate(200);
    const query = `model_id=${tucson.id}&currency=USD&min_price=5000&max_price=12000&per_page=1`;
    const ids = [];
    for (const page of [1, 2, 3, 4]) {
      const res = (await get(t, `/api/auto/get-auto-list?${query}&sort=price_asc&page=${page}`)).json().data;
      expect(res.pagination.total).toBe(3);
      ids.push(...res.items.map((i: { id: number }) => i.id));
    }
    expect(ids).toEqual([pounds, dollars, more]);
  });
});

describe('price sorts without a budget', () => {
  // No budget: the order is still the price the cards show, a listing priced only in the other currency at today's
  // rate, read in two halves through the price indexes.
  it('orders flats and cars priced in either currency by their price at the current rate, in both directions and currencies', async () => {
    await setRate(100);
    const flats = [
      ['Homs dollars 500', { price_usd: 500 }],
      ['Homs pounds 60,000 (600 USD posted, 300 today)', { price_syp: 60_000 }],
      ['Homs both 400 / 80,000', { price_usd: 400, price_syp: 80_000 }],
      ['Homs pounds 70,000 (700 USD posted, 350 today)', { price_syp: 70_000 }],
    ] as const;
    for (const [name, price] of flats) await postFlat(name, price, 'Homs');
    await setRate(200);
    const homs = `governorate_id=${P.gov('Homs')}`;
    const sorted = async (query: string) => {
      const pages = [];
      for (const page of [1, 2])
        pages.push(
          ...(await get(t, `/api/property/get-property-list?${homs}&${query}&per_page=2&page=${page}`))
            .json()
            .data.items.map((i: { name: string }) => i.name),
        );
      return pages;
    };
    // In dollars at 200: 300, 350, 400, 500.
    const usd = [
      'Homs pounds 60,000 (600 USD posted, 300 today)',
      'Homs pounds 70,000 (700 USD posted, 350 today)',
      'Homs both 400 / 80,000',
      'Homs dollars 500',
    ];
    expect(await sorted('currency=USD&sort=price_asc')).toEqual(usd);
    expect(await sorted('currency=USD&sort=price_desc')).toEqual([...usd].reverse());
    // In pounds at 200: 60,000, 70,000, 80,000 (stored with the both-priced flat), 100,000 (500 USD × 200).
    expect(await sorted('currency=SYP&sort=price_asc')).toEqual(usd);

    await setRate(100);
    const sonata = C.model('hyundai-sonata');
    const car = async (price: Record<string, number>) => (await postCar(price, 'hyundai-sonata')).id;
    const dollars = await car({ price_usd: 9_000 });
    const pounds = await car({ price_syp: 1_000_000 }); // 10,000 USD posted, 5,000 at 200
    await setRate(200);
    const cars = async (query: string) =>
      (await get(t, `/api/auto/get-auto-list?model_id=${sonata.id}&${query}`))
        .json()
        .data.items.map((i: { id: number }) => i.id);
    expect(await cars('currency=USD&sort=price_asc')).toEqual([pounds, dollars]);
    expect(await cars('currency=SYP&sort=price_desc')).toEqual([dollars, pounds]);
  });

  it('reads each half in order from its price index rather than sorting every match', async () => {
    await withoutSorts(async () => {
      for (const [currency, own, other] of [
        ['USD', 'usd', 'syp'],
        ['SYP', 'syp', 'usd'],
      ] as const) {
        const statement = searchQuery(
          t.db,
          t.tenant.id,
          { listing_type: 'sale', syp_per_usd: 200 },
          'price_asc',
          currency,
          paging(1, 12),
        );
        const plan = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${statement}`.execute(t.db)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        expect(plan).toContain(`properties_active_price_${own}_idx`);
        expect(plan).toContain(`properties_active_price_${other}_priced_only_idx`);
        expect(plan).not.toMatch(/Sort Key: \(CASE/);
      }
    });
  });
});

describe('price per m² sorts', () => {
  // Price per m² as the cards show it (the shown price over the size): a flat priced only in pounds, in a dollar
  // search, by its pound price at today's rate — not by the dollar amount derived on the day it was posted.
  // An agent of their own: the first agent's plan is full by now.
  let owner: { token: string };
  const flat = async (name: string, size: number, price: Record<string, number>) => {
    const res = await post(
      t,
      '/api/add-property',
      {
        name,
        description: 'Two rooms by the citadel.',
        governorate_id: P.gov('Hama'),
        city_id: P.city('Hama'),
        property_type: 'apartment',
        listing_type: 'sale',
        bedrooms: 2,
        bathrooms: 1,
        size_sqm: size,
        furnished: 'unfurnished',
        ...price,
      },
      bearer(owner.token),
    );
    expect(res.statusCode).toBe(200);
  };
  // In dollars per m² at 200 pounds to the dollar: 450, 600, 800, 1,000, 1,200 (posted at 100: 900, 1,200, 800, 1,000, 1,200).
  const cheapestFirst = [
    'Hama pounds 18,000,000, 200 m²',
    'Hama pounds 12,000,000, 100 m²',
    'Hama both 80,000 / 16,000,000, 100 m²',
    'Hama dollars 100,000, 100 m²',
    'Hama dollars 60,000, 50 m²',
  ];
  beforeAll(async () => {
    owner = await signUp(t, 'sqm-agent@example.com', { user_type: 'Corporate', listing_category: 'both' });
    await setRate(100);
    await flat('Hama dollars 100,000, 100 m²', 100, { price_usd: 100_000 });
    await flat('Hama pounds 12,000,000, 100 m²', 100, { price_syp: 12_000_000 });
    await flat('Hama both 80,000 / 16,000,000, 100 m²', 100, { price_usd: 80_000, price_syp: 16_000_000 });
    await flat('Hama pounds 18,000,000, 200 m²', 200, { price_syp: 18_000_000 });
    await flat('Hama dollars 60,000, 50 m²', 50, { price_usd: 60_000 });
    await setRate(200);
  });
  const sorted = async (query: string, pages = 3) => {
    const names = [];
    for (let page = 1; page <= pages; page += 1) {
      const res = await get(
        t,
        `/api/property/get-property-list?governorate_id=${P.gov('Hama')}&per_page=2&page=${page}&${query}`,
      );
      expect(res.statusCode).toBe(200);
      names.push(...res.json().data.items.map((i: { name: string }) => i.name));
    }
    return names;
  };

  it('orders flats priced in either currency by their price per m² at the current rate, both ways and in both currencies', async () => {
    expect(await sorted('currency=USD&sort=price_sqm_asc')).toEqual(cheapestFirst);
    expect(await sorted('currency=USD&sort=price_sqm_desc')).toEqual([...cheapestFirst].reverse());
    // In pounds per m² at 200: 90,000, 120,000, 160,000, 200,000, 240,000.
    expect(await sorted('currency=SYP&sort=price_sqm_asc')).toEqual(cheapestFirst);
    expect(await sorted('currency=SYP&sort=price_sqm_desc')).toEqual([...cheapestFirst].reverse());
  });

  it('keeps that order within a budget in either currency', async () => {
    // 70,000–110,000 USD: 100,000; 80,000; and 18,000,000 pounds (90,000 today); not the 60,000 ones.
    expect(await sorted('currency=USD&min_price=70000&max_price=110000&sort=price_sqm_asc', 2)).toEqual([
      'Hama pounds 18,000,000, 200 m²',
      'Hama both 80,000 / 16,000,000, 100 m²',
      'Hama dollars 100,000, 100 m²',
    ]);
  });

  it('reads each half in order from its price-per-m² index rather than sorting every match', async () => {
    await withoutSorts(async () => {
      for (const [currency, own, other] of [
        ['USD', 'usd', 'syp'],
        ['SYP', 'syp', 'usd'],
      ] as const) {
        for (const [sort, suffix] of [
          ['price_sqm_asc', ''],
          ['price_sqm_desc', '_desc'],
        ] as const) {
          const statement = searchQuery(t.db, t.tenant.id, { syp_per_usd: 200 }, sort, currency, paging(1, 12));
          const plan = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${statement}`.execute(t.db)).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          expect(plan).toContain(`properties_active_price_sqm_${own}${suffix}_idx`);
          expect(plan).toContain(`properties_active_price_sqm_${other}${suffix}_priced_only_idx`);
          expect(plan).not.toMatch(/Sort Key: \(CASE/);
        }
      }
    });
  });
});

describe('bad budgets', () => {
  it("refuses an unknown currency and an absurd or unreadable budget with a 400 in the reader's language, never a 500", async () => {
    for (const query of [
      'currency=EUR&max_price=100',
      'currency=USD&max_price=1e20',
      'currency=SYP&min_price=abc',
      'currency=USD&min_price=-5',
    ]) {
      for (const path of ['/api/property/get-property-list', '/api/auto/get-auto-list']) {
        const en = await get(t, `${path}?${query}`);
        const ar = await get(t, `${path}?${query}`, { 'accept-language': 'ar' });
        expect([path, query, en.statusCode, ar.statusCode]).toEqual([path, query, 400, 400]);
        expect(en.json()).toMatchObject({ success: false, errors: expect.any(Object) });
        expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
        expect(en.json().message).not.toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('answers the largest budget in dollars, converted past any price, with what matches', async () => {
    const res = await get(t, `/api/property/get-property-list?${latakia()}&currency=USD&min_price=1000000000000000`);
    expect([res.statusCode, res.json().data.items]).toEqual([200, []]);
    const all = await get(t, `/api/auto/get-auto-list?currency=USD&max_price=1000000000000000`);
    expect(all.statusCode).toBe(200);
  });
});
