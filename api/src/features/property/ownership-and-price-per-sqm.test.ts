import { sql } from 'kysely';
import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchQuery } from './search-repository.js';
import { insertListings, loadPlaces, type Places } from './test-listings.js';

let t: TestApp;
let P: Places;
let agent: { token: string; user: Record<string, unknown> };
const ids: Record<string, number> = {};

// Four listings whose price per m² orders differently from their price and their size:
//   tabu      300,000 USD / 200 m² = 1,500 $/m²   (green tabu)
//   ruling    100,000 USD / 125 m² =   800 $/m²   (court ruling)
//   poa        90,000 USD /  40 m² = 2,250 $/m²   (notarised power of attorney)
//   unsaid    500,000 USD / 500 m² = 1,000 $/m²   (the poster did not say)
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  agent = await signUp(t, 'price-sqm-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  const dam = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
  const [tabu, ruling, poa, unsaid] = await insertListings(t, agent.user.id as number, [
    { ...dam, name: 'Tabu flat', price_usd: 300_000, size_sqm: 200, ownership_document: 'green_tabu' },
    { ...dam, name: 'Ruling flat', price_usd: 100_000, size_sqm: 125, ownership_document: 'court_ruling' },
    { ...dam, name: 'POA studio', price_usd: 90_000, size_sqm: 40, ownership_document: 'notarised_poa' },
    { ...dam, name: 'Unsaid villa', price_usd: 500_000, size_sqm: 500 },
  ]);
  Object.assign(ids, { tabu, ruling, poa, unsaid });
});
afterAll(async () => {
  await t.close();
});

const idsOf = async (query: string) => {
  const res = await get(t, `/api/property/get-property-list?${query}`);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return (res.json().data.items as { id: number }[]).map((i) => i.id);
};

describe('ownership document', () => {
  it('filters by one or more kinds (any of them), leaving out listings that do not say', async () => {
    expect(await idsOf('ownership_document=green_tabu')).toEqual([ids.tabu]);
    expect(new Set(await idsOf('ownership_document[]=green_tabu&ownership_document[]=notarised_poa'))).toEqual(
      new Set([ids.tabu, ids.poa]),
    );
    expect(new Set(await idsOf('ownership_document=court_ruling,notarised_poa'))).toEqual(
      new Set([ids.ruling, ids.poa]),
    );
    expect(await idsOf('ownership_document=other')).toEqual([]);
    expect(await idsOf('')).toHaveLength(4);
  });

  it('refuses an unknown kind in the search with the product rules 400 shape', async () => {
    const res = await get(t, '/api/property/get-property-list?ownership_document=receipt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { ownership_document: [expect.any(String)] } });
  });

  it('is offered by the master data in both languages', async () => {
    const master = (await get(t, '/api/property/property-master')).json().data;
    expect(master.ownership_documents).toEqual([
      { value: 'green_tabu', name_en: 'Green tabu (title deed)', name_ar: 'طابو أخضر' },
      { value: 'court_ruling', name_en: 'Court ruling', name_ar: 'حكم محكمة' },
      { value: 'notarised_poa', name_en: 'Notarised power of attorney', name_ar: 'وكالة كاتب عدل' },
      { value: 'other', name_en: 'Other', name_ar: 'أخرى' },
    ]);
  });

  it('is optional when posting, kept, changed and cleared by its owner, and shown on the detail', async () => {
    const listing = {
      name: 'Flat with a court ruling',
      description: 'Two bedrooms.',
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 97,
      furnished: 'unfurnished',
      price_usd: 80_000,
    };
    const without = await post(t, '/api/add-property', listing, bearer(agent.token));
    expect(without.statusCode).toBe(200);
    expect(without.json().data.ownership_document).toBeNull();

    const posted = await post(
      t,
      '/api/add-property',
      { ...listing, size_sqm: 98, ownership_document: 'court_ruling' },
      bearer(agent.token),
    );
    expect(posted.statusCode).toBe(200);
    const id = posted.json().data.id as number;
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.ownership_document).toBe('court_ruling');
    expect((await get(t, `/api/property/edit/${id}`, bearer(agent.token))).json().data.ownership_document).toBe(
      'court_ruling',
    );

    // An update that does not send it keeps it; one that sends another changes it; null clears it.
    await post(t, '/api/property-update', { id, name: 'Flat with a court ruling, renamed' }, bearer(agent.token));
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.ownership_document).toBe('court_ruling');
    await post(t, '/api/property-update', { id, ownership_document: 'green_tabu' }, bearer(agent.token));
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.ownership_document).toBe('green_tabu');
    await post(t, '/api/property-update', { id, ownership_document: null }, bearer(agent.token));
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.ownership_document).toBeNull();
  });

  it('refuses an unknown kind on create and update, in the poster’s language', async () => {
    const listing = {
      name: 'Flat',
      description: 'x',
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 99,
      furnished: 'unfurnished',
      price_usd: 80_000,
      ownership_document: 'title',
    };
    const en = await post(t, '/api/add-property', listing, bearer(agent.token));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      success: false,
      message: 'The selected ownership document is invalid.',
      errors: { ownership_document: ['The selected ownership document is invalid.'] },
    });
    const ar = await post(t, '/api/add-property', listing, { ...bearer(agent.token), 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().errors.ownership_document[0]).toMatch(/وثيقة الملكية/);
    const update = await post(
      t,
      '/api/property-update',
      { id: ids.tabu, ownership_document: 'deed' },
      bearer(agent.token),
    );
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ ownership_document: ['The selected ownership document is invalid.'] });
  });
});

