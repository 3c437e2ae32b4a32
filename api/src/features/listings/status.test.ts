import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { changeStatus } from './status-change.js';

type Account = { token: string; user: Record<string, unknown> };
let t: TestApp;
let P: Places;
let C: Catalogue;
let owner: Account;
let other: Account;

beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  C = await loadCatalogue(t);
  owner = await signUp(t, 'lifecycle-owner@example.com', { user_type: 'Corporate', listing_category: 'both' });
  other = await signUp(t, 'lifecycle-other@example.com', { user_type: 'Agent', listing_category: 'both' });
});
afterAll(async () => {
  await t.close();
});

const ownerId = () => owner.user.id as number;
const flat = (over: Record<string, unknown> = {}) =>
  insertListings(t, ownerId(), [
    {
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      name: `Flat ${Math.random()}`,
      property_type: 'apartment',
      listing_type: 'sale',
      price_usd: 90_000,
      ...over,
    },
  ]).then(([id]) => id!);
const car = (over: Record<string, unknown> = {}) =>
  insertAutos(t, ownerId(), [{ model: C.model('kia-rio'), name: `Rio ${Math.random()}`, ...over }]).then(([id]) => id!);
const setStatus = (token: string, kind: string, id: number, status: string, lang = 'en') =>
  post(t, '/api/listing-status', { kind, id, status }, { ...bearer(token), 'accept-language': lang });
const statusOf = async (table: 'properties' | 'autos', id: number) =>
  await t.db
    .selectFrom(table)
    .select(['status', 'status_before_hidden'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each([
  ['property', 'properties', flat],
  ['auto', 'autos', car],
] as const)('the %s lifecycle', (kind, table, make) => {
  it('lets the owner pause, reactivate and sell, and search finds the active listing, and the sold one for a week', async () => {
    const id = await make();
    const listPath =
      kind === 'property' ? '/api/property/get-property-list?per_page=100' : '/api/auto/get-auto-list?per_page=100';
    const found = async () => ((await get(t, listPath)).json().data.items as { id: number }[]).some((i) => i.id === id);
    expect(await found()).toBe(true);

    const paused = await setStatus(owner.token, kind, id, 'paused');
    expect(paused.json()).toEqual({
      success: true,
      message: 'Listing status updated.',
      data: { kind, id, status: 'paused' },
    });
    expect(await found()).toBe(false);
    expect((await setStatus(owner.token, kind, id, 'active')).json().data.status).toBe('active');
    expect(await found()).toBe(true);
    expect((await setStatus(owner.token, kind, id, 'sold')).json().data.status).toBe('sold');
    // Sold stays in the list for SOLD_LISTING_SEARCH_DAYS after the deal (listings/in-search.ts), then leaves it.
    expect(await found()).toBe(true);
    await t.db
      .updateTable(table)
      .set({ status_changed_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id)
      .execute();
    expect(await found()).toBe(false);
  });

  it("refuses another member's change with 403, and changes nothing", async () => {
    const id = await make();
    const res = await setStatus(other.token, kind, id, 'paused');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'You do not have permission!' });
    expect((await statusOf(table, id)).status).toBe('active');
    expect((await post(t, '/api/listing-status', { kind, id, status: 'paused' })).statusCode).toBe(401);
  });

  it("refuses selling a draft with a clear message in the reader's language, and changes nothing", async () => {
    const id = await make({ status: 'draft' });
    const en = await setStatus(owner.token, kind, id, 'sold');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      success: false,
      message: 'A listing that is draft cannot be made sold.',
      errors: { status: ['A listing that is draft cannot be made sold.'] },
    });
    const ar = await setStatus(owner.token, kind, id, 'sold', 'ar');
    expect(ar.json().message).toBe('لا يمكن تغيير حالة الإعلان من "مسودة" إلى "مباع".');
    expect((await statusOf(table, id)).status).toBe('draft');
    expect((await setStatus(owner.token, kind, id, 'active')).json().data.status).toBe('active');
  });

  it("keeps a listing a moderator hid out of its owner's reach until it is restored to where it was", async () => {
    const id = await make();
    await setStatus(owner.token, kind, id, 'paused');
    await changeStatus(t.db, kind, { tenantId: t.tenant.id, id }, 'hidden', { by: 'moderator' });
    expect(await statusOf(table, id)).toEqual({ status: 'hidden', status_before_hidden: 'paused' });

    const refused = await setStatus(owner.token, kind, id, 'active', 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('هذا الإعلان قيد المراجعة ولا يمكن تغييره حتى تنتهي المراجعة.');
    const detailPath =
      kind === 'property'
        ? `/api/property/feature-property-details?id=${id}`
        : `/api/auto/feature-auto-details?id=${id}`;
    expect((await get(t, detailPath, bearer(other.token))).statusCode).toBe(404);

    await changeStatus(t.db, kind, { tenantId: t.tenant.id, id }, 'paused', { by: 'moderator' });
    expect(await statusOf(table, id)).toEqual({ status: 'paused', status_before_hidden: null });
  });

  it('answers 404 for a listing that does not exist, and refuses what only the system or a moderator does', async () => {
    expect((await setStatus(owner.token, kind, 2_000_000, 'paused')).statusCode).toBe(404);
    const id = await make();
    expect((await setStatus(owner.token, kind, id, 'expired')).statusCode).toBe(403);
    expect((await setStatus(owner.token, kind, id, 'hidden')).statusCode).toBe(403);
    expect((await setStatus(owner.token, kind, id, 'deleted')).statusCode).toBe(400);
    expect((await statusOf(table, id)).status).toBe('active');
  });

  it('lets the owner save other changes of a hidden listing, which stays hidden', async () => {
    const id = await make();
    await changeStatus(t.db, kind, { tenantId: t.tenant.id, id }, 'hidden', { by: 'moderator' });
    const res = await post(
      t,
      kind === 'property' ? '/api/property-update' : '/api/auto-update',
      { id, status: 'hidden', discount_percent: 10 },
      bearer(owner.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'hidden', discount_percent: 10 });
  });
});

