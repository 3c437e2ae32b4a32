import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue, type Catalogue } from '../auto/test-autos.js';
import { insertListings, type ListingSpec, loadPlaces, type Places } from '../property/test-listings.js';
import { bandOf, median, MILEAGE_BANDS, SIZE_BANDS } from './fair-price.js';

// The fair-price label on constructed data, as callers see it on cards and listing pages after a pass of the job:
// below / around / above the median of comparable active listings, never with fewer than N comparables (5 here),
// never counting the listing itself, listings of another place, type, size band, model, year or mileage band.
let t: TestApp;
let P: Places;
let C: Catalogue;
let owner: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { FAIR_PRICE_MIN_COMPARABLES: 5, FAIR_PRICE_BELOW_PERCENT: 85, FAIR_PRICE_ABOVE_PERCENT: 115 },
  });
  P = await loadPlaces(t);
  C = await loadCatalogue(t);
  const account = await signUp(t, 'fair-price-agent@example.com', { user_type: 'Corporate', listing_category: 'both' });
  owner = Number(account.user.id);
  token = account.token;
});
afterAll(() => t.close());

interface FairPrice {
  label: string;
  comparables: number;
  median_syp: number;
  basis: string;
}
const run = async () => {
  const res = await post(t, '/api/dev/fair-prices/run', {});
  expect(res.statusCode).toBe(200);
  return res.json().data as { ran: boolean; labelled: number; changed: number };
};
const propertyFair = async (id: number): Promise<FairPrice | null> =>
  (await get(t, `/api/property/property-detail/${id}`)).json().data.fair_price;
const autoFair = async (id: number): Promise<FairPrice | null> =>
  (await get(t, `/api/auto/auto-detail/${id}`)).json().data.fair_price;

/** Apartments for sale of 100 m² in a city, at these prices in new pounds (so 1/100 of it per m²). */
const flats = (city: string, prices: number[], extra: Partial<ListingSpec> = {}) =>
  insertListings(
    t,
    owner,
    prices.map((price_syp) => ({
      governorate_id: P.gov(city),
      city_id: P.city(city),
      property_type: 'apartment',
      listing_type: 'sale',
      size_sqm: 100,
      price_syp,
      ...extra,
    })),
  );

