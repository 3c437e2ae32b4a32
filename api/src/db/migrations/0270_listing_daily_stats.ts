import { type Kysely, sql } from 'kysely';

// Per listing and UTC day: views, contacts by channel and favourites, for the owner's statistics. Property and auto
// listings share the table (kind tells them apart), so there is no foreign key to either; one row per day at most,
// incremented in place.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_daily_stats')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('property','auto')`))
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('whatsapps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favourites', 'integer', (c) => c.notNull().defaultTo(0))
    // The key serves the statistics page too: one listing, a range of days.
    .addPrimaryKeyConstraint('listing_daily_stats_pkey', ['tenant_id', 'kind', 'listing_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_daily_stats').execute();
}
