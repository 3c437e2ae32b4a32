import { type Kysely, sql } from 'kysely';

// Search indexes shaped like the searches people run: a place, sale or rent (and often a type), then newest first or
// by price. Each index holds the sort after the equality columns, so a page is the first rows of one index range and
// the capped total counts from the same range without visiting the table (once it is vacuumed).
//
// Amenities become a bitmask (one bit per amenity, in master-data order): "has all of these" is one AND on a
// column already in the row. The array's GIN index is dropped: the planner chose it even for an amenity half the
// listings have, reading tens of thousands of entries where the other filters had already narrowed to a few.
const AMENITY_BITS = ['parking', 'balcony', 'elevator', 'ac_heating', 'pool_gym', 'security'];

export async function up(db: Kysely<any>): Promise<void> {
  const bits = AMENITY_BITS.map((a, i) => `(CASE WHEN '${a}' = ANY(a) THEN ${1 << i} ELSE 0 END)`).join(' | ');
  await sql
    .raw(
      `CREATE FUNCTION property_amenity_bits(a text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${bits} $$`,
    )
    .execute(db);
  await sql`ALTER TABLE properties ADD COLUMN amenity_bits integer GENERATED ALWAYS AS (property_amenity_bits(amenities)) STORED`.execute(
    db,
  );
  await sql`DROP INDEX properties_amenities_idx`.execute(db);

  const idx = (name: string, columns: string, include = '') =>
    sql
      .raw(
        `CREATE INDEX ${name} ON properties (${columns})${include ? ` INCLUDE (${include})` : ''} WHERE status = 'active'`,
      )
      .execute(db);
  await sql`DROP INDEX properties_active_gov_idx`.execute(db);
  await sql`DROP INDEX properties_active_city_idx`.execute(db);
  await idx(
    'properties_active_gov_newest_idx',
    'tenant_id, governorate_id, listing_type, property_type, created_at DESC, id DESC',
  );
  await idx(
    'properties_active_city_newest_idx',
    'tenant_id, city_id, listing_type, created_at DESC, id DESC',
    'property_type',
  );
  await idx('properties_active_type_newest_idx', 'tenant_id, listing_type, created_at DESC, id DESC');
  // Budget searches in a city, cheapest or dearest first; the room counts ride along so they filter inside the index.
  const roomsAndType = 'bedrooms, bathrooms, property_type';
  await idx('properties_active_city_usd_idx', 'tenant_id, city_id, listing_type, final_price_usd, id', roomsAndType);
  await idx('properties_active_city_syp_idx', 'tenant_id, city_id, listing_type, final_price_syp, id', roomsAndType);
  await idx(
    'properties_active_gov_usd_idx',
    'tenant_id, governorate_id, listing_type, final_price_usd, id',
    roomsAndType,
  );
  await idx(
    'properties_active_gov_syp_idx',
    'tenant_id, governorate_id, listing_type, final_price_syp, id',
    roomsAndType,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'properties_active_gov_newest_idx',
    'properties_active_city_newest_idx',
    'properties_active_type_newest_idx',
    'properties_active_city_usd_idx',
    'properties_active_city_syp_idx',
    'properties_active_gov_usd_idx',
    'properties_active_gov_syp_idx',
  ]) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
  }
  await sql`CREATE INDEX properties_active_city_idx ON properties (tenant_id, city_id, listing_type, created_at DESC) WHERE status = 'active'`.execute(
    db,
  );
  await sql`CREATE INDEX properties_active_gov_idx ON properties (tenant_id, governorate_id, listing_type, property_type) WHERE status = 'active'`.execute(
    db,
  );
  await sql`CREATE INDEX properties_amenities_idx ON properties USING gin (amenities)`.execute(db);
  await sql`ALTER TABLE properties DROP COLUMN amenity_bits`.execute(db);
  await sql`DROP FUNCTION property_amenity_bits(text[])`.execute(db);
}
