import { sql } from 'kysely';
import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin } from '../payments/test-payments.js';
import { searchQuery } from '../property/search-repository.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { COUNT_CAP, paging } from './pagination.js';

// A budget in dollars takes the flats priced in dollars (or both) and, at the current rate, those priced only in
// pounds: its total counts the two apart; the page's own count reads the pounds only while the dollars stay under the
// count's cap, and a broad search's exact total (search-counts.ts) counts both.
let t: TestApp;
let P: Places;

beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  const boss = await admin(t, 'count-admin@example.com');
  expect(
    (await post(t, '/api/admin/exchange-rates', { rate: 200, source: 'Central Bank bulletin' }, bearer(boss.token)))
      .statusCode,
  ).toBe(200);
  const owner = boss.id;
  const homs = { governorate_id: P.gov('Homs'), city_id: P.city('Homs'), listing_type: 'sale' as const };
  await insertListings(
    t,
    owner,
    Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({ ...homs, price_usd: 1_000 + i, priced_in: 'USD' })),
  );
  // 1,000 and 1,002.5 USD at 200 pounds to the dollar; the third is 1,500 USD.
  await insertListings(
    t,
    owner,
    [200_000, 200_500, 300_000].map((price_syp) => ({ ...homs, price_syp, priced_in: 'SYP' })),
  );
}, 120_000);
afterAll(() => t.close());

const total = async (budget: string) => {
  const res = await get(
    t,
    `/api/property/get-property-list?governorate_id=${P.gov('Homs')}&listing_type=sale&currency=USD&${budget}`,
  );
  expect(res.statusCode).toBe(200);
  const { total: n, total_is_estimate: estimate } = res.json().data.pagination;
  return { n, estimate };
};

describe('a budget in either currency, counted', () => {
  it('counts both halves exactly while they stay under the cap', async () => {
    // Five dollar flats (1,000–1,004) and the two pound flats worth 1,000 and 1,002.5 today.
    expect(await total('min_price=1000&max_price=1004')).toEqual({ n: 7, estimate: false });
  });

  it('counts both halves exactly once the dollar flats alone pass the cap', async () => {
    // Every dollar flat, and the three pound flats (worth 1,000, 1,002.5 and 1,500 today).
    expect(await total('min_price=1000&max_price=5000')).toEqual({ n: COUNT_CAP + 5 + 3, estimate: false });
  });

  it("reads the pound flats in the page's count only when the dollar flats stay under the cap", async () => {
    const plan = async (max: number) => {
      const filters = {
        governorate_id: P.gov('Homs'),
        listing_type: 'sale' as const,
        min_price: 1_000,
        max_price: max,
        other_min_price: 200_000,
        other_max_price: max * 200,
      };
      const statement = searchQuery(t.db, t.tenant.id, filters, 'newest', 'USD', paging(1, 12));
      const lines = (
        await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${statement}`.execute(t.db)
      ).rows.map((r) => r['QUERY PLAN']);
      // The count's read of the pound half, through the index of the listings priced only in pounds (migration 0460).
      const read = lines.find((l) => /Index Only Scan using \w*syp_priced_only\w*/.test(l));
      expect(read).toBeDefined();
      return read!;
    };
    expect(await plan(5_000)).toMatch(/never executed/);
    expect(await plan(1_004)).not.toMatch(/never executed/);
  });
});
