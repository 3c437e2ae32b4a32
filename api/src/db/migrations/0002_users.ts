import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('user_type', 'text', (c) =>
      c.notNull().check(sql`user_type IN ('Individual','Agent','Corporate','Admin')`),
    )
    .addColumn('listing_category', 'text', (c) => c.check(sql`listing_category IN ('auto','real_estate','both')`))
    .addColumn('image', 'text')
    .addColumn('phone', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('about_me', 'text')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ar')
        .check(sql`language IN ('ar','en')`),
    )
    .addColumn('google_sub', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails are stored lower-cased by the application; the index makes them unique per tenant.
  await db.schema.createIndex('users_tenant_email_key').on('users').columns(['tenant_id', 'email']).unique().execute();
  await sql`CREATE UNIQUE INDEX users_tenant_google_sub_key ON users (tenant_id, google_sub) WHERE google_sub IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_email', 'text')
    .addColumn('logo', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('website', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('companies_tenant_idx').on('companies').column('tenant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('companies').execute();
  await db.schema.dropTable('users').execute();
}
