import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadPlaces } from '../property/test-listings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function flat() {
  const P = await loadPlaces(t);
  return {
    name: 'Bright flat in Malki',
    description: 'Three bedrooms, open view.',
    governorate_id: P.gov('Damascus'),
    city_id: P.city('Damascus'),
    neighborhood_id: P.hood('Damascus', 'Malki'),
    property_type: 'apartment',
    listing_type: 'sale',
    bedrooms: 3,
    bathrooms: 2,
    size_sqm: 180,
    furnished: 'unfurnished',
    price_usd: 250_000,
  };
}

describe('POST /api/become-agent', () => {
  it('turns an Individual into an Agent who can then post a property with the same token', async () => {
    const nour = await signUp(t, 'nour.agent@example.com', { name: 'Nour' });
    const listing = await flat();
    expect((await post(t, '/api/add-property', listing, bearer(nour.token))).statusCode).toBe(403);

    const res = await post(t, '/api/become-agent', { listing_category: 'real_estate' }, bearer(nour.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your account is now an Agent account. You can post listings and subscribe to plans.',
      data: {
        id: nour.user.id,
        email: 'nour.agent@example.com',
        name: 'Nour',
        user_type: 'Agent',
        listing_category: 'real_estate',
        company: null,
      },
    });
    // The same shape as the profile's user (what the site keeps as userData), secrets left out.
    const profile = (await get(t, '/api/my-account', bearer(nour.token))).json().data;
    expect(res.json().data).toEqual(profile);
    expect(JSON.stringify(res.json().data)).not.toMatch(/password|google_sub/);

    const posted = await post(t, '/api/add-property', listing, bearer(nour.token));
    expect(posted.statusCode).toBe(200);
    expect(posted.json().message).toBe('Property added successfully.');
  });

  it('answers in Arabic', async () => {
    const rima = await signUp(t, 'rima.agent@example.com', { name: 'Rima' });
    const res = await post(
      t,
      '/api/become-agent',
      { listing_category: 'both' },
      { ...bearer(rima.token), 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('أصبح حسابك حساب وكيل. يمكنك الآن نشر الإعلانات والاشتراك في خطط الاشتراك.');
    expect(res.json().data).toMatchObject({ user_type: 'Agent', listing_category: 'both' });
  });

  it('refuses an Agent or a Corporate with a 400 that says why, and changes nothing', async () => {
    const omar = await signUp(t, 'omar.agent@example.com', {
      name: 'Omar',
      user_type: 'Agent',
      listing_category: 'auto',
    });
    const res = await post(t, '/api/become-agent', { listing_category: 'real_estate' }, bearer(omar.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message:
        'Only an Individual account can become an Agent. Agent and Corporate accounts can already post listings.',
      errors: {
        request: [
          'Only an Individual account can become an Agent. Agent and Corporate accounts can already post listings.',
        ],
      },
    });
    expect((await get(t, '/api/my-account', bearer(omar.token))).json().data).toMatchObject({
      user_type: 'Agent',
      listing_category: 'auto',
    });

    const sham = await signUp(t, 'sham.agent@example.com', {
      name: 'Sham',
      user_type: 'Corporate',
      listing_category: 'real_estate',
    });
    const ar = await post(
      t,
      '/api/become-agent',
      { listing_category: 'both' },
      { ...bearer(sham.token), 'accept-language': 'ar' },
    );
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe(
      'يمكن للحساب الفردي فقط أن يصبح حساب وكيل. حسابات الوكلاء والشركات تستطيع نشر الإعلانات أصلاً.',
    );
    expect((await get(t, '/api/my-account', bearer(sham.token))).json().data).toMatchObject({
      user_type: 'Corporate',
      listing_category: 'real_estate',
    });
  });

  it('refuses a missing or unknown listing category by field, and leaves the Individual as they were', async () => {
    const lina = await signUp(t, 'lina.agent@example.com', { name: 'Lina' });
    const unknown = await post(t, '/api/become-agent', { listing_category: 'boats' }, bearer(lina.token));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'The selected listing category is invalid.',
      errors: { listing_category: ['The selected listing category is invalid.'] },
    });
    const missing = await post(t, '/api/become-agent', {}, bearer(lina.token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ listing_category: ['The listing category field is required'] });
    expect((await get(t, '/api/my-account', bearer(lina.token))).json().data).toMatchObject({
      user_type: 'Individual',
      listing_category: null,
    });
  });

  it('needs a signed-in member', async () => {
    const res = await post(t, '/api/become-agent', { listing_category: 'auto' });
    expect(res.statusCode).toBe(401);
  });
});
