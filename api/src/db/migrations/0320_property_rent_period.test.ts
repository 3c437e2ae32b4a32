import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUp } from '../../test/accounts.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { down, up } from './0320_property_rent_period.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0320: rents have a period', () => {
  it('makes every listing already for rent monthly and every sale period-less, keeping every row', async () => {
    const P = await loadPlaces(t);
    const owner = await signUp(t, 'migration-0320@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
    // As the table was before: no period column.
    await down(t.db);
    await sql`INSERT INTO properties (tenant_id, owner_id, name, description, governorate_id, city_id, property_type, listing_type, category,
      size_sqm, furnished, price_syp, price_usd, final_price_syp, final_price_usd, latitude, longitude, search_text)
      VALUES (${t.tenant.id}, ${owner.user.id as number}, 'Old rent', 'x', ${place.governorate_id}, ${place.city_id}, 'apartment', 'rent', 'residential',
      80, 'furnished', 1300000, 100, 1300000, 100, 33.5, 36.3, 'old rent'),
      (${t.tenant.id}, ${owner.user.id as number}, 'Old sale', 'x', ${place.governorate_id}, ${place.city_id}, 'villa', 'sale', 'residential',
      300, 'unfurnished', 1300000000, 100000, 1300000000, 100000, 33.5, 36.3, 'old sale')`.execute(t.db);
    const before = await t.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await up(t.db);
    const rows = await t.db
      .selectFrom('properties')
      .select(['name', 'rent_period'])
      .where('name', 'in', ['Old rent', 'Old sale'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'Old rent', rent_period: 'monthly' },
      { name: 'Old sale', rent_period: null },
    ]);
    const after = await t.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // From now on a rent without a period, or a sale with one, cannot be stored.
    await expect(
      insertListings(t, owner.user.id as number, [{ ...place, listing_type: 'rent', rent_period: null }]),
    ).rejects.toThrow(/properties_rent_period_for_rent/);
    await expect(
      insertListings(t, owner.user.id as number, [{ ...place, listing_type: 'sale', rent_period: 'daily' }]),
    ).rejects.toThrow(/properties_rent_period_for_rent/);
  });
});
