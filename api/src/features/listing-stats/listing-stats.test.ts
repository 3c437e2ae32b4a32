import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { lastDays } from './days.js';

type Member = { token: string; user: Record<string, unknown> };
let t: TestApp;
let owner: Member;
let visitor: Member;
let other: Member;
let flat: number;
let quiet: number;
let car: number;

beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  const C = await loadCatalogue(t);
  owner = await signUp(t, 'stats-owner@example.com', { user_type: 'Agent', listing_category: 'both' });
  visitor = await signUp(t, 'stats-visitor@example.com');
  other = await signUp(t, 'stats-other@example.com', { user_type: 'Agent', listing_category: 'both' });
  const place = { governorate_id: P.gov('Hama'), city_id: P.city('Hama') };
  [flat, quiet] = (await insertListings(t, owner.user.id as number, [
    { ...place, name: 'Stats flat', name_ar: 'شقة الإحصائيات', created_at: new Date(Date.now() - 3_000) },
    { ...place, name: 'Quiet flat', status: 'rented', created_at: new Date(Date.now() - 2_000) },
  ])) as [number, number];
  [car] = (await insertAutos(t, owner.user.id as number, [
    { model: C.model('kia-rio'), name: 'Stats car', vehicle_status: 'sold', created_at: new Date(Date.now() - 1_000) },
  ])) as [number];
});
afterAll(async () => {
  await t.close();
});

const as = (who: Member, lang?: 'ar') => ({ ...bearer(who.token), ...(lang && { 'accept-language': 'ar' }) });
const stats = (who: Member, kind: string, id: number | string, lang?: 'ar') =>
  get(t, `/api/listing-statistics?kind=${kind}&id=${id}`, as(who, lang));

