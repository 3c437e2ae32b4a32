import { type Kysely, sql } from 'kysely';

// Site content (static pages, FAQ entries, home banners) and what visitors send us (contact messages, newsletter
// sign-ups). Page bodies are structured blocks (headings, paragraphs, lists) stored as JSON, never HTML, so nothing
// an editor or visitor types can ever run in a browser.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('static_pages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('ar_title', 'text', (c) => c.notNull())
    .addColumn('en_title', 'text', (c) => c.notNull())
    .addColumn('fr_title', 'text', (c) => c.notNull())
    .addColumn('ar_content', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('en_content', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('fr_content', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('static_pages_tenant_slug_key')
    .on('static_pages')
    .columns(['tenant_id', 'slug'])
    .unique()
    .execute();

  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('ar_question', 'text', (c) => c.notNull())
    .addColumn('en_question', 'text', (c) => c.notNull())
    .addColumn('fr_question', 'text', (c) => c.notNull())
    .addColumn('ar_answer', 'text', (c) => c.notNull())
    .addColumn('en_answer', 'text', (c) => c.notNull())
    .addColumn('fr_answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('faq_entries_tenant_idx').on('faq_entries').columns(['tenant_id', 'position']).execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('ar','en')`))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('banners_tenant_language_idx')
    .on('banners')
    .columns(['tenant_id', 'language', 'position'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_messages_tenant_idx')
    .on('contact_messages')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ar')
        .check(sql`language IN ('ar','en')`),
    )
    // Every newsletter mail carries this token in its unsubscribe link; it grants nothing but unsubscribing.
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_tenant_email_key')
    .on('newsletter_subscribers')
    .columns(['tenant_id', 'email'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['newsletter_subscribers', 'contact_messages', 'banners', 'faq_entries', 'static_pages']) {
    await db.schema.dropTable(table).execute();
  }
}
