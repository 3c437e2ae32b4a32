import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signUp } from '../../test/accounts.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { up } from './0310_search_text_words_once.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0310: each word of a search text once', () => {
  it('rewrites texts stored with repeats, keeping the first place of each word, and leaves the others', async () => {
    const P = await loadPlaces(t);
    const owner = await signUp(t, 'migration-0310@example.com', {
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
    const [repeated, plain] = await insertListings(t, owner.user.id as number, [place, place]);
    // As stored before: the place named in the title, the description and the place columns.
    await t.db
      .updateTable('properties')
      .set({ search_text: 'flat in mezzeh شقه في المزه mezzeh damascus المزه دمشق mezzeh' })
      .where('id', '=', repeated!)
      .execute();
    await t.db.updateTable('properties').set({ search_text: 'villa in kafr sousa' }).where('id', '=', plain!).execute();
    await up(t.db);
    const rows = await t.db
      .selectFrom('properties')
      .select(['id', 'search_text'])
      .where('id', 'in', [repeated!, plain!])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.search_text)).toEqual([
      'flat in mezzeh شقه في المزه damascus دمشق',
      'villa in kafr sousa',
    ]);
  });
});
