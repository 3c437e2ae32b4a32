import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Catalogue, loadCatalogue } from '../auto/test-autos.js';

let t: TestApp;
let cat: Catalogue;
let alice: { token: string; user: Record<string, unknown> };
let bob: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  cat = await loadCatalogue(t);
  alice = await signUp(t, 'alice-searches@example.com');
  bob = await signUp(t, 'bob-searches@example.com');
});
afterAll(async () => {
  await t.close();
});

const as = (who: { token: string }, lang?: 'ar') => ({
  ...bearer(who.token),
  ...(lang && { 'accept-language': 'ar' }),
});
const save = (who: { token: string }, body: Record<string, unknown>, lang?: 'ar') =>
  post(t, '/api/save-search', body, as(who, lang));
const list = async (who: { token: string }) =>
  (await get(t, '/api/saved-searches', as(who))).json().data.items as { id: number; name: string; query: string }[];

describe('saving a search', () => {
  it('stores the search in one canonical form and answers with it', async () => {
    const res = await save(alice, {
      name: '  Flats in Damascus  ',
      kind: 'property',
      query:
        '?sort=newest&governorate_id=3&listing_type=sale&page=2&per_page=24&amenities[]=parking&amenities[]=balcony&currency=Syp&utm_source=mail&keyword=',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Search saved.' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Flats in Damascus',
      kind: 'property',
      // Known parameters only, no paging, keys sorted, array values sorted, currency as the endpoint reads it.
      query: 'amenities=balcony&amenities=parking&currency=SYP&governorate_id=3&listing_type=sale&sort=newest',
      alert: 'daily',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_alerted_at: null,
    });
    expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
  });

  it('spots the same search written another way as already saved', async () => {
    const again = await save(alice, {
      name: 'Again',
      kind: 'property',
      query: 'listing_type=sale&currency=SYP&amenities=parking,balcony&governorate_id=03&sort=newest&page=1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: 'You have already saved this search',
      errors: { query: ['You have already saved this search'] },
    });
    const arabic = await save(
      alice,
      {
        name: 'Again',
        kind: 'property',
        query: 'sort=newest&listing_type=sale&governorate_id=3&currency=SYP&amenities[]=balcony&amenities[]=parking',
      },
      'ar',
    );
    expect(arabic.json()).toEqual({
      success: false,
      message: 'لقد حفظت هذا البحث من قبل',
      errors: { query: ['لقد حفظت هذا البحث من قبل'] },
    });
    // The same criteria for autos, or for another member, are another search.
    expect(
      (
        await save(bob, {
          name: 'Same for Bob',
          kind: 'property',
          query: 'listing_type=sale&governorate_id=3&currency=SYP&amenities=balcony,parking&sort=newest',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('saves an auto search checked against the auto list rules, with the alert chosen', async () => {
    const model = cat.model('kia-rio');
    const res = await save(alice, {
      name: 'Rios',
      kind: 'auto',
      query: `model_id=${model.id}&class_id=${model.class_id}&brand_id=${model.brand_id}&fuel_type=Hybrid,petrol`,
      alert: 'instant',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'auto',
      alert: 'instant',
      query: `brand_id=${model.brand_id}&class_id=${model.class_id}&fuel_type=hybrid&fuel_type=petrol&model_id=${model.id}`,
    });
  });

  it('refuses what the list endpoint would refuse, under `query`', async () => {
    const badType = await save(alice, { name: 'Bad', kind: 'property', query: 'listing_type=swap' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toEqual({ query: ['The selected listing type is invalid.'] });
    const reversed = await save(alice, { name: 'Bad', kind: 'property', query: 'min_price=500&max_price=100' });
    expect(reversed.json().errors).toEqual({ query: ['The min price must not be greater than the max price.'] });
    const reversedAr = await save(alice, { name: 'Bad', kind: 'property', query: 'min_price=500&max_price=100' }, 'ar');
    expect(reversedAr.json().errors.query[0]).toBe('يجب ألا يكون السعر الأدنى أكبر من السعر الأعلى.');
    const wrongClass = await save(alice, {
      name: 'Bad',
      kind: 'auto',
      query: `brand_id=${cat.brand('toyota')}&class_id=${cat.klass('kia-sedans')}`,
    });
    expect(wrongClass.json().errors).toEqual({ query: ['The selected class does not belong to the selected brand.'] });
    const notNumber = await save(alice, { name: 'Bad', kind: 'auto', query: 'min_year=new' });
    expect(notNumber.json().errors).toEqual({ query: ['The min year field must be a number.'] });
  });

  it('checks the name and the kind', async () => {
    const blank = await save(alice, { name: '   ', kind: 'property', query: 'listing_type=rent' });
    expect(blank.json().errors).toEqual({ name: ['The name field is required'] });
    const long = await save(alice, { name: 'x'.repeat(81), kind: 'property', query: 'listing_type=rent' });
    expect(long.json().errors).toEqual({ name: ['The name field may not be greater than 80 characters.'] });
    const kind = await save(alice, { name: 'Boats', kind: 'boat', query: '', alert: 'hourly' });
    expect(kind.json().errors).toEqual({
      kind: ['The selected kind is invalid.'],
      alert: ['The selected alert is invalid.'],
    });
    const missing = await post(t, '/api/save-search', {}, as(alice, 'ar'));
    expect(missing.json().errors).toMatchObject({ name: ['حقل الاسم مطلوب'] });
  });

  it('needs a signed-in member', async () => {
    expect((await post(t, '/api/save-search', { name: 'x', kind: 'property', query: '' })).statusCode).toBe(401);
    expect((await get(t, '/api/saved-searches')).statusCode).toBe(401);
    expect((await get(t, '/api/already-save?kind=property&query=')).statusCode).toBe(401);
    expect((await post(t, '/api/update-search', { id: 1, name: 'x' })).statusCode).toBe(401);
    expect((await post(t, '/api/delete-search', { id: 1 })).statusCode).toBe(401);
  });

  it('keeps at most 50 searches per member', async () => {
    const carol = await signUp(t, 'carol-searches@example.com');
    for (let i = 1; i <= 50; i += 1) {
      const res = await save(carol, { name: `Search ${i}`, kind: 'property', query: `min_size=${i}` });
      expect(res.statusCode).toBe(200);
    }
    const over = await save(carol, { name: 'One too many', kind: 'property', query: 'min_size=999' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({
      name: ['You can keep at most 50 saved searches. Delete one to save another.'],
    });
    const overAr = await save(carol, { name: 'One too many', kind: 'property', query: 'min_size=999' }, 'ar');
    expect(overAr.json().message).toBe('يمكنك الاحتفاظ بـ 50 عملية بحث محفوظة على الأكثر. احذف واحدة لتحفظ أخرى.');
    const items = await list(carol);
    expect(items).toHaveLength(50);
    // Newest first.
    expect(items[0]!.name).toBe('Search 50');
    expect(items[49]!.name).toBe('Search 1');
    await post(t, '/api/delete-search', { id: items[0]!.id }, as(carol));
    expect((await save(carol, { name: 'Now it fits', kind: 'property', query: 'min_size=999' })).statusCode).toBe(200);
  });
});

describe('already saved?', () => {
  it('answers for the normalised search, per member and kind', async () => {
    const q = encodeURIComponent(
      'currency=syp&listing_type=sale&governorate_id=3&amenities=parking&amenities=balcony&sort=newest&page=3',
    );
    const yes = await get(t, `/api/already-save?kind=property&query=${q}`, as(alice));
    expect(yes.json()).toMatchObject({
      success: true,
      data: { saved: true, search: { name: 'Flats in Damascus', kind: 'property' } },
    });
    // The auto list has no such filters: they are left out, as the auto list itself ignores them.
    const auto = await get(t, `/api/already-save?kind=auto&query=${q}`, as(alice));
    expect(auto.json().data).toEqual({ saved: false, search: null });
    const other = await get(
      t,
      `/api/already-save?kind=property&query=${encodeURIComponent('listing_type=rent')}`,
      as(alice),
    );
    expect(other.json().data).toEqual({ saved: false, search: null });
    const empty = await get(t, '/api/already-save?kind=property', as(alice));
    expect(empty.json().data).toEqual({ saved: false, search: null });
    const bad = await get(t, '/api/already-save?kind=property&query=bedrooms%3Dmany', as(alice));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ query: ['The bedrooms field must be a number.'] });
    expect((await get(t, '/api/already-save?kind=flat&query=', as(alice))).json().errors).toEqual({
      kind: ['The selected kind is invalid.'],
    });
  });
});

describe('changing and deleting a saved search', () => {
  it('renames, changes alerts and criteria of the own search only', async () => {
    const created = (
      await save(alice, { name: 'Rentals', kind: 'property', query: 'listing_type=rent', alert: 'off' })
    ).json().data;
    const renamed = await post(
      t,
      '/api/update-search',
      { id: created.id, name: ' Rentals in Homs ', alert: 'instant', query: 'city_id=7&listing_type=rent' },
      as(alice),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Saved search updated.',
      data: {
        id: created.id,
        name: 'Rentals in Homs',
        alert: 'instant',
        query: 'city_id=7&listing_type=rent',
        created_at: created.created_at,
      },
    });
    const partial = await post(t, '/api/update-search', { id: created.id, alert: 'daily' }, as(alice));
    expect(partial.json().data).toMatchObject({
      name: 'Rentals in Homs',
      alert: 'daily',
      query: 'city_id=7&listing_type=rent',
    });

    // Criteria another saved search already has.
    const clash = await post(
      t,
      '/api/update-search',
      {
        id: created.id,
        query: 'governorate_id=3&listing_type=sale&sort=newest&currency=SYP&amenities=parking,balcony',
      },
      as(alice),
    );
    expect(clash.json()).toMatchObject({ errors: { query: ['You have already saved this search'] } });
    const invalid = await post(t, '/api/update-search', { id: created.id, query: 'listing_type=lease' }, as(alice));
    expect(invalid.json().errors).toEqual({ query: ['The selected listing type is invalid.'] });

    const stranger = await post(t, '/api/update-search', { id: created.id, name: 'Mine now' }, as(bob));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ success: false, message: 'Saved search not found.' });
    const strangerAr = await post(t, '/api/delete-search', { id: created.id }, as(bob, 'ar'));
    expect(strangerAr.statusCode).toBe(404);
    expect(strangerAr.json().message).toBe('البحث المحفوظ غير موجود.');
    expect((await list(alice)).find((s) => s.id === created.id)?.name).toBe('Rentals in Homs');

    const deleted = await post(t, '/api/delete-search', { id: created.id }, as(alice));
    expect(deleted.json()).toEqual({ success: true, message: 'Saved search deleted.', data: null });
    expect((await list(alice)).find((s) => s.id === created.id)).toBeUndefined();
    expect((await post(t, '/api/delete-search', { id: created.id }, as(alice))).statusCode).toBe(404);
    expect((await post(t, '/api/update-search', { id: 'one' }, as(alice))).json().errors).toEqual({
      id: ['The id field must be a number.'],
    });
  });

  it("lists only the member's own searches, newest first, in Arabic for Arabic readers", async () => {
    const res = await get(t, '/api/saved-searches', as(bob, 'ar'));
    expect(res.json()).toMatchObject({ success: true, message: 'عمليات البحث المحفوظة' });
    expect(res.json().data.items.map((s: { name: string }) => s.name)).toEqual(['Same for Bob']);
    const names = (await list(alice)).map((s) => s.name);
    expect(names).toEqual(['Rios', 'Flats in Damascus']);
  });
});
