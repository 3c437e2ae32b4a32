import { type Kysely, sql } from 'kysely';

// The search lists show sold and rented listings for SOLD_LISTING_SEARCH_DAYS after the deal, after the active ones
// (listings/in-search.ts): their own query reads the few recently closed listings of a tenant through this index; the
// active listings' search and its partial indexes stay as they are.
const TABLES = ['properties', 'autos'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql
      .raw(
        `CREATE INDEX ${table}_recently_closed_idx ON ${table} (tenant_id, status_changed_at) WHERE status IN ('sold', 'rented')`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql.raw(`DROP INDEX ${table}_recently_closed_idx`).execute(db);
}
