import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertListings, loadPlaces } from './test-listings.js';

let t: TestApp;
let owner: { token: string; user: Record<string, unknown> };
let member: { token: string; user: Record<string, unknown> };
let a: number, b: number, featured: number;

beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  owner = await signUp(t, 'member-owner@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  await t.db.updateTable('users').set({ phone: '+963 944 123 456', whatsapp: '+963 955 654 321' }).where('id', '=', owner.user.id as number).execute();
  member = await signUp(t, 'member@example.com');
  const place = { governorate_id: P.gov('Homs'), city_id: P.city('Homs') };
  [a, b, featured] = (await insertListings(t, owner.user.id as number, [
    { ...place, name: 'Flat A' }, { ...place, name: 'Flat B' }, { ...place, name: 'Featured villa', property_type: 'villa', is_featured: true, listing_type: 'rent' },
  ])) as [number, number, number];
});
afterAll(async () => {
  await t.close();
});

describe('saved listings', () => {
  it('adds and removes a listing, shown in the detail and the saved list', async () => {
    const added = await post(t, '/api/add-remove-property-wishlist', { property_id: a }, bearer(member.token));
    expect(added.json()).toEqual({ success: true, message: 'Property added to your saved listings.', data: { property_id: a, is_favourite: true } });
    await post(t, '/api/add-remove-property-wishlist', { property_id: b }, bearer(member.token));
    const list = await get(t, '/api/get-property-wishlist?currency=USD', bearer(member.token));
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(list.json().data.items[0]).toMatchObject({ is_favourite: true, price: { currency: 'USD', amount: 100_000 } });
    expect(list.json().data.pagination.total).toBe(2);
    expect((await get(t, `/api/property/property-detail/${a}`, bearer(member.token))).json().data.is_favourite).toBe(true);

    const removed = await post(t, '/api/add-remove-property-wishlist', { property_id: a }, { ...bearer(member.token), 'accept-language': 'ar' });
    expect(removed.json()).toMatchObject({ message: 'تمت إزالة العقار من إعلاناتك المحفوظة.', data: { is_favourite: false } });
    expect((await get(t, '/api/get-property-wishlist', bearer(member.token))).json().data.items.map((i: { id: number }) => i.id)).toEqual([b]);
  });

  it('needs a login and a listing that exists', async () => {
    expect((await post(t, '/api/add-remove-property-wishlist', { property_id: a })).statusCode).toBe(401);
    expect((await get(t, '/api/get-property-wishlist')).statusCode).toBe(401);
    const missing = await post(t, '/api/add-remove-property-wishlist', { property_id: 999999 }, bearer(member.token));
    expect(missing.statusCode).toBe(404);
    const bad = await post(t, '/api/add-remove-property-wishlist', { property_id: 'x' }, bearer(member.token));
    expect(bad.json().errors).toEqual({ property_id: ['The property id field must be a number.'] });
  });
});

describe('contacting an owner', () => {
  it('records the contact, counts it for the owner and returns the link to open', async () => {
    const call = await post(t, '/api/property/contact', { id: a, channel: 'call' }, bearer(member.token));
    expect(call.json()).toEqual({ success: true, message: 'Contact recorded.', data: { property_id: a, channel: 'call', link: 'tel:+963944123456', times: 1 } });
    const wa = await post(t, '/api/property/contact', { id: a, channel: 'whatsapp' }, bearer(member.token));
    expect(wa.json().data.link).toBe('https://wa.me/963955654321?text=Flat%20A');
    const mail = await post(t, '/api/property/contact', { id: b, channel: 'email' }, bearer(member.token));
    expect(mail.json().data.link).toBe('mailto:member-owner@example.com?subject=Flat%20B');
    const again = await post(t, '/api/property/contact', { id: a, channel: 'call' }, bearer(member.token));
    expect(again.json().data.times).toBe(2);

    const contacted = await get(t, '/api/property/contacted', bearer(member.token));
    const items = contacted.json().data.items;
    expect(items.map((i: { id: number }) => i.id)).toEqual([a, b]);
    expect(items[0].contacted_channels).toEqual(['call', 'whatsapp']);
    expect(contacted.json().data.pagination.total).toBe(2);

    const detail = await get(t, `/api/property/property-detail/${a}`, bearer(member.token));
    expect(detail.json().data).toMatchObject({ contacts_count: 3, contacted_channels: ['call', 'whatsapp'] });
    const mine = await get(t, '/api/property/my-properties', bearer(owner.token));
    expect(mine.json().data.items.find((i: { id: number }) => i.id === a)).toMatchObject({ contacts_count: 3, favourites_count: 0 });
  });

  it('refuses unknown channels and listings, and guests', async () => {
    const channel = await post(t, '/api/property/contact', { id: a, channel: 'fax' }, bearer(member.token));
    expect(channel.json().errors).toEqual({ channel: ['The selected channel is invalid.'] });
    expect((await post(t, '/api/property/contact', { id: 999999, channel: 'call' }, bearer(member.token))).statusCode).toBe(404);
    expect((await post(t, '/api/property/contact', { id: a, channel: 'call' })).statusCode).toBe(401);
  });
});

describe('featured listings', () => {
  it('lists featured listings only, for the home page', async () => {
    const res = await get(t, '/api/property/feature-property');
    expect(res.json().data.map((i: { id: number }) => i.id)).toEqual([featured]);
    expect((await get(t, '/api/property/feature-property?listing_type=sale')).json().data).toEqual([]);
    expect((await get(t, '/api/property/feature-property?limit=0')).statusCode).toBe(400);
    const detail = await get(t, `/api/property/feature-property-details?id=${featured}`);
    expect(detail.json().data).toMatchObject({ id: featured, is_featured: true, name: 'Featured villa' });
  });
});
