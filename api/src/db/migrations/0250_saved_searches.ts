import { type Kysely, sql } from 'kysely';

// Searches a member keeps by name, optionally with email alerts about new listings that match, and the record of
// every (search, listing) pair already emailed so no listing is announced twice for the same search.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('property','auto')`))
    // The list page's query string, normalised (sorted keys, no paging) so the same search is one row.
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('alert', 'text', (c) =>
      c
        .notNull()
        .defaultTo('daily')
        .check(sql`alert IN ('off','instant','daily')`),
    )
    // Only listings created after this count as new: set when the search is saved, its criteria change or its
    // alerts are turned back on, so a member is never sent a backlog.
    .addColumn('matches_since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_alerted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('saved_searches_user_query_key')
    .on('saved_searches')
    .columns(['tenant_id', 'user_id', 'kind', 'query'])
    .unique()
    .execute();
  await db.schema
    .createIndex('saved_searches_user_idx')
    .on('saved_searches')
    .columns(['tenant_id', 'user_id', 'created_at desc'])
    .execute();
  // The alerts job reads the searches that have alerts on.
  await sql`CREATE INDEX saved_searches_alerting_idx ON saved_searches (kind, tenant_id) WHERE alert <> 'off'`.execute(
    db,
  );

  await db.schema
    .createTable('saved_search_alerts_sent')
    .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_search_alerts_sent_pkey', ['saved_search_id', 'listing_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search_alerts_sent').execute();
  await db.schema.dropTable('saved_searches').execute();
}
