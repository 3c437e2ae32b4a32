import { type Kysely, sql } from 'kysely';

// Finding a repeated photo (listings/duplicates.ts): a photo within 6 bits of another agrees with it exactly on at
// least one of the hash's eight bytes (7+ differing bits are needed to touch all eight), so an index per byte finds
// every candidate without reading every photo of the site; the distance itself is then checked on those only.
const PHASH_BANDS = 8;

export async function up(db: Kysely<any>): Promise<void> {
  for (let band = 0; band < PHASH_BANDS; band++) {
    await sql
      .raw(
        `CREATE INDEX media_files_phash_band${band}_idx ON media_files (tenant_id, kind, ((phash >> ${band * 8}) & 255)) WHERE phash IS NOT NULL`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (let band = 0; band < PHASH_BANDS; band++)
    await sql.raw(`DROP INDEX media_files_phash_band${band}_idx`).execute(db);
}
