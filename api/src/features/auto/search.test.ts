import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, insertAutos, loadCatalogue } from './test-autos.js';

let t: TestApp;
let C: Catalogue;
const ids: Record<string, number> = {};

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(t, `/api/auto/get-auto-list?${query}`, headers);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.body}`);
  return res.json().data as {
    items: { id: number; name: string; [k: string]: unknown }[];
    pagination: { total: number; per_page: number; last_page: number };
  };
};
const names = async (query: string) => (await list(query)).items.map((i) => i.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  C = await loadCatalogue(t);
  const seller = await signUp(t, 'auto-seller@example.com', { user_type: 'Agent', listing_category: 'auto' });
  const other = await signUp(t, 'auto-seller2@example.com', { user_type: 'Corporate', listing_category: 'both' });
  const rio = C.model('kia-rio');
  const cerato = C.model('kia-cerato');
  const sportage = C.model('kia-sportage');
  const hilux = C.model('toyota-hilux');
  const lc = C.model('toyota-land-cruiser');
  const [rioA, rioB, cer, spo, hil] = (await insertAutos(t, seller.user.id as number, [
    {
      model: rio,
      name: 'Rio A',
      name_ar: 'كيا ريو أبيض',
      year: 2012,
      mileage_km: 150_000,
      price_usd: 8_000,
      transmission: 'manual',
      color: 'white',
      import_origin: 'syria',
      seat_type: 'fabric',
    },
    {
      model: rio,
      name: 'Rio B',
      year: 2016,
      mileage_km: 90_000,
      price_usd: 10_500,
      color: 'red',
      condition: 'certified_pre_owned',
      currency: 'SYP',
    },
    {
      model: cerato,
      name: 'Cerato',
      year: 2019,
      mileage_km: 40_000,
      price_usd: 15_000,
      seat_type: 'leather',
      import_origin: 'lebanon',
      fuel_type: 'hybrid',
    },
    {
      model: sportage,
      name: 'Sportage',
      year: 2021,
      mileage_km: 20_000,
      price_usd: 24_000,
      body_type: 'suv',
      drive_type: 'awd',
      color: 'black',
      is_featured: true,
      vehicle_status: 'sold',
    },
    {
      model: hilux,
      name: 'Hilux',
      year: 2015,
      mileage_km: 210_000,
      price_usd: 26_000,
      body_type: 'pickup',
      drive_type: 'awd',
      fuel_type: 'diesel',
      transmission: 'manual',
      import_origin: 'usa',
      vehicle_type: 'truck',
    },
  ])) as [number, number, number, number, number];
  const [land, hidden] = (await insertAutos(t, other.user.id as number, [
    {
      model: lc,
      name: 'Land Cruiser',
      year: 2023,
      mileage_km: 0,
      condition: 'new',
      price_usd: 95_000,
      discount_percent: 5,
      cylinders: 8,
      body_type: 'suv',
      drive_type: 'awd',
      seat_type: 'leather',
      import_origin: 'gcc',
      color: 'silver',
      is_featured: true,
      description_ar: 'سيارة بحالة الوكالة في المزة',
    },
    { model: rio, name: 'Hidden Rio', status: 'paused' },
  ])) as [number, number];
  Object.assign(ids, { rioA, rioB, cer, spo, hil, land, hidden });
});
afterAll(async () => {
  await t.close();
});

describe('auto catalogue', () => {
  it('lists the vocabularies with English and Arabic names, and the brands', async () => {
    const { data } = (await get(t, '/api/auto/auto-master')).json();
    expect(data.conditions.map((o: { value: string }) => o.value)).toEqual(['new', 'used', 'certified_pre_owned']);
    expect(data.transmissions).toEqual([
      { value: 'automatic', name_en: 'Automatic', name_ar: 'أوتوماتيك' },
      { value: 'manual', name_en: 'Manual', name_ar: 'عادي (يدوي)' },
    ]);
    expect(data.cylinders.map((o: { value: number }) => o.value)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(data.import_origins.map((o: { name_en: string }) => o.name_en)).toEqual([
      'Syria',
      'GCC',
      'USA',
      'Lebanon',
      'Turkey',
      'Others',
    ]);
    expect(data.fuel_types.map((o: { name_en: string }) => o.name_en)).toEqual([
      'Petrol',
      'Diesel',
      'Hybrid',
      'Electric',
    ]);
    expect(data.body_types.map((o: { name_en: string }) => o.name_en)).toEqual([
      'Sedan',
      'SUV',
      'Hatchback',
      'Pickup',
      'Coupe',
      'Van',
    ]);
    expect(data.drive_types.map((o: { value: string }) => o.value)).toEqual(['fwd', 'rwd', 'awd']);
    expect(data.vehicle_statuses).toEqual([
      { value: 'available', name_en: 'Available', name_ar: 'متاحة' },
      { value: 'sold', name_en: 'Sold', name_ar: 'مباعة' },
    ]);
    for (const key of ['vehicle_types', 'seat_types', 'colors', 'sort_options'])
      expect(data[key].length).toBeGreaterThan(1);
    expect(data.brands.find((b: { code: string }) => b.code === 'kia')).toMatchObject({
      name_en: 'Kia',
      name_ar: 'كيا',
    });
    expect(data.brands.length).toBeGreaterThanOrEqual(15);
    expect(data.years.max).toBe(new Date().getUTCFullYear());
  });

  it('cascades brand → classes → models', async () => {
    const classes = (await get(t, `/api/auto/brand-classes?brand_id=${C.brand('toyota')}`)).json().data as {
      id: number;
      name_en: string;
    }[];
    expect(classes.map((c) => c.name_en)).toEqual(
      expect.arrayContaining(['Sedans', 'SUVs and crossovers', 'Pickups and light trucks']),
    );
    const suvs = classes.find((c) => c.name_en === 'SUVs and crossovers')!;
    const models = (await get(t, `/api/auto/class-models?class_id=${suvs.id}`)).json().data as {
      name_en: string;
      name_ar: string;
    }[];
    expect(models).toEqual(
      expect.arrayContaining([expect.objectContaining({ name_en: 'Land Cruiser', name_ar: 'لاند كروزر' })]),
    );
    expect(models.map((m) => m.name_en)).not.toContain('Corolla');
    const mercedes = (await get(t, `/api/auto/brand-classes?brand_id=${C.brand('mercedes-benz')}`)).json().data as {
      name_en: string;
    }[];
    expect(mercedes.map((c) => c.name_en)).toContain('C-Class');
  });

  it('answers unknown or malformed parents clearly', async () => {
    const missing = await get(t, '/api/auto/brand-classes?brand_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Brand not found.' });
    expect((await get(t, '/api/auto/class-models?class_id=999999', { 'accept-language': 'ar' })).json().message).toBe(
      'الفئة غير موجودة.',
    );
    const bad = await get(t, '/api/auto/brand-classes?brand_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.brand_id).toEqual(['The brand id field must be a number.']);
  });
});

describe('auto search', () => {
  it('lists active autos newest first, inactive ones never', async () => {
    const data = await list('');
    expect(data.pagination.total).toBe(6);
    expect(data.items.map((i) => i.id)).toEqual([ids.land, ids.hil, ids.spo, ids.cer, ids.rioB, ids.rioA]);
    expect(data.items[0]).toMatchObject({
      brand: { name_en: 'Toyota', name_ar: 'تويوتا' },
      model: { name_en: 'Land Cruiser' },
      class: { name_en: 'SUVs and crossovers' },
      year: 2023,
      condition: 'new',
      cylinders: 8,
      price_currency: 'USD',
      price_usd: 95_000,
      discounted_price_usd: 90_250,
      price: { currency: 'SYP', amount: 95_000 * 130, discounted_amount: 90_250 * 130 },
    });
  });

  it.each([
    ['vehicle_type=truck', ['Hilux']],
    ['condition=new', ['Land Cruiser']],
    ['condition[]=new&condition[]=certified_pre_owned', ['Land Cruiser', 'Rio B']],
    ['transmission=manual', ['Hilux', 'Rio A']],
    ['seat_type=leather', ['Cerato', 'Land Cruiser']],
    ['cylinders=8', ['Land Cruiser']],
    ['import_origin=syria,usa', ['Hilux', 'Rio A']],
    ['fuel_type=diesel', ['Hilux']],
    ['fuel_type=Hybrid', ['Cerato']],
    ['body_type=suv', ['Land Cruiser', 'Sportage']],
    ['color=red', ['Rio B']],
    ['drive_type=awd', ['Hilux', 'Land Cruiser', 'Sportage']],
    ['vehicle_status=sold', ['Sportage']],
    ['min_year=2019', ['Cerato', 'Land Cruiser', 'Sportage']],
    ['min_year=2015&max_year=2016', ['Hilux', 'Rio B']],
    ['max_mileage=40000', ['Cerato', 'Land Cruiser', 'Sportage']],
    ['min_mileage=100000', ['Hilux', 'Rio A']],
    ['currency=USD&min_price=10000&max_price=24000', ['Cerato', 'Rio B', 'Sportage']],
    ['currency=Syp&max_price=1400000', ['Rio A', 'Rio B']],
    ['featured=true', ['Land Cruiser', 'Sportage']],
  ])('filters by %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('filters down the brand → class → model cascade', async () => {
    const kia = C.brand('kia');
    expect(await names(`brand_id=${kia}`)).toEqual(['Cerato', 'Rio A', 'Rio B', 'Sportage']);
    expect(await names(`brand_id=${kia}&class_id=${C.klass('kia-sedans')}`)).toEqual(['Cerato', 'Rio A', 'Rio B']);
    expect(await names(`brand_id=${kia}&class_id=${C.klass('kia-sedans')}&model_id=${C.model('kia-rio').id}`)).toEqual([
      'Rio A',
      'Rio B',
    ]);
  });

  it('combines filters', async () => {
    const kia = C.brand('kia');
    expect(
      await names(`brand_id=${kia}&transmission=automatic&min_year=2016&currency=USD&max_price=20000&body_type=sedan`),
    ).toEqual(['Cerato', 'Rio B']);
    expect(await names('drive_type=awd&vehicle_status=available&max_mileage=100000')).toEqual(['Land Cruiser']);
  });

  it('finds autos by keyword with Arabic spelling variants folded', async () => {
    expect(await names(`keyword=${encodeURIComponent('كيا ريو ابيض')}`)).toEqual(['Rio A']);
    expect(await names(`keyword=${encodeURIComponent('المزه')}`)).toEqual(['Land Cruiser']);
    expect(await names('keyword=cerato')).toEqual(['Cerato']);
    expect(await names('keyword=')).toHaveLength(6);
  });

  it.each([
    ['price_asc', ['rioA', 'rioB', 'cer', 'spo', 'hil', 'land']],
    ['price_desc', ['land', 'hil', 'spo', 'cer', 'rioB', 'rioA']],
    ['year_desc', ['land', 'spo', 'cer', 'rioB', 'hil', 'rioA']],
    ['year_asc', ['rioA', 'hil', 'rioB', 'cer', 'spo', 'land']],
    ['mileage_asc', ['land', 'spo', 'cer', 'rioB', 'rioA', 'hil']],
    ['mileage_desc', ['hil', 'rioA', 'rioB', 'cer', 'spo', 'land']],
  ])('sorts by %s', async (sort, order) => {
    expect((await list(`sort=${sort}&currency=USD`)).items.map((i) => i.id)).toEqual(order.map((k) => ids[k]));
  });

  it('pages through results, capping the page size', async () => {
    const first = await list('per_page=4&sort=price_asc');
    expect(first.items.map((i) => i.id)).toEqual([ids.rioA, ids.rioB, ids.cer, ids.spo]);
    expect(first.pagination).toEqual({ page: 1, per_page: 4, total: 6, last_page: 2, total_is_estimate: false });
    expect((await list('per_page=4&page=2&sort=price_asc')).items.map((i) => i.id)).toEqual([ids.hil, ids.land]);
    expect((await list('per_page=500')).pagination.per_page).toBe(50);
    expect((await list('page=9')).items).toEqual([]);
  });

  it.each([
    ['cylinders=0', 'cylinders', 'The cylinders field must be at least 1.'],
    ['cylinders=17', 'cylinders', 'The cylinders field may not be greater than 16.'],
    ['fuel_type=steam', 'fuel_type', 'The selected fuel type is invalid.'],
    ['body_type=limo', 'body_type', 'The selected body type is invalid.'],
    ['min_mileage=-5', 'min_mileage', 'The min mileage field must be at least 0.'],
    ['min_year=2020&max_year=2010', 'min_year', 'The min year must not be greater than the max year.'],
    ['sort=cheapest', 'sort', 'The selected sort is invalid.'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const res = await get(t, `/api/auto/get-auto-list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  });

  it('refuses a model outside the chosen class, in English and Arabic', async () => {
    const query = `brand_id=${C.brand('kia')}&class_id=${C.klass('kia-sedans')}&model_id=${C.model('kia-sportage').id}`;
    const res = await get(t, `/api/auto/get-auto-list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ model_id: ['The selected model does not belong to the selected class.'] });
    const ar = await get(t, `/api/auto/get-auto-list?${query}`, { 'accept-language': 'ar' });
    expect(ar.json().message).toBe('الموديل المختار لا يتبع الفئة المختارة.');
    const wrongBrand = await get(
      t,
      `/api/auto/get-auto-list?brand_id=${C.brand('toyota')}&class_id=${C.klass('kia-sedans')}`,
    );
    expect(wrongBrand.json().errors).toEqual({
      class_id: ['The selected class does not belong to the selected brand.'],
    });
  });

  it('gives validation messages in Arabic with Arabic field names', async () => {
    const res = await get(t, '/api/auto/get-auto-list?fuel_type=steam&cylinders=17', { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fuel_type).toEqual(['القيمة المختارة في حقل نوع الوقود غير صالحة.']);
    expect(res.json().errors.cylinders).toEqual(['يجب ألا تزيد قيمة حقل عدد الأسطوانات عن 16.']);
  });
});

describe('featured autos', () => {
  it('serves the home page strip, a paged featured list and a featured detail', async () => {
    const strip = await get(t, '/api/auto/feature-auto?currency=USD');
    expect(strip.json().data.map((i: { id: number }) => i.id)).toEqual([ids.land, ids.spo]);
    expect(strip.json().data[0].price).toEqual({ currency: 'USD', amount: 95_000, discounted_amount: 90_250 });
    const paged = (await get(t, '/api/auto/feature-auto-list?body_type=suv&sort=price_asc')).json().data;
    expect(paged.items.map((i: { id: number }) => i.id)).toEqual([ids.spo, ids.land]);
    expect(paged.pagination.total).toBe(2);
    const detail = await get(t, `/api/auto/feature-auto-details?id=${ids.land}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: ids.land,
      description_ar: 'سيارة بحالة الوكالة في المزة',
      owner: { user_type: 'Corporate' },
    });
  });
});
