import { type Kysely, sql } from 'kysely';

// Two additions to property listings (issue 21):
// - The kind of ownership document the poster holds (a green tabu, a court ruling, a notarised power of attorney or
//   something else), as stable codes shared with the verification requests (moderation). Optional: most posters will
//   not say, and proof belongs to verification, not to this field.
// - A sort by price per m² in either currency. Without an index, a broad search would read and sort every match to
//   keep the first twelve (docs/performance.md: search p95 ≤ 50 ms at 100,000 listings). The sort key is an expression, so the
//   indexes are on the same expressions as listing-shared/sort-orders.ts writes them; a listing without a size has no
//   price per m² and goes last both ways (NULL last ascending; -1 last descending), so each direction has its own.

const CURRENCIES = ['syp', 'usd'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('ownership_document', 'text', (c) =>
      c.check(sql`ownership_document IN ('green_tabu', 'court_ruling', 'notarised_poa', 'other')`),
    )
    .execute();
  for (const c of CURRENCIES) {
    const perSqm = `(final_price_${c}::double precision / NULLIF(size_sqm, 0))`;
    await sql
      .raw(
        `CREATE INDEX properties_active_price_sqm_${c}_idx ON properties (tenant_id, ${perSqm}) WHERE status = 'active'`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE INDEX properties_active_price_sqm_${c}_desc_idx ON properties (tenant_id, coalesce(${perSqm}, -1)) WHERE status = 'active'`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of CURRENCIES) {
    await sql.raw(`DROP INDEX properties_active_price_sqm_${c}_idx`).execute(db);
    await sql.raw(`DROP INDEX properties_active_price_sqm_${c}_desc_idx`).execute(db);
  }
  await db.schema.alterTable('properties').dropColumn('ownership_document').execute();
}