describe('status through the listing forms', () => {
  it('takes the older "inactive" as paused, and refuses renting a flat for sale through the update', async () => {
    const id = await flat();
    const paused = await post(t, '/api/property-update', { id, status: 'inactive' }, bearer(owner.token));
    expect(paused.json().data.status).toBe('paused');
    const rented = await post(t, '/api/property-update', { id, status: 'rented', price_usd: 1 }, bearer(owner.token));
    expect(rented.statusCode).toBe(400);
    expect(rented.json().message).toBe('Only a listing for rent can be marked rented.');
    const row = await t.db
      .selectFrom('properties')
      .select(['status', 'price_usd'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ status: row.status, price_usd: Number(row.price_usd) }).toEqual({ status: 'paused', price_usd: 90_000 });
  });

  it('marks a car sold through its vehicle status, shows it as Sold, and puts it back on sale as Available', async () => {
    const id = await car();
    const sold = await post(t, '/api/auto-update', { id, vehicle_status: 'sold' }, bearer(owner.token));
    expect(sold.json().data).toMatchObject({ vehicle_status: 'sold', status: 'sold' });
    // Sold stays in the search and its page opens for a week after the deal, then both are its seller's only, who
    // still sees it marked sold.
    expect(
      (await get(t, '/api/auto/get-auto-list?vehicle_status=sold&per_page=100'))
        .json()
        .data.items.map((i: { id: number }) => i.id),
    ).toContain(id);
    expect((await get(t, `/api/auto/feature-auto-details?id=${id}`)).statusCode).toBe(200);
    await t.db
      .updateTable('autos')
      .set({ status_changed_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id)
      .execute();
    expect(
      (await get(t, '/api/auto/get-auto-list?vehicle_status=sold&per_page=100'))
        .json()
        .data.items.map((i: { id: number }) => i.id),
    ).not.toContain(id);
    expect((await get(t, `/api/auto/feature-auto-details?id=${id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/auto/feature-auto-details?id=${id}`, bearer(owner.token))).json().data).toMatchObject({
      vehicle_status: 'sold',
    });
    // The car form sends back the status it loaded with the vehicle status the seller chose.
    const back = await post(
      t,
      '/api/auto-update',
      { id, vehicle_status: 'available', status: 'sold' },
      bearer(owner.token),
    );
    expect(back.json().data).toMatchObject({ vehicle_status: 'available', status: 'active' });
    // The other way round: the listing status set to Sold while the vehicle status still says Available.
    const soldByStatus = await post(
      t,
      '/api/auto-update',
      { id, vehicle_status: 'available', status: 'sold' },
      bearer(owner.token),
    );
    expect(soldByStatus.json().data).toMatchObject({ vehicle_status: 'sold', status: 'sold' });
  });

  it('posts a new listing as a draft when asked, and never as sold or hidden', async () => {
    const body = {
      name: 'Draft flat',
      description: 'Not ready yet.',
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 90,
      furnished: 'furnished',
      price_usd: 50_000,
    };
    const draft = await post(t, '/api/add-property', { ...body, status: 'draft' }, bearer(owner.token));
    expect(draft.json().data.status).toBe('draft');
    const sold = await post(t, '/api/add-property', { ...body, status: 'sold' }, bearer(owner.token));
    expect(sold.statusCode).toBe(400);
    expect(sold.json().message).toBe('A new listing can only be posted as a draft, active or paused.');
  });
});
