import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUp } from '../../test/accounts.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { down, up } from './0410_property_ownership_document_and_price_per_sqm.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0410: ownership document and price per m² indexes', () => {
  it('adds an empty document to every listing, keeps every row, and stores only the known kinds', async () => {
    const P = await loadPlaces(t);
    const owner = await signUp(t, 'migration-0410@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
    await down(t.db);
    await sql`INSERT INTO properties (tenant_id, owner_id, name, description, governorate_id, city_id, property_type, listing_type, category,
      size_sqm, furnished, price_syp, price_usd, final_price_syp, final_price_usd, latitude, longitude, search_text)
      VALUES (${t.tenant.id}, ${owner.user.id as number}, 'Before 0410', 'x', ${place.governorate_id}, ${place.city_id}, 'apartment', 'sale', 'residential',
      80, 'furnished', 1300000000, 100000, 1300000000, 100000, 33.5, 36.3, 'before')`.execute(t.db);
    await up(t.db);
    const row = await t.db
      .selectFrom('properties')
      .select(['name', 'ownership_document'])
      .where('name', '=', 'Before 0410')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Before 0410', ownership_document: null });
    await insertListings(t, owner.user.id as number, [{ ...place, ownership_document: 'notarised_poa' }]);
    await expect(
      insertListings(t, owner.user.id as number, [{ ...place, ownership_document: 'receipt' as never }]),
    ).rejects.toThrow(/ownership_document/);
    const indexes = await sql<{
      indexname: string;
    }>`SELECT indexname FROM pg_indexes WHERE tablename = 'properties' AND indexname LIKE 'properties_active_price_sqm_%'
      AND indexname NOT LIKE '%priced_only%' ORDER BY indexname`.execute(t.db);
    expect(indexes.rows.map((r) => r.indexname)).toEqual([
      'properties_active_price_sqm_syp_desc_idx',
      'properties_active_price_sqm_syp_idx',
      'properties_active_price_sqm_usd_desc_idx',
      'properties_active_price_sqm_usd_idx',
    ]);
  });
});
