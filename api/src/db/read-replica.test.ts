import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertAutos, loadCatalogue } from '../features/auto/test-autos.js';
import { insertListings, loadPlaces } from '../features/property/test-listings.js';
import { bearer, get, post, signUp } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

// DATABASE_READ_URL: the listing searches read from it, everything else (and every write) goes to DATABASE_URL.
// The "replica" here is another database on the same server that holds a listing the primary does not, so a
// search that shows it has read the replica, and a write that is missing from it went to the primary.
// It needs a PostgreSQL server to make that database on (CI sets DATABASE_URL); the embedded one has no replica.
const describeReplica = process.env.DATABASE_URL ? describe : describe.skip;

describeReplica(`DATABASE_READ_URL${process.env.DATABASE_URL ? '' : ' (not run: DATABASE_URL unset)'}`, () => {
  const replicaName = `souq_replica_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let t: TestApp;
  let replica: DatabaseHandle;
  let member: { token: string; user: Record<string, unknown> };
  let primaryFlat: number;

  beforeAll(async () => {
    const primaryUrl = new URL(process.env.DATABASE_URL!);
    admin = new pg.Client({ connectionString: primaryUrl.href });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${replicaName} TEMPLATE template0 ENCODING 'UTF8'`);
    const replicaUrl = new URL(primaryUrl.href);
    replicaUrl.pathname = `/${replicaName}`;

    t = await createTestApp({ config: { DATABASE_READ_URL: replicaUrl.href } });
    const P = await loadPlaces(t);
    const place = { governorate_id: P.gov('Tartus'), city_id: P.city('Tartus') };
    member = await signUp(t, 'reem@example.com', { name: 'Reem', user_type: 'Agent', listing_category: 'real_estate' });
    primaryFlat = (await insertListings(t, member.user.id as number, [{ ...place, name: 'Flat on the primary' }]))[0]!;
    await insertAutos(t, member.user.id as number, [
      { model: (await loadCatalogue(t)).model('kia-rio'), name: 'Rio on the primary' },
    ]);

    // The replica: the same tables, tenant, places and member, and one listing of its own.
    replica = await createDatabase({ DATABASE_URL: replicaUrl.href, PGLITE_DATA_DIR: '' });
    await migrateToLatest(replica.db);
    await replica.db.insertInto('tenants').values({ id: t.tenant.id, slug: t.tenant.slug, name: 'Replica' }).execute();
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.user.id as number)
      .executeTakeFirstOrThrow();
    await replica.db.insertInto('users').values(user).execute();
    const onReplica = { ...t, db: replica.db };
    await loadPlaces(onReplica);
    await insertListings(onReplica, member.user.id as number, [
      { ...place, name: 'Flat only on the replica', is_featured: true },
    ]);
    await insertAutos(onReplica, member.user.id as number, [
      { model: (await loadCatalogue(onReplica)).model('kia-rio'), name: 'Rio only on the replica', is_featured: true },
    ]);
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
    await admin.end();
  });

  it('is where the property list, map and featured listings are read', async () => {
    const list = (await get(t, '/api/property/get-property-list'))
      .json()
      .data.items.map((i: { name: string }) => i.name);
    expect(list).toEqual(['Flat only on the replica']);
    const map = (await get(t, '/api/property/map?bbox=35,32,39,37')).json().data;
    expect(map.markers.map((m: { name: string }) => m.name)).toEqual(['Flat only on the replica']);
    const featured = (await get(t, '/api/property/feature-property')).json().data.map((i: { name: string }) => i.name);
    expect(featured).toEqual(['Flat only on the replica']);
  });

  it('is where the auto list and featured autos are read', async () => {
    const names = (items: { name: string }[]) => items.map((i) => i.name);
    expect(names((await get(t, '/api/auto/get-auto-list')).json().data.items)).toEqual(['Rio only on the replica']);
    expect(names((await get(t, '/api/auto/feature-auto-list')).json().data.items)).toEqual(['Rio only on the replica']);
    expect(names((await get(t, '/api/auto/feature-auto')).json().data)).toEqual(['Rio only on the replica']);
  });

  it("is never written: a listing's page, sign-in and saved searches stay on the primary", async () => {
    expect((await get(t, `/api/property/property-detail/${primaryFlat}`)).json().data).toMatchObject({
      name: 'Flat on the primary',
    });
    const saved = await post(
      t,
      '/api/save-search',
      { name: 'Tartus', kind: 'property', query: 'listing_type=sale', alert: 'off' },
      bearer(member.token),
    );
    expect(saved.statusCode).toBe(200);
    const count = async (db: DatabaseHandle['db'], table: 'saved_searches' | 'sessions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(t.db, 'saved_searches')).toBe(1);
    expect(await count(replica.db, 'saved_searches')).toBe(0);
    expect(await count(t.db, 'sessions')).toBeGreaterThan(0);
    expect(await count(replica.db, 'sessions')).toBe(0);
  });
});
