import { sql } from 'kysely';
import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../../features/auto/test-autos.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { down, up } from './0350_listing_lifecycle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0350: one listing lifecycle', () => {
  it('moves the statuses of both kinds to the lifecycle without losing a row', async () => {
    const P = await loadPlaces(t);
    const C = await loadCatalogue(t);
    const owner = await signUp(t, 'migration-0350@example.com', { user_type: 'Corporate', listing_category: 'both' });
    const place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
    const rio = C.model('kia-rio');
    // Back to the statuses as they were before, with rows in each of them.
    await down(t.db);
    const flats = await insertListings(
      t,
      owner.user.id as number,
      ['active', 'inactive', 'sold', 'rented'].map((s) => ({
        ...place,
        listing_type: s === 'rented' ? ('rent' as const) : ('sale' as const),
      })),
    );
    await sql`UPDATE properties SET status = CASE id ${sql.join(
      flats.map((id, i) => sql`WHEN ${id} THEN ${['active', 'inactive', 'sold', 'rented'][i]}`),
      sql` `,
    )} END WHERE id IN (${sql.join(flats)})`.execute(t.db);
    const cars = await insertAutos(t, owner.user.id as number, [
      { model: rio },
      { model: rio, vehicle_status: 'sold' },
      { model: rio },
    ]);
    await sql`UPDATE autos SET status = 'inactive' WHERE id = ${cars[2]}`.execute(t.db);

    await up(t.db);
    const p = await t.db
      .selectFrom('properties')
      .select(['id', 'status'])
      .where('id', 'in', flats)
      .orderBy('id')
      .execute();
    expect(p.map((r) => r.status)).toEqual(['active', 'paused', 'sold', 'rented']);
    const a = await t.db
      .selectFrom('autos')
      .select(['id', 'status', 'vehicle_status'])
      .where('id', 'in', cars)
      .orderBy('id')
      .execute();
    expect(a.map((r) => [r.status, r.vehicle_status])).toEqual([
      ['active', 'available'],
      ['sold', 'sold'],
      ['paused', 'available'],
    ]);
    // The old values are refused from now on.
    await expect(sql`UPDATE properties SET status = 'inactive' WHERE id = ${flats[0]}`.execute(t.db)).rejects.toThrow();
  });
});
