import { bearer, get, post, signUp } from '../../test/accounts.js';
import { uploadMedia } from '../../test/media.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buyPlan } from '../plans/test-subscriptions.js';
import { loadPlaces, type Places } from './test-listings.js';

let t: TestApp;
let P: Places;
let agent: { token: string; user: Record<string, unknown> };
let corporate: { token: string; user: Record<string, unknown> };
let individual: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOADS_DIR: `/tmp/souq-test-uploads-${process.pid}` } });
  P = await loadPlaces(t);
  agent = await signUp(t, 'writer-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  // This agent posts more listings than Basic's ten across these tests: on Premium (30) the quota stays out of the way.
  await buyPlan(t, Number(agent.user.id), 'agent_premium');
  corporate = await signUp(t, 'writer-corp@example.com', { user_type: 'Corporate', listing_category: 'both' });
  individual = await signUp(t, 'writer-person@example.com', { user_type: 'Individual' });
});
afterAll(async () => {
  await t.close();
});

const upload = (token: string, kind: 'property_image' | 'property_video') => uploadMedia(t, token, kind);

// Each listing posted is another flat (of its own size): the same flat posted twice is refused as a repeat.
let flats = 0;
const listing = () => ({
  name: 'Bright flat in Malki',
  name_ar: 'شقة مشمسة في المالكي',
  description: 'Three bedrooms, open view.',
  description_ar: 'ثلاث غرف نوم وإطلالة مفتوحة.',
  governorate_id: P.gov('Damascus'),
  city_id: P.city('Damascus'),
  neighborhood_id: P.hood('Damascus', 'Malki'),
  property_type: 'apartment',
  listing_type: 'sale',
  bedrooms: 3,
  bathrooms: 2,
  size_sqm: 180 + flats++,
  furnished: 'unfurnished',
  floor_level: 4,
  amenities: ['elevator', 'balcony'],
  price_usd: 250_000,
  discount_percent: 4,
});

