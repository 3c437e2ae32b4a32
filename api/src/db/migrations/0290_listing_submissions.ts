import { type Kysely, sql } from 'kysely';

// A listing form's submission key (the Idempotency-Key header): a post sent twice — a retry after a lost answer, a
// second tab, a double tap on a slow phone — creates the listing once. Keys are kept for a day (see
// listing-shared/submissions.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_submissions')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('property', 'auto')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('listing_submissions_pkey', ['tenant_id', 'user_id', 'kind', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_submissions').execute();
}
