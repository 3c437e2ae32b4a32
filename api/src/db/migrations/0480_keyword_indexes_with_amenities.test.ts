import { sql } from 'kysely';
import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paging } from '../../features/listing-shared/pagination.js';
import { searchQuery } from '../../features/property/search-repository.js';
import { insertListings, loadPlaces, type Places } from '../../features/property/test-listings.js';
import { down, up } from './0480_keyword_indexes_with_amenities.js';

let t: TestApp;
let P: Places;
/** The flat in Mezzeh with a garage: what a keyword search with parking finds. */
let parked: number | undefined;
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  const agent = await signUp(t, 'keyword-amenities@example.com', {
    user_type: 'Agent',
    listing_category: 'real_estate',
  });
  const place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
  [parked] = await insertListings(t, agent.user.id as number, [
    { ...place, name: 'Flat in Mezzeh with a garage', amenities: ['parking', 'elevator'] },
    { ...place, name: 'Flat in Mezzeh on the street' },
    { ...place, name: 'Flat in Malki with a garage', amenities: ['parking'] },
  ]);
  // A market around them, vacuumed (a GIN index's new entries wait in a list the planner costs as a full read), so that
  // the planner reads a rare word through its index as it does on a live database.
  await insertListings(
    t,
    agent.user.id as number,
    Array.from({ length: 500 }, (_, i) =>
      i < 200
        ? { ...place, name: `Flat ${i} in Mezzeh` }
        : { ...place, name: `Flat ${i} in Kafr Souseh`, amenities: ['parking'] },
    ),
  );
  await sql`VACUUM ANALYZE properties`.execute(t.db);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const keywordIndexes = async () =>
  (
    await sql<{
      indexdef: string;
    }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'properties' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`.execute(
      t.db,
    )
  ).rows.map((r) => r.indexdef);

describe('migration 0480: the keyword indexes carry the amenities', () => {
  it('finds a keyword with amenities, and without', async () => {
    const found = async (query: string) =>
      (await get(t, `/api/property/get-property-list?listing_type=sale&${query}`))
        .json()
        .data.items.map((i: { id: number }) => i.id)
        .sort();
    expect(await found('keyword=Mezzeh&amenities[]=parking')).toEqual([parked]);
    expect(await found('keyword=Mezzeh&amenities[]=parking&amenities[]=elevator')).toEqual([parked]);
    expect(await found('keyword=Mezzeh&amenities[]=security')).toEqual([]);
    // The two flats above and the 200 of the market around them.
    expect(
      (await get(t, '/api/property/get-property-list?listing_type=sale&keyword=Mezzeh')).json().data.pagination.total,
    ).toBe(202);
  });

  it('tests the amenities in the index, so that only the listings having them are visited', async () => {
    const statement = searchQuery(
      t.db,
      t.tenant.id,
      { keyword: 'Mezzeh', listing_type: 'sale', amenities: ['parking'] },
      'newest',
      'USD',
      paging(1, 12),
    );
    // 503 listings are still read whole more cheaply than through an index: left only indexes to read them through,
    // the planner picks the one that finds the fewest.
    await sql`SET enable_seqscan = off`.execute(t.db);
    await sql`SET enable_indexscan = off`.execute(t.db);
    try {
      const plan = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${statement}`.execute(t.db)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(
        /Bitmap Index Scan on properties_\w+_idx .*\n\s+Index Cond: \(\(search_text ~~ .*\) AND \(amenities @> /,
      );
    } finally {
      await sql`RESET enable_seqscan`.execute(t.db);
      await sql`RESET enable_indexscan`.execute(t.db);
    }
  });

  it('takes the amenities out of the keyword indexes and puts them back', async () => {
    const after = await keywordIndexes();
    expect(after).toHaveLength(3);
    for (const def of after) expect(def).toMatch(/USING gin \(search_text gin_trgm_ops, amenities\)/);
    await down(t.db);
    for (const def of await keywordIndexes()) expect(def).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
    await up(t.db);
    expect(await keywordIndexes()).toEqual(after);
  });
});
