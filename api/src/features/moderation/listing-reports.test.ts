import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';

// Members report a listing once; three distinct open reports hide it "under review" and tell its owner (never who
// reported); withdrawing below the threshold shows it again; admins hide, restore or dismiss, with the owner told the
// reason in their language, an audit entry each, and one decision only.
let t: TestApp;
let P: Places;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  const a = await signUp(t, 'reports-admin@example.com', { name: 'Rana Admin' });
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(a.user.id)).execute();
  admin = bearer(a.token);
});
afterAll(() => t.close());

let n = 0;
async function member(extra: Record<string, string> = {}) {
  n += 1;
  const email = `reporter-${n}@example.com`;
  const m = await signUp(t, email, { name: `Reporter${n}`, ...extra });
  return { id: Number(m.user.id), email, auth: bearer(m.token) };
}
const outbox = async (email: string) =>
  (
    (await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).json().data as {
      subject: string;
      text: string;
    }[]
  ).filter((m) => !/\b\d{6}\b/.test(m.text));
async function ownerWithListing(language = 'en') {
  const owner = await member({ user_type: 'Agent', listing_category: 'both', language });
  const [id] = await insertListings(t, owner.id, [
    { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus'), name: 'Sunny flat', name_ar: 'شقة مشمسة' },
  ]);
  return { owner, id: id! };
}
const listing = (id: number) =>
  t.db
    .selectFrom('properties')
    .select(['status', 'hidden_reason', 'status_before_hidden'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const report = (
  id: number,
  auth: Record<string, string>,
  body: Record<string, unknown> = { reason: 'fake' },
  kind = 'property',
) => post(t, '/api/listing-reports', { kind, id, ...body }, auth);
const inSearch = async (id: number) =>
  ((await get(t, '/api/property/get-property-list?per_page=50')).json().data.items as { id: number }[]).some(
    (c) => c.id === id,
  );

describe('reporting a listing', () => {
  it('takes a report once, not of your own listing, and shows it on the detail as my_report', async () => {
    const { owner, id } = await ownerWithListing();
    const r = await member();
    const first = await report(id, r.auth, { reason: 'wrong_price' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ reason: 'wrong_price' });
    const again = await report(id, r.auth, { reason: 'fake' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this listing.');
    const own = await report(id, owner.auth);
    expect(own.statusCode).toBe(400);
    const detail = (await get(t, `/api/property/property-detail/${id}`, r.auth)).json().data;
    expect(detail.my_report).toMatchObject({ reason: 'wrong_price' });
    expect((await get(t, `/api/property/property-detail/${id}`)).json().data.my_report).toBeNull();
    expect((await get(t, `/api/property/property-detail/${id}`, owner.auth)).json().data.my_report).toBeNull();
  });

  it('requires the text of "other", refuses a guest and a listing nobody can see', async () => {
    const { id } = await ownerWithListing();
    const r = await member();
    const other = await report(id, r.auth, { reason: 'other', text: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.text).toHaveLength(1);
    expect((await report(id, {})).statusCode).toBe(401);
    await t.db.updateTable('properties').set({ status: 'paused' }).where('id', '=', id).execute();
    expect((await report(id, r.auth)).statusCode).toBe(404);
    expect((await report(999_999, r.auth)).statusCode).toBe(404);
  });

  it('hides a car at three distinct reporters too, and the car detail carries my_report', async () => {
    const C = await loadCatalogue(t);
    const owner = await member({ user_type: 'Agent', listing_category: 'both' });
    const [car] = await insertAutos(t, owner.id, [{ model: C.model('hyundai-tucson') }]);
    const reporters = [await member(), await member(), await member()];
    for (const r of reporters) expect((await report(car!, r.auth, { reason: 'sold' }, 'auto')).statusCode).toBe(200);
    expect((await get(t, `/api/auto/auto-detail/${car}`, reporters[0]!.auth)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('autos')
      .select(['status', 'hidden_reason'])
      .where('id', '=', car!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'hidden', hidden_reason: 'reports' });
    expect((await get(t, `/api/auto/auto-detail/${car}`, owner.auth)).json().data.my_report).toBeNull();
    await post(t, '/api/listing-reports/withdraw', { kind: 'auto', id: car }, reporters[2]!.auth);
    expect((await get(t, `/api/auto/auto-detail/${car}`, reporters[0]!.auth)).json().data.my_report).toMatchObject({
      reason: 'sold',
    });
    expect((await get(t, `/api/auto/auto-detail/${car}`, reporters[2]!.auth)).json().data.my_report).toBeNull();
  });
});

describe('the threshold', () => {
  it('hides the listing at three distinct reporters, emails its owner without naming them, and a withdrawal restores it', async () => {
    const { owner, id } = await ownerWithListing();
    const [a, b, c] = [await member(), await member(), await member()];
    await report(id, a.auth);
    await report(id, b.auth, { reason: 'other', text: 'Photos are from another city' });
    expect((await listing(id)).status).toBe('active');
    expect(await outbox(owner.email)).toHaveLength(0);

    await report(id, c.auth, { reason: 'duplicate' });
    expect(await listing(id)).toMatchObject({
      status: 'hidden',
      hidden_reason: 'reports',
      status_before_hidden: 'active',
    });
    expect(await inSearch(id)).toBe(false);
    const mails = await outbox(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your listing "Sunny flat" is under review');
    for (const r of [a, b, c]) {
      expect(mails[0]!.text).not.toContain(r.email);
      expect(mails[0]!.text).not.toContain(`Reporter${r.email.match(/\d+/)![0]}`);
    }
    // The owner sees it in My listings as under review.
    const mine = (await get(t, '/api/property/my-properties?per_page=50', owner.auth)).json().data.items as {
      id: number;
      status: string;
      hidden_reason: string | null;
    }[];
    expect(mine.find((m) => m.id === id)).toMatchObject({ status: 'hidden', hidden_reason: 'reports' });

    const back = await post(t, '/api/listing-reports/withdraw', { kind: 'property', id }, c.auth);
    expect(back.statusCode).toBe(200);
    expect(await listing(id)).toMatchObject({ status: 'active', hidden_reason: null });
    expect(await inSearch(id)).toBe(true);
    expect((await post(t, '/api/listing-reports/withdraw', { kind: 'property', id }, c.auth)).statusCode).toBe(400);
  });

  it('tells an Arabic-speaking owner in Arabic', async () => {
    const { owner, id } = await ownerWithListing('ar');
    for (let i = 0; i < 3; i += 1) await report(id, (await member()).auth);
    const [mail] = await outbox(owner.email);
    expect(mail!.subject).toBe('إعلانك «شقة مشمسة» قيد المراجعة');
  });
});

describe("admins' queue and decisions", () => {
  const decide = (body: Record<string, unknown>, auth = admin) =>
    post(t, '/api/admin/listing-reports/decide', { kind: 'property', ...body }, auth);
  const audit = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'reason', 'before', 'after'])
      .where('subject_kind', '=', 'property')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('lists reported listings most reported first with their reports and reporters, for admins only', async () => {
    const one = await ownerWithListing();
    const two = await ownerWithListing();
    const r1 = await member();
    const r2 = await member();
    await report(one.id, r1.auth);
    await report(two.id, r1.auth, { reason: 'offensive' });
    await report(two.id, r2.auth, { reason: 'other', text: 'Rude words' });
    expect((await get(t, '/api/admin/listing-reports', r1.auth)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/listing-reports')).statusCode).toBe(401);
    const page = (await get(t, '/api/admin/listing-reports?per_page=100', admin)).json().data;
    const ids = (page.data as { listing: { id: number } }[]).map((i) => i.listing.id);
    expect(ids.indexOf(two.id)).toBeLessThan(ids.indexOf(one.id));
    const item = page.data.find((i: { listing: { id: number } }) => i.listing.id === two.id);
    expect(item).toMatchObject({
      reports_count: 2,
      listing: { kind: 'property', status: 'active', owner: { id: two.owner.id } },
    });
    expect(item.reports.map((r: { reporter: { id: number } }) => r.reporter.id).sort()).toEqual([r1.id, r2.id].sort());
    expect(item.reports.find((r: { text: string | null }) => r.text === 'Rude words')).toBeTruthy();
  });

  it('hides with a required reason, emails the owner the reason, audits, and a second decision is 409', async () => {
    const { owner, id } = await ownerWithListing();
    await report(id, (await member()).auth);
    const empty = await decide({ id, decision: 'hide', reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toHaveLength(1);
    const hid = await decide({ id, decision: 'hide', reason: 'Fake photos' });
    expect(hid.statusCode).toBe(200);
    expect(hid.json().data).toMatchObject({ id, status: 'hidden', hidden_reason: 'moderator' });
    expect(await inSearch(id)).toBe(false);
    const [mail] = await outbox(owner.email);
    expect(mail!.subject).toBe('Your listing "Sunny flat" has been hidden');
    expect(mail!.text).toContain('Reason: Fake photos');
    expect(await audit(id)).toEqual([
      expect.objectContaining({
        action: 'listing_reports.hide',
        reason: 'Fake photos',
        before: expect.objectContaining({ status: 'active' }),
        after: { status: 'hidden', hidden_reason: 'moderator' },
      }),
    ]);
    const second = await decide({ id, decision: 'dismiss' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This was already decided by another admin. The list has been refreshed.');
    const reports = await t.db
      .selectFrom('listing_reports')
      .select(['decision', 'decided_at'])
      .where('listing_id', '=', id)
      .execute();
    expect(reports).toEqual([expect.objectContaining({ decision: 'hidden' })]);
    expect(reports[0]!.decided_at).not.toBeNull();
  });

  it('restores a listing hidden by reports with the reason in Arabic, and it is back in search', async () => {
    const { owner, id } = await ownerWithListing('ar');
    for (let i = 0; i < 3; i += 1) await report(id, (await member()).auth);
    expect(await inSearch(id)).toBe(false);
    expect((await decide({ id, decision: 'restore', reason: '' })).statusCode).toBe(400);
    const res = await decide({ id, decision: 'restore', reason: 'الصور صحيحة' });
    expect(res.statusCode).toBe(200);
    expect(await listing(id)).toMatchObject({ status: 'active', hidden_reason: null });
    expect(await inSearch(id)).toBe(true);
    const mails = await outbox(owner.email);
    expect(mails[0]!.subject).toBe('عاد إعلانك «شقة مشمسة» إلى الظهور');
    expect(mails[0]!.text).toContain('السبب: الصور صحيحة');
    expect((await audit(id)).map((a) => a.action)).toEqual(['listing_reports.restore']);
    // Decided reports no longer count: new reports start again from zero.
    await report(id, (await member()).auth);
    expect((await listing(id)).status).toBe('active');
  });

  it('dismisses without a reason: a listing hidden by reports is shown again, one left active stays as it is', async () => {
    const hidden = await ownerWithListing();
    for (let i = 0; i < 3; i += 1) await report(hidden.id, (await member()).auth);
    expect((await decide({ id: hidden.id, decision: 'dismiss' })).statusCode).toBe(200);
    expect(await listing(hidden.id)).toMatchObject({ status: 'active', hidden_reason: null });
    expect((await outbox(hidden.owner.email)).map((m) => m.subject)).toContain(
      'Your listing "Sunny flat" is visible again',
    );

    const shown = await ownerWithListing();
    await report(shown.id, (await member()).auth);
    expect((await decide({ id: shown.id, decision: 'dismiss' })).statusCode).toBe(200);
    expect((await listing(shown.id)).status).toBe('active');
    expect(await outbox(shown.owner.email)).toHaveLength(0);
    expect((await audit(shown.id)).map((a) => a.action)).toEqual(['listing_reports.dismiss']);
    expect((await decide({ id: shown.id, decision: 'dismiss' })).statusCode).toBe(409);
  });
});
