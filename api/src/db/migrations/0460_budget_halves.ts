import { type Kysely, sql } from 'kysely';

// A budget search reads its matches in two halves (listing-shared/budget.ts): the listings priced in the search's
// currency (or in both), by that currency's price, and the listings priced only in the other currency, by their price
// there against the budget converted at the current rate. The first half walks the existing price indexes; they now
// carry `priced_in`, so the half's test of it is read from the index and its count stays an index-only scan. The
// second half gets a copy of each, over the listings priced only in that index's currency: through the whole index it
// would read every listing in the range to find the ones priced in the other currency.
const CARRIED = [
  // [index, table, columns, included columns], as migrations 0150, 0160 and 0200 made them.
  ['properties_active_price_syp_idx', 'properties', '(tenant_id, listing_type, final_price_syp)', null],
  ['properties_active_price_usd_idx', 'properties', '(tenant_id, listing_type, final_price_usd)', null],
  [
    'properties_active_city_usd_idx',
    'properties',
    '(tenant_id, city_id, listing_type, final_price_usd, id)',
    'bedrooms, bathrooms, property_type',
  ],
  [
    'properties_active_city_syp_idx',
    'properties',
    '(tenant_id, city_id, listing_type, final_price_syp, id)',
    'bedrooms, bathrooms, property_type',
  ],
  [
    'properties_active_gov_usd_idx',
    'properties',
    '(tenant_id, governorate_id, listing_type, final_price_usd, id)',
    'bedrooms, bathrooms, property_type',
  ],
  [
    'properties_active_gov_syp_idx',
    'properties',
    '(tenant_id, governorate_id, listing_type, final_price_syp, id)',
    'bedrooms, bathrooms, property_type',
  ],
  ['autos_active_price_syp_idx', 'autos', '(tenant_id, final_price_syp)', null],
  ['autos_active_price_usd_idx', 'autos', '(tenant_id, final_price_usd)', null],
] as const;

async function carried(db: Kysely<any>, withPricedIn: boolean): Promise<void> {
  for (const [name, table, columns, included] of CARRIED) {
    const include = [included, withPricedIn ? 'priced_in' : null].filter(Boolean).join(', ');
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql
      .raw(
        `CREATE INDEX ${name} ON ${table} ${columns}${include ? ` INCLUDE (${include})` : ''} WHERE status = 'active'`,
      )
      .execute(db);
  }
}

const pricedOnlyIn = (name: string) => name.replace(/_idx$/, '_priced_only_idx');

export async function up(db: Kysely<any>): Promise<void> {
  await carried(db, true);
  for (const [name, table, columns, included] of CARRIED) {
    const currency = name.includes('_usd_') ? 'USD' : 'SYP';
    await sql
      .raw(
        `CREATE INDEX ${pricedOnlyIn(name)} ON ${table} ${columns}${included ? ` INCLUDE (${included})` : ''}
      WHERE status = 'active' AND priced_in = '${currency}'`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of CARRIED) await sql.raw(`DROP INDEX ${pricedOnlyIn(name)}`).execute(db);
  await carried(db, false);
}
