import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

// Whether a request wrote anything, told by the database itself: a row trigger on every table of the app's schema
// notes each inserted, updated or deleted row (and a truncate) in a log table of the test's own. The log is written
// in the writer's transaction, so a write that was rolled back leaves no note, and one cheap query reads the mark.

const LOG = 'fuzz_write_log';

/** Installs the triggers on every table that exists now (call after migrating and seeding). */
export async function watchWrites(db: Kysely<Database>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.id(LOG)} (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_write_log (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> ${LOG}
      AND NOT c.relispartition
    ORDER BY 1`.execute(db);
  for (const { name } of rows) {
    await sql`CREATE TRIGGER fuzz_rows AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(name)} FOR EACH ROW EXECUTE FUNCTION fuzz_note_write()`.execute(
      db,
    );
    await sql`CREATE TRIGGER fuzz_truncate AFTER TRUNCATE ON ${sql.id(name)} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_note_write()`.execute(
      db,
    );
  }
}

/** The newest write noted so far: equal marks around a request mean it wrote nothing. */
export async function writeMark(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ id: string }>`SELECT coalesce(max(id), 0)::text AS id FROM ${sql.id(LOG)}`.execute(db);
  return Number(rows[0]!.id);
}

/** What was written after a mark, for a failure message: "INSERT users, UPDATE sessions". */
export async function writesSince(db: Kysely<Database>, mark: number): Promise<string> {
  const { rows } = await sql<{ table_name: string; op: string }>`
    SELECT DISTINCT table_name, op FROM ${sql.id(LOG)} WHERE id > ${mark} ORDER BY 1, 2`.execute(db);
  return rows.map((r) => `${r.op} ${r.table_name}`).join(', ');
}
