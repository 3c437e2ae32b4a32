import { type Kysely, sql } from 'kysely';

// Stored search texts hold each word once (listing-shared/arabic-fold.ts searchText): a keyword's words are matched
// one by one, so repeats (a place named in the title, the description and the place columns) only lengthened the
// text every candidate listing is checked against. Rewrites the texts stored before, keeping each word's first place.
const DEDUPED = (table: string) =>
  sql.raw(`
  UPDATE ${table} t SET search_text = d.text
  FROM (
    SELECT id, string_agg(word, ' ' ORDER BY first) AS text
    FROM (
      SELECT id, word, min(n) AS first
      FROM ${table}, regexp_split_to_table(search_text, ' ') WITH ORDINALITY AS w(word, n)
      WHERE word <> ''
      GROUP BY id, word
    ) words
    GROUP BY id
  ) d
  WHERE d.id = t.id AND t.search_text <> d.text`);

// Every row was rewritten: the trigram indexes would keep the space of the old entries (and scan slower for it).
const TRIGRAM_INDEXES = [
  'properties_search_trgm_idx',
  'properties_active_sale_keyword_idx',
  'properties_active_rent_keyword_idx',
  'autos_search_trgm_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['properties', 'autos']) await DEDUPED(table).execute(db);
  for (const index of TRIGRAM_INDEXES) await sql.raw(`REINDEX INDEX ${index}`).execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: a text with each word once finds the same listings.
}
