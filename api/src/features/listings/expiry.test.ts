import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { REMINDER_LISTED_MAX } from './expiry-emails.js';

// Stale listings at the app's clock: a listing gets its lifetime when it goes on the market (longer while premium),
// its owner is reminded once 3 days before the end with a one-click renewal, the listings job expires it at the end,
// and the owner renews it from the link or from My listings, within their plan's quota.
let t: TestApp;
let P: Places;
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const run = async () =>
  (await post(t, '/api/dev/listings-job/run', {})).json().data as { ran: boolean; expired: number; reminded: number };
const reminders = async (email: string) =>
  (
    (await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).json().data as {
      subject: string;
      text: string;
    }[]
  ).filter((m) => m.text.includes('renew-link'));

let n = 0;
async function agent(language = 'en') {
  n += 1;
  const email = `expiry-agent-${n}@example.com`;
  const a = await signUp(t, email, { user_type: 'Agent', listing_category: 'both', language });
  return { id: Number(a.user.id), email, auth: bearer(a.token) };
}
type Extra = { expires_at?: Date; expiry_reminded_at?: Date };
/** Listings inserted as they are, then given the expiry columns of the spec (the insert helper leaves them out). */
async function listed(
  ownerId: number,
  specs: (Parameters<typeof insertListings>[2][number] & Extra)[],
): Promise<number[]> {
  const ids = await insertListings(
    t,
    ownerId,
    specs.map(({ expires_at: _e, expiry_reminded_at: _r, ...s }) => s),
  );
  for (const [i, id] of ids.entries()) {
    const { expires_at, expiry_reminded_at } = specs[i]!;
    if (expires_at || expiry_reminded_at)
      await t.db.updateTable('properties').set({ expires_at, expiry_reminded_at }).where('id', '=', id).execute();
  }
  return ids;
}
const place = () => ({ governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') });
const row = (id: number) =>
  t.db
    .selectFrom('properties')
    .select(['status', 'expires_at', 'expiry_reminded_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const days = (from: Date, to: Date | null) => Math.round(((to?.getTime() ?? 0) - from.getTime()) / DAY_MS);
// Each flat posted is another flat (of its own size): the same flat posted twice is refused as a repeat.
let flats = 0;
const post_ = (a: { auth: Record<string, string> }, extra: Record<string, unknown> = {}) =>
  post(
    t,
    '/api/add-property',
    {
      name: 'Flat with a garden',
      description: 'Two bedrooms.',
      ...place(),
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 90 + flats++,
      furnished: 'unfurnished',
      price_usd: 90_000,
      ...extra,
    },
    a.auth,
  );

describe('the lifetime of a listing', () => {
  it('starts when it is posted active, not as a draft, and again when it goes back on the market; longer while premium', async () => {
    const a = await agent();
    const posted = await post_(a);
    expect(posted.statusCode).toBe(200);
    const id = posted.json().data.id as number;
    const now = t.app.clock.now();
    expect(days(now, (await row(id)).expires_at)).toBe(60);

    const draft = await post_(a, { status: 'draft' });
    expect((await row(draft.json().data.id)).expires_at).toBeNull();
    expect(
      (await post(t, '/api/listing-status', { kind: 'property', id: draft.json().data.id, status: 'active' }, a.auth))
        .statusCode,
    ).toBe(200);
    expect(days(t.app.clock.now(), (await row(draft.json().data.id)).expires_at)).toBe(60);

    // Sold, then back on the market: a full lifetime again, premium while premium_until is ahead.
    await post(t, '/api/listing-status', { kind: 'property', id, status: 'sold' }, a.auth);
    await t.db
      .updateTable('properties')
      .set({ premium_until: new Date(now.getTime() + 10 * DAY_MS), expires_at: new Date(now.getTime() + DAY_MS) })
      .where('id', '=', id)
      .execute();
    expect((await post(t, '/api/listing-status', { kind: 'property', id, status: 'active' }, a.auth)).statusCode).toBe(
      200,
    );
    expect(days(t.app.clock.now(), (await row(id)).expires_at)).toBe(90);

    // Paused and made active again: it keeps what it had left.
    const before = (await row(id)).expires_at;
    await post(t, '/api/listing-status', { kind: 'property', id, status: 'paused' }, a.auth);
    await post(t, '/api/listing-status', { kind: 'property', id, status: 'active' }, a.auth);
    expect((await row(id)).expires_at).toEqual(before);

    // My listings show when it expires.
    const mine = (await get(t, '/api/property/my-properties?per_page=50', a.auth)).json().data.items as {
      id: number;
      expires_at: string | null;
      hidden_reason: string | null;
    }[];
    expect(mine.find((m) => m.id === id)).toMatchObject({ expires_at: before!.toISOString(), hidden_reason: null });
  });
});

describe('the listings job', () => {
  it('reminds once 3 days before with a link that renews in one click, then expires the listing at its end', async () => {
    const a = await agent();
    const now = t.app.clock.now();
    const [soon, later] = await listed(a.id, [
      { ...place(), name: 'Soon flat', expires_at: new Date(now.getTime() + 2 * DAY_MS) },
      { ...place(), name: 'Later flat', expires_at: new Date(now.getTime() + 20 * DAY_MS) },
    ]);
    expect(await run()).toMatchObject({ ran: true });
    expect((await row(soon!)).expiry_reminded_at).not.toBeNull();
    expect((await row(later!)).expiry_reminded_at).toBeNull();
    await run();
    const mails = await reminders(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your listing "Soon flat" on Souq expires in 3 days');

    // Three days on, it has expired: out of search, its owner sees it expired.
    t.app.clock.advance(3 * DAY_MS);
    expect((await run()).expired).toBeGreaterThanOrEqual(1);
    expect((await row(soon!)).status).toBe('expired');
    expect((await row(later!)).status).toBe('active');
    const list = (await get(t, '/api/property/get-property-list?per_page=50')).json().data.items as { id: number }[];
    expect(list.map((c) => c.id)).not.toContain(soon);

    // The link renews it without signing in, and redirects to My listings.
    const link = /\/api\/listings\/renew-link\?token=(\S+)/.exec(mails[0]!.text)!;
    const res = await get(t, `/api/listings/renew-link?token=${link[1]}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.config.PUBLIC_SITE_URL}/my-listing?renewed=property-${soon}`);
    const renewed = await row(soon!);
    expect(renewed.status).toBe('active');
    expect(days(t.app.clock.now(), renewed.expires_at)).toBe(60);
    // Used once: the listing has a new end, and the link no longer works; nor does a forged one.
    expect((await get(t, `/api/listings/renew-link?token=${link[1]}`)).headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/my-listing?renew=failed`,
    );
    expect((await get(t, `/api/listings/renew-link?token=property-${soon}-1-${'x'.repeat(43)}`)).headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/my-listing?renew=failed`,
    );
  });

  it('writes the reminder in Arabic for an Arabic-speaking owner', async () => {
    const a = await agent('ar');
    const now = t.app.clock.now();
    await listed(a.id, [
      { ...place(), name: 'Flat', name_ar: 'شقة الحديقة', expires_at: new Date(now.getTime() + DAY_MS) },
    ]);
    await run();
    expect((await reminders(a.email))[0]!.subject).toBe('ينتهي إعلانك «شقة الحديقة» على سوق بعد 3 أيام');
  });
});

describe("an owner's ending listings", () => {
  const links = (text: string) => [...text.matchAll(/\/api\/listings\/renew-link\?token=(\S+)/g)].map((m) => m[1]!);

  it('come in one reminder, flats and cars, soonest first, each with its own link', async () => {
    const a = await agent('ar');
    const now = t.app.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const [garden, roof] = await listed(a.id, [
      { ...place(), name: 'Garden flat', name_ar: 'شقة الحديقة', expires_at: at(2) },
      { ...place(), name: 'Roof flat', name_ar: 'شقة السطح', expires_at: at(1) },
    ]);
    const C = await loadCatalogue(t);
    const [car] = await insertAutos(t, a.id, [
      { model: C.model('toyota-corolla'), name: 'Corolla 2018', name_ar: 'كورولا 2018' },
    ]);
    await t.db
      .updateTable('autos')
      .set({ expires_at: new Date(at(3).getTime() - 60_000) })
      .where('id', '=', car!)
      .execute();

    expect((await run()).reminded).toBeGreaterThanOrEqual(3);
    const mails = await reminders(a.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('تنتهي 3 من إعلاناتك على سوق خلال 3 أيام');
    const named = ['«شقة السطح»', '«شقة الحديقة»', '«كورولا 2018»'].map((n) => mail!.text.indexOf(n));
    expect(named.every((i) => i > 0)).toBe(true);
    expect([...named].sort((x, y) => x - y)).toEqual(named);

    // Each link renews its own listing, the car's too.
    const tokens = links(mail!.text);
    expect(tokens).toHaveLength(3);
    expect((await get(t, `/api/listings/renew-link?token=${tokens[2]}`)).headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/my-listing?renewed=auto-${car}`,
    );
    expect((await get(t, `/api/listings/renew-link?token=${tokens[0]}`)).headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/my-listing?renewed=property-${roof}`,
    );
    expect(days(t.app.clock.now(), (await row(roof!)).expires_at)).toBe(60);
    expect((await row(garden!)).expires_at).toEqual(at(2));

    // My listings names the renewed listing: its owner finds it by its id; anyone else finds nothing, without a refusal.
    const one = async (path: string, auth: Record<string, string>) => {
      const res = await get(t, path, auth);
      expect(res.statusCode).toBe(200);
      return (res.json().data.items as { id: number; name_ar: string }[]).map((item) => [item.id, item.name_ar]);
    };
    expect(await one(`/api/property/my-properties?id=${roof}`, a.auth)).toEqual([[roof, 'شقة السطح']]);
    expect(await one(`/api/auto/my-autos?id=${car}`, a.auth)).toEqual([[car, 'كورولا 2018']]);
    const other = await agent();
    expect(await one(`/api/property/my-properties?id=${roof}`, other.auth)).toEqual([]);
    expect((await get(t, '/api/property/my-properties?id=abc', a.auth)).statusCode).toBe(400);
  });

  it(`name at most ${REMINDER_LISTED_MAX} and count the rest`, async () => {
    const a = await agent();
    const soon = new Date(t.app.clock.now().getTime() + DAY_MS);
    await listed(
      a.id,
      Array.from({ length: REMINDER_LISTED_MAX + 2 }, (_, i) => ({
        ...place(),
        name: `Stock flat ${i + 1}`,
        expires_at: soon,
      })),
    );
    await run();
    const mails = await reminders(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${REMINDER_LISTED_MAX + 2} of your listings on Souq expire within 3 days`);
    expect(links(mails[0]!.text)).toHaveLength(REMINDER_LISTED_MAX);
    expect(mails[0]!.text).toContain(`And 2 more: renew them on My listings: ${t.config.PUBLIC_SITE_URL}/my-listing`);
  });
});

describe('renewing from My listings', () => {
  it('renews an active listing with a fresh end, an expired one within the quota, and refuses beyond it', async () => {
    const a = await agent();
    const now = t.app.clock.now();
    const [active, expired] = await listed(a.id, [
      { ...place(), expires_at: new Date(now.getTime() + DAY_MS), expiry_reminded_at: now },
      { ...place(), status: 'expired', expires_at: new Date(now.getTime() - DAY_MS) },
    ]);
    const fresh = await post(t, '/api/listings/renew', { kind: 'property', id: active }, a.auth);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.status).toBe('active');
    expect(days(t.app.clock.now(), new Date(fresh.json().data.expires_at))).toBe(60);
    expect((await row(active!)).expiry_reminded_at).toBeNull();

    // Someone else's listing: refused.
    const other = await agent();
    expect((await post(t, '/api/listings/renew', { kind: 'property', id: active }, other.auth)).statusCode).toBe(403);

    // The Basic plan keeps 10 active: with 10 active, the expired one cannot come back.
    await insertListings(
      t,
      a.id,
      Array.from({ length: 9 }, () => place()),
    );
    const refused = await post(t, '/api/listings/renew', { kind: 'property', id: expired }, a.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.quota).toHaveLength(1);
    expect((await row(expired!)).status).toBe('expired');

    await t.db.updateTable('properties').set({ status: 'paused' }).where('id', '=', active!).execute();
    const back = await post(t, '/api/listings/renew', { kind: 'property', id: expired }, a.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('active');
    // A paused listing is not renewed: it is made active.
    expect((await post(t, '/api/listings/renew', { kind: 'property', id: active }, a.auth)).statusCode).toBe(400);
  });
});

describe('saved listings', () => {
  it('still lists an expired listing, with its status', async () => {
    const a = await agent();
    const saver = await signUp(t, 'expiry-saver@example.com');
    const [id] = await listed(a.id, [{ ...place(), status: 'expired' }]);
    await t.db
      .insertInto('property_favourites')
      .values({ tenant_id: t.tenant.id, user_id: Number(saver.user.id), property_id: id! })
      .execute();
    const saved = (await get(t, '/api/get-property-wishlist', bearer(saver.token))).json();
    expect(saved.data.items.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'expired' });
  });
});
