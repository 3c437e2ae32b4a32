import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AMENITIES } from './master-data.js';
import { COUNT_CAP } from '../listing-shared/pagination.js';
import { insertListings, loadPlaces } from './test-listings.js';

let t: TestApp;
const ids: Record<string, number> = {};

// More rent listings in Homs than a search counts, one sale listing per amenity in Hama.
beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  const agent = await signUp(t, 'total-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  const owner = agent.user.id as number;
  const homs = { governorate_id: P.gov('Homs'), city_id: P.city('Homs'), listing_type: 'rent' as const };
  await insertListings(
    t,
    owner,
    Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({ ...homs, price_usd: 100 + i })),
  );
  const hama = { governorate_id: P.gov('Hama'), city_id: P.city('Hama'), listing_type: 'sale' as const };
  const each = await insertListings(
    t,
    owner,
    AMENITIES.map((a) => ({ ...hama, amenities: [a.value] })),
  );
  AMENITIES.forEach((a, i) => (ids[a.value] = each[i]!));
  ids.all = (await insertListings(t, owner, [{ ...hama, amenities: AMENITIES.map((a) => a.value) }]))[0]!;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function search(query: string) {
  const res = await get(t, `/api/property/get-property-list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { id: number; price: unknown }[]; pagination: Record<string, unknown> };
}

describe('search totals', () => {
  it('counts a broad search up to the cap and says the total is a floor', async () => {
    const city = (await search('listing_type=rent&per_page=1')).pagination;
    expect(city).toEqual({ page: 1, per_page: 1, total: COUNT_CAP, last_page: COUNT_CAP, total_is_estimate: true });
  });

  it('still serves pages beyond the cap, each in order', async () => {
    const deep = await search(`listing_type=rent&per_page=2&page=${COUNT_CAP / 2 + 1}&sort=price_asc`);
    expect(deep.items).toHaveLength(2);
    // The count reaches at least the end of the page asked for.
    expect(deep.pagination).toMatchObject({ page: COUNT_CAP / 2 + 1, total_is_estimate: true });
    expect(Number(deep.pagination.total)).toBeGreaterThanOrEqual(COUNT_CAP + 2);
    const last = await search(`listing_type=rent&per_page=2&page=${(COUNT_CAP + 5 + 1) / 2}&sort=price_asc`);
    expect(last.items).toHaveLength(1);
    expect(last.pagination).toMatchObject({ total: COUNT_CAP + 5, total_is_estimate: false });
  });

  it('keeps the next page reachable from the page where the counted floor ends', async () => {
    // 1,000 counted at 2 a page ends on page 500, yet more listings follow it.
    const atFloor = await search(`listing_type=rent&per_page=2&page=${COUNT_CAP / 2}&sort=price_asc`);
    expect(atFloor.items).toHaveLength(2);
    expect(atFloor.pagination).toMatchObject({ page: COUNT_CAP / 2, total_is_estimate: true });
    expect(Number(atFloor.pagination.last_page)).toBeGreaterThan(COUNT_CAP / 2);
    const next = await search(`listing_type=rent&per_page=2&page=${COUNT_CAP / 2 + 1}&sort=price_asc`);
    expect(next.items).toHaveLength(2);
    expect(Number(next.pagination.last_page)).toBeGreaterThan(COUNT_CAP / 2 + 1);
  });

  it('counts exactly below the cap', async () => {
    expect((await search('listing_type=sale')).pagination).toMatchObject({
      total: AMENITIES.length + 1,
      total_is_estimate: false,
    });
  });
});

describe('amenity filter', () => {
  it.each(AMENITIES.map((a) => a.value))('finds the listings with %s', async (amenity) => {
    const found = (await search(`listing_type=sale&amenities[]=${amenity}`)).items
      .map((i) => i.id)
      .sort((a, b) => a - b);
    expect(found).toEqual([ids[amenity], ids.all].sort((a, b) => a! - b!));
  });

  it('needs every amenity asked for', async () => {
    const found = (await search(`listing_type=sale&amenities[]=parking&amenities[]=security`)).items.map((i) => i.id);
    expect(found).toEqual([ids.all]);
  });
});