describe('statistics of one listing', () => {
  it('has 30 zero-filled days ending today for a listing nobody has seen', async () => {
    const res = await stats(owner, 'property', quiet);
    expect(res.statusCode).toBe(200);
    const { listing, days, totals } = res.json().data;
    expect(listing).toEqual({ id: quiet, kind: 'property', title: 'Quiet flat', status: 'rented' });
    expect(days).toHaveLength(30);
    expect(days.map((d: { date: string }) => d.date)).toEqual(lastDays(new Date()));
    expect(days[29].date).toBe(new Date().toISOString().slice(0, 10));
    expect(
      days.every(
        (d: { views: number; favourites: number; contacts: Record<string, number> }) =>
          d.views === 0 &&
          d.favourites === 0 &&
          d.contacts.call === 0 &&
          d.contacts.email === 0 &&
          d.contacts.whatsapp === 0,
      ),
    ).toBe(true);
    expect(totals).toEqual({ views: 0, contacts: { call: 0, email: 0, whatsapp: 0 }, favourites: 0 });
  });

  it("counts real views, contacts and favourites today, but not the owner's own", async () => {
    await get(t, `/api/property/property-detail/${flat}`);
    await get(t, `/api/property/property-detail/${flat}`, as(visitor));
    // Opening it again the same day (a reload, or from a featured strip) is the same view.
    await get(t, `/api/property/feature-property-details?id=${flat}`, as(visitor));
    await get(t, `/api/property/property-detail/${flat}`);
    await get(t, `/api/property/property-detail/${flat}`, as(owner));
    await post(t, '/api/property/contact', { id: flat, channel: 'call' }, as(visitor));
    await post(t, '/api/property/contact', { id: flat, channel: 'call' }, as(visitor));
    await post(t, '/api/property/contact', { id: flat, channel: 'whatsapp' }, as(visitor));
    await post(t, '/api/property/contact', { id: flat, channel: 'email' }, as(owner));
    await post(t, '/api/add-remove-property-wishlist', { property_id: flat }, as(visitor));
    // Unsaving and saving again is a second favourite that day; the owner's own save is not counted.
    await post(t, '/api/add-remove-property-wishlist', { property_id: flat }, as(visitor));
    await post(t, '/api/add-remove-property-wishlist', { property_id: flat }, as(visitor));
    await post(t, '/api/add-remove-property-wishlist', { property_id: flat }, as(owner));

    const { days, totals, listing } = (await stats(owner, 'property', flat, 'ar')).json().data;
    expect(listing.title).toBe('شقة الإحصائيات');
    expect(days[29]).toEqual({
      date: new Date().toISOString().slice(0, 10),
      views: 2,
      contacts: { call: 2, email: 0, whatsapp: 1 },
      favourites: 2,
    });
    expect(totals).toEqual({ views: 2, contacts: { call: 2, email: 0, whatsapp: 1 }, favourites: 2 });
  });

  it('counts auto views, contacts and favourites the same way', async () => {
    await get(t, `/api/auto/auto-detail/${car}`, as(visitor));
    await get(t, `/api/auto/auto-detail?id=${car}`);
    await post(t, '/api/auto/contact', { id: car, channel: 'email' }, as(visitor));
    await post(t, '/api/add-remove-wishlist', { auto_id: car }, as(visitor));
    const { listing, days, totals } = (await stats(owner, 'auto', car)).json().data;
    expect(listing).toEqual({ id: car, kind: 'auto', title: 'Stats car', status: 'sold' });
    expect(days[29]).toMatchObject({ views: 2, contacts: { call: 0, email: 1, whatsapp: 0 }, favourites: 1 });
    expect(totals).toEqual({ views: 2, contacts: { call: 0, email: 1, whatsapp: 0 }, favourites: 1 });
  });

  it('places earlier days in their slot and leaves days older than 30 out', async () => {
    const dates = lastDays(new Date());
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.db
      .insertInto('listing_daily_stats')
      .values([
        { tenant_id: t.tenant.id, kind: 'property', listing_id: quiet, day: dates[0]!, views: 5, calls: 1 },
        { tenant_id: t.tenant.id, kind: 'property', listing_id: quiet, day: dates[24]!, favourites: 4 },
        { tenant_id: t.tenant.id, kind: 'property', listing_id: quiet, day: old, views: 100 },
        // The same id as an auto is another listing.
        { tenant_id: t.tenant.id, kind: 'auto', listing_id: quiet, day: dates[29]!, views: 7 },
      ])
      .execute();
    const { days, totals } = (await stats(owner, 'property', quiet)).json().data;
    expect(days[0]).toEqual({ date: dates[0], views: 5, contacts: { call: 1, email: 0, whatsapp: 0 }, favourites: 0 });
    expect(days[24]).toMatchObject({ date: dates[24], views: 0, favourites: 4 });
    expect(days[29]).toMatchObject({ views: 0 });
    expect(totals).toEqual({ views: 5, contacts: { call: 1, email: 0, whatsapp: 0 }, favourites: 4 });
  });

  it('is for the owner only', async () => {
    const theirs = await stats(other, 'property', flat);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ success: false, message: 'You can only see statistics of your own listings' });
    expect((await stats(other, 'auto', car, 'ar')).json().message).toBe('يمكنك رؤية إحصائيات إعلاناتك فقط');
    const missing = await stats(owner, 'property', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Listing not found.' });
    expect((await stats(owner, 'auto', 999_999, 'ar')).json()).toEqual({
      success: false,
      message: 'الإعلان غير موجود.',
    });
    expect((await get(t, `/api/listing-statistics?kind=property&id=${flat}`)).statusCode).toBe(401);
  });

  it('refuses bad input', async () => {
    expect((await stats(owner, 'boat', flat)).json().errors).toEqual({ kind: ['The selected kind is invalid.'] });
    expect((await stats(owner, 'property', 'abc')).json().errors).toEqual({ id: ['The id field must be a number.'] });
    const none = await get(t, '/api/listing-statistics', as(owner));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ kind: ['The kind field is required'], id: ['The id field is required'] });
  });
});

describe('the statistics overview', () => {
  it("lists the member's properties and autos with all-time counters, newest first", async () => {
    const res = await get(t, '/api/listing-statistics/listings', as(owner));
    expect(res.json()).toMatchObject({ success: true, message: 'Your listings' });
    expect(res.json().data.items).toEqual([
      { kind: 'auto', id: car, title: 'Stats car', status: 'sold', views: 2, contacts: 1, favourites: 1 },
      { kind: 'property', id: quiet, title: 'Quiet flat', status: 'rented', views: 0, contacts: 0, favourites: 0 },
      // The owner's own save is a favourite the listing has, though not one counted in its daily statistics.
      { kind: 'property', id: flat, title: 'Stats flat', status: 'active', views: 2, contacts: 3, favourites: 2 },
    ]);
    expect((await get(t, '/api/listing-statistics/listings', as(other))).json().data.items).toEqual([]);
    expect((await get(t, '/api/listing-statistics/listings')).statusCode).toBe(401);
  });
});
