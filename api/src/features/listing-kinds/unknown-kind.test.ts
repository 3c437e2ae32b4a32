import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, member, type Member } from '../payments/test-payments.js';
import { parseListingQuery, storedQueryParams } from '../saved-searches/listing-query.js';
import { KIND_NAMES, KINDS, kindByName, type ListingKind, listingPath, listPath } from './registry.js';
import { ListingKindSchema } from './kind-schema.js';

// A kind no kind module registers, wherever a route, a link or a stored row names a kind: refused with a clear message
// in the caller's language (400), or simply not found (404), never a server error.

let t: TestApp;
let owner: Member;
let boss: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t, 'kinds-owner@example.com', { user_type: 'Corporate', listing_category: 'both' });
  boss = await admin(t, 'kinds-admin@example.com');
});
afterAll(async () => {
  await t.close();
});

const INVALID = { en: 'The selected kind is invalid.', ar: 'القيمة المختارة في حقل النوع غير صالحة.' };
const arabic = (token: string) => ({ ...bearer(token), 'accept-language': 'ar' });

describe('the registry', () => {
  it('lists each kind once, with its own table, pages and sitemap', () => {
    expect(KIND_NAMES).toEqual(['property', 'auto']);
    for (const key of ['name', 'table', 'sitemap'] as const)
      expect(new Set(KINDS.map((k) => k[key])).size).toBe(KINDS.length);
    expect(new Set(KINDS.map((k) => k.pages.list)).size).toBe(KINDS.length);
    expect(ListingKindSchema.enum).toEqual(KIND_NAMES);
  });

  it('builds the site paths of a kind from its pages', () => {
    expect(listingPath('property', 7)).toBe('/property/property-detail/7');
    expect(listingPath('auto', 7)).toBe('/auto/auto-detail/7');
    expect(listPath('auto')).toBe('/auto');
    expect(listPath('property', 'listing_type=rent')).toBe('/property?listing_type=rent');
  });

  it('knows no kind by a name it does not register', () => {
    expect(kindByName('boat')).toBeUndefined();
    expect(kindByName('toString')).toBeUndefined();
    expect(kindByName('property')?.table).toBe('properties');
  });
});

describe('an unknown kind in a request', () => {
  const bodies: [string, Record<string, unknown>][] = [
    ['/api/listing-status', { kind: 'boat', id: 1, status: 'paused' }],
    ['/api/listings/renew', { kind: 'boat', id: 1 }],
    ['/api/listing-reports', { kind: 'boat', id: 1, reason: 'fake' }],
    ['/api/listing-reports/withdraw', { kind: 'boat', id: 1 }],
    ['/api/save-search', { name: 'Boats', kind: 'boat', query: '' }],
    ['/api/search-history', { kind: 'boat', query: 'x=1' }],
    [
      '/api/store-payment',
      { purpose: 'premium_listing', kind: 'boat', listing_id: 1, method: 'cash_office', currency: 'SYP' },
    ],
  ];

  it.each(bodies)('POST %s is refused with the validation message, in English and Arabic', async (url, body) => {
    const en = await post(t, url, body, bearer(owner.token));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ success: false, errors: { kind: [INVALID.en] } });
    const ar = await post(t, url, body, arabic(owner.token));
    expect(ar.statusCode).toBe(400);
    expect(ar.json().errors.kind).toEqual([INVALID.ar]);
  });

  it.each([
    '/api/listing-statistics?kind=boat&id=1',
    '/api/already-save?kind=boat&query=x%3D1',
    '/api/search-history?kind=boat',
  ])('GET %s is refused with the validation message', async (url) => {
    const res = await get(t, url, bearer(owner.token));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.kind).toEqual([INVALID.en]);
  });

  it('is refused in the admins’ routes', async () => {
    const list = await get(t, '/api/admin/listings?kind=boat', bearer(boss.token));
    expect(list.statusCode).toBe(400);
    expect(list.json().errors.kind).toEqual([INVALID.en]);
    const hide = await post(
      t,
      '/api/admin/listings/hide',
      { kind: 'boat', id: 1, reason: 'Fake.' },
      bearer(boss.token),
    );
    expect(hide.statusCode).toBe(400);
    expect(hide.json().errors.kind).toEqual([INVALID.en]);
  });

  it('is refused as the subject of a verification request', async () => {
    const res = await get(t, '/api/verification-requests/mine?subject_kind=boat&subject_id=1', bearer(owner.token));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['subject_kind']);
  });
});

describe('an unknown kind in a link', () => {
  it('is an unknown page to the page heads', async () => {
    for (const path of ['/boat', '/boat/boat-detail/1', '/boat-detail?id=1', '/property/boat-detail/1', '/auto/map']) {
      const res = await get(t, `/api/page-head?${new URLSearchParams({ path })}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(404);
    }
  });

  it('names no sitemap file', async () => {
    for (const file of ['boats-1.xml', 'boat-1.xml'])
      expect((await get(t, `/api/sitemaps/${file}`)).statusCode).toBe(404);
  });

  it('in an old renewal mail renews nothing and says so', async () => {
    const res = await get(t, `/api/listings/renew-link?token=boat-1-1-${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/my-listing\?renew=failed$/);
  });
});

describe('a stored search of a kind no longer registered', () => {
  it('is refused as a bad search, not a failure', async () => {
    const asked = parseListingQuery(t.db, 'boat' as ListingKind, 'x=1', 'en');
    await expect(asked).rejects.toMatchObject({ statusCode: 400 });
    expect(await storedQueryParams(t.db, 'boat' as ListingKind, 'x=1')).toBeNull();
  });
});
