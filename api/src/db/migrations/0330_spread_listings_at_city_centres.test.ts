import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUp } from '../../test/accounts.js';
import { CITY_CENTRES, neighbourhoodSpot } from '../../features/property/city-centres.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { up } from './0330_spread_listings_at_city_centres.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const places = async (ids: number[]) =>
  (
    await t.db
      .selectFrom('properties')
      .select(['id', 'latitude', 'longitude'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((r) => [Number(r.latitude), Number(r.longitude)] as [number, number]);

describe('migration 0330: listings on their city centre get their own place', () => {
  it('spreads the listings stacked on their city centre, around their neighbourhood, and leaves the others', async () => {
    const P = await loadPlaces(t);
    const owner = await signUp(t, 'migration-0330@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const [clat, clng] = CITY_CENTRES.damascus!;
    const damascus = {
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      latitude: clat,
      longitude: clng,
    };
    const mezzeh = { ...damascus, neighborhood_id: P.hood('Damascus', 'Mezzeh') };
    const stacked = await insertListings(t, owner.user.id as number, [mezzeh, mezzeh, mezzeh, damascus, damascus]);
    const [own, elsewhere] = await insertListings(t, owner.user.id as number, [
      { ...damascus, latitude: 33.52, longitude: 36.29 },
      // On Damascus's centre, but in Homs: not its own city's centre, so not a stacked default.
      { governorate_id: P.gov('Homs'), city_id: P.city('Homs'), latitude: clat, longitude: clng },
    ]);

    await up(t.db);

    const moved = await places(stacked);
    expect(new Set(moved.map((p) => p.join(','))).size).toBe(stacked.length);
    for (const [lat, lng] of moved) expect([lat, lng]).not.toEqual([clat, clng]);
    const [hlat, hlng] = neighbourhoodSpot('damascus', mezzeh.neighborhood_id);
    for (const [lat, lng] of moved.slice(0, 3)) {
      expect(Math.abs(lat - hlat)).toBeLessThanOrEqual(0.004);
      expect(Math.abs(lng - hlng)).toBeLessThanOrEqual(0.004);
    }
    for (const [lat, lng] of moved.slice(3)) {
      expect(Math.abs(lat - clat)).toBeLessThanOrEqual(0.004);
      expect(Math.abs(lng - clng)).toBeLessThanOrEqual(0.004);
    }
    expect(await places([own!, elsewhere!])).toEqual([
      [33.52, 36.29],
      [clat, clng],
    ]);

    // Once spread, a listing stays where it is.
    await up(t.db);
    expect(await places(stacked)).toEqual(moved);
  });
});
