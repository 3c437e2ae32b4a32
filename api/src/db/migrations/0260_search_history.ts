import { type Kysely, sql } from 'kysely';

// A member's recent searches, one row per distinct search (searching again moves it to the top), the last few kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('property','auto')`))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('search_history_user_query_key')
    .on('search_history')
    .columns(['tenant_id', 'user_id', 'kind', 'query'])
    .unique()
    .execute();
  await db.schema
    .createIndex('search_history_user_recent_idx')
    .on('search_history')
    .columns(['tenant_id', 'user_id', 'searched_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_history').execute();
}
