import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../../features/auto/test-autos.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { down, up } from './0430_listing_price_changes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0430: price history', () => {
  it('starts the history of the listings already there at their current price, from when they were posted', async () => {
    const P = await loadPlaces(t);
    const C = await loadCatalogue(t);
    const owner = await signUp(t, 'migration-0430@example.com', { user_type: 'Corporate', listing_category: 'both' });
    await down(t.db);
    const posted = new Date('2026-03-01T09:00:00.000Z');
    const [flat] = (await insertListings(t, owner.user.id as number, [
      {
        governorate_id: P.gov('Homs'),
        city_id: P.city('Homs'),
        price_usd: 80_000,
        discount_percent: 10,
        created_at: posted,
      },
    ])) as [number];
    const [car] = (await insertAutos(t, owner.user.id as number, [
      { model: C.model('kia-rio'), price_usd: 9_000 },
    ])) as [number];

    await up(t.db);
    const rows = await t.db
      .selectFrom('listing_price_changes')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('listing_kind', '=', 'property'), eb('listing_id', '=', flat)]),
          eb.and([eb('listing_kind', '=', 'auto'), eb('listing_id', '=', car)]),
        ]),
      )
      .orderBy('listing_kind', 'desc')
      .execute();
    expect(
      rows.map((r) => [
        r.listing_kind,
        Number(r.new_price_usd),
        Number(r.new_final_price_usd),
        r.old_final_price_usd,
        r.is_drop,
      ]),
    ).toEqual([
      ['property', 80_000, 72_000, null, false],
      ['auto', 9_000, 9_000, null, false],
    ]);
    expect(new Date(rows[0]!.changed_at).toISOString()).toBe(posted.toISOString());
    const marks = await t.db
      .selectFrom('properties')
      .select('price_dropped_at')
      .where('id', '=', flat)
      .executeTakeFirstOrThrow();
    expect(marks.price_dropped_at).toBeNull();
  });
});