describe('sort by price per m²', () => {
  // The four listings of the fixture, not the ones the tests above posted.
  const fixture = (list: number[]) => list.filter((id) => [ids.tabu, ids.ruling, ids.poa, ids.unsaid].includes(id));

  it('orders by the final price per m² in the visitor’s currency, both ways', async () => {
    expect(fixture(await idsOf('per_page=50&sort=price_sqm_asc&currency=USD'))).toEqual([
      ids.ruling,
      ids.unsaid,
      ids.tabu,
      ids.poa,
    ]);
    expect(fixture(await idsOf('per_page=50&sort=price_sqm_desc&currency=USD'))).toEqual([
      ids.poa,
      ids.tabu,
      ids.unsaid,
      ids.ruling,
    ]);
    // In pounds too (the fixture's pounds follow its dollars at the site's rate).
    expect(fixture(await idsOf('per_page=50&sort=price_sqm_asc'))).toEqual([ids.ruling, ids.unsaid, ids.tabu, ids.poa]);
    expect(fixture(await idsOf('per_page=50&sort=price_sqm_desc&currency=Syp'))).toEqual([
      ids.poa,
      ids.tabu,
      ids.unsaid,
      ids.ruling,
    ]);
  });

  it('uses the price after the discount, as the price sorts do', async () => {
    const [discounted] = await insertListings(t, agent.user.id as number, [
      // 2,000 $/m² before a 50% discount, 1,000 after: between the court ruling (800) and the tabu (1,500).
      {
        governorate_id: P.gov('Damascus'),
        city_id: P.city('Damascus'),
        name: 'Half price',
        price_usd: 200_000,
        size_sqm: 100,
        discount_percent: 50,
        ownership_document: 'court_ruling',
      },
    ]);
    const order = await idsOf('ownership_document=green_tabu,court_ruling&sort=price_sqm_asc&currency=USD&per_page=50');
    expect(order.filter((id) => [ids.tabu, ids.ruling, discounted].includes(id))).toEqual([
      ids.ruling,
      discounted,
      ids.tabu,
    ]);
    await t.db.deleteFrom('properties').where('id', '=', discounted!).execute();
  });

  it('pages through the order without repeating or losing a listing', async () => {
    const page = (n: number) => idsOf(`sort=price_sqm_desc&currency=USD&per_page=2&page=${n}`);
    const all = await idsOf('sort=price_sqm_desc&currency=USD&per_page=50');
    const paged = [...(await page(1)), ...(await page(2)), ...(await page(3)), ...(await page(4))];
    expect(paged).toEqual(all);
  });

  it('refuses an unknown sort', async () => {
    expect((await get(t, '/api/property/get-property-list?sort=price_per_sqm')).statusCode).toBe(400);
  });

  it('reads the order from an index, in both directions and currencies', async () => {
    await sql`SET enable_seqscan = off`.execute(t.db);
    await sql`SET enable_sort = off`.execute(t.db);
    try {
      for (const currency of ['USD', 'SYP'] as const) {
        for (const [sort, index] of [
          ['price_sqm_asc', `properties_active_price_sqm_${currency.toLowerCase()}_idx`],
          ['price_sqm_desc', `properties_active_price_sqm_${currency.toLowerCase()}_desc_idx`],
        ] as const) {
          const page = { page: 1, perPage: 12, offset: 0 };
          const plan = await sql<{
            'QUERY PLAN': string;
          }>`EXPLAIN ${searchQuery(t.db, t.tenant.id, {}, sort, currency, page)}`.execute(t.db);
          expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(index);
        }
      }
    } finally {
      await sql`RESET enable_seqscan`.execute(t.db);
      await sql`RESET enable_sort`.execute(t.db);
    }
  });

  it('puts listings without a size last, both ways', async () => {
    // The table refuses a size of 0 today (a size is required); the order must still hold for a row without one, so
    // this database alone lets one in.
    await sql`ALTER TABLE properties DROP CONSTRAINT properties_size_sqm_check`.execute(t.db);
    const [sizeless] = await insertListings(t, agent.user.id as number, [
      {
        governorate_id: P.gov('Damascus'),
        city_id: P.city('Damascus'),
        name: 'Sizeless',
        price_usd: 1_000,
        size_sqm: 0,
        ownership_document: 'other',
      },
    ]);
    const asc = await idsOf('currency=USD&per_page=50&sort=price_sqm_asc');
    const desc = await idsOf('currency=USD&per_page=50&sort=price_sqm_desc');
    expect(asc.at(-1)).toBe(sizeless);
    expect(desc.at(-1)).toBe(sizeless);
    expect(fixture(asc)).toEqual([ids.ruling, ids.unsaid, ids.tabu, ids.poa]);
  });
});
