import { type Kysely, sql } from 'kysely';

// The dollar's rate in new Syrian pounds, set by a site's admins with its date and source. Every rate set is kept
// (the history); the current one is the latest by effective date. Until an admin sets one, the marketplace default
// applies (listing-shared/currency.ts SYP_PER_USD).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exchange_rates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // New Syrian pounds per US dollar; numeric keeps a rate such as 131.25 exactly.
    .addColumn('syp_per_usd', sql`numeric(14, 4)`, (c) => c.notNull().check(sql`syp_per_usd > 0`))
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('exchange_rates_current_idx')
    .on('exchange_rates')
    .columns(['tenant_id', 'effective_date desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
}
