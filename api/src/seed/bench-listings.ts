// The listings of `pnpm bench:api` (scripts/src/bench-api.ts). The first 100,000 are generated one by one (api/src/seed/seed-properties.ts: realistic
// places, types, prices and texts); a larger database grows from them in one set-based statement: listing n is a copy
// of generated listing ((n - 1) mod 100,000) + 1 with its own seed key, its own date within the last 180 days and a
// spot ~100 m from the original, with the same photos. The searches then match ten times as many listings of the same
// mix, which is what a market ten times larger looks like to them. The secondary indexes are dropped for the load and
// built again after it (much cheaper than keeping 20 indexes, three of them trigram ones, up to date row by row).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import { seededCount } from './seed-listings.js';
import { seedProperties } from './seed-properties.js';

/** Listings generated one by one; beyond this, copies of them. */
export const GENERATED = 100_000;

export interface BenchDatabase {
  /** Listings added by this call (0: the database had them from an earlier run). */
  added: number;
  listings: number;
  /** Bytes: the whole database, the listings table (with its TOAST) and the listings table's indexes. */
  databaseBytes: number;
  tableBytes: number;
  indexBytes: number;
}

/** Seeds the tenant up to `count` listings, vacuumed and analysed, and reports the database's size. */
export async function prepareBenchDatabase(
  db: Kysely<Database>,
  tenantId: number,
  count: number,
): Promise<BenchDatabase> {
  const before = await seededCount(db, 'property', tenantId);
  if (before < count) {
    await seedProperties(db, tenantId, Math.min(count, GENERATED));
    const have = await seededCount(db, 'property', tenantId);
    if (count > have) await grow(db, tenantId, have + 1, count);
  }
  const added = Math.max(0, count - before);
  // A bulk load leaves the visibility map empty until autovacuum gets round to it, and index-only scans then visit
  // the table for every row; a live database has been vacuumed, so measure that state, not the minute after a load.
  const vacuumed = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_user_tables
    WHERE relname = 'properties' AND coalesce(last_vacuum, last_autovacuum) IS NOT NULL`.execute(db);
  if (added || !vacuumed.rows[0]?.n) await sql`VACUUM ANALYZE`.execute(db);
  const figures = await sql<{ listings: number; database: number; heap: number; indexes: number }>`
    SELECT (SELECT count(*)::int FROM properties) AS listings, pg_database_size(current_database()) AS database,
      pg_table_size('properties') AS heap, pg_indexes_size('properties') AS indexes`.execute(db);
  const f = figures.rows[0]!;
  return {
    added,
    listings: f.listings,
    databaseBytes: Number(f.database),
    tableBytes: Number(f.heap),
    indexBytes: Number(f.indexes),
  };
}

async function grow(db: Kysely<Database>, tenantId: number, from: number, to: number): Promise<void> {
  const columns = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'properties' AND is_generated = 'NEVER'
      AND column_name NOT IN ('id', 'seed_key', 'created_at', 'updated_at', 'latitude', 'longitude')
    ORDER BY ordinal_position`.execute(db);
  const copied = sql.join(columns.rows.map((c) => sql.ref(c.name)));
  const fromSource = sql.join(columns.rows.map((c) => sql.ref(`s.${c.name}`)));
  // Indexes that back no constraint (the primary key and the seed key's unique one stay: the load needs the latter).
  const indexes = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = 'properties'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
  // A stable pseudo-random number in [0, 1) per listing and purpose, so that two runs build the same database.
  const unit = (salt: number) => sql`((hashint4(g.n * 7 + ${sql.lit(salt)})::bigint + 2147483648) / 4294967296.0)`;
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
    for (const index of indexes.rows) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(trx);
    await sql`
      WITH added AS (
        INSERT INTO properties (${copied}, seed_key, created_at, updated_at, latitude, longitude)
        SELECT ${fromSource}, 'seed-' || g.n, g.at, g.at,
          s.latitude + (${unit(1)} - 0.5) * 0.002, s.longitude + (${unit(2)} - 0.5) * 0.002
        FROM (SELECT n, now() - ${unit(0)} * interval '180 days' AS at FROM generate_series(${from}::int, ${to}::int) AS g(n)) g
        JOIN properties s ON s.tenant_id = ${tenantId} AND s.seed_key = 'seed-' || ((g.n - 1) % ${GENERATED} + 1)
        RETURNING id, seed_key
      )
      INSERT INTO property_images (property_id, media_id, position)
      SELECT a.id, i.media_id, i.position
      FROM added a
      JOIN properties s ON s.tenant_id = ${tenantId} AND s.seed_key = 'seed-' || ((substr(a.seed_key, 6)::int - 1) % ${GENERATED} + 1)
      JOIN property_images i ON i.property_id = s.id`.execute(trx);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(trx);
  });
}
