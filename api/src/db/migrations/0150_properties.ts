import { type Kysely, sql } from 'kysely';

// Property listings, their photos, favourites and contacts. Every row carries tenant_id and every query filters by
// it first, so the search indexes lead with tenant_id and status (only active listings are searched).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text')
    .addColumn('additional_information', 'text')
    .addColumn('governorate_id', 'integer', (c) => c.notNull().references('governorates.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('neighborhood_id', 'integer', (c) => c.references('neighborhoods.id'))
    .addColumn('sub_neighborhood_id', 'integer', (c) => c.references('sub_neighborhoods.id'))
    .addColumn('property_type', 'text', (c) =>
      c
        .notNull()
        .check(sql`property_type IN ('apartment','villa','farm','commercial','land','building','other','studio')`),
    )
    .addColumn('listing_type', 'text', (c) => c.notNull().check(sql`listing_type IN ('sale','rent')`))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category IN ('residential','commercial','agricultural')`),
    )
    .addColumn('bedrooms', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bedrooms BETWEEN 0 AND 50`),
    )
    .addColumn('bathrooms', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bathrooms BETWEEN 0 AND 50`),
    )
    .addColumn('size_sqm', 'integer', (c) => c.notNull().check(sql`size_sqm > 0`))
    .addColumn('furnished', 'text', (c) => c.notNull().check(sql`furnished IN ('furnished','unfurnished')`))
    .addColumn('floor_level', 'smallint')
    .addColumn('amenities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // Both prices are kept: a visitor's budget is compared in the currency they browse in, never converted per row.
    .addColumn('price_syp', 'bigint', (c) => c.notNull().check(sql`price_syp >= 0`))
    .addColumn('price_usd', 'bigint', (c) => c.notNull().check(sql`price_usd >= 0`))
    .addColumn('discount_percent', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_percent BETWEEN 0 AND 99`),
    )
    // What a buyer pays (price less the discount); budget filters and price sorts use these.
    .addColumn('final_price_syp', 'bigint', (c) => c.notNull())
    .addColumn('final_price_usd', 'bigint', (c) => c.notNull())
    .addColumn('primary_image_id', 'integer', (c) => c.references('media_files.id').onDelete('set null'))
    .addColumn('video_id', 'integer', (c) => c.references('media_files.id').onDelete('set null'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status IN ('active','inactive','sold','rented')`),
    )
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contacts_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Folded Arabic/English text of the name, description and place names (see listing-shared/arabic-fold.ts).
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    // Seeded rows carry a stable key so seeding again finds them instead of adding copies.
    .addColumn('seed_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  const idx = (name: string, columns: string[]) =>
    sql`CREATE INDEX ${sql.id(name)} ON properties (${sql.raw(columns.join(', '))}) WHERE status = 'active'`.execute(
      db,
    );
  // Newest first is the default listing; the place and price/size indexes serve the common narrowed searches.
  await idx('properties_active_newest_idx', ['tenant_id', 'created_at desc', 'id desc']);
  await idx('properties_active_city_idx', ['tenant_id', 'city_id', 'listing_type', 'created_at desc']);
  await idx('properties_active_gov_idx', ['tenant_id', 'governorate_id', 'listing_type', 'property_type']);
  await idx('properties_active_price_syp_idx', ['tenant_id', 'listing_type', 'final_price_syp']);
  await idx('properties_active_price_usd_idx', ['tenant_id', 'listing_type', 'final_price_usd']);
  await idx('properties_active_size_idx', ['tenant_id', 'size_sqm']);
  await sql`CREATE INDEX properties_active_featured_idx ON properties (tenant_id, created_at DESC) WHERE status = 'active' AND is_featured`.execute(
    db,
  );
  await sql`CREATE INDEX properties_amenities_idx ON properties USING gin (amenities)`.execute(db);
  await sql`CREATE INDEX properties_search_trgm_idx ON properties USING gin (search_text gin_trgm_ops)`.execute(db);
  // Map searches: points inside a bounding box, with core geometric types (no PostGIS needed).
  await sql`CREATE INDEX properties_location_idx ON properties USING gist (point(longitude, latitude)) WHERE status = 'active'`.execute(
    db,
  );
  await db.schema
    .createIndex('properties_owner_idx')
    .on('properties')
    .columns(['tenant_id', 'owner_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('properties_seed_key')
    .on('properties')
    .columns(['tenant_id', 'seed_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('property_images')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_images_pkey', ['property_id', 'media_id'])
    .execute();

  await db.schema
    .createTable('property_favourites')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('property_favourites_pkey', ['user_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('property_favourites_property_idx')
    .on('property_favourites')
    .column('property_id')
    .execute();

  // One row per person, listing and channel: when they last used it and how often.
  await db.schema
    .createTable('property_contacts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('call','email','whatsapp')`))
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_contacted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_contacted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('property_contacts_pkey', ['user_id', 'property_id', 'channel'])
    .execute();
  await db.schema.createIndex('property_contacts_property_idx').on('property_contacts').column('property_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['property_contacts', 'property_favourites', 'property_images', 'properties']) {
    await db.schema.dropTable(table).execute();
  }
}
