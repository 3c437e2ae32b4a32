import { type Kysely, sql } from 'kysely';

// Keyword searches almost always say sale or rent. With one trigram index over every listing, each listing that
// contains the words is visited to check the rest of the search, so a word found in 900 listings costs 900 visits
// even when a third of them are for sale. One index per listing type, over active listings only, halves those
// visits for a typical search. The search writes the listing type into the statement (see search-repository.ts),
// because a partial index serves a prepared statement's generic plan only when its condition is a literal there.
// The index over every listing stays for keyword searches of either type.
const TYPES = ['sale', 'rent'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const type of TYPES) {
    await sql
      .raw(
        `CREATE INDEX properties_active_${type}_keyword_idx ON properties USING gin (search_text gin_trgm_ops) WHERE status = 'active' AND listing_type = '${type}'`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const type of TYPES) await sql.raw(`DROP INDEX properties_active_${type}_keyword_idx`).execute(db);
}
