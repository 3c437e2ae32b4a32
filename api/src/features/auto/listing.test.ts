import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, loadCatalogue } from './test-autos.js';

let t: TestApp;
let C: Catalogue;
type Account = { token: string; user: Record<string, unknown> };
let agent: Account, corporate: Account, individual: Account;

beforeAll(async () => {
  t = await createTestApp();
  C = await loadCatalogue(t);
  agent = await signUp(t, 'auto-agent@example.com', { user_type: 'Agent', listing_category: 'auto' });
  corporate = await signUp(t, 'auto-corp@example.com', { user_type: 'Corporate', listing_category: 'both' });
  individual = await signUp(t, 'auto-person@example.com', { user_type: 'Individual' });
  await t.db
    .updateTable('users')
    .set({ phone: '+963 944 123 456', whatsapp: '+963 955 654 321' })
    .where('id', '=', agent.user.id as number)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const car = () => {
  const tucson = C.model('hyundai-tucson');
  return {
    brand_id: tucson.brand_id,
    class_id: tucson.class_id,
    model_id: tucson.id,
    trim: 'GLS',
    year: 2019,
    condition: 'used',
    transmission: 'automatic',
    seat_type: 'leather',
    cylinders: 4,
    import_origin: 'gcc',
    fuel_type: 'petrol',
    mileage_km: 65_000,
    body_type: 'suv',
    color: 'grey',
    drive_type: 'awd',
    price_usd: 21_000,
    discount_percent: 5,
    description_ar: 'بحالة ممتازة، صيانة وكالة',
  };
};

// Media, who may post, change and delete, the listing category and repeated submissions: listings/post-listing.test.ts.
describe('auto listing writes', () => {
  let id: number;

  it('lets an agent post an auto, named from the catalogue and found by search', async () => {
    const res = await post(t, '/api/add-auto', car(), bearer(agent.token));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({
      name: 'Hyundai Tucson GLS 2019',
      name_ar: 'هيونداي توسان GLS 2019',
      brand: { name_en: 'Hyundai' },
      model: { name_ar: 'توسان' },
      price_currency: 'USD',
      price_usd: 21_000,
      price_syp: 21_000 * 130,
      discounted_price_usd: 19_950,
      vehicle_status: 'available',
      status: 'active',
    });
    const found = await get(t, `/api/auto/get-auto-list?keyword=${encodeURIComponent('هيونداي توسان رمادي')}`);
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it("shows the detail to guests without contact details, and counts views but not the seller's own", async () => {
    const guest = await get(t, `/api/auto/auto-detail/${id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({
      views_count: 1,
      is_owner: false,
      is_favourite: false,
      owner: { id: agent.user.id, phone: null, email: null, profile_path: `/agent-details/${agent.user.id}` },
    });
    const member = await get(t, `/api/auto/auto-detail?id=${id}&currency=usd`, bearer(individual.token));
    expect(member.json().data).toMatchObject({
      views_count: 2,
      price: { currency: 'USD', amount: 21_000 },
      owner: { phone: '+963 944 123 456' },
    });
    expect((await get(t, `/api/auto/auto-detail/${id}`, bearer(agent.token))).json().data.views_count).toBe(2);
    expect((await get(t, '/api/auto/auto-detail/999999')).statusCode).toBe(404);
  });

  it.each([
    [
      'a model of another class',
      () => ({ model_id: C.model('hyundai-elantra').id }),
      'model_id',
      'The selected model does not belong to the selected class.',
    ],
    [
      'a class of another brand',
      () => ({ class_id: C.klass('kia-suvs') }),
      'class_id',
      'The selected class does not belong to the selected brand.',
    ],
    ['cylinders 0', () => ({ cylinders: 0 }), 'cylinders', 'The cylinders field must be at least 1.'],
    ['cylinders 17', () => ({ cylinders: 17 }), 'cylinders', 'The cylinders field may not be greater than 16.'],
    [
      'a year in the future',
      () => ({ year: new Date().getUTCFullYear() + 1 }),
      'year',
      `The year may not be later than ${new Date().getUTCFullYear()}.`,
    ],
    ['negative mileage', () => ({ mileage_km: -1 }), 'mileage_km', 'The mileage km field must be at least 0.'],
    ['an unknown condition', () => ({ condition: 'wrecked' }), 'condition', 'The selected condition is invalid.'],
    ['an unknown origin', () => ({ import_origin: 'mars' }), 'import_origin', 'The selected import origin is invalid.'],
    ['no price', () => ({ price_usd: undefined }), 'price_syp', 'The price syp or price usd field is required.'],
    ["a photo that is not the seller's", () => ({ images: [999_999] }), 'images', 'The selected images is invalid.'],
  ])('refuses %s with a 400', async (_what, change, field, message) => {
    const res = await post(t, '/api/add-auto', { ...car(), ...change() }, bearer(agent.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  });

  it('says what is wrong in Arabic too', async () => {
    const res = await post(
      t,
      '/api/add-auto',
      { ...car(), model_id: C.model('hyundai-elantra').id },
      { ...bearer(agent.token), 'accept-language': 'ar' },
    );
    expect(res.json().message).toBe('الموديل المختار لا يتبع الفئة المختارة.');
    const year = await post(
      t,
      '/api/add-auto',
      { ...car(), year: 2999, mileage_km: -4 },
      { ...bearer(agent.token), 'accept-language': 'ar' },
    );
    expect(year.json().errors.mileage_km).toEqual(['يجب أن تكون قيمة حقل المسافة المقطوعة 0 على الأقل.']);
  });

  it('lets a company post too, naming it and giving the price in pounds only', async () => {
    const own = await post(
      t,
      '/api/add-auto',
      { ...car(), price_usd: undefined, price_syp: 3_000_000, name: 'Corporate Tucson' },
      bearer(corporate.token),
    );
    expect(own.json().data).toMatchObject({
      name: 'Corporate Tucson',
      name_ar: null,
      price_currency: 'SYP',
      price_usd: 23_077,
    });
  });

  it('marks an auto sold and changes only the fields sent', async () => {
    const res = await post(
      t,
      '/api/auto-update',
      { id, vehicle_status: 'sold', mileage_km: 66_000 },
      bearer(agent.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Auto updated successfully.',
      data: {
        vehicle_status: 'sold',
        mileage_km: 66_000,
        price_usd: 21_000,
        trim: 'GLS',
        image_ids: expect.any(Array),
      },
    });
    // A sold car stays in the search, marked sold, for a week after the deal (listings/in-search.ts).
    const sold = await get(t, '/api/auto/get-auto-list?vehicle_status=sold');
    expect(sold.json().data.items.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([[id, 'sold']]);
    const wrong = await post(t, '/api/auto-update', { id, model_id: C.model('kia-rio').id }, bearer(agent.token));
    expect(wrong.statusCode).toBe(400);
    const edit = await get(t, `/api/auto/edit/${id}`, bearer(agent.token));
    expect(edit.json()).toMatchObject({
      message: 'Auto for editing',
      data: { id, vehicle_status: 'sold', image_ids: expect.any(Array) },
    });
    const mine = await get(t, '/api/auto/my-autos', bearer(agent.token));
    expect(mine.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });
});
