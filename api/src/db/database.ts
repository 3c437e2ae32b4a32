import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { type CompiledQuery, Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './types.js';

// Dates come back as JS Dates; bigint counts (COUNT(*)) and prices come back as numbers — they never exceed 2^53.
// A photo's 64-bit perceptual hash (media_files.phash) does: read it as text (`phash::text`), never through this.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Where the listing searches read: DATABASE_READ_URL's pool (a read replica) when it is set, else `db` itself.
   * Only reads that may lag the primary by a moment go here; nothing is ever written through it.
   */
  read: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** The embedded database's data directory as an image that `DatabaseOptions.image` starts another one from. */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The embedded database starts as a copy of this image (a PGlite data-directory dump) instead of an empty one. */
  image?: Blob;
}

/**
 * While PostgreSQL is down or unreachable a request fails within seconds (and is answered 503) instead of waiting
 * for a connection for ever; keep-alive notices a connection whose server vanished without closing it.
 */
const OUTAGE_POOL_OPTIONS = { connectionTimeoutMillis: 5_000, keepAlive: true } satisfies pg.PoolConfig;

function postgres(connectionString: string, max: number): Kysely<Database> {
  const poolConfig: pg.PoolConfig = { connectionString, max, ...OUTAGE_POOL_OPTIONS };
  const pool = new pg.Pool(poolConfig);
  // A restart of PostgreSQL closes the idle connections: the pool drops them by itself and opens new ones on
  // demand. Without a listener, that 'error' event would end the process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
}

export async function createDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DATA_DIR'> &
    Partial<Pick<Config, 'DATABASE_POOL_SIZE' | 'DATABASE_READ_URL'>>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const max = config.DATABASE_POOL_SIZE ?? 10;
    const db = postgres(config.DATABASE_URL, max);
    const read = config.DATABASE_READ_URL ? postgres(config.DATABASE_READ_URL, max) : db;
    return {
      db,
      read,
      kind: 'postgres',
      async close() {
        await db.destroy();
        if (read !== db) await read.destroy();
      },
    };
  }

  const dataDir = config.PGLITE_DATA_DIR;
  if (!dataDir.includes('://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, {
    extensions: { pg_trgm },
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  // PGlite is a single connection: the adapter's pool has size 1, so code inside a transaction must use the
  // transaction object, never `app.db`, or it waits forever for the connection it already holds.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  return {
    db,
    read: db,
    kind: 'pglite',
    // Uncompressed: the image is only ever read back on this machine, and gzip would cost more than the disk saves.
    image: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

// ---------- named (prepared) statements ----------
//
// A hot statement run as a named statement is parsed and analysed once per connection, and once PostgreSQL has
// seen it five times it may keep a generic plan and skip planning too; for a search that runs in well under a
// millisecond, planning is about half of its time in the database. Kysely hands the driver only the SQL text and
// the parameters, so the name travels in the text: `named()` puts a marker comment in front, and the pool below
// turns a marked statement into pg's `{ name, text, values }`. The name carries a hash of the text, because pg
// (and PostgreSQL) hold one text per name on a connection and a search's text varies with the filters given.

const MARKER = '/* named:';
/** Distinct statements prepared per connection; past this, marked statements run unnamed (each holds a plan). */
const MAX_NAMED_PER_CONNECTION = 200;

/** The query, marked to run as a named statement (`label` is a short name for logs and pg_stat_statements). */
export function named<R>(query: CompiledQuery<R>, label: string): CompiledQuery<R> {
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(label)) throw new Error(`Invalid statement label "${label}"`);
  return { ...query, sql: `${MARKER}${label} */ ${query.sql}` };
}

/** Names by text, so a statement's text is hashed once, not on every run (bounded: texts vary with the filters). */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    const start = text.indexOf(':') + 1;
    const label = text.slice(start, text.indexOf(' */', start));
    name = `${label}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    if (names.size >= 1_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** A pool for Kysely that runs marked statements as named ones, a bounded number per connection. */
function namingPool(pool: pg.Pool): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  function query(client: pg.PoolClient, textOrCursor: unknown, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof textOrCursor !== 'string' || !textOrCursor.startsWith(MARKER)) {
      return client.query(textOrCursor as string, parameters as unknown[]);
    }
    const name = statementName(textOrCursor);
    let onConnection = prepared.get(client);
    if (!onConnection) prepared.set(client, (onConnection = new Set()));
    if (!onConnection.has(name)) {
      if (onConnection.size >= MAX_NAMED_PER_CONNECTION) return client.query(textOrCursor, parameters as unknown[]);
      onConnection.add(name);
    }
    return client.query({ name, text: textOrCursor, values: parameters as unknown[] });
  }
  const wrap = (client: pg.PoolClient) =>
    ({
      query: (textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => query(client, textOrCursor, parameters),
      release: () => client.release(),
    }) as unknown as PostgresPoolClient;
  // A connection PostgreSQL closes while it is checked out but between two queries (a restart in the middle of a
  // transaction) reports the error on the client itself, which the pool only listens to while the client is idle:
  // without a listener of ours that would end the process. The next query on it fails and the pool discards it.
  const listened = new WeakSet<pg.PoolClient>();
  const connect = async () => {
    const client = await pool.connect();
    if (!listened.has(client)) {
      listened.add(client);
      client.on('error', () => undefined);
    }
    return wrap(client);
  };
  return {
    connect,
    end: () => pool.end(),
  };
}
