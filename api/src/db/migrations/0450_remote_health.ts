import { type Kysely, sql } from 'kysely';

// Remote health reported by browsers (features/remote-health). One row per minute, remote, version and browser (its
// id hashed by the API) for a short window, so distinct browsers can be counted and one browser counted once per kind
// per minute; complete minutes are rolled up into one row per minute, remote and version, and old minutes into hours.
// Not per tenant: remotes and their versions belong to the deployment, which serves every site.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_health_browser_minutes')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('mounted', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('load_failures', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('boundary_errors', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('uncaught_errors', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('lcp_ms', 'double precision')
    .addColumn('cls', 'double precision')
    .addColumn('inp_ms', 'double precision')
    .addPrimaryKeyConstraint('remote_health_browser_minutes_pk', ['remote', 'version', 'minute', 'browser'])
    .execute();
  await db.schema
    .createIndex('remote_health_browser_minutes_minute_idx')
    .on('remote_health_browser_minutes')
    .column('minute')
    .execute();
  await db.schema
    .createTable('remote_health_rollups')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('span', 'text', (c) => c.notNull().check(sql`span IN ('minute', 'hour')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('browsers', 'integer', (c) => c.notNull())
    .addColumn('failing_browsers', 'integer', (c) => c.notNull())
    .addColumn('mounts', 'integer', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lcp_hist', sql`integer[]`, (c) => c.notNull())
    .addColumn('cls_hist', sql`integer[]`, (c) => c.notNull())
    .addColumn('inp_hist', sql`integer[]`, (c) => c.notNull())
    .addPrimaryKeyConstraint('remote_health_rollups_pk', ['remote', 'version', 'span', 'at'])
    .execute();
  await db.schema
    .createIndex('remote_health_rollups_at_idx')
    .on('remote_health_rollups')
    .columns(['span', 'at'])
    .execute();
  // How far browser minutes have been rolled up (one row).
  await db.schema
    .createTable('remote_health_rollup_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('rolled_until', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_health_rollup_state').execute();
  await db.schema.dropTable('remote_health_rollups').execute();
  await db.schema.dropTable('remote_health_browser_minutes').execute();
}