describe('bands and medians', () => {
  it('puts sizes and mileages in the documented bands', () => {
    expect([59, 60, 99, 100, 149, 150, 249, 250, 499, 500, 5000].map((v) => bandOf(SIZE_BANDS, v))).toEqual([
      0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect(
      [0, 19_999, 20_000, 59_999, 60_000, 119_999, 120_000, 199_999, 200_000].map((v) => bandOf(MILEAGE_BANDS, v)),
    ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
  });
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
    expect(median([])).toBeNull();
  });
});

describe('property labels', () => {
  it('says below at half the median, around at it, above at twice it, with the comparable count, on the page and the cards', async () => {
    const base = await flats('Homs', [10_000_000, 10_000_000, 9_000_000, 11_000_000, 10_000_000, 10_000_000]);
    const [half, same, double] = await flats('Homs', [5_000_000, 10_000_000, 20_000_000]);
    const pass = await run();
    expect(pass.ran).toBe(true);

    // 8 others each: the 6 of the base and the other two; their median per m² is 100,000 new pounds.
    expect(await propertyFair(half!)).toEqual({ label: 'below', comparables: 8, median_syp: 100_000, basis: 'city' });
    expect(await propertyFair(same!)).toMatchObject({ label: 'around', comparables: 8 });
    expect(await propertyFair(double!)).toMatchObject({ label: 'above', comparables: 8 });
    for (const id of base) expect((await propertyFair(id))?.label).toBe('around');

    const cards = (await get(t, `/api/property/get-property-list?city_id=${P.city('Homs')}&per_page=50`)).json().data
      .items as { id: number; fair_price: FairPrice | null }[];
    expect(cards.find((c) => c.id === half)?.fair_price).toMatchObject({ label: 'below', comparables: 8 });
    // Nothing changed since: a second pass writes nothing.
    expect((await run()).changed).toBe(0);
  });

  it('gives no label with N-1 comparables, and one once the Nth comes', async () => {
    const five = await flats('Hama', [10_000_000, 10_000_000, 10_000_000, 10_000_000, 5_000_000]);
    await run();
    for (const id of five) expect(await propertyFair(id)).toBeNull();

    await flats('Hama', [10_000_000]);
    await run();
    expect(await propertyFair(five[4]!)).toMatchObject({ label: 'below', comparables: 5 });
  });

  it('counts neither another city, another type, sale against rent, another size band nor listings off the market', async () => {
    const [lone] = await flats('Tartus', [5_000_000]);
    await flats('Tartus', [10_000_000, 10_000_000, 10_000_000], {});
    await flats('Latakia', Array(6).fill(10_000_000));
    await flats('Tartus', Array(6).fill(10_000_000), { property_type: 'villa' });
    await flats('Tartus', Array(6).fill(10_000_000), { listing_type: 'rent' });
    await flats('Tartus', Array(6).fill(30_000_000), { size_sqm: 300 });
    await flats('Tartus', Array(6).fill(10_000_000), { status: 'paused' });
    await run();
    expect(await propertyFair(lone!)).toBeNull();
  });

  it('compares within the neighbourhood when it has enough listings, otherwise within the city', async () => {
    const malki = { neighborhood_id: P.hood('Damascus', 'Malki') };
    const inHood = await flats('Damascus', Array(5).fill(20_000_000), malki);
    await flats('Damascus', Array(10).fill(8_000_000), { neighborhood_id: P.hood('Damascus', 'Mezzeh') });
    const [target] = await flats('Damascus', [19_000_000], malki);
    await run();
    expect(await propertyFair(target!)).toEqual({
      label: 'around',
      comparables: 5,
      median_syp: 200_000,
      basis: 'neighborhood',
    });
    // A sixth in the neighbourhood leaves and the rest of the city decides: the city's median is the Mezzeh 80,000.
    await t.db.updateTable('properties').set({ status: 'sold' }).where('id', '=', inHood[0]!).execute();
    await run();
    expect(await propertyFair(target!)).toMatchObject({ label: 'above', comparables: 14, basis: 'city' });
    // And a listing that left the market loses its label.
    expect(
      await t.db
        .selectFrom('properties')
        .select(['fair_price_label', 'fair_price_comparables'])
        .where('id', '=', inHood[0]!)
        .executeTakeFirstOrThrow(),
    ).toEqual({ fair_price_label: null, fair_price_comparables: null });
  });

  it('takes the label away at once when the owner changes the price, until the next pass', async () => {
    const ids = await flats('Daraa', Array(7).fill(10_000_000));
    await run();
    expect((await propertyFair(ids[0]!))?.label).toBe('around');
    const res = await post(t, '/api/property-update', { id: ids[0], price_syp: 4_000_000 }, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(await propertyFair(ids[0]!)).toBeNull();
    await run();
    expect((await propertyFair(ids[0]!))?.label).toBe('below');
  });
});

describe('car labels', () => {
  it('compares the same model within 2 model years and the same mileage band', async () => {
    const tucson = C.model('hyundai-tucson');
    const others = await insertAutos(
      t,
      owner,
      [2016, 2017, 2019, 2020, 2018].map((year) => ({ model: tucson, year, mileage_km: 80_000, price_syp: 2_600_000 })),
    );
    // Not comparable: 3 years apart, another mileage band, another model, not active.
    await insertAutos(t, owner, [
      { model: tucson, year: 2015, mileage_km: 80_000, price_syp: 2_600_000 },
      { model: tucson, year: 2021, mileage_km: 80_000, price_syp: 2_600_000 },
      { model: tucson, year: 2018, mileage_km: 150_000, price_syp: 2_600_000 },
      { model: tucson, year: 2018, mileage_km: 10_000, price_syp: 2_600_000 },
      { model: C.model('kia-sportage'), year: 2018, mileage_km: 80_000, price_syp: 2_600_000 },
      { model: tucson, year: 2018, mileage_km: 80_000, price_syp: 2_600_000, status: 'paused' },
    ]);
    const [cheap] = await insertAutos(t, owner, [
      { model: tucson, year: 2018, mileage_km: 90_000, price_syp: 1_300_000 },
    ]);
    await run();
    expect(await autoFair(cheap!)).toEqual({ label: 'below', comparables: 5, median_syp: 2_600_000, basis: 'model' });
    const cards = (await get(t, `/api/auto/get-auto-list?model_id=${tucson.id}&per_page=50`)).json().data.items as {
      id: number;
      fair_price: FairPrice | null;
    }[];
    expect(cards.find((c) => c.id === cheap)?.fair_price).toMatchObject({ label: 'below', comparables: 5 });
    // The other 2018 compares with 2016, 2017, 2019, 2020 and the cheap one: around their median.
    expect(await autoFair(others[4]!)).toMatchObject({ label: 'around', comparables: 5 });
    // 2016's reach 2014–2018: 2015, 2017, 2018 and the cheap one; 2020's 2018–2022: 2018, 2019, 2021 and the cheap
    // one. Four each: no label.
    expect(await autoFair(others[0]!)).toBeNull();
    expect(await autoFair(others[3]!)).toBeNull();
  });
});
