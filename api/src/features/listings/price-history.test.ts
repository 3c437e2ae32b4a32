import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadCatalogue, type Catalogue } from '../auto/test-autos.js';
import { loadPlaces, type Places } from '../property/test-listings.js';

// A listing's price history as callers see it: its page's `price_history` and the cards' "Price dropped" mark, for
// every kind, whatever route changed the price.
const DAY_MS = 86_400_000;
type Account = { token: string; user: Record<string, unknown> };

let t: TestApp;
let P: Places;
let C: Catalogue;
let agent: Account;

beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  C = await loadCatalogue(t);
  agent = await signUp(t, 'history-agent@example.com', { user_type: 'Corporate', listing_category: 'both' });
});
afterAll(async () => {
  await t.close();
});

const flat = () => ({
  name: 'Flat with a history',
  description: 'Two bedrooms.',
  governorate_id: P.gov('Damascus'),
  city_id: P.city('Damascus'),
  property_type: 'apartment',
  listing_type: 'sale',
  bedrooms: 2,
  bathrooms: 1,
  size_sqm: 111,
  furnished: 'unfurnished',
  price_usd: 100_000,
});
const car = () => {
  const tucson = C.model('hyundai-tucson');
  return {
    brand_id: tucson.brand_id,
    class_id: tucson.class_id,
    model_id: tucson.id,
    year: 2018,
    condition: 'used',
    transmission: 'automatic',
    import_origin: 'gcc',
    fuel_type: 'petrol',
    mileage_km: 71_000,
    body_type: 'suv',
    color: 'white',
    drive_type: 'awd',
    price_usd: 20_000,
  };
};

const KINDS = [
  {
    kind: 'property',
    add: '/api/add-property',
    update: '/api/property-update',
    body: flat,
    detail: (id: number) => `/api/property/property-detail/${id}`,
    cards: ['/api/property/get-property-list?currency=USD&per_page=50'],
  },
  {
    kind: 'auto',
    add: '/api/add-auto',
    update: '/api/auto-update',
    body: car,
    detail: (id: number) => `/api/auto/auto-detail/${id}`,
    cards: ['/api/auto/get-auto-list?currency=USD&per_page=50'],
  },
] as const;

describe.each(KINDS)('$kind price history', (K) => {
  let id: number;
  const detail = async () => (await get(t, `${K.detail(id)}?currency=USD`)).json().data;
  const card = async () => {
    const items = (await get(t, K.cards[0])).json().data.items as Array<{ id: number; price_dropped: boolean }>;
    return items.find((i) => i.id === id)!;
  };
  const update = async (patch: object) => {
    const res = await post(t, K.update, { id, ...patch }, bearer(agent.token));
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('starts with the price the listing was posted at, and a save without a price change adds nothing', async () => {
    const res = await post(t, K.add, K.body(), bearer(agent.token));
    expect(res.statusCode).toBe(200);
    id = res.json().data.id;
    const first = await detail();
    expect(first.price_history).toEqual([
      {
        changed_at: expect.any(String),
        price_syp: 13_000_000 / (K.kind === 'auto' ? 5 : 1),
        price_usd: K.kind === 'auto' ? 20_000 : 100_000,
      },
    ]);
    expect(first.price_dropped).toBe(false);

    await update({ description: 'Now with a new description.', price_usd: K.kind === 'auto' ? 20_000 : 100_000 });
    expect((await detail()).price_history).toHaveLength(1);
  });

  it('records a lower price, and the cards and the page say "Price dropped" for 14 days', async () => {
    const before = K.kind === 'auto' ? 20_000 : 100_000;
    await update({ price_usd: before - 1_000 });
    const page = await detail();
    expect(page.price_history.map((p: { price_usd: number }) => p.price_usd)).toEqual([before, before - 1_000]);
    expect(page.price_dropped).toBe(true);
    expect((await card()).price_dropped).toBe(true);

    t.app.clock.advance(13 * DAY_MS);
    expect((await card()).price_dropped).toBe(true);
    t.app.clock.advance(2 * DAY_MS);
    expect((await card()).price_dropped).toBe(false);
    expect((await detail()).price_dropped).toBe(false);
  });

  it('counts what a buyer pays: a new discount is a drop, a higher price ends the mark', async () => {
    const before = K.kind === 'auto' ? 19_000 : 99_000;
    await update({ discount_percent: 10 });
    const page = await detail();
    expect(page.price_history.at(-1)).toMatchObject({ price_usd: Math.round(before * 0.9) });
    expect(page.price_dropped).toBe(true);

    await update({ price_usd: before * 2 });
    const raised = await detail();
    expect(raised.price_history).toHaveLength(4);
    expect(raised.price_history.at(-1)).toMatchObject({ price_usd: Math.round(before * 2 * 0.9) });
    expect(raised.price_dropped).toBe(false);
    expect((await card()).price_dropped).toBe(false);
  });

  it('is not changed by a refused change', async () => {
    const other = await signUp(t, `history-other-${K.kind}@example.com`, {
      user_type: 'Corporate',
      listing_category: 'both',
    });
    const res = await post(t, K.update, { id, price_usd: 1 }, bearer(other.token));
    expect(res.statusCode).toBe(403);
    expect((await detail()).price_history).toHaveLength(4);
  });

  it('chains two edits made at once: each records, as its old price, the price the other left', async () => {
    const base = K.kind === 'auto' ? 30_000 : 150_000;
    await Promise.all([update({ price_usd: base + 1 }), update({ price_usd: base + 2 })]);
    const rows = await t.db
      .selectFrom('listing_price_changes')
      .select(['old_price_usd', 'new_price_usd'])
      .where('listing_kind', '=', K.kind)
      .where('listing_id', '=', id)
      .orderBy('id')
      .execute();
    const [first, second] = rows
      .slice(-2)
      .map((r) => ({ old: Number(r.old_price_usd), next: Number(r.new_price_usd) }));
    expect(second!.old).toBe(first!.next);
    expect([first!.next, second!.next].sort()).toEqual([base + 1, base + 2]);
  });
});