describe('listing writes', () => {
  let id: number;

  it('lets an agent post a listing with photos at its place, found by an Arabic spelling variant', async () => {
    // The photos are cleared again below; media, prices and the search card's photo are the core's (listings/post-listing.test.ts).
    const images = [await upload(agent.token, 'property_image'), await upload(agent.token, 'property_image')];
    const res = await post(t, '/api/add-property', { ...listing(), images }, bearer(agent.token));
    expect(res.statusCode).toBe(200);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      name: 'Bright flat in Malki',
      image_ids: images,
      city: { name_en: 'Damascus' },
      neighborhood: { name_ar: 'المالكي' },
    });
    expect(res.json().data.latitude).toBeCloseTo(33.51, 1);

    const found = await get(t, `/api/property/get-property-list?keyword=${encodeURIComponent('المالكى')}`);
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('shows the detail to guests without the contact details, and counts views', async () => {
    const guest = await get(t, `/api/property/property-detail/${id}`);
    expect(guest.statusCode).toBe(200);
    const view = guest.json().data;
    expect(view.owner).toMatchObject({
      id: agent.user.id,
      user_type: 'Agent',
      phone: null,
      email: null,
      profile_path: `/agent-details/${agent.user.id}`,
    });
    expect(view).toMatchObject({
      is_favourite: false,
      is_owner: false,
      description_ar: 'ثلاث غرف نوم وإطلالة مفتوحة.',
    });
    expect(view.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\?q=33\./);
    const member = await get(t, `/api/property/feature-property-details?id=${id}`, bearer(individual.token));
    expect(member.json().data.owner.email).toBe('writer-agent@example.com');
    expect(member.json().data.views_count).toBe(view.views_count + 1);
    // A reload by the same member, or by the same guest, is the same view that day; another browser is another.
    expect(
      (await get(t, `/api/property/property-detail/${id}`, bearer(individual.token))).json().data.views_count,
    ).toBe(view.views_count + 1);
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.views_count).toBe(view.views_count + 1);
    const phone = await get(t, `/api/property/property-detail/${id}`, {
      'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile',
    });
    expect(phone.json().data.views_count).toBe(view.views_count + 2);
    // Who viewed is kept as a keyed hash, never as an address.
    const marks = await t.app.db
      .selectFrom('listing_view_marks')
      .select('viewer')
      .where('listing_id', '=', id)
      .execute();
    expect(marks).toHaveLength(3);
    for (const { viewer } of marks) expect(viewer).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const own = await get(t, `/api/property/property-detail/${id}`, bearer(agent.token));
    expect(own.json().data).toMatchObject({ is_owner: true, views_count: view.views_count + 2 });
    const missing = await get(t, '/api/property/property-detail/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Property not found.' });
    expect((await get(t, '/api/property/property-detail/abc')).statusCode).toBe(400);
  });

  it('lets the owner mark it sold and clear its photos, leaving the search', async () => {
    const edit = await get(t, `/api/property/edit/${id}`, bearer(agent.token));
    expect(edit.json().data.image_ids).toHaveLength(2);

    const updated = await post(
      t,
      '/api/property-update',
      { id, price_syp: 26_000_000, images: [], status: 'sold' },
      bearer(agent.token),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      price_syp: 26_000_000,
      price_usd: 200_000,
      images: [],
      primary_image: null,
      status: 'sold',
      name: 'Bright flat in Malki',
    });
    // Sold listings stay in the search, marked sold, for SOLD_LISTING_SEARCH_DAYS (listings/in-search.ts), then leave
    // it and their page, except for their owner.
    expect((await get(t, '/api/property/get-property-list')).json().data.items).toEqual([
      expect.objectContaining({ id, status: 'sold' }),
    ]);
    await t.db
      .updateTable('properties')
      .set({ status_changed_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id)
      .execute();
    expect((await get(t, '/api/property/get-property-list')).json().data.pagination.total).toBe(0);
    expect((await get(t, `/api/property/property-detail/${id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/property/property-detail/${id}`, bearer(agent.token))).statusCode).toBe(200);

    const mine = await get(t, '/api/property/my-properties', bearer(agent.token));
    expect(mine.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('checks places, prices and fields', async () => {
    const wrongCity = await post(
      t,
      '/api/add-property',
      { ...listing(), city_id: P.city('Aleppo') },
      bearer(agent.token),
    );
    expect(wrongCity.json().errors).toEqual({ city_id: ['The selected city id is invalid.'] });
    const wrongHood = await post(
      t,
      '/api/add-property',
      { ...listing(), neighborhood_id: P.hood('Aleppo', 'Aziziyeh') },
      bearer(agent.token),
    );
    expect(wrongHood.json().errors).toEqual({ neighborhood_id: ['The selected neighborhood id is invalid.'] });
    const noPrice = await post(t, '/api/add-property', { ...listing(), price_usd: undefined }, bearer(agent.token));
    expect(noPrice.json().errors).toEqual({ price_syp: ['The price syp or price usd field is required.'] });
    const bad = await post(
      t,
      '/api/add-property',
      { ...listing(), name: '', bedrooms: -1, property_type: 'castle', size_sqm: '90' },
      bearer(agent.token),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: ['The name field is required'],
      bedrooms: ['The bedrooms field must be at least 0.'],
      property_type: ['The selected property type is invalid.'],
      size_sqm: ['The size sqm field must be a number.'],
    });
    const unknown = await post(t, '/api/property-update', { id: 999999, name: 'x' }, bearer(agent.token));
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a company post too, giving the price in pounds only', async () => {
    const res = await post(
      t,
      '/api/add-property',
      { ...listing(), price_usd: null, price_syp: 13_000_000, listing_type: 'rent', rent_period: 'monthly' },
      bearer(corporate.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price_usd: 100_000, owner: { user_type: 'Corporate' } });
  });

  it('makes a rent say what its price is per, and keeps it with every view of the listing', async () => {
    const rent = { ...listing(), name: 'Flat by the month', listing_type: 'rent', price_syp: 178_000, price_usd: null };
    const missing = await post(t, '/api/add-property', rent, bearer(agent.token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'The rent period field is required',
      errors: { rent_period: ['The rent period field is required'] },
    });
    const arabic = await post(t, '/api/add-property', rent, { ...bearer(agent.token), 'accept-language': 'ar' });
    expect(arabic.json().errors).toEqual({ rent_period: ['حقل فترة الإيجار مطلوب'] });
    const weekly = await post(t, '/api/add-property', { ...rent, rent_period: 'weekly' }, bearer(agent.token));
    expect(weekly.json().errors).toEqual({ rent_period: ['The selected rent period is invalid.'] });

    const posted = await post(t, '/api/add-property', { ...rent, rent_period: 'yearly' }, bearer(agent.token));
    expect(posted.statusCode).toBe(200);
    const id = posted.json().data.id as number;
    expect(posted.json().data).toMatchObject({ listing_type: 'rent', rent_period: 'yearly' });
    await t.db.updateTable('properties').set({ is_featured: true }).where('id', '=', id).execute();
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.rent_period).toBe('yearly');
    expect((await get(t, `/api/property/edit/${id}`, bearer(agent.token))).json().data.rent_period).toBe('yearly');
    const listed = (await get(t, '/api/property/get-property-list?listing_type=rent')).json().data.items;
    expect(listed.find((i: { id: number }) => i.id === id)).toMatchObject({ rent_period: 'yearly' });
    const featured = (await get(t, '/api/property/feature-property')).json().data;
    expect(featured.find((i: { id: number }) => i.id === id)).toMatchObject({ rent_period: 'yearly' });
    const mine = (await get(t, '/api/property/my-properties', bearer(agent.token))).json().data.items;
    expect(mine.find((i: { id: number }) => i.id === id)).toMatchObject({ rent_period: 'yearly' });

    // Searchable by period, and the period is among the filters the list accepts.
    const yearly = (await get(t, '/api/property/get-property-list?rent_period=yearly'))
      .json()
      .data.items.map((i: { id: number }) => i.id);
    expect(yearly).toEqual([id]);
    expect(
      (await get(t, '/api/property/get-property-list?rent_period=monthly'))
        .json()
        .data.items.map((i: { id: number }) => i.id),
    ).not.toContain(id);
    expect((await get(t, '/api/property/get-property-list?rent_period=weekly')).statusCode).toBe(400);

    // A sale has no period, even when one is sent; turning a rent into a sale drops it, and back needs one again.
    const sale = await post(t, '/api/add-property', { ...listing(), rent_period: 'monthly' }, bearer(agent.token));
    expect(sale.json().data).toMatchObject({ listing_type: 'sale', rent_period: null });
    const toSale = await post(t, '/api/property-update', { id, listing_type: 'sale' }, bearer(agent.token));
    expect(toSale.json().data).toMatchObject({ listing_type: 'sale', rent_period: null });
    const backToRent = await post(t, '/api/property-update', { id, listing_type: 'rent' }, bearer(agent.token));
    expect(backToRent.json().errors).toEqual({ rent_period: ['The rent period field is required'] });
    const daily = await post(
      t,
      '/api/property-update',
      { id, listing_type: 'rent', rent_period: 'daily' },
      bearer(agent.token),
    );
    expect(daily.json().data).toMatchObject({ listing_type: 'rent', rent_period: 'daily' });
  });

  it('asks for bedrooms and bathrooms of homes, not of land, farms or shops', async () => {
    const { bedrooms: _b, bathrooms: _ba, ...noRooms } = listing();
    for (const type of ['land', 'farm', 'commercial']) {
      const res = await post(
        t,
        '/api/add-property',
        { ...noRooms, property_type: type, floor_level: null },
        bearer(agent.token),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ property_type: type, bedrooms: 0, bathrooms: 0 });
    }
    const landWithNulls = await post(
      t,
      '/api/add-property',
      { ...noRooms, size_sqm: 2000, property_type: 'land', bedrooms: null, bathrooms: null },
      bearer(agent.token),
    );
    expect(landWithNulls.statusCode).toBe(200);
    const flat = await post(t, '/api/add-property', noRooms, bearer(agent.token));
    expect(flat.statusCode).toBe(400);
    expect(flat.json().errors).toEqual({
      bedrooms: ['The bedrooms field is required'],
      bathrooms: ['The bathrooms field is required'],
    });
    const villa = await post(
      t,
      '/api/add-property',
      { ...noRooms, property_type: 'villa', bathrooms: 3 },
      { ...bearer(agent.token), 'accept-language': 'ar' },
    );
    expect(villa.json().errors).toEqual({ bedrooms: ['حقل غرف النوم مطلوب'] });
    // A plot turned into a flat needs its rooms counted.
    const plot = (
      await post(t, '/api/add-property', { ...noRooms, size_sqm: 3000, property_type: 'land' }, bearer(agent.token))
    ).json().data.id;
    const toFlat = await post(
      t,
      '/api/property-update',
      { id: plot, property_type: 'apartment', bedrooms: null, bathrooms: null },
      bearer(agent.token),
    );
    expect(toFlat.json().errors).toEqual({
      bedrooms: ['The bedrooms field is required'],
      bathrooms: ['The bathrooms field is required'],
    });
  });

  it('stores both prices as the poster typed them, without working one out from the other', async () => {
    const res = await post(
      t,
      '/api/add-property',
      { ...listing(), price_syp: 6_500_000, price_usd: 50_000 },
      bearer(agent.token),
    );
    const id = res.json().data.id;
    const changed = await post(
      t,
      '/api/property-update',
      { id, price_syp: 6_000_000, price_usd: 50_000 },
      bearer(agent.token),
    );
    expect(changed.json().data).toMatchObject({ price_syp: 6_000_000, price_usd: 50_000 });
  });

  it('gives listings posted without a pin places of their own around their neighbourhood, not one stacked point', async () => {
    const posted = await Promise.all([1, 2, 3].map(() => post(t, '/api/add-property', listing(), bearer(agent.token))));
    const places = posted.map((r) => `${r.json().data.latitude},${r.json().data.longitude}`);
    expect(new Set(places).size).toBe(3);
    for (const r of posted) {
      expect(r.json().data.latitude).toBeCloseTo(33.51, 1);
      expect(r.json().data.longitude).toBeCloseTo(36.28, 1);
    }
    const pinned = await post(
      t,
      '/api/add-property',
      { ...listing(), latitude: 33.5, longitude: 36.3 },
      bearer(agent.token),
    );
    expect(pinned.json().data).toMatchObject({ latitude: 33.5, longitude: 36.3 });
  });
});
