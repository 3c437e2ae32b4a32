import { get } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadPlaces, type Places } from './test-listings.js';

let t: TestApp;
let places: Places;
beforeAll(async () => {
  t = await createTestApp();
  places = await loadPlaces(t);
});
afterAll(async () => {
  await t.close();
});

describe('property master data', () => {
  it('lists every documented vocabulary with English and Arabic labels', async () => {
    // The parts every kind shares (status, currencies, page sizes, contact channels, Arabic) are in listings/master-data.test.ts.
    const { data } = (await get(t, '/api/property/property-master')).json();
    expect(data.property_types.map((o: { name_en: string }) => o.name_en)).toEqual([
      'Apartment',
      'Villa',
      'Farm',
      'Commercial',
      'Land',
      'Building',
      'Other',
      'Studio',
    ]);
    expect(data.amenities.map((o: { name_en: string }) => o.name_en)).toEqual([
      'Parking',
      'Balcony',
      'Elevator',
      'AC/Heating',
      'Pool/Gym',
      'Security',
    ]);
    expect(data.furnished_options.map((o: { value: string }) => o.value)).toEqual(['furnished', 'unfurnished']);
    expect(data.listing_types).toContainEqual({ value: 'rent', name_en: 'For rent', name_ar: 'للإيجار' });
    expect(data.sort_options.map((o: { value: string }) => o.value)).toEqual([
      'newest',
      'price_asc',
      'price_desc',
      'size_desc',
      'size_asc',
      'price_sqm_asc',
      'price_sqm_desc',
    ]);
  });

  it('names the rent periods and the types whose rooms may be left out, and documents the period in the API schema', async () => {
    const { data } = (await get(t, '/api/property/property-master')).json();
    expect(data.rent_periods).toEqual([
      { value: 'monthly', name_en: 'Monthly', name_ar: 'شهري' },
      { value: 'yearly', name_en: 'Yearly', name_ar: 'سنوي' },
      { value: 'daily', name_en: 'Daily', name_ar: 'يومي' },
    ]);
    expect(data.types_without_rooms).toEqual(['farm', 'land', 'commercial']);
    const doc = (await get(t, '/api/docs/json')).json();
    const body = doc.paths['/api/add-property'].post.requestBody.content['application/json'].schema;
    expect(body.properties.rent_period).toBeDefined();
    expect(body.required).not.toContain('bedrooms');
    const list = doc.paths['/api/property/get-property-list'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain('rent_period');
    const item = list.responses['200'].content['application/json'].schema.properties.data.properties.items.items;
    expect(item.properties.rent_period).toBeDefined();
  });
});

describe('location cascade', () => {
  it('lists the governorates under the documented spelling and the correct one', async () => {
    for (const path of ['/api/property/goveronates', '/api/property/governorates']) {
      const res = await get(t, path);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(14);
      expect(res.json().data[0]).toMatchObject({ name_en: 'Damascus', name_ar: 'دمشق', code: 'damascus' });
    }
  });

  it('walks governorate → city → neighbourhood → sub-neighbourhood', async () => {
    const cities = (await get(t, `/api/property/cities?governorate_id=${places.gov('Rif Dimashq')}`)).json().data;
    expect(cities.map((c: { name_en: string }) => c.name_en)).toContain('Jaramana');
    const hoods = (await get(t, `/api/property/neighborhoods?city_id=${places.city('Damascus')}`)).json().data;
    expect(hoods).toContainEqual(expect.objectContaining({ name_en: 'Mezzeh', name_ar: 'المزة' }));
    const subs = (
      await get(t, `/api/property/sub-neighborhoods?neighborhood_id=${places.hood('Damascus', 'Mezzeh')}`)
    ).json().data;
    expect(subs).toContainEqual(expect.objectContaining({ name_en: 'Western Villas', name_ar: 'الفيلات الغربية' }));
  });

  it('answers unknown parents with 404 and missing or bad ids with 400', async () => {
    const unknown = await get(t, '/api/property/cities?governorate_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Location not found.' });
    const missing = await get(t, '/api/property/neighborhoods');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ city_id: ['The city id field is required'] });
    const bad = await get(t, '/api/property/sub-neighborhoods?neighborhood_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.neighborhood_id).toEqual(['The neighborhood id field must be a number.']);
  });
});
