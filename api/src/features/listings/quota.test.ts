import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { buyPlan } from '../plans/test-subscriptions.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';

// docs/product/constants.md quotas in the listing core: every kind counts against one plan, whoever posts or re-activates.
let t: TestApp;
let P: Places;
let C: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  C = await loadCatalogue(t);
});
afterAll(() => t.close());

const FULL_EN = 'Your plan Basic allows 10 active listings. Upgrade your plan to post more.';
const FULL_AR = 'تسمح خطتك «الأساسية» بـ 10 إعلانات نشطة. رقِّ خطتك لنشر المزيد.';

async function agent(name: string) {
  const a = await signUp(t, `${name}@example.com`, { user_type: 'Agent', listing_category: 'both' });
  return { id: Number(a.user.id), auth: bearer(a.token) };
}
// Each flat posted is another flat (of its own size): the same flat posted twice is refused as a repeat.
let flats = 0;
const flat = (extra: Record<string, unknown> = {}) => ({
  name: 'Flat in Malki',
  description: 'Two bedrooms.',
  governorate_id: P.gov('Damascus'),
  city_id: P.city('Damascus'),
  property_type: 'apartment',
  listing_type: 'sale',
  bedrooms: 2,
  bathrooms: 1,
  size_sqm: 90 + flats++,
  furnished: 'unfurnished',
  price_usd: 90_000,
  ...extra,
});
const car = () => {
  const m = C.model('hyundai-tucson');
  return {
    brand_id: m.brand_id,
    class_id: m.class_id,
    model_id: m.id,
    year: 2019,
    condition: 'used',
    transmission: 'automatic',
    cylinders: 4,
    import_origin: 'gcc',
    fuel_type: 'petrol',
    mileage_km: 65_000,
    body_type: 'suv',
    color: 'grey',
    drive_type: 'awd',
    price_usd: 21_000,
  };
};
const someProperties = (ownerId: number, n: number, status: 'active' | 'paused' = 'active') =>
  insertListings(
    t,
    ownerId,
    Array.from({ length: n }, () => ({ governorate_id: P.gov('Damascus'), city_id: P.city('Damascus'), status })),
  );
const someAutos = (ownerId: number, n: number) =>
  insertAutos(
    t,
    ownerId,
    Array.from({ length: n }, () => ({ model: C.model('hyundai-tucson') })),
  );

describe('the quota of active listings', () => {
  it('allows an agent on Basic a 10th active listing and refuses the 11th, counting properties and cars together', async () => {
    const a = await agent('basic-poster');
    await someProperties(a.id, 5);
    await someAutos(a.id, 4);
    const tenth = await post(t, '/api/add-property', flat(), a.auth);
    expect(tenth.statusCode).toBe(200);

    const eleventh = await post(t, '/api/add-auto', car(), a.auth);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({ success: false, message: FULL_EN, errors: { quota: [FULL_EN] } });
    const inArabic = await post(t, '/api/add-property', flat(), { ...a.auth, 'accept-language': 'ar' });
    expect(inArabic.statusCode).toBe(400);
    expect(inArabic.json()).toEqual({ success: false, message: FULL_AR, errors: { quota: [FULL_AR] } });

    // A draft takes no place; nothing was posted by the refused attempts.
    expect((await post(t, '/api/add-property', flat({ status: 'draft' }), a.auth)).statusCode).toBe(200);
    const mine = (await get(t, '/api/property/my-properties?per_page=50', a.auth)).json().data.items as {
      status: string;
    }[];
    expect(mine.filter((l) => l.status === 'active')).toHaveLength(6);
  });

  it('refuses re-activating beyond the quota, by the status endpoint and by the edit form', async () => {
    const a = await agent('basic-reactivator');
    const [paused] = await someProperties(a.id, 1, 'paused');
    await someProperties(a.id, 10);
    const byStatus = await post(t, '/api/listing-status', { kind: 'property', id: paused, status: 'active' }, a.auth);
    expect(byStatus.statusCode).toBe(400);
    expect(byStatus.json().errors).toEqual({ quota: [FULL_EN] });
    const byForm = await post(t, '/api/property-update', { id: paused, status: 'active' }, a.auth);
    expect(byForm.statusCode).toBe(400);
    expect(byForm.json().message).toBe(FULL_EN);
    // Other changes of a listing are not the quota's business.
    expect((await post(t, '/api/property-update', { id: paused, name: 'Renamed flat' }, a.auth)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('properties')
      .select(['status', 'name'])
      .where('id', '=', paused!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paused', name: 'Renamed flat' });
  });

  it('lets two posts sent at once take the last place only once', async () => {
    const a = await agent('basic-racer');
    await someProperties(a.id, 9);
    const answers = await Promise.all([
      post(t, '/api/add-property', flat(), a.auth),
      post(t, '/api/add-auto', car(), a.auth),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('follows the plan in force: Premium allows 30', async () => {
    const a = await agent('premium-poster');
    await buyPlan(t, a.id, 'agent_premium');
    await someProperties(a.id, 29);
    expect((await post(t, '/api/add-property', flat(), a.auth)).statusCode).toBe(200);
    const refused = await post(t, '/api/add-property', flat(), a.auth);
    expect(refused.json().message).toBe('Your plan Premium allows 30 active listings. Upgrade your plan to post more.');
  });

  it('shows the owner which listings are paused for quota, and an owner re-activating one ends that mark', async () => {
    const a = await agent('quota-marks');
    const [id] = await someProperties(a.id, 1, 'paused');
    await t.db.updateTable('properties').set({ quota_paused: true }).where('id', '=', id!).execute();
    let card = (await get(t, '/api/property/my-properties', a.auth)).json().data.items[0];
    expect(card).toMatchObject({ id, quota_paused: true, featured_until: null, premium_until: null });
    expect((await post(t, '/api/listing-status', { kind: 'property', id, status: 'active' }, a.auth)).statusCode).toBe(
      200,
    );
    card = (await get(t, '/api/property/my-properties', a.auth)).json().data.items[0];
    expect(card).toMatchObject({ id, status: 'active', quota_paused: false });
  });
});
