import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { down, up } from './0470_price_per_sqm_halves.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const perSqmIndexes = async () =>
  Object.fromEntries(
    (
      await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'properties' AND indexname LIKE 'properties_active_price_sqm_%' ORDER BY indexname`.execute(
        t.db,
      )
    ).rows.map((r) => [r.indexname, r.indexdef]),
  );

describe('migration 0470: the price-per-m² indexes of the listings priced in one currency', () => {
  it('adds a copy of each price-per-m² index over the listings priced only in its currency, and takes them back', async () => {
    const after = await perSqmIndexes();
    expect(after.properties_active_price_sqm_usd_priced_only_idx).toMatch(
      /\(tenant_id, \(\(\(final_price_usd\)::double precision \/ \(NULLIF\(size_sqm, 0\)\)::double precision\)\)\) WHERE \(\(status = 'active'::text\) AND \(priced_in = 'USD'::text\)\)$/,
    );
    expect(after.properties_active_price_sqm_syp_desc_priced_only_idx).toMatch(
      /COALESCE\(.*final_price_syp.*-1.*WHERE \(\(status = 'active'::text\) AND \(priced_in = 'SYP'::text\)\)$/,
    );

    await down(t.db);
    expect(Object.keys(await perSqmIndexes())).toEqual([
      'properties_active_price_sqm_syp_desc_idx',
      'properties_active_price_sqm_syp_idx',
      'properties_active_price_sqm_usd_desc_idx',
      'properties_active_price_sqm_usd_idx',
    ]);
    await up(t.db);
    expect(await perSqmIndexes()).toEqual(after);
  });
});
