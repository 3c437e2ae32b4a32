import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../../features/auto/test-autos.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { down, up } from './0441_listing_priced_in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0441: the currency a listing was priced in', () => {
  it('tells it from the amounts of the listings already there: the one derived at 130 was not given', async () => {
    const P = await loadPlaces(t);
    const C = await loadCatalogue(t);
    const owner = await signUp(t, 'migration-0441@example.com', { user_type: 'Corporate', listing_category: 'both' });
    await down(t.db);
    const place = { governorate_id: P.gov('Homs'), city_id: P.city('Homs') };
    const flats = await insertListings(t, owner.user.id as number, [
      { ...place, price_usd: 80_000 },
      { ...place, price_syp: 1_000_001 },
      { ...place, price_syp: 20_000_000, price_usd: 90_000 },
    ]);
    const [car] = (await insertAutos(t, owner.user.id as number, [
      { model: C.model('kia-rio'), price_usd: 9_000 },
    ])) as [number];

    await up(t.db);
    const rows = await t.db
      .selectFrom('properties')
      .select(['id', 'priced_in'])
      .where('id', 'in', flats)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.priced_in)).toEqual(['USD', 'SYP', null]);
    expect(
      (await t.db.selectFrom('autos').select('priced_in').where('id', '=', car).executeTakeFirstOrThrow()).priced_in,
    ).toBe('USD');
  });
});
