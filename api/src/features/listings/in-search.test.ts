import { get } from '../../test/accounts.js';
import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';

// The search lists of both kinds: sold and rented listings stay SOLD_LISTING_SEARCH_DAYS (7) after the deal, their
// cards saying so, then leave; expired, paused and hidden listings are out at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

it('keeps a sold or rented property in the list for 7 days with its status, and drops expired ones at once', async () => {
  const P = await loadPlaces(t);
  const owner = Number(
    (await signUp(t, 'in-search-1@example.com', { user_type: 'Agent', listing_category: 'both' })).user.id,
  );
  const place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
  const [active, soldRecently, rentedRecently, soldLongAgo, expired, paused, hidden] = await insertListings(t, owner, [
    place,
    { ...place, status: 'sold' },
    { ...place, status: 'rented', listing_type: 'rent' },
    { ...place, status: 'sold' },
    { ...place, status: 'expired' },
    { ...place, status: 'paused' },
    { ...place, status: 'hidden' },
  ]);
  const when: [number, Date][] = [
    [soldRecently!, ago(6.5)],
    [rentedRecently!, ago(1)],
    [soldLongAgo!, ago(7.5)],
    [expired!, ago(0.1)],
  ];
  for (const [id, at] of when)
    await t.db.updateTable('properties').set({ status_changed_at: at }).where('id', '=', id).execute();

  const cards = (await get(t, '/api/property/get-property-list?per_page=50')).json().data.items as {
    id: number;
    status: string;
  }[];
  expect(cards.map((c) => [c.id, c.status]).sort()).toEqual(
    [
      [active, 'active'],
      [soldRecently, 'sold'],
      [rentedRecently, 'rented'],
    ].sort(),
  );
  expect(
    (await get(t, '/api/property/get-property-list?per_page=50&listing_type=rent'))
      .json()
      .data.items.map((c: { id: number }) => c.id),
  ).toEqual([rentedRecently]);
  expect(
    (await get(t, '/api/property/get-property-list?per_page=50&keyword=listing')).json().data.pagination.total,
  ).toBe(3);
  for (const id of [soldLongAgo, expired, paused, hidden]) expect(cards.map((c) => c.id)).not.toContain(id);
  // Active listings first, then the week's sold and rented ones, across pages.
  expect(cards[0]!.id).toBe(active);
  const page = async (n: number) => (await get(t, `/api/property/get-property-list?per_page=2&page=${n}`)).json().data;
  const [one, two] = [await page(1), await page(2)];
  expect(one.pagination.total).toBe(3);
  expect(one.items.map((c: { status: string }) => c.status)).toEqual(['active', expect.stringMatching(/sold|rented/)]);
  expect(two.items).toHaveLength(1);
  expect(new Set([...one.items, ...two.items].map((c: { id: number }) => c.id)).size).toBe(3);
  // A page the active listings fill still counts the closed ones in the total.
  const first = (await get(t, '/api/property/get-property-list?per_page=1')).json().data;
  expect(first.items.map((c: { id: number }) => c.id)).toEqual([active]);
  expect(first.pagination.total).toBe(3);
  // The page of a sold listing opens while its card is in the list, and no longer after.
  expect((await get(t, `/api/property/property-detail/${soldRecently}`)).statusCode).toBe(200);
  expect((await get(t, `/api/property/property-detail/${soldLongAgo}`)).statusCode).toBe(404);
});

it('keeps a sold car in the car list for 7 days, then it leaves', async () => {
  const C = await loadCatalogue(t);
  const owner = Number(
    (await signUp(t, 'in-search-2@example.com', { user_type: 'Agent', listing_category: 'both' })).user.id,
  );
  const model = C.model('hyundai-tucson');
  const [active, sold, soldLongAgo, expired] = await insertAutos(t, owner, [
    { model },
    { model, status: 'sold', vehicle_status: 'sold' },
    { model, status: 'sold', vehicle_status: 'sold' },
    { model, status: 'expired' },
  ]);
  await t.db
    .updateTable('autos')
    .set({ status_changed_at: ago(3) })
    .where('id', 'in', [sold!, expired!])
    .execute();
  await t.db
    .updateTable('autos')
    .set({ status_changed_at: ago(8) })
    .where('id', '=', soldLongAgo!)
    .execute();
  const list = (await get(t, '/api/auto/get-auto-list?per_page=50')).json().data;
  expect(list.items.map((c: { id: number; status: string }) => [c.id, c.status]).sort()).toEqual(
    [
      [active, 'active'],
      [sold, 'sold'],
    ].sort(),
  );
  expect(list.pagination.total).toBe(2);
  expect(list.items[0].id).toBe(active);
  const second = (await get(t, '/api/auto/get-auto-list?per_page=1&page=2')).json().data;
  expect(second.items.map((c: { id: number }) => c.id)).toEqual([sold]);
  expect(second.pagination.total).toBe(2);
  // A page the active car fills counts the sold one in the total; a page past both is empty.
  const first = (await get(t, '/api/auto/get-auto-list?per_page=1')).json().data;
  expect(first.items.map((c: { id: number }) => c.id)).toEqual([active]);
  expect(first.pagination.total).toBe(2);
  expect((await get(t, '/api/auto/get-auto-list?per_page=1&page=3')).json().data.items).toEqual([]);
});
