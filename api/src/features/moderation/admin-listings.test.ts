import { get } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { MODERATION_MSG } from './messages.js';
import { admin, adminGet, asAdmin, auditOf, mails, type Member, member } from './test-moderation.js';

let t: TestApp;
let boss: Member;
let second: Member;
let owner: Member;
let arabicOwner: Member;
let reporters: Member[];
const ids = { villa: 0, shop: 0, car: 0, arabicFlat: 0 };

const row = (table: 'properties' | 'autos', id: number) =>
  t.db
    .selectFrom(table)
    .select(['status', 'hidden_reason', 'status_before_hidden'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const searchIds = async (url: string) => ((await get(t, url)).json().data.items as { id: number }[]).map((i) => i.id);
const report = (kind: 'property' | 'auto', id: number, who: Member) =>
  t.db
    .insertInto('listing_reports')
    .values({ tenant_id: t.tenant.id, listing_kind: kind, listing_id: id, reporter_id: who.id, reason: 'fake' })
    .execute();
const reportsOf = (kind: 'property' | 'auto', id: number) =>
  t.db
    .selectFrom('listing_reports')
    .select(['reporter_id', 'decision'])
    .where('listing_kind', '=', kind)
    .where('listing_id', '=', id)
    .where('decided_at', 'is not', null)
    .orderBy('reporter_id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com');
  second = await admin(t, 'second@example.com');
  owner = await member(t, 'owner@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  arabicOwner = await member(t, 'rami@example.com', { language: 'ar' });
  reporters = [await member(t, 'r1@example.com'), await member(t, 'r2@example.com')];
  const places = await loadPlaces(t);
  const where = { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus') };
  const model = (await loadCatalogue(t)).model('toyota-camry');
  const now = Date.now();
  [ids.villa, ids.shop] = (await insertListings(t, owner.id, [
    { ...where, name: 'Sea view villa', name_ar: 'فيلا مطلة على البحر', created_at: new Date(now - 4000) },
    { ...where, name: 'Corner shop 50%', status: 'paused', created_at: new Date(now - 2000) },
  ])) as [number, number];
  [ids.car] = (await insertAutos(t, owner.id, [{ model, name: 'Camry 2018', created_at: new Date(now - 3000) }])) as [
    number,
  ];
  [ids.arabicFlat] = (await insertListings(t, arabicOwner.id, [
    { ...where, name: 'Flat', name_ar: 'شقة مشمسة', created_at: new Date(now - 1000) },
  ])) as [number];
  await report('property', ids.villa, reporters[0]!);
  await report('property', ids.villa, reporters[1]!);
});
afterAll(async () => t.close());

describe('finding listings', () => {
  it('lists both kinds newest first, with the owner and the open reports', async () => {
    const res = await adminGet(t, boss, '/api/admin/listings');
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data;
    expect(data.map((l: { kind: string; id: number }) => [l.kind, l.id])).toEqual([
      ['property', ids.arabicFlat],
      ['property', ids.shop],
      ['auto', ids.car],
      ['property', ids.villa],
    ]);
    expect(pagination).toEqual({ page: 1, per_page: 12, total: 4, last_page: 1 });
    expect(data[3]).toMatchObject({
      name: 'Sea view villa',
      name_ar: 'فيلا مطلة على البحر',
      status: 'active',
      hidden_reason: null,
      reports_open: 2,
      path: `/property/property-detail/${ids.villa}`,
      owner: { id: owner.id, email: 'owner@example.com' },
    });
    const page2 = await adminGet(t, boss, '/api/admin/listings?per_page=2&page=2');
    expect(page2.json().data.data.map((l: { id: number }) => l.id)).toEqual([ids.car, ids.villa]);
    expect(page2.json().data.pagination).toEqual({ page: 2, per_page: 2, total: 4, last_page: 2 });
  });

  it('searches by name in either language or by number, and filters by kind, status and owner', async () => {
    const found = async (query: string) =>
      (await adminGet(t, boss, `/api/admin/listings?${query}`))
        .json()
        .data.data.map((l: { kind: string; id: number }) => `${l.kind}-${l.id}`);
    expect(await found('q=VIEW')).toEqual([`property-${ids.villa}`]);
    expect(await found(`q=${encodeURIComponent('مطلة')}`)).toEqual([`property-${ids.villa}`]);
    expect(await found(`q=${ids.car}&kind=auto`)).toEqual([`auto-${ids.car}`]);
    expect(await found('q=50%25')).toEqual([`property-${ids.shop}`]);
    expect(await found('kind=auto')).toEqual([`auto-${ids.car}`]);
    expect(await found('status=paused')).toEqual([`property-${ids.shop}`]);
    expect(await found(`owner_id=${arabicOwner.id}`)).toEqual([`property-${ids.arabicFlat}`]);
    expect(await found(`id=${ids.villa}&kind=property`)).toEqual([`property-${ids.villa}`]);
  });
});

describe('hiding and restoring a listing', () => {
  it('hides a listing with the reason: out of search, its reports decided, its owner emailed, the action audited', async () => {
    expect(await searchIds('/api/property/get-property-list')).toContain(ids.villa);
    const res = await asAdmin(t, boss, '/api/admin/listings/hide', {
      kind: 'property',
      id: ids.villa,
      reason: 'Photos of another house',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'property',
      id: ids.villa,
      status: 'hidden',
      hidden_reason: 'moderator',
      reports_open: 0,
    });
    expect(await row('properties', ids.villa)).toEqual({
      status: 'hidden',
      hidden_reason: 'moderator',
      status_before_hidden: 'active',
    });
    expect(await searchIds('/api/property/get-property-list')).not.toContain(ids.villa);
    expect(await reportsOf('property', ids.villa)).toEqual(
      reporters.map((r) => ({ reporter_id: r.id, decision: 'hidden' })),
    );
    const [mail] = await mails(t, owner.email);
    expect(mail).toMatchObject({ subject: 'Your listing "Sea view villa" is hidden' });
    expect(mail!.text).toContain('Reason: Photos of another house');
    expect(mail!.text).toContain(`/property/property-detail/${ids.villa}`);
    expect(mail!.text).not.toContain('r1@example.com');
    const [entry] = await auditOf(t, 'property', ids.villa);
    expect(entry).toMatchObject({
      action: 'listing.hide',
      admin_id: boss.id,
      admin_name: 'boss',
      reason: 'Photos of another house',
      before: { status: 'active', hidden_reason: null },
      after: { status: 'hidden', hidden_reason: 'moderator' },
    });
  });

  it('answers 409 to a second hide and 400 to an empty reason, changing nothing', async () => {
    const again = await asAdmin(t, second, '/api/admin/listings/hide', {
      kind: 'property',
      id: ids.villa,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MODERATION_MSG.alreadyDecided);
    const arabic = await asAdmin(
      t,
      second,
      '/api/admin/listings/hide',
      { kind: 'property', id: ids.villa, reason: 'Again' },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().message).toBe('اتخذ مشرف آخر قرارًا في هذا من قبل. تم تحديث القائمة.');
    const empty = await asAdmin(t, boss, '/api/admin/listings/hide', { kind: 'auto', id: ids.car, reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const emptyRestore = await asAdmin(t, boss, '/api/admin/listings/restore', {
      kind: 'property',
      id: ids.villa,
      reason: '',
    });
    expect(emptyRestore.statusCode).toBe(400);
    expect(await row('autos', ids.car)).toMatchObject({ status: 'active' });
    expect(await auditOf(t, 'property', ids.villa)).toHaveLength(1);
    expect(
      (await asAdmin(t, boss, '/api/admin/listings/hide', { kind: 'auto', id: 999_999, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('restores a hidden listing to the status it had, deciding its open reports, and emails the owner in their language', async () => {
    await asAdmin(t, boss, '/api/admin/listings/hide', { kind: 'property', id: ids.shop, reason: 'Wrong price' });
    expect(await row('properties', ids.shop)).toMatchObject({ status: 'hidden', status_before_hidden: 'paused' });
    await report('property', ids.shop, reporters[0]!);
    const res = await asAdmin(t, second, '/api/admin/listings/restore', {
      kind: 'property',
      id: ids.shop,
      reason: 'Price corrected',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paused', hidden_reason: null, reports_open: 0 });
    expect(await reportsOf('property', ids.shop)).toEqual([{ reporter_id: reporters[0]!.id, decision: 'restored' }]);
    expect((await mails(t, owner.email))[0]!.subject).toBe('Your listing "Corner shop 50%" is back');
    expect((await auditOf(t, 'property', ids.shop)).map((e) => [e.action, e.admin_id])).toEqual([
      ['listing.hide', boss.id],
      ['listing.restore', second.id],
    ]);
    expect(
      (await asAdmin(t, second, '/api/admin/listings/restore', { kind: 'property', id: ids.shop, reason: 'Again' }))
        .statusCode,
    ).toBe(409);

    await asAdmin(t, boss, '/api/admin/listings/hide', { kind: 'property', id: ids.arabicFlat, reason: 'صور مكررة' });
    const [hidden] = await mails(t, arabicOwner.email);
    expect(hidden!.subject).toBe('تم إخفاء إعلانك «شقة مشمسة»');
    expect(hidden!.text).toContain('السبب: صور مكررة');
  });

  it('lets the first of two admins deciding at the same moment win; the other is told it was decided', async () => {
    const [one, two] = await Promise.all([
      asAdmin(t, boss, '/api/admin/listings/hide', { kind: 'property', id: ids.shop, reason: 'Duplicate' }),
      asAdmin(t, second, '/api/admin/listings/hide', { kind: 'property', id: ids.shop, reason: 'Spam' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect((await auditOf(t, 'property', ids.shop)).filter((e) => e.action === 'listing.hide')).toHaveLength(2);
    expect(
      (await mails(t, owner.email)).filter((m) => m.subject === 'Your listing "Corner shop 50%" is hidden'),
    ).toHaveLength(2);
  });

  it("hides a car too, and keeps a suspended owner's listing hidden until the member is restored", async () => {
    expect(
      (await asAdmin(t, boss, '/api/admin/listings/hide', { kind: 'auto', id: ids.car, reason: 'Stolen car' }))
        .statusCode,
    ).toBe(200);
    expect(await searchIds('/api/auto/get-auto-list')).not.toContain(ids.car);
    await t.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', arabicOwner.id).execute();
    const refused = await asAdmin(t, boss, '/api/admin/listings/restore', {
      kind: 'property',
      id: ids.arabicFlat,
      reason: 'Fine',
    });
    expect(refused.statusCode).toBe(400);
    expect(await row('properties', ids.arabicFlat)).toMatchObject({ status: 'hidden' });
  });
});
