import { type Kysely, sql } from 'kysely';

// The default sort puts listings with a live Featured or Premium Listing add-on first (listing-shared/page-ids.ts):
// those are read apart from the rest, through this index of the active listings that have or had an add-on — a few
// of a tenant's listings. (Whether the add-on is still live is the database's now(), which an index predicate cannot
// name; an expired one is filtered out when read.)
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['properties', 'autos']) {
    await sql
      .raw(
        `CREATE INDEX ${table}_active_paid_idx ON ${table} (tenant_id, created_at DESC, id DESC)
      WHERE status = 'active' AND (featured_until IS NOT NULL OR premium_until IS NOT NULL)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['properties', 'autos']) await sql.raw(`DROP INDEX ${table}_active_paid_idx`).execute(db);
}
