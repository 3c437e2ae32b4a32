import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Keyword search (geography, listings) uses trigrams; the extension lives in public so per-schema test
  // databases share it.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The site must answer on a fresh database before any seed has run.
  await sql`INSERT INTO tenants (slug, name) VALUES ('default', 'Souq') ON CONFLICT (slug) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenants').execute();
}
