import { type Kysely, sql } from 'kysely';

// Price history and drops (features/listings/price-history.ts). Every change of a listing's price is a row, written by
// the listing core: the price before (null for the first price, when the listing was posted) and after, as listed
// and as a buyer pays it (after the discount), in both currencies. A listing remembers when its price last fell
// (`price_dropped_at`), so a search card says "Price dropped" from its own row, without reading the history.
// Members choose how they hear of drops on their saved listings (off / instant / daily, one row per member once
// they chose), and each (change, member) is announced once: the unique key makes two API instances agree.
const LISTING_TABLES = ['properties', 'autos'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: any) => c.notNull().references('tenants.id').onDelete('cascade');
  const user = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);
  const money = (c: any) => c.notNull();

  await db.schema
    .createTable('listing_price_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('listing_kind', 'text', (c) => c.notNull().check(sql`listing_kind IN ('property', 'auto')`))
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('old_price_syp', 'bigint')
    .addColumn('old_price_usd', 'bigint')
    .addColumn('old_final_price_syp', 'bigint')
    .addColumn('old_final_price_usd', 'bigint')
    .addColumn('new_price_syp', 'bigint', money)
    .addColumn('new_price_usd', 'bigint', money)
    .addColumn('new_final_price_syp', 'bigint', money)
    .addColumn('new_final_price_usd', 'bigint', money)
    // The buyer's price (after the discount) fell, in neither currency rose: what a drop email announces.
    .addColumn('is_drop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('changed_at', 'timestamptz', now)
    .execute();
  await sql`CREATE INDEX listing_price_changes_listing_idx ON listing_price_changes (listing_kind, listing_id, changed_at, id)`.execute(
    db,
  );
  // The drop alerts read the recent drops only.
  await sql`CREATE INDEX listing_price_changes_drops_idx ON listing_price_changes (changed_at, id) WHERE is_drop`.execute(
    db,
  );

  for (const table of LISTING_TABLES) {
    await db.schema.alterTable(table).addColumn('price_dropped_at', 'timestamptz').execute();
  }
  // The listings there are start their history at their current price, as of when they were posted.
  for (const [kind, table] of [
    ['property', 'properties'],
    ['auto', 'autos'],
  ] as const) {
    await sql`
      INSERT INTO listing_price_changes (tenant_id, listing_kind, listing_id, new_price_syp, new_price_usd, new_final_price_syp, new_final_price_usd, changed_at)
      SELECT tenant_id, ${kind}, id, price_syp, price_usd, final_price_syp, final_price_usd, created_at FROM ${sql.table(table)}`.execute(
      db,
    );
  }

  await db.schema
    .createTable('price_drop_alert_settings')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('alert', 'text', (c) =>
      c
        .notNull()
        .defaultTo('instant')
        .check(sql`alert IN ('off', 'instant', 'daily')`),
    )
    .addColumn('last_alerted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('price_drop_alerts_sent')
    .addColumn('change_id', 'bigint', (c) => c.notNull().references('listing_price_changes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', user)
    .addColumn('sent_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('price_drop_alerts_sent_pkey', ['change_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_drop_alerts_sent').execute();
  await db.schema.dropTable('price_drop_alert_settings').execute();
  for (const table of LISTING_TABLES) await db.schema.alterTable(table).dropColumn('price_dropped_at').execute();
  await db.schema.dropTable('listing_price_changes').execute();
}
