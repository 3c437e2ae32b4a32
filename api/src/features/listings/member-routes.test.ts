import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';

// Saved listings and contacts, the listing core's member routes, at each kind's documented paths.
interface KindFixture {
  listingCategory: 'real_estate' | 'auto';
  /** Inserts active listings of the kind with these names for the owner, priced at `priceUsd`. */
  insert(t: TestApp, ownerId: number, names: string[]): Promise<number[]>;
  priceUsd: number;
  idField: 'property_id' | 'auto_id';
  paths: {
    toggle: string;
    saved: string;
    contact: string;
    contacted: string;
    mine: string;
    detail: (id: number) => string;
  };
  texts: { added: string; removedAr: string; badId: string };
}

const KINDS: [string, KindFixture][] = [
  [
    'property',
    {
      listingCategory: 'real_estate',
      async insert(t, ownerId, names) {
        const P = await loadPlaces(t);
        return insertListings(
          t,
          ownerId,
          names.map((name) => ({ governorate_id: P.gov('Homs'), city_id: P.city('Homs'), name })),
        );
      },
      priceUsd: 100_000,
      idField: 'property_id',
      paths: {
        toggle: '/api/add-remove-property-wishlist',
        saved: '/api/get-property-wishlist',
        contact: '/api/property/contact',
        contacted: '/api/property/contacted',
        mine: '/api/property/my-properties',
        detail: (id) => `/api/property/property-detail/${id}`,
      },
      texts: {
        added: 'Property added to your saved listings.',
        removedAr: 'تمت إزالة العقار من إعلاناتك المحفوظة.',
        badId: 'The property id field must be a number.',
      },
    },
  ],
  [
    'auto',
    {
      listingCategory: 'auto',
      async insert(t, ownerId, names) {
        const C = await loadCatalogue(t);
        return insertAutos(
          t,
          ownerId,
          names.map((name) => ({ model: C.model('hyundai-tucson'), name, price_usd: 21_000 })),
        );
      },
      priceUsd: 21_000,
      idField: 'auto_id',
      paths: {
        toggle: '/api/add-remove-wishlist',
        saved: '/api/get-wishlist',
        contact: '/api/auto/contact',
        contacted: '/api/auto/contacted',
        mine: '/api/auto/my-autos',
        detail: (id) => `/api/auto/auto-detail/${id}`,
      },
      texts: {
        added: 'Auto added to your saved listings.',
        removedAr: 'تمت إزالة السيارة من إعلاناتك المحفوظة.',
        badId: 'The auto id field must be a number.',
      },
    },
  ],
];

