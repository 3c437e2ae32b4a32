import { type Kysely, sql } from 'kysely';

// Who has already viewed a listing today, so a reload (or opening it again from another page) is not a second view
// in the owner's statistics. The viewer is a keyed hash (see listing-stats/view-marks.ts), never an address or an
// id in the clear; marks older than yesterday are removed as the listing is viewed again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_view_marks')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('property', 'auto')`))
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('viewer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_view_marks_pkey', ['tenant_id', 'kind', 'listing_id', 'day', 'viewer'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_view_marks').execute();
}
