import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Seed integration point: `seed(db)` from src/seed/seed.ts, run when the database has no users yet. Loaded by path
 * so the service also starts in a checkout without seed data.
 */
async function seedIfEmpty(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const { count } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) > 0) return;
  const file = ['seed.ts', 'seed.js'].map((name) => path.join(here, 'seed', name)).find((p) => fs.existsSync(p));
  if (!file) {
    log('empty database and no src/seed/seed.ts: starting without seed data');
    return;
  }
  const mod = (await import(pathToFileURL(file).href)) as { seed?: (db: Kysely<Database>) => Promise<unknown> };
  if (typeof mod.seed !== 'function') throw new Error(`${file} does not export seed(db)`);
  log('empty database: loading seed data');
  await mod.seed(db);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const handle = await createDatabase(config);
  const applied = await migrateToLatest(handle.db);
  const app = await buildApp({ config, db: handle.db });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  await seedIfEmpty(handle.db, (msg) => app.log.info(msg));
  app.log.info({ database: handle.kind === 'pglite' ? `embedded (${config.PGLITE_DATA_DIR})` : 'postgres' }, 'database ready');
  await app.listen({ port: config.PORT, host: process.env.HOST ?? '0.0.0.0' });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(() => handle.close()).then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
