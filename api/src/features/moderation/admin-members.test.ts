import { bearer, get, PASSWORD, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { MODERATION_MSG } from './messages.js';
import { admin, adminGet, asAdmin, auditOf, mails, type Member, member } from './test-moderation.js';

let t: TestApp;
let boss: Member;
let other: Member;
let seller: Member;
let arabic: Member;
let places: { gov: number; city: number };
let model: { id: number; class_id: number; brand_id: number };

const statusOf = async (table: 'properties' | 'autos', id: number) =>
  t.db
    .selectFrom(table)
    .select(['status', 'hidden_reason', 'status_before_hidden'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const searchIds = async (url: string) => ((await get(t, url)).json().data.items as { id: number }[]).map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com');
  other = await admin(t, 'second@example.com');
  seller = await member(t, 'seller@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  arabic = await member(t, 'samer@example.com', { language: 'ar' });
  const p = await loadPlaces(t);
  places = { gov: p.gov('Damascus'), city: p.city('Damascus') };
  model = (await loadCatalogue(t)).model('toyota-camry');
});
afterAll(async () => t.close());

describe('finding members', () => {
  it('lists members newest first with their listings count, and searches by name, email or phone, type and suspension', async () => {
    await t.db
      .updateTable('users')
      .set({ phone: '+963 944 555 123', surname: 'Haddad' })
      .where('id', '=', seller.id)
      .execute();
    await insertListings(t, seller.id, [{ governorate_id: places.gov, city_id: places.city }]);
    const all = await adminGet(t, boss, '/api/admin/members');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.pagination).toMatchObject({ page: 1, total: 4 });
    expect(all.json().data.data.map((m: { email: string }) => m.email)).toEqual([
      'samer@example.com',
      'seller@example.com',
      'second@example.com',
      'boss@example.com',
    ]);
    const bySurname = (await adminGet(t, boss, '/api/admin/members?q=hadd')).json().data.data;
    expect(bySurname).toEqual([
      expect.objectContaining({
        id: seller.id,
        email: 'seller@example.com',
        surname: 'Haddad',
        phone: '+963 944 555 123',
        user_type: 'Agent',
        language: 'en',
        verified: false,
        suspended_at: null,
        suspended_reason: null,
        listings_count: 1,
      }),
    ]);
    expect(
      (await adminGet(t, boss, '/api/admin/members?q=555%20123')).json().data.data.map((m: { id: number }) => m.id),
    ).toEqual([seller.id]);
    expect((await adminGet(t, boss, '/api/admin/members?q=%25')).json().data.data).toEqual([]);
    expect((await adminGet(t, boss, '/api/admin/members?user_type=Admin')).json().data.pagination.total).toBe(2);
    expect((await adminGet(t, boss, '/api/admin/members?suspended=true')).json().data.data).toEqual([]);
  });

  it('shows one member with their latest listings, the reports against them and their payments', async () => {
    const res = await adminGet(t, boss, `/api/admin/members/${seller.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.member).toMatchObject({ id: seller.id, company_name: null, listings_count: 1 });
    expect(data.listings).toEqual([
      expect.objectContaining({ kind: 'property', owner: expect.objectContaining({ id: seller.id }) }),
    ]);
    expect(data).toMatchObject({ reports_against: 0, payments_count: 0 });
    expect((await adminGet(t, boss, '/api/admin/members/999999')).statusCode).toBe(404);
  });
});

describe('suspending a member', () => {
  let flat: number;
  let draft: number;
  let car: number;
  let reported: number;

  it('hides every listing of theirs, signs them out everywhere, refuses their sign-in and emails them in their language', async () => {
    [flat, draft, reported] = (await insertListings(t, arabic.id, [
      { governorate_id: places.gov, city_id: places.city, name: 'Suspended flat' },
      { governorate_id: places.gov, city_id: places.city, status: 'draft' },
      { governorate_id: places.gov, city_id: places.city, status: 'hidden' },
    ])) as [number, number, number];
    await t.db
      .updateTable('properties')
      .set({ status_before_hidden: 'active', hidden_reason: 'reports' })
      .where('id', '=', reported)
      .execute();
    [car] = (await insertAutos(t, arabic.id, [{ model }])) as [number];
    expect(await searchIds('/api/property/get-property-list')).toContain(flat);
    // A second session, as from another device.
    const phone = (await post(t, '/api/login', { email: arabic.email, password: PASSWORD })).json().data
      .token as string;
    expect((await get(t, '/api/my-account', bearer(phone))).statusCode).toBe(200);

    const res = await asAdmin(t, boss, '/api/admin/members/suspend', { id: arabic.id, reason: '  Fake listings  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: arabic.id,
      suspended_reason: 'Fake listings',
      suspended_at: expect.any(String),
    });

    expect(await statusOf('properties', flat)).toEqual({
      status: 'hidden',
      hidden_reason: 'suspended',
      status_before_hidden: 'active',
    });
    expect(await statusOf('properties', draft)).toEqual({
      status: 'hidden',
      hidden_reason: 'suspended',
      status_before_hidden: 'draft',
    });
    expect(await statusOf('autos', car)).toEqual({
      status: 'hidden',
      hidden_reason: 'suspended',
      status_before_hidden: 'active',
    });
    // Hidden before for another reason: left as it was.
    expect(await statusOf('properties', reported)).toEqual({
      status: 'hidden',
      hidden_reason: 'reports',
      status_before_hidden: 'active',
    });
    expect(await searchIds('/api/property/get-property-list')).not.toContain(flat);
    expect(await searchIds('/api/auto/get-auto-list')).not.toContain(car);

    for (const token of [arabic.token, phone])
      expect((await get(t, '/api/my-account', bearer(token))).statusCode).toBe(401);
    const login = await post(t, '/api/login', { email: arabic.email, password: PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      message: MODERATION_MSG.suspended,
      errors: { email: [MODERATION_MSG.suspended] },
    });
    const loginAr = await post(
      t,
      '/api/login',
      { email: arabic.email, password: PASSWORD },
      { 'accept-language': 'ar' },
    );
    expect(loginAr.json()).toMatchObject({
      message: 'هذا الحساب موقوف. تواصل معنا إن كنت تظن أن هذا خطأ.',
      errors: { email: ['هذا الحساب موقوف. تواصل معنا إن كنت تظن أن هذا خطأ.'] },
    });

    const [mail] = await mails(t, arabic.email);
    expect(mail!.subject).toBe('تم إيقاف حسابك في سوق');
    expect(mail!.text).toContain('السبب: Fake listings');

    const [entry] = await auditOf(t, 'member', arabic.id);
    expect(entry).toMatchObject({
      action: 'member.suspend',
      admin_id: boss.id,
      reason: 'Fake listings',
      before: { suspended_at: null },
    });
    expect(entry!.after).toMatchObject({ hidden_listings: { property: [flat, draft], auto: [car] } });
    expect(
      (await adminGet(t, boss, '/api/admin/members?suspended=true')).json().data.data.map((m: { id: number }) => m.id),
    ).toEqual([arabic.id]);
  });

  it('lets a suspended member in neither by a code nor by resetting the password', async () => {
    const forgot = await post(t, '/api/forgot-password', { email: arabic.email });
    expect(forgot.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await mails(t, arabic.email))[0]!.text)![1];
    const reset = await post(t, '/api/reset-password', {
      email: arabic.email,
      code,
      new_password: 'another-horse-7',
      confirm_password: 'another-horse-7',
    });
    expect(reset.statusCode).toBe(200);
    const login = await post(t, '/api/login', { email: arabic.email, password: 'another-horse-7' });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(MODERATION_MSG.suspended);
    // An account suspended before it verified its address: the emailed code lets nobody in.
    const newcomer = await post(t, '/api/register', {
      name: 'New',
      email: 'new@example.com',
      password: PASSWORD,
      user_type: 'Individual',
    });
    expect(newcomer.statusCode).toBe(200);
    const newId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'new@example.com').executeTakeFirstOrThrow()
    ).id;
    expect((await asAdmin(t, boss, '/api/admin/members/suspend', { id: newId, reason: 'Spam' })).statusCode).toBe(200);
    const otp = /\b(\d{6})\b/.exec((await mails(t, 'new@example.com')).find((m) => /\b\d{6}\b/.test(m.text))!.text)![1];
    const verify = await post(t, '/api/otp-verify', { email: 'new@example.com', otp });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({
      message: MODERATION_MSG.suspended,
      errors: { email: [MODERATION_MSG.suspended] },
    });
  });

  it('answers 409 to a second suspension, 400 to an empty reason, an admin or oneself, and 404 for nobody', async () => {
    const again = await asAdmin(t, other, '/api/admin/members/suspend', { id: arabic.id, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MODERATION_MSG.alreadyDecided);
    const empty = await asAdmin(t, boss, '/api/admin/members/suspend', { id: seller.id, reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toHaveLength(1);
    const anAdmin = await asAdmin(t, boss, '/api/admin/members/suspend', { id: other.id, reason: 'No' });
    expect(anAdmin.statusCode).toBe(400);
    expect(anAdmin.json().message).toBe('An admin account cannot be suspended.');
    const arabicAnswer = await asAdmin(
      t,
      boss,
      '/api/admin/members/suspend',
      { id: boss.id, reason: 'No' },
      { 'accept-language': 'ar' },
    );
    expect(arabicAnswer.statusCode).toBe(400);
    expect(arabicAnswer.json().message).toBe('لا يمكن إيقاف حساب مشرف.');
    expect((await asAdmin(t, boss, '/api/admin/members/suspend', { id: 999_999, reason: 'No' })).statusCode).toBe(404);
    expect(await auditOf(t, 'member', seller.id)).toEqual([]);
    expect(
      (await t.db.selectFrom('users').select('suspended_at').where('id', '=', seller.id).executeTakeFirstOrThrow())
        .suspended_at,
    ).toBeNull();
  });

  it('restores the member: the listings the suspension hid come back as they were, sign-in works again', async () => {
    const res = await asAdmin(t, other, '/api/admin/members/restore', { id: arabic.id, reason: 'Documents checked' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect(await statusOf('properties', flat)).toEqual({
      status: 'active',
      hidden_reason: null,
      status_before_hidden: null,
    });
    expect(await statusOf('properties', draft)).toEqual({
      status: 'draft',
      hidden_reason: null,
      status_before_hidden: null,
    });
    expect(await statusOf('autos', car)).toEqual({ status: 'active', hidden_reason: null, status_before_hidden: null });
    expect(await statusOf('properties', reported)).toMatchObject({ status: 'hidden', hidden_reason: 'reports' });
    expect(await searchIds('/api/property/get-property-list')).toContain(flat);
    const login = await post(t, '/api/login', { email: arabic.email, password: 'another-horse-7' });
    expect(login.statusCode).toBe(200);
    expect((await get(t, '/api/my-account', bearer(login.json().data.token))).statusCode).toBe(200);
    expect((await mails(t, arabic.email))[0]!.subject).toBe('عاد حسابك في سوق فعالًا');
    const entries = await auditOf(t, 'member', arabic.id);
    expect(entries.map((e) => [e.action, e.admin_id, e.reason])).toEqual([
      ['member.suspend', boss.id, 'Fake listings'],
      ['member.restore', other.id, 'Documents checked'],
    ]);
    const again = await asAdmin(t, boss, '/api/admin/members/restore', { id: arabic.id });
    expect(again.statusCode).toBe(409);
  });

  it("takes a suspended agent's public profile away (404, like an unknown one) until the member is restored", async () => {
    const profile = () => get(t, `/api/agent-profile?id=${seller.id}`, bearer(other.token));
    const head = async () =>
      (await get(t, `/api/page-head?path=${encodeURIComponent(`/agent-details/${seller.id}`)}&lang=en`)).json().data
        .status;
    expect((await profile()).statusCode).toBe(200);
    expect(
      (await asAdmin(t, boss, '/api/admin/members/suspend', { id: seller.id, reason: 'Fake agency' })).statusCode,
    ).toBe(200);
    expect((await profile()).statusCode).toBe(404);
    expect(await head()).toBe(404);
    expect(
      (await asAdmin(t, boss, '/api/admin/members/restore', { id: seller.id, reason: 'Licence checked' })).statusCode,
    ).toBe(200);
    expect((await profile()).statusCode).toBe(200);
  });
});
