import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertListings, loadPlaces, type ListingSpec } from './test-listings.js';

let t: TestApp;
const DAMASCUS_BOX = '36.2,33.45,36.35,33.56';

// 350 listings around Damascus and 3 in Aleppo: enough that the whole country is shown as clusters.
beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  const agent = await signUp(t, 'map-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  const dam = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
  const specs: ListingSpec[] = Array.from({ length: 350 }, (_, i) => ({
    ...dam,
    latitude: 33.46 + (i % 10) * 0.01,
    longitude: 36.21 + Math.floor(i / 10) * 0.004,
    listing_type: i % 2 ? 'rent' : 'sale',
  }));
  specs.push(
    ...[0, 1, 2].map((i) => ({
      governorate_id: P.gov('Aleppo'),
      city_id: P.city('Aleppo'),
      latitude: 36.2 + i * 0.001,
      longitude: 37.13,
    })),
  );
  await insertListings(t, agent.user.id as number, specs);
});
afterAll(async () => {
  await t.close();
});

const map = async (query: string) => {
  const res = await get(t, `/api/property/map?${query}`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

describe('GET /api/property/map', () => {
  it('shows clusters with counts for the whole country when zoomed out', async () => {
    const data = await map('bbox=35.5,32.3,42.4,37.4&zoom=7');
    expect(data.mode).toBe('clusters');
    expect(data.total).toBe(353);
    expect(data.markers).toEqual([]);
    const counts = data.clusters.map((c: { count: number }) => c.count);
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(353);
    const aleppo = data.clusters.find((c: { count: number }) => c.count === 3);
    expect(aleppo.latitude).toBeCloseTo(36.201, 2);
    expect(aleppo.bbox).toHaveLength(4);
  });

  it('shows markers inside the box when zoomed in, and nothing outside it', async () => {
    const data = await map(`bbox=37.0,36.1,37.3,36.3&zoom=15`);
    expect(data.mode).toBe('markers');
    expect(data.total).toBe(3);
    expect(data.markers).toHaveLength(3);
    expect(data.markers[0]).toMatchObject({
      listing_type: 'sale',
      property_type: 'apartment',
      price: { currency: 'SYP' },
      thumb_url: null,
    });
    for (const m of data.markers) expect(m.longitude).toBeGreaterThan(37);
  });

  it('shows markers when few listings are in view, whatever the zoom', async () => {
    const data = await map('bbox=36.2,33.45,36.25,33.56');
    expect(data.mode).toBe('markers');
    expect(data.total).toBe(110); // 11 columns of 10, edges included
  });

  it('applies the search filters to the map', async () => {
    const data = await map(`bbox=${DAMASCUS_BOX}&zoom=10&listing_type=rent`);
    expect(data.total).toBe(175);
    expect(data.mode).toBe('markers');
  });

  it('refuses a missing, malformed or reversed bbox', async () => {
    const missing = await get(t, '/api/property/map');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ bbox: ['The bbox field is required'] });
    for (const bbox of ['1,2,3', 'a,b,c,d', '37,33,36,34', '36,34,37,33', '36,33,37,95']) {
      const res = await get(t, `/api/property/map?bbox=${bbox}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['bbox']);
    }
    const zoom = await get(t, `/api/property/map?bbox=${DAMASCUS_BOX}&zoom=40`);
    expect(zoom.json().errors).toEqual({ zoom: ['The zoom field may not be greater than 22.'] });
  });
});
