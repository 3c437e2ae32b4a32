import type { Kysely } from 'kysely';
import fs from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { bufferedDestination, loggerOptions } from './lib/logger.js';
import type { Database } from './db/types.js';
import { seed } from './seed/seed.js';
import { runFairPricePass } from './features/listing-shared/fair-price-job.js';

/** Loads the seed data (default tenant, geography, demo users) when the database has no users yet. */
async function seedIfEmpty(db: Kysely<Database>, tenantSlug: string, log: (msg: string) => void): Promise<boolean> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  log('empty database: loading seed data');
  const report = await seed(db, { tenantSlug });
  log(`seeded ${report.governorates} governorates, ${report.cities} cities, ${report.usersCreated} demo users`);
  return true;
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
  // Local uploads are served from this folder; it must exist before the static file server starts.
  if (!config.UPLOADS_DIR.includes('://')) fs.mkdirSync(config.UPLOADS_DIR, { recursive: true });
  const handle = await createDatabase(config);
  const applied = await migrateToLatest(handle.db);
  const app = await buildApp({
    config,
    db: handle.db,
    readDb: handle.read,
    logger: { ...(loggerOptions(config) as object), stream: bufferedDestination() },
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  const seeded = await seedIfEmpty(handle.db, config.DEFAULT_TENANT, (msg) => app.log.info(msg));
  // Fair-price labels at once for a new database (the demo shows them) or one that just gained them; then the job's.
  if (seeded || applied.includes('0440_listing_fair_prices'))
    app.log.info(await runFairPricePass(app), 'fair prices computed');
  app.log.info(
    {
      database: handle.kind === 'pglite' ? `embedded (${config.PGLITE_DATA_DIR})` : 'postgres',
      searchesReadFrom: config.DATABASE_READ_URL ? 'DATABASE_READ_URL' : 'DATABASE_URL',
    },
    'database ready',
  );
  if (config.NODE_ENV === 'production' && config.TRUST_PROXY.kind === 'none')
    app.log.warn(
      'TRUST_PROXY is not set: every request counts under the address it comes from, so behind a proxy or load ' +
        'balancer all visitors share one address (they are asked for proofs of work past its ceiling). Set it to ' +
        'the number of proxies in front of the API, or their addresses.',
    );
  await app.listen({ port: config.PORT, host: process.env.HOST ?? '0.0.0.0' });
  // Saved-search alerts run in this process, every SEARCH_ALERTS_INTERVAL_MS (0: off).
  app.searchAlerts.start();
  // Subscriptions end and remind their members here, every SUBSCRIPTIONS_JOB_INTERVAL_MS (0: off); under an
  // advisory lock, so several instances run each pass once.
  app.subscriptionsJob.start();
  // Listings expire and remind their owners here, every LISTINGS_JOB_INTERVAL_MS (0: off); under an advisory lock too.
  app.listingsJob.start();
  // Fair-price labels are computed here, every FAIR_PRICE_JOB_INTERVAL_MS (0: off), not per request; under a lock too.
  app.fairPriceJob.start();
  // Canaries marked for it (`pnpm remotes canary … --auto`) are judged here, every CANARY_ANALYSIS_INTERVAL_MS, when
  // the registry is configured (SOUQ_CDN_DIR or SOUQ_CDN_S3_*); under an advisory lock and the registry's lock.
  app.canaryAnalysisJob.start();
  // Remote-health reports are rolled up into minutes and hours here, every REMOTE_HEALTH_JOB_INTERVAL_MS (0: off).
  app.remoteHealthJob.start();

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(() => handle.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
