import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertListings, loadPlaces } from './test-listings.js';

// Saved listings and contacts are the listing core's, tested for every kind in listings/member-routes.test.ts.
let t: TestApp;
let featured: number;

beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  const owner = await signUp(t, 'member-owner@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  const place = { governorate_id: P.gov('Homs'), city_id: P.city('Homs') };
  [, , featured] = (await insertListings(t, owner.user.id as number, [
    { ...place, name: 'Flat A' },
    { ...place, name: 'Flat B' },
    { ...place, name: 'Featured villa', property_type: 'villa', is_featured: true, listing_type: 'rent' },
  ])) as [number, number, number];
});
afterAll(async () => {
  await t.close();
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
