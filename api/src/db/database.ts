import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import fs from 'node:fs';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './types.js';

// Dates come back as JS Dates; bigint counts (COUNT(*)) come back as numbers — they never exceed 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL schema to work in (created if missing); lets parallel test files share one database. */
  schema?: string;
}

export async function createDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DATA_DIR'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const poolConfig: pg.PoolConfig = { connectionString: config.DATABASE_URL, max: 10 };
    if (options.schema) {
      assertSchemaName(options.schema);
      const setup = new pg.Client({ connectionString: config.DATABASE_URL });
      await setup.connect();
      try {
        await setup.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      } finally {
        await setup.end();
      }
      poolConfig.options = `-c search_path=${options.schema},public`;
    }
    const pool = new pg.Pool(poolConfig);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dataDir = config.PGLITE_DATA_DIR;
  if (!dataDir.includes('://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, { extensions: { pg_trgm } });
  // PGlite is a single connection: the adapter's pool has size 1, so code inside a transaction must use the
  // transaction object, never `app.db`, or it waits forever for the connection it already holds.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export function assertSchemaName(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name "${name}"`);
}
