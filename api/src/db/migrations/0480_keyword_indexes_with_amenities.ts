import { type Kysely, sql } from 'kysely';

// A keyword search with amenities ("المزه", with parking) found its candidates in the keyword index (migration 0280),
// then visited each in the table to test its amenities: half the visits of a typical search were of listings the
// amenities then dropped. The keyword indexes now carry the amenities as a second column, so the index itself keeps
// only the listings that have every amenity asked for (`amenities @> …`, search-repository.ts) and only those are
// visited. A search without amenities reads the index as before.
const INDEXES = [
  // [index, the listings it holds], as migrations 0150 and 0280 made them.
  ['properties_search_trgm_idx', ''],
  ['properties_active_sale_keyword_idx', " WHERE status = 'active' AND listing_type = 'sale'"],
  ['properties_active_rent_keyword_idx', " WHERE status = 'active' AND listing_type = 'rent'"],
] as const;

const keywordIndexes = async (db: Kysely<any>, columns: string) => {
  for (const [name, where] of INDEXES) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON properties USING gin (${columns})${where}`).execute(db);
  }
};

export async function up(db: Kysely<any>): Promise<void> {
  await keywordIndexes(db, 'search_text gin_trgm_ops, amenities');
}

export async function down(db: Kysely<any>): Promise<void> {
  await keywordIndexes(db, 'search_text gin_trgm_ops');
}
