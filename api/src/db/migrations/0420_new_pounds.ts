import { type Kysely, sql } from 'kysely';

// Since 1 January 2026 the Syrian pound is redenominated: 1 new pound = 100 old (two zeros removed). Listings stored
// their pound prices in old pounds; from here on every stored SYP amount is in new pounds.
//
// - Listing prices (bigint, whole pounds) are divided by 100, rounded to the nearest whole new pound. Every seeded and
//   realistic price is a multiple of 100 old pounds, so nothing changes but the unit; an amount that is not (typed
//   to the last pound) keeps its exact old value in `syp_redenomination_remainders`, so `down` restores it exactly
//   and nothing is lost (half a new pound at most is under a US cent).
// - Saved searches and recent searches keep their budgets in their query text; a pound budget (currency=SYP or no
//   currency: SYP is the default) is shifted two decimal places, exactly (1500.5 new pounds stays 1500.5).
// - Plans, per-ad options and payments are NOT changed: the catalogue was priced in new pounds from the start
//   (plans/catalogue.ts: 25 USD ↔ 3,000 SYP), and a payment is a record of what was asked and paid, in that unit.
// The factor is fixed here (a migration is a fact of history); the display reads the setting
// (SYP_REDENOMINATION_FACTOR).
const FACTOR = 100;
const PLACES = 2;
const PRICE_COLUMNS: Record<string, string[]> = {
  properties: ['price_syp', 'final_price_syp'],
  autos: ['price_syp', 'final_price_syp'],
};
const QUERY_TABLES = ['saved_searches', 'search_history'];
const BUDGET_KEYS = ['min_price', 'max_price'];

/** Moves the decimal point of a non-negative decimal text `places` to the left (negative: to the right), exactly. */
export function shiftDecimal(text: string, places: number): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return text;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const digits = whole + fraction;
  const point = whole.length - places;
  const padded =
    point < 0
      ? '0'.repeat(-point) + digits
      : point > digits.length
        ? digits + '0'.repeat(point - digits.length)
        : digits;
  const at = Math.max(point, 0);
  const intPart = padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0';
  const fracPart = padded.slice(at).replace(/0+$/, '');
  return fracPart ? `${intPart}.${fracPart}` : intPart;
}

/** A stored search's query with its pound budget moved by `places`; null when it has none (or budgets in dollars). */
export function shiftPoundBudget(query: string, places: number): string | null {
  const params = new URLSearchParams(query);
  if ((params.get('currency') ?? 'SYP').toUpperCase() !== 'SYP') return null;
  let changed = false;
  for (const key of BUDGET_KEYS) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    params.delete(key);
    for (const value of values) params.append(key, shiftDecimal(value, places));
    changed = true;
  }
  if (!changed) return null;
  // Appending moves the keys to the end; the stored form has them sorted (saved-searches/listing-query.ts).
  params.sort();
  return params.toString();
}

async function shiftQueries(db: Kysely<any>, places: number): Promise<void> {
  for (const table of QUERY_TABLES) {
    const rows = (await db.selectFrom(table).select(['id', 'query']).where('query', 'like', '%_price=%').execute()) as {
      id: number;
      query: string;
    }[];
    const moved = rows
      .map((r) => ({ id: r.id, query: shiftPoundBudget(r.query, places) }))
      .filter((r): r is { id: number; query: string } => r.query !== null);
    // Two steps: a member may hold both a search and the one it becomes, and the (member, query) key is checked row
    // by row; placeholders first, so the final texts (all distinct: the shift is one-to-one) never meet an old one.
    for (const r of moved)
      await db
        .updateTable(table)
        .set({ query: `0420-moving-${r.id}` })
        .where('id', '=', r.id)
        .execute();
    for (const r of moved) await db.updateTable(table).set({ query: r.query }).where('id', '=', r.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('syp_redenomination_remainders')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('old_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('syp_redenomination_remainders_pkey', ['table_name', 'row_id', 'column_name'])
    .execute();
  for (const [table, columns] of Object.entries(PRICE_COLUMNS)) {
    for (const column of columns) {
      await sql`INSERT INTO syp_redenomination_remainders (table_name, row_id, column_name, old_amount)
        SELECT ${table}, id, ${column}, ${sql.ref(column)} FROM ${sql.table(table)} WHERE ${sql.ref(column)} % ${FACTOR} <> 0`.execute(
        db,
      );
    }
    const set = columns.map((c) => sql`${sql.ref(c)} = round(${sql.ref(c)}::numeric / ${FACTOR})::bigint`);
    await sql`UPDATE ${sql.table(table)} SET ${sql.join(set)}`.execute(db);
  }
  await shiftQueries(db, PLACES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await shiftQueries(db, -PLACES);
  for (const [table, columns] of Object.entries(PRICE_COLUMNS)) {
    const set = columns.map(
      (c) => sql`${sql.ref(c)} = coalesce(
      (SELECT r.old_amount FROM syp_redenomination_remainders r WHERE r.table_name = ${table} AND r.row_id = t.id AND r.column_name = ${c}),
      t.${sql.ref(c)} * ${FACTOR})`,
    );
    await sql`UPDATE ${sql.table(table)} AS t SET ${sql.join(set)}`.execute(db);
  }
  await db.schema.dropTable('syp_redenomination_remainders').execute();
}
