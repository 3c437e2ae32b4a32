import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ann: { token: string };
let ben: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t, 'history-ann@example.com');
  ben = await signUp(t, 'history-ben@example.com');
});
afterAll(async () => {
  await t.close();
});

const record = (who: { token: string }, kind: string, query: string, lang?: 'ar') =>
  post(t, '/api/search-history', { kind, query }, { ...bearer(who.token), ...(lang && { 'accept-language': 'ar' }) });
const history = async (who: { token: string }, kind?: string) =>
  (await get(t, `/api/search-history${kind ? `?kind=${kind}` : ''}`, bearer(who.token))).json().data.items as {
    id: number;
    kind: string;
    query: string;
    searched_at: string;
  }[];

describe('recent searches', () => {
  it('remembers searches newest first, in canonical form, each once', async () => {
    const first = await record(ann, 'property', 'listing_type=sale&governorate_id=3&page=4');
    expect(first.json()).toEqual({ success: true, message: 'Search recorded.', data: null });
    await record(ann, 'auto', 'fuel_type=diesel');
    await record(ann, 'property', 'listing_type=rent');
    // The first search again, written another way: it moves to the top instead of being added twice.
    await record(ann, 'property', 'governorate_id=3&listing_type=sale&per_page=12');

    const all = await history(ann);
    expect(all.map((h) => [h.kind, h.query])).toEqual([
      ['property', 'governorate_id=3&listing_type=sale'],
      ['property', 'listing_type=rent'],
      ['auto', 'fuel_type=diesel'],
    ]);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      kind: 'property',
      query: 'governorate_id=3&listing_type=sale',
      searched_at: expect.any(String),
    });
    expect((await history(ann, 'auto')).map((h) => h.query)).toEqual(['fuel_type=diesel']);
    // Another member's history is their own.
    expect(await history(ben)).toEqual([]);
  });

  it('does not remember browsing with no filter', async () => {
    expect((await record(ben, 'property', '')).statusCode).toBe(200);
    expect((await record(ben, 'property', 'page=2')).statusCode).toBe(200);
    expect(await history(ben)).toEqual([]);
  });

  it('keeps the last 20 per kind and shows 10', async () => {
    const cy = await signUp(t, 'history-cy@example.com');
    for (let i = 1; i <= 25; i += 1) await record(cy, 'property', `min_size=${i}`);
    await record(cy, 'auto', 'min_year=2015');
    const shown = await history(cy, 'property');
    expect(shown.map((h) => h.query)).toEqual(Array.from({ length: 10 }, (_, i) => `min_size=${25 - i}`));
    const { n } = await t.db
      .selectFrom('search_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'history-cy@example.com')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .where('kind', '=', 'property')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(20);
    // Searching an old one again brings it back to the top; the oldest kept (6) is still there to be found.
    await record(cy, 'property', 'min_size=6');
    expect((await history(cy, 'property'))[0]!.query).toBe('min_size=6');
    // Both kinds together, newest first.
    expect((await history(cy)).map((h) => h.query).slice(0, 2)).toEqual(['min_size=6', 'min_year=2015']);
  });

  it('clears one kind or everything', async () => {
    const clearAuto = await post(t, '/api/search-history/clear', { kind: 'auto' }, bearer(ann.token));
    expect(clearAuto.json()).toEqual({ success: true, message: 'Recent searches cleared.', data: null });
    expect((await history(ann)).map((h) => h.kind)).toEqual(['property', 'property']);
    await post(t, '/api/search-history/clear', {}, bearer(ann.token));
    expect(await history(ann)).toEqual([]);
    const arabic = await post(t, '/api/search-history/clear', {}, { ...bearer(ann.token), 'accept-language': 'ar' });
    expect(arabic.json().message).toBe('تم مسح عمليات البحث الأخيرة.');
  });

  it('refuses bad searches and kinds, and guests', async () => {
    const bad = await record(ann, 'property', 'bedrooms=lots');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ query: ['The bedrooms field must be a number.'] });
    const badAr = await record(ann, 'property', 'min_price=9&max_price=1', 'ar');
    expect(badAr.json().errors.query).toEqual(['يجب ألا يكون السعر الأدنى أكبر من السعر الأعلى.']);
    expect((await record(ann, 'boat', 'x=1')).json().errors).toEqual({ kind: ['The selected kind is invalid.'] });
    expect((await post(t, '/api/search-history', { kind: 'auto' }, bearer(ann.token))).json().errors).toEqual({
      query: ['The query field is required'],
    });
    expect((await get(t, '/api/search-history?kind=boat', bearer(ann.token))).statusCode).toBe(400);
    expect((await post(t, '/api/search-history/clear', { kind: 'boat' }, bearer(ann.token))).statusCode).toBe(400);
    expect((await post(t, '/api/search-history', { kind: 'auto', query: '' })).statusCode).toBe(401);
    expect((await get(t, '/api/search-history')).statusCode).toBe(401);
    expect((await post(t, '/api/search-history/clear', {})).statusCode).toBe(401);
  });
});
