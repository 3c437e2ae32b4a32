import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

// Migrating an empty embedded database takes seconds (48 migrations, after PGlite's own initdb), and a hundred test
// files each used to do it. The migrated database is dumped once and every test app starts from a copy of that
// image. It is kept on disk under a name that hashes the migrations and PGlite's version, so that the next run (and
// the other Jest workers) reuse it, and a changed migration or a new PGlite builds a new one.

const MIGRATIONS = path.join(REPO_ROOT, 'api', 'src', 'db', 'migrations');
const IMAGES = path.join(os.tmpdir(), 'souq-test-db');

function imageName(): string {
  const hash = createHash('sha256');
  // The resolved path holds the installed version (the package store names its folders by version).
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const name of fs.readdirSync(MIGRATIONS).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS, name)));
  }
  return `${hash.digest('hex').slice(0, 20)}.tar`;
}

async function build(file: string): Promise<void> {
  const handle = await createDatabase({ DATABASE_URL: null, PGLITE_DATA_DIR: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    const image = await handle.image!();
    await fs.promises.mkdir(IMAGES, { recursive: true });
    // Written aside and renamed: a worker that reads the image never sees half of it.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await fs.promises.rename(partial, file);
  } finally {
    await handle.close();
  }
}

let image: Promise<Blob> | null = null;

/** The image of an embedded database with every migration applied (built on first use, then read from disk). */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(IMAGES, imageName());
    if (!fs.existsSync(file)) await build(file);
    // Read from the file as PGlite asks for it, not held in this process's memory.
    return fs.openAsBlob(file);
  })();
  return image;
}
