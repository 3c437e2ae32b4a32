import { type Kysely, sql } from 'kysely';

// The vehicle catalogue (brand → class → model, shared by every site like the geography) and auto listings with
// their photos, favourites and contacts. Listings carry tenant_id and every query filters by it first; only active
// listings are searched, so the search indexes are partial on status.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auto_brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('auto_classes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('auto_brands.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('auto_classes_brand_idx')
    .on('auto_classes')
    .columns(['brand_id', 'sort_order'])
    .execute();
  await db.schema
    .createTable('auto_models')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('class_id', 'integer', (c) => c.notNull().references('auto_classes.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('auto_models_class_idx').on('auto_models').columns(['class_id', 'sort_order']).execute();

  const oneOf = (column: string, values: string[]) =>
    sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(',')})`);
  await db.schema
    .createTable('autos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text')
    .addColumn('description', 'text')
    .addColumn('description_ar', 'text')
    .addColumn('vehicle_type', 'text', (c) =>
      c.notNull().check(oneOf('vehicle_type', ['car', 'motorcycle', 'truck', 'bus'])),
    )
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('auto_brands.id'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('auto_classes.id'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('auto_models.id'))
    .addColumn('trim', 'text')
    .addColumn('year', 'smallint', (c) => c.notNull().check(sql`year BETWEEN 1900 AND 2100`))
    .addColumn('condition', 'text', (c) =>
      c.notNull().check(oneOf('condition', ['new', 'used', 'certified_pre_owned'])),
    )
    .addColumn('transmission', 'text', (c) => c.notNull().check(oneOf('transmission', ['automatic', 'manual'])))
    .addColumn('seat_type', 'text', (c) => c.check(oneOf('seat_type', ['fabric', 'leather', 'semi_leather', 'velour'])))
    .addColumn('cylinders', 'smallint', (c) => c.check(sql`cylinders BETWEEN 1 AND 16`))
    .addColumn('import_origin', 'text', (c) =>
      c.notNull().check(oneOf('import_origin', ['syria', 'gcc', 'usa', 'lebanon', 'turkey', 'others'])),
    )
    .addColumn('fuel_type', 'text', (c) =>
      c.notNull().check(oneOf('fuel_type', ['petrol', 'diesel', 'hybrid', 'electric'])),
    )
    .addColumn('mileage_km', 'integer', (c) => c.notNull().check(sql`mileage_km >= 0`))
    .addColumn('body_type', 'text', (c) =>
      c.notNull().check(oneOf('body_type', ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van'])),
    )
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('drive_type', 'text', (c) => c.notNull().check(oneOf('drive_type', ['fwd', 'rwd', 'awd'])))
    // Both prices are kept, like property listings; `currency` is the one the seller priced in.
    .addColumn('currency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('USD')
        .check(oneOf('currency', ['SYP', 'USD'])),
    )
    .addColumn('price_syp', 'bigint', (c) => c.notNull().check(sql`price_syp >= 0`))
    .addColumn('price_usd', 'bigint', (c) => c.notNull().check(sql`price_usd >= 0`))
    .addColumn('discount_percent', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_percent BETWEEN 0 AND 99`),
    )
    .addColumn('final_price_syp', 'bigint', (c) => c.notNull())
    .addColumn('final_price_usd', 'bigint', (c) => c.notNull())
    .addColumn('vehicle_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('available')
        .check(oneOf('vehicle_status', ['available', 'sold'])),
    )
    .addColumn('primary_image_id', 'integer', (c) => c.references('media_files.id').onDelete('set null'))
    .addColumn('video_id', 'integer', (c) => c.references('media_files.id').onDelete('set null'))
    // Whether the listing is shown at all (the seller can take it down); a sold car stays visible with its badge.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(oneOf('status', ['active', 'inactive'])),
    )
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contacts_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Folded Arabic/English text of the name, description and catalogue names (see listing-shared/arabic-fold.ts).
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seed_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  const idx = (name: string, columns: string[]) =>
    sql`CREATE INDEX ${sql.id(name)} ON autos (${sql.raw(columns.join(', '))}) WHERE status = 'active'`.execute(db);
  await idx('autos_active_newest_idx', ['tenant_id', 'created_at desc', 'id desc']);
  await idx('autos_active_model_idx', ['tenant_id', 'brand_id', 'class_id', 'model_id', 'year']);
  await idx('autos_active_price_syp_idx', ['tenant_id', 'final_price_syp']);
  await idx('autos_active_price_usd_idx', ['tenant_id', 'final_price_usd']);
  await idx('autos_active_year_idx', ['tenant_id', 'year']);
  await idx('autos_active_mileage_idx', ['tenant_id', 'mileage_km']);
  await sql`CREATE INDEX autos_active_featured_idx ON autos (tenant_id, created_at DESC) WHERE status = 'active' AND is_featured`.execute(
    db,
  );
  await sql`CREATE INDEX autos_search_trgm_idx ON autos USING gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema
    .createIndex('autos_owner_idx')
    .on('autos')
    .columns(['tenant_id', 'owner_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('autos_seed_key').on('autos').columns(['tenant_id', 'seed_key']).unique().execute();

  await db.schema
    .createTable('auto_images')
    .addColumn('auto_id', 'integer', (c) => c.notNull().references('autos.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('auto_images_pkey', ['auto_id', 'media_id'])
    .execute();

  await db.schema
    .createTable('auto_favourites')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('auto_id', 'integer', (c) => c.notNull().references('autos.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('auto_favourites_pkey', ['user_id', 'auto_id'])
    .execute();
  await db.schema.createIndex('auto_favourites_auto_idx').on('auto_favourites').column('auto_id').execute();

  await db.schema
    .createTable('auto_contacts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('auto_id', 'integer', (c) => c.notNull().references('autos.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('call','email','whatsapp')`))
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_contacted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_contacted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('auto_contacts_pkey', ['user_id', 'auto_id', 'channel'])
    .execute();
  await db.schema.createIndex('auto_contacts_auto_idx').on('auto_contacts').column('auto_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'auto_contacts',
    'auto_favourites',
    'auto_images',
    'autos',
    'auto_models',
    'auto_classes',
    'auto_brands',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
