import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../../features/auto/test-autos.js';
import { insertListings, loadPlaces } from '../../features/property/test-listings.js';
import { generateListing, loadPlaceTree } from '../../seed/seed-properties.js';
import { down, shiftDecimal, shiftPoundBudget, up } from './0420_new_pounds.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const prices = (table: 'properties' | 'autos', ids: number[]) =>
  t.db
    .selectFrom(table)
    .select(['id', 'price_syp', 'final_price_syp', 'price_usd', 'final_price_usd'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.map((r) => ({
        ...r,
        price_syp: Number(r.price_syp),
        final_price_syp: Number(r.final_price_syp),
        price_usd: Number(r.price_usd),
        final_price_usd: Number(r.final_price_usd),
      })),
    );

describe('migration 0420: amounts in new pounds', () => {
  it('shifts decimal texts exactly, both ways', () => {
    expect(shiftDecimal('150000000', 2)).toBe('1500000');
    expect(shiftDecimal('150050', 2)).toBe('1500.5');
    expect(shiftDecimal('7', 2)).toBe('0.07');
    expect(shiftDecimal('0.07', -2)).toBe('7');
    expect(shiftDecimal('1500.5', -2)).toBe('150050');
    expect(shiftPoundBudget('currency=USD&max_price=1000', 2)).toBeNull();
    expect(shiftPoundBudget('listing_type=sale', 2)).toBeNull();
    expect(shiftPoundBudget('currency=SYP&max_price=500000000&min_price=100000000', 2)).toBe(
      'currency=SYP&max_price=5000000&min_price=1000000',
    );
  });

  it("turns the old seed's prices, an odd amount and pound budgets into new pounds exactly, and back", async () => {
    const P = await loadPlaces(t);
    const owner = await signUp(t, 'migration-0420@example.com', { user_type: 'Agent', listing_category: 'both' });
    const ownerId = owner.user.id as number;
    const tree = await loadPlaceTree(t.db);
    // The seed generates new pounds; the old seed stored the same listings at 100 times the pound price.
    const seeded = Array.from({ length: 200 }, (_, n) => generateListing(n, tree, [ownerId]));
    await down(t.db);
    const ids = await insertListings(
      t,
      ownerId,
      seeded.map((g) => ({
        governorate_id: g.governorate_id,
        city_id: g.city_id,
        property_type: g.property_type,
        listing_type: g.listing_type,
        price_syp: g.price_syp * 100,
        price_usd: g.price_usd,
        discount_percent: g.discount_percent,
      })),
    );
    const [odd] = await insertListings(t, ownerId, [
      {
        governorate_id: P.gov('Damascus'),
        city_id: P.city('Damascus'),
        price_syp: 123_456_789,
        price_usd: 9_497,
        discount_percent: 5,
      },
    ]);
    const C = await loadCatalogue(t);
    const [car] = await insertAutos(t, ownerId, [
      { model: C.model('kia-rio'), price_syp: 260_000_050, price_usd: 20_000 },
    ]);
    const alice = await signUp(t, 'migration-0420-alice@example.com');
    const user = alice.user.id as number;
    const searches = [
      'listing_type=sale&max_price=500000000',
      'currency=SYP&min_price=1000000&max_price=150050',
      'currency=USD&max_price=1000',
      'listing_type=rent',
      // What a search for 5,000,000 old pounds becomes is already saved: both change, no clash.
      'listing_type=sale&max_price=5000000',
    ];
    await t.db
      .insertInto('saved_searches')
      .values(
        searches.map((query, i) => ({
          tenant_id: t.tenant.id,
          user_id: user,
          name: `S${i}`,
          kind: 'property' as const,
          query,
        })),
      )
      .execute();
    await t.db
      .insertInto('search_history')
      .values({ tenant_id: t.tenant.id, user_id: user, kind: 'auto', query: 'max_price=300000000' })
      .execute();
    const beforeProperties = await prices('properties', [...ids, odd!]);
    const beforeAutos = await prices('autos', [car!]);

    await up(t.db);
    const after = await prices('properties', ids);
    expect(after).toEqual(
      seeded.map((g, i) => ({
        id: ids[i],
        price_syp: g.price_syp,
        final_price_syp: g.final_price_syp,
        price_usd: g.price_usd,
        final_price_usd: g.final_price_usd,
      })),
    );
    expect(await prices('properties', [odd!])).toEqual([
      expect.objectContaining({ price_syp: 1_234_568, final_price_syp: 1_172_840, price_usd: 9_497 }),
    ]);
    expect(await prices('autos', [car!])).toEqual([
      expect.objectContaining({ price_syp: 2_600_001, price_usd: 20_000 }),
    ]);
    const saved = await t.db
      .selectFrom('saved_searches')
      .select('query')
      .where('user_id', '=', user)
      .orderBy('name')
      .execute();
    expect(saved.map((s) => s.query)).toEqual([
      'listing_type=sale&max_price=5000000',
      'currency=SYP&max_price=1500.5&min_price=10000',
      'currency=USD&max_price=1000',
      'listing_type=rent',
      'listing_type=sale&max_price=50000',
    ]);
    expect(
      (await t.db.selectFrom('search_history').select('query').where('user_id', '=', user).executeTakeFirstOrThrow())
        .query,
    ).toBe('max_price=3000000');

    // Nothing is lost: going back restores every amount to the old pound.
    await down(t.db);
    expect(await prices('properties', [...ids, odd!])).toEqual(beforeProperties);
    expect(await prices('autos', [car!])).toEqual(beforeAutos);
    expect(
      (
        await t.db.selectFrom('saved_searches').select('query').where('user_id', '=', user).orderBy('name').execute()
      ).map((s) => s.query),
    ).toEqual([
      'listing_type=sale&max_price=500000000',
      'currency=SYP&max_price=150050&min_price=1000000',
      'currency=USD&max_price=1000',
      'listing_type=rent',
      'listing_type=sale&max_price=5000000',
    ]);
    await up(t.db);
  });
});
