// The embedded database's side of a backup: PGlite's own dump of its data folder (a gzipped tar taken by the
// database itself, so it is consistent), loaded back into a new folder. Never while the API has the folder open.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fs from 'node:fs';
import { type Contents, readContents } from './contents.js';
import { assertEmbeddedDatabaseFree } from './in-use.js';

const open = (dataDir: string, loadDataDir?: Blob) =>
  new PGlite(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });

async function contentsOf(db: PGlite): Promise<Contents> {
  return readContents(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
}

/** Whether the folder holds a PGlite (PostgreSQL) data directory. */
export const isEmbeddedDatabase = (dataDir: string) => fs.existsSync(`${dataDir}/PG_VERSION`);

/** Writes the database's data folder, gzipped, to `file`; returns what it holds. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<Contents> {
  if (!isEmbeddedDatabase(dataDir)) throw new Error(`There is no embedded database in ${dataDir} (PGLITE_DATA_DIR)`);
  assertEmbeddedDatabaseFree(dataDir);
  const db = open(dataDir);
  try {
    const contents = await contentsOf(db);
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return contents;
  } finally {
    await db.close();
  }
}

/**
 * Loads a dump into `dataDir`, which must be missing or empty unless `force` (then what it holds is removed);
 * returns what the restored database holds.
 */
export async function restoreEmbedded(file: string, dataDir: string, force: boolean): Promise<Contents> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    if (!force)
      throw new Error(
        `${dataDir} is not empty: restore into a new folder (PGLITE_DATA_DIR), or add --force to replace what it holds`,
      );
    assertEmbeddedDatabaseFree(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const db = open(dataDir, new Blob([new Uint8Array(fs.readFileSync(file))], { type: 'application/gzip' }));
  try {
    return await contentsOf(db);
  } finally {
    await db.close();
  }
}
