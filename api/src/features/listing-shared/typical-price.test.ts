import { bearer, get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue, type Catalogue } from '../auto/test-autos.js';
import { insertListings, type ListingSpec, loadPlaces, type Places } from '../property/test-listings.js';

// What the listing forms ask as a price is typed: what such a listing usually costs here and the range a price is
// plausible in (×/÷ 20 with enough close comparables, ×/÷ 100 compared more widely), from the active listings.
let t: TestApp;
let P: Places;
let C: Catalogue;
let owner: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { FAIR_PRICE_MIN_COMPARABLES: 5 } });
  P = await loadPlaces(t);
  C = await loadCatalogue(t);
  const account = await signUp(t, 'typical-price-agent@example.com', {
    user_type: 'Agent',
    listing_category: 'both',
  });
  owner = Number(account.user.id);
  token = account.token;
});
afterAll(() => t.close());

/** Apartments for sale in a city at these prices per m² (new pounds), 100 m² unless told. */
const flats = (city: string, perSqm: number[], extra: Partial<ListingSpec> = {}) =>
  insertListings(
    t,
    owner,
    perSqm.map((price) => ({
      governorate_id: P.gov(city),
      city_id: P.city(city),
      property_type: 'apartment',
      listing_type: 'sale',
      size_sqm: extra.size_sqm ?? 100,
      price_syp: price * (extra.size_sqm ?? 100),
      ...extra,
    })),
  );
const ask = (path: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  get(
    t,
    `/api/${path}/typical-price?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    {
      ...bearer(token),
      ...headers,
    },
  );

describe('typical price of a property', () => {
  it('prices a flat from its neighbourhood, else its city, at 20× either way; the 145 m² flat typed in old pounds is far outside', async () => {
    const malki = { neighborhood_id: P.hood('Damascus', 'Malki') };
    await flats('Damascus', [70_000, 75_000, 80_000, 85_000, 90_000], malki);
    // Other places, types and sizes do not count.
    await flats('Damascus', [400_000, 400_000], { ...malki, property_type: 'villa' });
    await flats('Damascus', [1_000, 1_000], { ...malki, size_sqm: 300 });
    await flats('Aleppo', [5_000, 5_000, 5_000]);
    const query = {
      listing_type: 'sale',
      property_type: 'apartment',
      size_sqm: 145,
      city_id: P.city('Damascus'),
      neighborhood_id: malki.neighborhood_id,
    };
    const res = await ask('property', query);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Typical price of comparable listings',
      data: {
        typical_syp: 80_000 * 145,
        per_sqm_syp: 80_000,
        comparables: 5,
        basis: 'neighborhood',
        factor: 20,
        min_syp: 580_000,
        max_syp: 232_000_000,
      },
    });
    // 2,500,000,000 new pounds (about 19 million dollars) for it: over 200× the typical price.
    expect(2_500_000_000 / res.json().data.typical_syp).toBeGreaterThan(200);

    // Another neighbourhood with too few of its own is priced from the city (Malki's five and Mezzeh's two).
    const mezzeh = P.hood('Damascus', 'Mezzeh');
    await flats('Damascus', [100_000, 110_000], { neighborhood_id: mezzeh });
    const city = (await ask('property', { ...query, neighborhood_id: mezzeh })).json().data;
    expect(city).toMatchObject({ per_sqm_syp: 85_000, comparables: 7, basis: 'city', factor: 20 });
    expect((await ask('property', query, { 'accept-language': 'ar' })).json().message).toBe(
      'السعر المعتاد للإعلانات المماثلة',
    );
  });

  it('widens to the type, then the side, across the site at 100× when the place has too few', async () => {
    // Homs has two offices (commercial) for sale; no city has five.
    await flats('Homs', [50_000, 70_000], { property_type: 'commercial' });
    const base = { listing_type: 'sale', size_sqm: 80, city_id: P.city('Homs') };
    const commercial = (await ask('property', { ...base, property_type: 'commercial' })).json().data;
    expect(commercial).toMatchObject({
      per_sqm_syp: 60_000,
      typical_syp: 4_800_000,
      comparables: 2,
      basis: 'property_type',
      factor: 100,
      min_syp: 48_000,
      max_syp: 480_000_000,
    });
    // No farm anywhere: every sale across the site.
    expect((await ask('property', { ...base, property_type: 'farm' })).json().data).toMatchObject({
      basis: 'listing_type',
      factor: 100,
    });
  });

  it("keeps a rent's period apart, leaves out the listing being edited, and answers null with nothing to compare", async () => {
    const rents = await flats('Latakia', [300, 300, 400, 500, 500], { listing_type: 'rent', rent_period: 'monthly' });
    const query = {
      listing_type: 'rent',
      rent_period: 'monthly',
      property_type: 'apartment',
      size_sqm: 100,
      city_id: P.city('Latakia'),
    };
    expect((await ask('property', query)).json().data).toMatchObject({ per_sqm_syp: 400, basis: 'city' });
    // Editing one of them: the other four are too few for the city; the monthly rents across the site decide.
    expect((await ask('property', { ...query, id: rents[4]! })).json().data).toMatchObject({
      comparables: 4,
      basis: 'property_type',
      factor: 100,
    });
    // A day's rent is not compared with a month's, and a rent without its period has no typical price.
    expect((await ask('property', { ...query, rent_period: 'daily' })).json().data).toBeNull();
    expect(
      (await ask('property', { listing_type: 'rent', property_type: 'villa', size_sqm: 100, city_id: 1 })).json().data,
    ).toBeNull();
  });

  it('is for signed-in members, and says what is wrong with a query in their language', async () => {
    const query = 'listing_type=sale&property_type=apartment&size_sqm=100&city_id=1';
    expect((await get(t, `/api/property/typical-price?${query}`)).statusCode).toBe(401);
    const bad = await get(t, '/api/property/typical-price?listing_type=sale&property_type=apartment&size_sqm=١٠٠', {
      ...bearer(token),
      'accept-language': 'ar',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('typical price of a car', () => {
  it('prices a car from its model within 2 model years at 20×, else its brand, else its type at 100×', async () => {
    const tucson = C.model('hyundai-tucson');
    await insertAutos(
      t,
      owner,
      [2016, 2017, 2018, 2019, 2020].map((year, i) => ({ model: tucson, year, price_syp: 2_000_000 + i * 100_000 })),
    );
    await insertAutos(t, owner, [{ model: tucson, year: 2010, price_syp: 90_000_000 }]);
    expect((await ask('auto', { model_id: tucson.id, year: 2018 })).json().data).toEqual({
      typical_syp: 2_200_000,
      per_sqm_syp: null,
      comparables: 5,
      basis: 'model',
      factor: 20,
      min_syp: 110_000,
      max_syp: 44_000_000,
    });
    // 2013's reach (2011–2015) has none: the brand's six (model years all) decide, widely.
    expect(
      (await ask('auto', { brand_id: tucson.brand_id, model_id: tucson.id, year: 2013 })).json().data,
    ).toMatchObject({ typical_syp: 2_250_000, comparables: 6, basis: 'brand', factor: 100 });
    expect((await ask('auto', { brand_id: C.brand('toyota') })).json().data).toMatchObject({
      basis: 'vehicle_type',
      factor: 100,
    });
    expect((await ask('auto', { vehicle_type: 'bus' })).json().data).toBeNull();
  });
});
