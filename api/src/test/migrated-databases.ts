import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

// Migrating an empty database takes seconds (48 migrations; on the embedded database after PGlite's own initdb), and
// a hundred test files each used to do it. Now the migrations run once: the embedded database is dumped to an image
// that every test app loads a copy of, and on PostgreSQL a migrated template database is copied for each test app.
// Both are named by a hash of the migrations (and PGlite's version), so the next run and the other Jest workers
// reuse them, and a changed migration makes a new one.

const MIGRATIONS = path.join(REPO_ROOT, 'api', 'src', 'db', 'migrations');
const IMAGES = path.join(os.tmpdir(), 'souq-test-db');

function migrationsHash(): string {
  const hash = createHash('sha256');
  // PGlite's version, from the package store's folder name: a new version may dump its data directory differently.
  // Not the whole path, which changes with the checkout's folder (each would make its own template and image).
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(/pglite@[^/\\]+/.exec(pglite)?.[0] ?? pglite);
  for (const name of fs.readdirSync(MIGRATIONS).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

// ---------- the embedded database: an image ----------

async function buildImage(file: string): Promise<void> {
  const handle = await createDatabase({ DATABASE_URL: null, PGLITE_DATA_DIR: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    const image = await handle.image!();
    await fs.promises.mkdir(IMAGES, { recursive: true });
    // Written aside and linked in place only if no other worker's image is there yet: a worker that reads the image
    // never sees half of one, and an image once there is never replaced.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, Buffer.from(await image.arrayBuffer()));
    try {
      await fs.promises.link(partial, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fs.promises.unlink(partial);
    }
  } finally {
    await handle.close();
  }
}

let image: Promise<Blob> | null = null;

/** The image of an embedded database with every migration applied (built on first use, then read from disk). */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(IMAGES, `${migrationsHash()}.tar`);
    if (!fs.existsSync(file)) await buildImage(file);
    // Read whole (~45 MB) rather than as a file-backed Blob, which refuses to be read once its file has changed.
    return new Blob([await fs.promises.readFile(file)]);
  })();
  return image;
}

// ---------- PostgreSQL: a template database ----------

/** Database names go into SQL as quoted identifiers: only plain ones are allowed. */
function assertPlainName(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid database name "${name}"`);
}

const withDatabase = (url: string, name: string) => {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.href;
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | null = null;

/** The migrated template on DATABASE_URL's server, made by the first worker that needs it. */
function templateDatabase(url: string): Promise<string> {
  template ??= onServer(url, async (client) => {
    const base = new URL(url).pathname.slice(1);
    const name = `${base}_tpl_${migrationsHash()}`;
    assertPlainName(name);
    // Workers starting together: one makes the template while the others wait for it on this lock.
    await client.query("SELECT pg_advisory_lock(hashtext('souq-test-template'))");
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const { rows } = await client.query<{ encoding: string; collate: string; ctype: string }>(
          `SELECT pg_encoding_to_char(encoding) AS encoding, datcollate AS collate, datctype AS ctype
             FROM pg_database WHERE datname = current_database()`,
        );
        const { encoding, collate, ctype } = rows[0]!;
        // Made under another name and renamed when migrated, so a template that exists is a whole one.
        const making = `${name}_making`;
        await client.query(`DROP DATABASE IF EXISTS "${making}" WITH (FORCE)`);
        await client.query(
          `CREATE DATABASE "${making}" TEMPLATE template0 ENCODING ${client.escapeLiteral(encoding)}
             LC_COLLATE ${client.escapeLiteral(collate)} LC_CTYPE ${client.escapeLiteral(ctype)}`,
        );
        const handle = await createDatabase({ DATABASE_URL: withDatabase(url, making), PGLITE_DATA_DIR: '' });
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.close();
        }
        await client.query(`ALTER DATABASE "${making}" RENAME TO "${name}"`);
      }
      return name;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('souq-test-template'))");
    }
  });
  return template;
}

/** A migrated database of its own on DATABASE_URL's server (a copy of the template), and how to drop it. */
export async function migratedDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const from = await templateDatabase(url);
  const name = `${new URL(url).pathname.slice(1)}_${randomBytes(6).toString('hex')}`;
  assertPlainName(name);
  await onServer(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${from}"`));
  return {
    url: withDatabase(url, name),
    async drop() {
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
