import { type Kysely, sql } from 'kysely';

// A sort by price per m² orders listings by the price per m² the cards show (listing-shared/sort-orders.ts): a listing
// priced only in the other currency by its price there at the current rate. Its page is read in two halves, as a
// price sort's is (migration 0460): the listings priced in the search's currency (or in both) through migration
// 0410's indexes, and those priced only in the other currency through a copy of that currency's index over them alone
// — through the whole index the half would read every listing to find the few priced in the other currency.

const CURRENCIES = ['syp', 'usd'] as const;

const perSqm = (c: string) => `(final_price_${c}::double precision / NULLIF(size_sqm, 0))`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const c of CURRENCIES) {
    const only = `WHERE status = 'active' AND priced_in = '${c.toUpperCase()}'`;
    await sql
      .raw(
        `CREATE INDEX properties_active_price_sqm_${c}_priced_only_idx ON properties (tenant_id, ${perSqm(c)}) ${only}`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE INDEX properties_active_price_sqm_${c}_desc_priced_only_idx ON properties (tenant_id, coalesce(${perSqm(c)}, -1)) ${only}`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of CURRENCIES) {
    await sql.raw(`DROP INDEX properties_active_price_sqm_${c}_priced_only_idx`).execute(db);
    await sql.raw(`DROP INDEX properties_active_price_sqm_${c}_desc_priced_only_idx`).execute(db);
  }
}
