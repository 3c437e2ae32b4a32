import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { down, up } from './0460_budget_halves.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const priceIndexes = async () =>
  Object.fromEntries(
    (
      await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename IN ('properties', 'autos') AND indexdef LIKE '%final_price_%'
      AND indexname NOT LIKE '%price_sqm%' ORDER BY indexname`.execute(t.db)
    ).rows.map((r) => [r.indexname, r.indexdef]),
  );

describe('migration 0460: the price indexes of a budget in two halves', () => {
  it('carries priced_in in the price indexes, adds their copies over the listings priced in one currency, and takes both back', async () => {
    const after = await priceIndexes();
    expect(after.properties_active_city_usd_idx).toMatch(
      /INCLUDE \(bedrooms, bathrooms, property_type, priced_in\) WHERE \(status = 'active'::text\)$/,
    );
    expect(after.autos_active_price_syp_idx).toMatch(/INCLUDE \(priced_in\) WHERE \(status = 'active'::text\)$/);
    expect(after.properties_active_gov_syp_priced_only_idx).toMatch(
      /\(tenant_id, governorate_id, listing_type, final_price_syp, id\) INCLUDE \(bedrooms, bathrooms, property_type\) WHERE \(\(status = 'active'::text\) AND \(priced_in = 'SYP'::text\)\)$/,
    );
    expect(after.autos_active_price_usd_priced_only_idx).toMatch(
      /WHERE \(\(status = 'active'::text\) AND \(priced_in = 'USD'::text\)\)$/,
    );

    await down(t.db);
    const before = await priceIndexes();
    expect(Object.keys(before).filter((name) => name.includes('priced_only'))).toEqual([]);
    expect(Object.values(before).filter((def) => def.includes('priced_in'))).toEqual([]);
    expect(before.properties_active_city_usd_idx).toMatch(
      /INCLUDE \(bedrooms, bathrooms, property_type\) WHERE \(status = 'active'::text\)$/,
    );

    await up(t.db);
    expect(await priceIndexes()).toEqual(after);
  });
});
