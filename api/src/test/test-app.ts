import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { RateLimits } from '../plugins/external/rate-limit.js';
import { migratedDatabase, migratedImage } from './migrated-databases.js';
import { type RegisteredRoute, routeCollector } from './registered-routes.js';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  /** A tenant created for this app only; send `headers` with every request to use it. */
  tenant: { id: number; slug: string };
  headers: { 'x-tenant': string };
  /** What another app needs to join this one's rate-limit counters (`createTestApp({ join })`). */
  shared: { rateLimitNameSpace: string };
  /** Every route the app registered, in the order it did. */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

// Generous limits: every injected request comes from 127.0.0.1, so no test meets a puzzle or a refusal it did not ask
// for. Tests of the limits pass their own.
const GENEROUS = { max: 10_000, window: 60_000 };
const RELAXED: RateLimits = {
  login: { perAddress: GENEROUS, perAccount: GENEROUS },
  otp: { perAddress: GENEROUS, perAccount: GENEROUS },
  forgot: { perAddress: GENEROUS, perAccount: GENEROUS },
  contact: { perAddress: GENEROUS, openWhenStoreDown: true },
  newsletter: { perAddress: GENEROUS, openWhenStoreDown: true },
};

/**
 * An app on a fresh, migrated database: in-memory PGlite by default; with DATABASE_URL, a database of its own on
 * that server (dropped on close), so parallel test files never see each other's rows.
 * With `join`, a second instance of another test app: its database, tenant, configuration and rate-limit counters
 * (which needs DATABASE_URL: an in-memory database is one process's); the database stays until that app closes.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    rateLimits?: Partial<RateLimits>;
    build?: Partial<BuildAppOptions>;
    join?: TestApp;
    operator?: boolean;
  } = {},
): Promise<TestApp> {
  const { join } = options;
  if (join && !join.config.DATABASE_URL)
    throw new Error("A second instance needs DATABASE_URL: the embedded in-memory database is one process's.");
  const id = randomBytes(6).toString('hex');
  const slug = `t-${id}`;
  // operator: this app's own tenant is the site's operator (OPERATOR_TENANT), whose admins run the site's code.
  const ownConfig = { ...(options.operator ? { OPERATOR_TENANT: slug } : {}), ...options.config };
  let config = join
    ? { ...join.config, ...ownConfig }
    : loadConfig({ ...process.env, NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://', SMTP_URL: '' }, ownConfig);
  // Each app starts on a migrated database of its own (migrated-databases.ts): a copy of the run's template on
  // PostgreSQL, of the run's image on the embedded database. A joining app uses the first one's.
  const own = !join && config.DATABASE_URL ? await migratedDatabase(config.DATABASE_URL) : undefined;
  if (own) config = { ...config, DATABASE_URL: own.url };
  const image = config.DATABASE_URL ? undefined : await migratedImage();
  const handle = await createDatabase(config, image ? { image } : {});
  let tenant = join?.tenant;
  if (!tenant) {
    const row = await handle.db
      .insertInto('tenants')
      .values({ slug, name: `Test ${id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    tenant = { id: row.id, slug };
  }
  const rateLimitNameSpace = join?.shared.rateLimitNameSpace ?? `test-rl-${id}:`;
  const collector = routeCollector();
  const app = await buildApp({
    onRoute: collector.onRoute,
    config,
    db: handle.db,
    readDb: handle.read,
    logger: false,
    rateLimits: { ...RELAXED, ...options.rateLimits },
    rateLimitNameSpace,
    ...options.build,
  });
  return {
    app,
    db: handle.db,
    config,
    tenant,
    headers: { 'x-tenant': tenant.slug },
    shared: { rateLimitNameSpace },
    routes: collector.routes,
    async close() {
      await app.close();
      await handle.close();
      await own?.drop();
    },
  };
}
