import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Syria's administrative geography is reference data shared by every tenant, not data a tenant owns: the same
// governorates, cities and neighbourhoods exist whichever site a listing is posted on. Keeping one copy means
// tenants cannot drift apart on the map, listings of different tenants can be compared by place, and the data is
// seeded once instead of once per tenant. Tenant-owned rows (listings, saved searches) carry tenant_id and point
// here by id. Each row has a stable `code` so seeding is idempotent.
const levels = [
  { table: 'governorates', parent: null },
  { table: 'cities', parent: { column: 'governorate_id', table: 'governorates' } },
  { table: 'neighborhoods', parent: { column: 'city_id', table: 'cities' } },
  { table: 'sub_neighborhoods', parent: { column: 'neighborhood_id', table: 'neighborhoods' } },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, parent } of levels) {
    let builder: CreateTableBuilder<string, string> = db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey());
    if (parent) {
      builder = builder.addColumn(parent.column, 'integer', (c) =>
        c.notNull().references(`${parent.table}.id`).onDelete('cascade'),
      );
    }
    builder = builder
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name_ar', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
    builder = parent
      ? builder.addUniqueConstraint(`${table}_parent_code_key`, [parent.column, 'code'])
      : builder.addUniqueConstraint(`${table}_code_key`, ['code']);
    await builder.execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of [...levels].reverse()) await db.schema.dropTable(table).execute();
}
