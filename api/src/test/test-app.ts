import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { assertSchemaName, createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/types.js';
import type { RateLimits } from '../plugins/external/rate-limit.js';
import { migratedImage } from './migrated-image.js';
import { type RegisteredRoute, routeCollector } from './registered-routes.js';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  /** A tenant created for this app only; send `headers` with every request to use it. */
  tenant: { id: number; slug: string };
  headers: { 'x-tenant': string };
  /** What another app needs to join this one's database, tenant and rate-limit counters (`createTestApp({ join })`). */
  shared: { schema: string | undefined; rateLimitNameSpace: string };
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
 * An app on a fresh database: in-memory PGlite by default; with DATABASE_URL, a schema of its own in that
 * database (dropped on close), so parallel test files never see each other's rows.
 * With `join`, a second instance of another test app: its schema, tenant, configuration and rate-limit counters
 * (which needs DATABASE_URL: an in-memory database is one process's); the schema stays until that app closes.
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
  if (join && !join.shared.schema)
    throw new Error("A second instance needs DATABASE_URL: the embedded in-memory database is one process's.");
  const id = randomBytes(6).toString('hex');
  const slug = `t-${id}`;
  // operator: this app's own tenant is the site's operator (OPERATOR_TENANT), whose admins run the site's code.
  const ownConfig = { ...(options.operator ? { OPERATOR_TENANT: slug } : {}), ...options.config };
  const config = join
    ? { ...join.config, ...ownConfig }
    : loadConfig({ ...process.env, NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://', SMTP_URL: '' }, ownConfig);
  const schema = join ? join.shared.schema : config.DATABASE_URL ? `test_${id}` : undefined;
  // The embedded database starts migrated, from the run's image; a PostgreSQL schema is migrated here.
  const image = config.DATABASE_URL ? undefined : await migratedImage();
  const handle = await createDatabase(config, { schema, ...(image && { image }) });
  let tenant = join?.tenant;
  if (!tenant) {
    if (!image) await migrateToLatest(handle.db, schema);
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
    shared: { schema, rateLimitNameSpace },
    routes: collector.routes,
    async close() {
      await app.close();
      await handle.close();
      if (schema && config.DATABASE_URL && !join) {
        assertSchemaName(schema);
        const client = new pg.Client({ connectionString: config.DATABASE_URL });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
      }
    },
  };
}
