import { type Kysely, sql } from 'kysely';

// Which currency a listing's owner priced it in: 'SYP' or 'USD' when they gave only that one (the other amount was
// derived at the rate of the day it was posted, and pages and budget searches convert it at the current rate instead),
// null when they gave both. Rows posted before this knew it get it from their amounts: a pound price that is exactly
// the dollar price at the marketplace's default rate of 130 was derived from the dollar price; a dollar price that is
// the rounded pound price at that rate was derived from the pound price; anything else was given in both.
const TABLES = ['properties', 'autos'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('priced_in', 'text', (c) => c.check(sql`priced_in IN ('SYP', 'USD')`))
      .execute();
    await sql`
      UPDATE ${sql.table(table)} SET priced_in = CASE
        WHEN price_syp = round(price_usd * 130) THEN 'USD'
        WHEN price_usd = round(price_syp / 130.0) THEN 'SYP'
      END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('priced_in').execute();
}
