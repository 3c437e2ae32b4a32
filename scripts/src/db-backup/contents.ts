// What a database holds, as the backup's manifest records it and a restore checks it: the schema's migration level
// and the number of members, listings and media.

/** Runs one SQL statement (no parameters) and returns its rows: pg's client and PGlite both fit. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Contents {
  /** The newest migration applied (migrations are named by number), null for a database the API never opened. */
  migration: string | null;
  migrations: number;
  users: number;
  properties: number;
  autos: number;
  mediaFiles: number;
}

const TABLES = { users: 'users', properties: 'properties', autos: 'autos', mediaFiles: 'media_files' } as const;

async function tableExists(query: Query, table: string): Promise<boolean> {
  const rows = await query(`SELECT to_regclass('public.${table}') IS NOT NULL AS present`);
  return rows[0]?.present === true;
}

async function countOf(query: Query, table: string): Promise<number> {
  if (!(await tableExists(query, table))) return 0;
  return Number((await query(`SELECT count(*) AS n FROM public.${table}`))[0]?.n ?? 0);
}

export async function readContents(query: Query): Promise<Contents> {
  let migration: string | null = null;
  let migrations = 0;
  if (await tableExists(query, 'kysely_migration')) {
    const rows = await query('SELECT name FROM public.kysely_migration ORDER BY name');
    migrations = rows.length;
    migration = rows.length ? String(rows[rows.length - 1]!.name) : null;
  }
  return {
    migration,
    migrations,
    users: await countOf(query, TABLES.users),
    properties: await countOf(query, TABLES.properties),
    autos: await countOf(query, TABLES.autos),
    mediaFiles: await countOf(query, TABLES.mediaFiles),
  };
}

/** The tables in the public schema: a database with any is not a place to restore into without --force. */
export async function publicTables(query: Query): Promise<number> {
  const rows = await query("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'");
  return Number(rows[0]?.n ?? 0);
}

export const describeContents = (c: Contents) =>
  `${c.users} users, ${c.properties} property listings, ${c.autos} car listings, ${c.mediaFiles} media files; schema at ${c.migration ?? 'no migration'} (${c.migrations} migrations)`;
