import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { admin, type Member, member, storePayment } from './test-payments.js';

// A bought Featured Listing puts the listing at the top of its search (then a Premium Listing, then the rest) and in
// the home page's featured strip, marked "Featured" on its card — for properties and cars alike.
let t: TestApp;
let agent: Member;
let boss: Member;
let C: Catalogue;
let where: { governorate_id: number; city_id: number };

/** Buys a per-ad option by bank transfer and has an admin confirm it. */
async function buy(purpose: 'featured_listing' | 'premium_listing', kind: 'property' | 'auto', listingId: number) {
  const res = await storePayment(t, agent, {
    purpose,
    kind,
    listing_id: listingId,
    method: 'bank_transfer',
    currency: 'USD',
  });
  expect(res.statusCode).toBe(200);
  const confirmed = await post(
    t,
    '/api/admin/payments/confirm',
    { id: res.json().data.payment.id },
    bearer(boss.token),
  );
  expect(confirmed.statusCode).toBe(200);
}

const ids = (res: { json(): { data: unknown } }) => {
  const data = res.json().data as { items?: { id: number }[] } | { id: number }[];
  return (Array.isArray(data) ? data : data.items!).map((c) => c.id);
};
const card = (res: { json(): { data: { items: { id: number; is_featured: boolean }[] } } }, id: number) =>
  res.json().data.items.find((c) => c.id === id);

beforeAll(async () => {
  t = await createTestApp();
  agent = await member(t, 'omar@example.com', { user_type: 'Agent', listing_category: 'both' });
  boss = await admin(t, 'boss@example.com');
  const places = await loadPlaces(t);
  where = { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus') };
  C = await loadCatalogue(t);
});
afterAll(async () => {
  await t.close();
});

it('properties: featured first, then premium, then newest; the featured strip and the card mark follow the add-on', async () => {
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const [oldest, older, newest] = (await insertListings(t, agent.id, [
    { ...where, name: 'Oldest', status: 'active', created_at: at(3) },
    { ...where, name: 'Older', status: 'active', created_at: at(2) },
    { ...where, name: 'Newest', status: 'active', created_at: at(1) },
  ])) as [number, number, number];
  const list = () => get(t, '/api/property/get-property-list?city_id=' + where.city_id);
  expect(ids(await list())).toEqual([newest, older, oldest]);
  expect(ids(await get(t, '/api/property/feature-property'))).toEqual([]);

  await buy('premium_listing', 'property', older);
  await buy('featured_listing', 'property', oldest);
  const res = await list();
  expect(ids(res)).toEqual([oldest, older, newest]);
  expect(card(res, oldest)!.is_featured).toBe(true);
  expect(card(res, older)!.is_featured).toBe(false);
  // A keyword search (numbered in order by the statement itself) ranks the same way.
  expect(ids(await get(t, '/api/property/get-property-list?keyword=old'))).toEqual([oldest, older]);
  // Another sort asked for is kept as asked.
  expect(ids(await get(t, `/api/property/get-property-list?city_id=${where.city_id}&sort=price_asc`))).toHaveLength(3);
  expect(ids(await get(t, '/api/property/feature-property'))).toEqual([oldest]);

  // When the add-on has run out, the listing goes back to its place.
  await t.db
    .updateTable('properties')
    .set({ featured_until: at(1) })
    .where('id', '=', oldest)
    .execute();
  expect(ids(await list())).toEqual([older, newest, oldest]);
  expect(ids(await get(t, '/api/property/feature-property'))).toEqual([]);
});

it('cars: a Featured Listing puts the car first in its search and in the featured strip, marked featured', async () => {
  const rio = C.model('kia-rio');
  const [first, second] = (await insertAutos(t, agent.id, [
    { model: rio, name: 'Rio old', created_at: new Date(Date.now() - 86_400_000) },
    { model: rio, name: 'Rio new' },
  ])) as [number, number];
  expect(ids(await get(t, '/api/auto/get-auto-list'))).toEqual([second, first]);
  await buy('featured_listing', 'auto', first);
  const res = await get(t, '/api/auto/get-auto-list');
  expect(ids(res)).toEqual([first, second]);
  expect(card(res, first)!.is_featured).toBe(true);
  expect(ids(await get(t, '/api/auto/feature-auto'))).toEqual([first]);
});

describe('pages across paid placement', () => {
  // Six listings a day apart (n0 newest): one featured, one premium, one whose Featured Listing ran out (ranked as
  // unpaid, in its place by date) and three never paid. Newest first is then: featured, premium, then the rest by date.
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const specs = (paid: (i: number) => { featured_until?: Date; premium_until?: Date }) =>
    [0, 1, 2, 3, 4, 5].map((i) => ({ created_at: at(i + 1), ...paid(i) }));
  // n4 featured, n2 premium (with an expired Featured Listing too), n1 featured until yesterday.
  const paid = (i: number) =>
    i === 4
      ? { featured_until: at(-5) }
      : i === 2
        ? { premium_until: at(-5), featured_until: at(2) }
        : i === 1
          ? { featured_until: at(1) }
          : {};
  const order = (n: number[]) => [n[4], n[2], n[0], n[1], n[3], n[5]];

  async function pages(path: string, n: number[]) {
    const expected = order(n);
    for (const size of [1, 2, 3, 4]) {
      for (let page = 1; page <= Math.ceil(n.length / size) + 1; page++) {
        const res = await get(t, `${path}&per_page=${size}&page=${page}`);
        expect(ids(res)).toEqual(expected.slice((page - 1) * size, page * size));
        expect(res.json().data.pagination.total).toBe(n.length);
      }
    }
  }

  it('properties: paid listings lead page one and the pages after continue by date', async () => {
    const places = await loadPlaces(t);
    const homs = { governorate_id: places.gov('Homs'), city_id: places.city('Homs') };
    const n = await insertListings(
      t,
      agent.id,
      specs(paid).map((s, i) => ({ ...homs, name: `Homs ${i}`, status: 'active' as const, ...s })),
    );
    await pages(`/api/property/get-property-list?city_id=${homs.city_id}`, n);
  });

  it('cars: paid listings lead page one and the pages after continue by date', async () => {
    const model = C.model('toyota-hilux');
    const n = await insertAutos(
      t,
      agent.id,
      specs(paid).map((s, i) => ({ model, name: `Hilux ${i}`, ...s })),
    );
    await pages(`/api/auto/get-auto-list?model_id=${model.id}`, n);
  });
});
