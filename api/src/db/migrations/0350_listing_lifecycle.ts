import { type Kysely, sql } from 'kysely';

// One status model for every listing kind (features/listings/lifecycle.ts). Properties had active, inactive, sold
// and rented; cars had active/inactive beside a vehicle status Available/Sold. Taken down becomes paused; a car
// marked Sold becomes a sold listing (its vehicle status stays Sold, which is what the car endpoints show). No row is
// dropped. `status_before_hidden` remembers where a listing a moderator hid goes back to.
const STATUSES = ['draft', 'active', 'paused', 'expired', 'sold', 'rented', 'hidden'];

async function dropStatusChecks(db: Kysely<any>, table: string): Promise<void> {
  const { rows } = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint
    WHERE conrelid = ${table}::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%status%'
      AND pg_get_constraintdef(oid) NOT LIKE '%vehicle_status%'`.execute(db);
  for (const { conname } of rows)
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(conname)}`.execute(db);
}

async function lifecycle(db: Kysely<any>, table: string): Promise<void> {
  await dropStatusChecks(db, table);
  await sql`UPDATE ${sql.table(table)} SET status = 'paused' WHERE status = 'inactive'`.execute(db);
  await sql
    .raw(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check CHECK (status IN (${STATUSES.map((s) => `'${s}'`).join(',')}))`,
    )
    .execute(db);
  await db.schema
    .alterTable(table)
    .addColumn('status_before_hidden', 'text', (c) =>
      c.check(
        sql.raw(
          `status_before_hidden IN (${STATUSES.filter((s) => s !== 'hidden')
            .map((s) => `'${s}'`)
            .join(',')})`,
        ),
      ),
    )
    .execute();
  await db.schema.alterTable(table).addColumn('status_changed_at', 'timestamptz').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await lifecycle(db, 'properties');
  await lifecycle(db, 'autos');
  await sql`UPDATE autos SET status = 'sold' WHERE status = 'active' AND vehicle_status = 'sold'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['properties', 'autos']) {
    await db.schema.alterTable(table).dropColumn('status_before_hidden').dropColumn('status_changed_at').execute();
    await sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_status_check`).execute(db);
  }
  await sql`UPDATE autos SET status = 'active' WHERE status = 'sold'`.execute(db);
  await sql`UPDATE autos SET status = 'inactive' WHERE status <> 'active'`.execute(db);
  await sql`UPDATE properties SET status = 'inactive' WHERE status NOT IN ('active', 'sold', 'rented')`.execute(db);
  await sql`ALTER TABLE properties ADD CONSTRAINT properties_status_check CHECK (status IN ('active','inactive','sold','rented'))`.execute(
    db,
  );
  await sql`ALTER TABLE autos ADD CONSTRAINT autos_status_check CHECK (status IN ('active','inactive'))`.execute(db);
}
