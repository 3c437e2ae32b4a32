import { type Kysely, sql } from 'kysely';

// The fair-price label (issue 21): each listing's standing against comparable active listings, computed by a job
// (listing-shared/fair-price-job.ts), not per request. Stored on the listing's own row, beside `price_dropped_at`,
// rather than in a table of its own: every card query already reads that row, so a search page pays nothing for the
// label (no join, no subquery), and the job only writes the rows whose label changed.
// - fair_price_label: below / around / above the typical price; null: no label (fewer comparables than the setting,
//   no size or price to compare, or not active).
// - fair_price_median_syp: the comparables' median in new pounds (per m² for a property, the whole price for a car).
// - fair_price_comparables: how many listings that median is of (the listing itself never counts).
// - fair_price_basis: what they have in common: 'neighborhood' or 'city' (property), 'model' (car).
// - fair_price_at: when the job last computed it.
const TABLES = ['properties', 'autos'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('fair_price_label', 'text', (c) => c.check(sql`fair_price_label IN ('below', 'around', 'above')`))
      .addColumn('fair_price_median_syp', 'bigint')
      .addColumn('fair_price_comparables', 'integer')
      .addColumn('fair_price_basis', 'text', (c) => c.check(sql`fair_price_basis IN ('neighborhood', 'city', 'model')`))
      .addColumn('fair_price_at', 'timestamptz')
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .dropColumn('fair_price_label')
      .dropColumn('fair_price_median_syp')
      .dropColumn('fair_price_comparables')
      .dropColumn('fair_price_basis')
      .dropColumn('fair_price_at')
      .execute();
  }
}