describe.each(KINDS)('%s: saved listings and contacts', (kind, K) => {
  let t: TestApp;
  let owner: { token: string; user: Record<string, unknown> };
  let member: { token: string; user: Record<string, unknown> };
  let a: number, b: number;
  const ownerEmail = `${kind}-member-owner@example.com`;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, ownerEmail, { user_type: 'Agent', listing_category: K.listingCategory });
    await t.db
      .updateTable('users')
      .set({ phone: '+963 944 123 456', whatsapp: '+963 955 654 321' })
      .where('id', '=', owner.user.id as number)
      .execute();
    member = await signUp(t, `${kind}-member@example.com`);
    [a, b] = (await K.insert(t, owner.user.id as number, ['Saved A', 'Saved B'])) as [number, number];
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds and removes a listing, shown in the detail and the saved list', async () => {
    const added = await post(t, K.paths.toggle, { [K.idField]: a }, bearer(member.token));
    expect(added.json()).toEqual({
      success: true,
      message: K.texts.added,
      data: { [K.idField]: a, is_favourite: true },
    });
    await post(t, K.paths.toggle, { [K.idField]: b }, bearer(member.token));
    const list = await get(t, `${K.paths.saved}?currency=USD`, bearer(member.token));
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(list.json().data.items[0]).toMatchObject({
      is_favourite: true,
      price: { currency: 'USD', amount: K.priceUsd },
    });
    expect(list.json().data.pagination.total).toBe(2);
    expect((await get(t, K.paths.detail(a), bearer(member.token))).json().data.is_favourite).toBe(true);

    const removed = await post(
      t,
      K.paths.toggle,
      { [K.idField]: a },
      { ...bearer(member.token), 'accept-language': 'ar' },
    );
    expect(removed.json()).toMatchObject({ message: K.texts.removedAr, data: { is_favourite: false } });
    expect(
      (await get(t, K.paths.saved, bearer(member.token))).json().data.items.map((i: { id: number }) => i.id),
    ).toEqual([b]);
  });

  it('needs a login and a listing that exists', async () => {
    expect((await post(t, K.paths.toggle, { [K.idField]: a })).statusCode).toBe(401);
    expect((await get(t, K.paths.saved)).statusCode).toBe(401);
    const missing = await post(t, K.paths.toggle, { [K.idField]: 999999 }, bearer(member.token));
    expect(missing.statusCode).toBe(404);
    const bad = await post(t, K.paths.toggle, { [K.idField]: 'x' }, bearer(member.token));
    expect(bad.json().errors).toEqual({ [K.idField]: [K.texts.badId] });
  });

  it("records contacts by call, email and WhatsApp, counts them for the owner (not the owner's own) and returns the link to open", async () => {
    const call = await post(t, K.paths.contact, { id: a, channel: 'call' }, bearer(member.token));
    expect(call.json()).toEqual({
      success: true,
      message: 'Contact recorded.',
      data: { [K.idField]: a, channel: 'call', link: 'tel:+963944123456', times: 1 },
    });
    const wa = await post(t, K.paths.contact, { id: a, channel: 'whatsapp' }, bearer(member.token));
    expect(wa.json().data.link).toBe('https://wa.me/963955654321?text=Saved%20A');
    const mailA = await post(t, K.paths.contact, { id: a, channel: 'email' }, bearer(member.token));
    expect(mailA.json().data.link).toBe(`mailto:${ownerEmail}?subject=Saved%20A`);
    const mail = await post(t, K.paths.contact, { id: b, channel: 'email' }, bearer(member.token));
    expect(mail.json().data.link).toBe(`mailto:${ownerEmail}?subject=Saved%20B`);
    const again = await post(t, K.paths.contact, { id: a, channel: 'call' }, bearer(member.token));
    expect(again.json().data.times).toBe(2);
    // The owner trying their own button is not counted.
    await post(t, K.paths.contact, { id: a, channel: 'call' }, bearer(owner.token));

    const contacted = await get(t, K.paths.contacted, bearer(member.token));
    const items = contacted.json().data.items;
    expect(items.map((i: { id: number }) => i.id)).toEqual([a, b]);
    expect(items[0]).toEqual(expect.objectContaining({ id: a, contacted_channels: ['call', 'email', 'whatsapp'] }));
    expect(contacted.json().data.pagination.total).toBe(2);

    const detail = await get(t, K.paths.detail(a), bearer(member.token));
    expect(detail.json().data).toMatchObject({ contacts_count: 4, contacted_channels: ['call', 'email', 'whatsapp'] });
    const mine = await get(t, K.paths.mine, bearer(owner.token));
    expect(mine.json().data.items.find((i: { id: number }) => i.id === a)).toMatchObject({
      contacts_count: 4,
      favourites_count: 0,
    });
  });

  it('refuses unknown channels and listings, and guests', async () => {
    const channel = await post(t, K.paths.contact, { id: a, channel: 'fax' }, bearer(member.token));
    expect(channel.statusCode).toBe(400);
    expect(channel.json().errors).toEqual({ channel: ['The selected channel is invalid.'] });
    expect((await post(t, K.paths.contact, { id: 999999, channel: 'call' }, bearer(member.token))).statusCode).toBe(
      404,
    );
    expect((await post(t, K.paths.contact, { id: a, channel: 'call' })).statusCode).toBe(401);
  });
});
