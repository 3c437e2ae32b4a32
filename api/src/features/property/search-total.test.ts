import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AMENITIES } from './master-data.js';
import { COUNT_CAP } from '../listing-shared/pagination.js';
import { COUNT_FRESH_MS } from '../listing-shared/search-counts.js';
import { insertListings, loadPlaces } from './test-listings.js';

let t: TestApp;
/** A second site on the same database, with its own rent listings in Homs. */
let other: TestApp;
const ids: Record<string, number> = {};
const BROAD = COUNT_CAP + 5;
const OTHER_BROAD = COUNT_CAP + 2;
let homs: { governorate_id: number; city_id: number; listing_type: 'rent' };

// More rent listings in Homs than a search's statement counts, one sale listing per amenity in Hama; on the second
// site, another number of rent listings in Homs.
beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  const agent = await signUp(t, 'total-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  const owner = agent.user.id as number;
  homs = { governorate_id: P.gov('Homs'), city_id: P.city('Homs'), listing_type: 'rent' };
  await insertListings(
    t,
    owner,
    Array.from({ length: BROAD }, (_, i) => ({ ...homs, price_usd: 100 + i })),
  );
  const hama = { governorate_id: P.gov('Hama'), city_id: P.city('Hama'), listing_type: 'sale' as const };
  const each = await insertListings(
    t,
    owner,
    AMENITIES.map((a) => ({ ...hama, amenities: [a.value] })),
  );
  AMENITIES.forEach((a, i) => (ids[a.value] = each[i]!));
  ids.all = (await insertListings(t, owner, [{ ...hama, amenities: AMENITIES.map((a) => a.value) }]))[0]!;

  const slug = `${t.tenant.slug}-b`;
  const row = await t.db
    .insertInto('tenants')
    .values({ slug, name: 'Second site' })
    .returning('id')
    .executeTakeFirstOrThrow();
  other = { ...t, tenant: { id: row.id, slug }, headers: { 'x-tenant': slug } };
  const otherAgent = await signUp(other, 'total-agent-b@example.com', {
    user_type: 'Agent',
    listing_category: 'real_estate',
  });
  await insertListings(
    other,
    otherAgent.user.id as number,
    Array.from({ length: OTHER_BROAD }, (_, i) => ({ ...homs, price_usd: 100 + i })),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function search(query: string, site = t) {
  const res = await get(site, `/api/property/get-property-list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { id: number; price_usd: number }[]; pagination: Record<string, unknown> };
}

describe('search totals', () => {
  it('counts a broad search exactly, and its last page answers the last listings', async () => {
    const first = await search('listing_type=rent&sort=price_asc');
    expect(first.pagination).toEqual({
      page: 1,
      per_page: 12,
      total: BROAD,
      last_page: Math.ceil(BROAD / 12),
      total_is_estimate: false,
    });
    const last = await search(`listing_type=rent&sort=price_asc&page=${Math.ceil(BROAD / 12)}`);
    expect(last.items.map((i) => i.price_usd)).toEqual(
      Array.from({ length: BROAD % 12 }, (_, i) => 100 + BROAD - (BROAD % 12) + i),
    );
    expect(last.pagination).toMatchObject({ total: BROAD, last_page: Math.ceil(BROAD / 12), total_is_estimate: false });
  });

  it('serves pages beyond where a count used to stop, each in order, with the same total', async () => {
    const deep = await search(`listing_type=rent&per_page=2&page=${COUNT_CAP / 2 + 1}&sort=price_asc`);
    expect(deep.items.map((i) => i.price_usd)).toEqual([100 + COUNT_CAP, 100 + COUNT_CAP + 1]);
    expect(deep.pagination).toMatchObject({ total: BROAD, last_page: (BROAD + 1) / 2, total_is_estimate: false });
    const last = await search(`listing_type=rent&per_page=2&page=${(BROAD + 1) / 2}&sort=price_asc`);
    expect(last.items).toHaveLength(1);
    expect(last.pagination).toMatchObject({ total: BROAD, total_is_estimate: false });
  });

  it('counts exactly below the cap', async () => {
    expect((await search('listing_type=sale')).pagination).toMatchObject({
      total: AMENITIES.length + 1,
      total_is_estimate: false,
    });
  });
});

describe("a broad search's kept total", () => {
  it('belongs to its filter set', async () => {
    expect((await search('listing_type=rent')).pagination.total).toBe(BROAD);
    // 100 USD and 101 USD left out: two fewer.
    expect((await search('listing_type=rent&currency=USD&min_price=102')).pagination.total).toBe(BROAD - 2);
    expect((await search('listing_type=rent')).pagination.total).toBe(BROAD);
  });

  it("belongs to its site: the same filters on another site count that site's listings", async () => {
    expect((await search('listing_type=rent')).pagination.total).toBe(BROAD);
    expect((await search('listing_type=rent', other)).pagination).toMatchObject({
      total: OTHER_BROAD,
      last_page: Math.ceil(OTHER_BROAD / 12),
      total_is_estimate: false,
    });
    expect((await search('listing_type=rent')).pagination.total).toBe(BROAD);
  });

  it('is counted again once it has aged, behind an answer that does not wait for it', async () => {
    const query = 'listing_type=rent&rent_period=monthly';
    const before = Number((await search(query, other)).pagination.total);
    const owner = await signUp(other, 'total-agent-b2@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    await insertListings(other, owner.user.id as number, [homs, homs, homs]);
    // Still fresh: the total counted a moment ago.
    expect((await search(query, other)).pagination.total).toBe(before);
    t.app.clock.advance(COUNT_FRESH_MS);
    // Aged: answered at once with the kept total while it is counted again.
    expect((await search(query, other)).pagination.total).toBe(before);
    await t.app.searchCounts.settled();
    expect((await search(query, other)).pagination).toMatchObject({ total: before + 3, total_is_estimate: false });
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
