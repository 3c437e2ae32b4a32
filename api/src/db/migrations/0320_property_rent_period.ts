import { type Kysely, sql } from 'kysely';

// A rent is a price per period: "17,800,000 SYP – for rent" said nothing about whether that is a month or a year.
// Listings already for rent were posted with monthly rents in mind (the site's seed prices them so), so they become
// monthly; a sale has no period. The check keeps the two in step for every later write.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('rent_period', 'text', (c) => c.check(sql`rent_period IN ('daily', 'monthly', 'yearly')`))
    .execute();
  await sql`UPDATE properties SET rent_period = 'monthly' WHERE listing_type = 'rent'`.execute(db);
  await sql`ALTER TABLE properties ADD CONSTRAINT properties_rent_period_for_rent
    CHECK ((listing_type = 'rent') = (rent_period IS NOT NULL))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropConstraint('properties_rent_period_for_rent').execute();
  await db.schema.alterTable('properties').dropColumn('rent_period').execute();
}
