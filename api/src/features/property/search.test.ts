import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertListings, loadPlaces, type Places } from './test-listings.js';

let t: TestApp;
let P: Places;
const ids: Record<string, number> = {};

// Six listings that differ in one respect each, so every filter has a known answer.
beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  const agent = await signUp(t, 'search-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
  const dam = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
  const mezzeh = P.hood('Damascus', 'Mezzeh');
  const [villa, flat, studio, shop, farm, hidden] = await insertListings(t, agent.user.id as number, [
    {
      ...dam,
      neighborhood_id: mezzeh,
      sub_neighborhood_id: P.sub('Mezzeh', 'Western Villas'),
      name: 'Villa with garden',
      name_ar: 'فيلا مع حديقة في المزة',
      property_type: 'villa',
      listing_type: 'sale',
      bedrooms: 5,
      bathrooms: 4,
      size_sqm: 450,
      furnished: 'furnished',
      amenities: ['parking', 'pool_gym', 'security'],
      price_usd: 900_000,
      discount_percent: 10,
    },
    {
      ...dam,
      neighborhood_id: P.hood('Damascus', 'Abu Rummaneh'),
      name: 'Apartment in Abu Rummaneh',
      name_ar: 'شقة في أبو رمّانة الطابق ٣',
      property_type: 'apartment',
      listing_type: 'rent',
      bedrooms: 3,
      bathrooms: 2,
      size_sqm: 160,
      amenities: ['elevator', 'balcony'],
      price_usd: 800,
    },
    {
      ...dam,
      neighborhood_id: mezzeh,
      name: 'Studio near the university',
      name_ar: 'استوديو قرب الجامعة',
      description_ar: 'مدينة جامعيّة',
      property_type: 'studio',
      listing_type: 'rent',
      bedrooms: 0,
      bathrooms: 1,
      size_sqm: 45,
      furnished: 'furnished',
      amenities: ['ac_heating'],
      price_syp: 39_000,
    },
    {
      governorate_id: P.gov('Aleppo'),
      city_id: P.city('Aleppo'),
      name: 'Shop on Baron street',
      name_ar: 'محل تجاري على شارع بارون',
      property_type: 'commercial',
      listing_type: 'sale',
      bedrooms: 0,
      bathrooms: 1,
      size_sqm: 80,
      price_usd: 60_000,
      latitude: 36.2,
      longitude: 37.15,
    },
    {
      governorate_id: P.gov('Rif Dimashq'),
      city_id: P.city('Zabadani'),
      name: 'Orchard farm',
      name_ar: 'مزرعة مشمش',
      property_type: 'farm',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 5000,
      amenities: ['parking'],
      price_usd: 150_000,
      latitude: 33.72,
      longitude: 36.1,
    },
    { ...dam, name: 'Sold flat', property_type: 'apartment', listing_type: 'sale', status: 'sold', price_usd: 100_000 },
  ]);
  Object.assign(ids, { villa, flat, studio, shop, farm, hidden });
});
afterAll(async () => {
  await t.close();
});

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await get(t, `/api/property/get-property-list?${query}`, headers);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    items: { id: number; [k: string]: unknown }[];
    pagination: { page: number; per_page: number; total: number; last_page: number };
  };
}
const idsOf = async (query: string) => (await search(query)).items.map((i) => i.id).sort((a, b) => a - b);
const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('GET /api/property/get-property-list filters', () => {
  it('lists every active listing, newest first, never a sold one', async () => {
    const data = await search('');
    expect(data.items.map((i) => i.id)).toEqual([ids.farm, ids.shop, ids.studio, ids.flat, ids.villa]);
    expect(data.pagination).toEqual({ page: 1, per_page: 12, total: 5, last_page: 1, total_is_estimate: false });
  });

  it('filters by each criterion alone', async () => {
    expect(await idsOf('listing_type=rent')).toEqual(sorted(ids.flat!, ids.studio!));
    expect(await idsOf(`governorate_id=${P.gov('Aleppo')}`)).toEqual([ids.shop]);
    expect(await idsOf(`city_id=${P.city('Zabadani')}`)).toEqual([ids.farm]);
    expect(await idsOf(`neighborhood_id=${P.hood('Damascus', 'Mezzeh')}`)).toEqual(sorted(ids.villa!, ids.studio!));
    expect(await idsOf(`sub_neighborhood_id=${P.sub('Mezzeh', 'Western Villas')}`)).toEqual([ids.villa]);
    expect(await idsOf('property_type=villa')).toEqual([ids.villa]);
    expect(await idsOf('property_type[]=villa&property_type[]=farm')).toEqual(sorted(ids.villa!, ids.farm!));
    expect(await idsOf('property_type=studio,commercial')).toEqual(sorted(ids.studio!, ids.shop!));
    expect(await idsOf('bedrooms=3')).toEqual([ids.flat]);
    expect(await idsOf('min_bedrooms=3')).toEqual(sorted(ids.villa!, ids.flat!));
    expect(await idsOf('bathrooms=4')).toEqual([ids.villa]);
    expect(await idsOf('max_bathrooms=1')).toEqual(sorted(ids.studio!, ids.shop!, ids.farm!));
    expect(await idsOf('min_size=100&max_size=500')).toEqual(sorted(ids.villa!, ids.flat!));
    expect(await idsOf('min_size=99.5&max_size=500.9')).toEqual(sorted(ids.villa!, ids.flat!));
    expect(await idsOf('furnished=furnished')).toEqual(sorted(ids.villa!, ids.studio!));
    expect(await idsOf('category=agricultural')).toEqual([ids.farm]);
  });

  it('keeps listings that have every amenity asked for', async () => {
    expect(await idsOf('amenities[]=parking')).toEqual(sorted(ids.villa!, ids.farm!));
    expect(await idsOf('amenities[]=parking&amenities[]=security')).toEqual([ids.villa]);
    expect(await idsOf('amenities=parking,elevator')).toEqual([]);
  });

  it('compares the budget in the currency asked for, after discount', async () => {
    // 39,000 new SYP is 300 USD; the villa costs 810,000 USD after its 10% discount.
    expect(await idsOf('currency=USD&max_price=1000')).toEqual(sorted(ids.flat!, ids.studio!));
    expect(await idsOf('currency=USD&min_price=800000')).toEqual([ids.villa]);
    expect(await idsOf('currency=USD&min_price=850000')).toEqual([]);
    expect(await idsOf('currency=SYP&max_price=50000')).toEqual([ids.studio]);
    expect(await idsOf('currency=Syp&min_price=50000&max_price=110000')).toEqual([ids.flat]);
    expect(await idsOf('min_price=7000000')).toEqual(sorted(ids.villa!, ids.shop!, ids.farm!));
    // Prices are whole amounts: a budget with a fraction keeps what its whole part does (sizes too, below).
    expect(await idsOf('currency=USD&max_price=1000.5')).toEqual(sorted(ids.flat!, ids.studio!));
    expect(await idsOf('currency=USD&min_price=799999.5')).toEqual([ids.villa]);
    // A card carries both currencies, before and after discount, whatever currency the budget was given in.
    const prices = {
      price_usd: 900_000,
      discounted_price_usd: 810_000,
      price_syp: 117_000_000,
      discounted_price_syp: 105_300_000,
      discount_percent: 10,
    };
    expect((await search('currency=usd&property_type=villa')).items[0]).toMatchObject(prices);
    expect((await search('property_type=villa')).items[0]).toMatchObject(prices);
  });

  it('combines filters', async () => {
    expect(
      await idsOf(`listing_type=rent&city_id=${P.city('Damascus')}&furnished=furnished&currency=USD&max_price=500`),
    ).toEqual([ids.studio]);
    expect(
      await idsOf(
        `listing_type=sale&governorate_id=${P.gov('Damascus')}&property_type=villa&min_bedrooms=4&amenities[]=pool_gym&keyword=garden`,
      ),
    ).toEqual([ids.villa]);
    expect(await idsOf('listing_type=rent&property_type=villa')).toEqual([]);
  });
});

describe('keyword search folds Arabic spelling', () => {
  it.each([
    ['أبو رمّانة', 'flat'],
    ['ابو رمانه', 'flat'],
    ['إبو رمانة', 'flat'],
    ['أبـــو رُمَّانَة', 'flat'],
    ['الطابق 3', 'flat'],
    ['الطابق ٣', 'flat'],
    ['مدينه جامعية', 'studio'],
    ['استوديو', 'studio'],
    ['آستوديو', 'studio'],
    ['BARON', 'shop'],
    ['orchard FARM', 'farm'],
  ])('"%s" finds the %s', async (keyword, which) => {
    expect(await idsOf(`keyword=${encodeURIComponent(keyword)}`)).toEqual([ids[which]]);
  });

  it('folds ى to ي both ways and treats LIKE wildcards literally', async () => {
    const [extra] = await insertListings(
      t,
      (await t.db.selectFrom('properties').select('owner_id').executeTakeFirstOrThrow()).owner_id,
      [
        {
          governorate_id: P.gov('Damascus'),
          city_id: P.city('Damascus'),
          name: 'Hill view',
          name_ar: 'إطلالة على مبنى الهدى',
          status: 'active',
        },
      ],
    );
    expect(await idsOf(`keyword=${encodeURIComponent('مبني الهدي')}`)).toEqual([extra]);
    expect(await idsOf(`keyword=${encodeURIComponent('%')}`)).toHaveLength(6);
    expect(await idsOf(`keyword=${encodeURIComponent('100%')}`)).toEqual([]);
    await t.db.deleteFrom('properties').where('id', '=', extra!).execute();
  });
});

describe('sorting and pages', () => {
  it('sorts by price in the chosen currency and by size', async () => {
    const order = async (q: string) => (await search(q)).items.map((i) => i.id);
    expect(await order('sort=price_asc')).toEqual([ids.studio, ids.flat, ids.shop, ids.farm, ids.villa]);
    expect(await order('sort=price_desc&currency=USD')).toEqual([ids.villa, ids.farm, ids.shop, ids.flat, ids.studio]);
    expect(await order('sort=size_desc')).toEqual([ids.farm, ids.villa, ids.flat, ids.shop, ids.studio]);
    expect(await order('sort=size_asc&listing_type=rent')).toEqual([ids.studio, ids.flat]);
    expect(await order('sort=newest&listing_type=sale')).toEqual([ids.farm, ids.shop, ids.villa]);
  });

  it('pages through results, answers a page past the end with no items and the total, and caps the page size', async () => {
    const first = await search('per_page=2&sort=price_asc');
    expect(first.items.map((i) => i.id)).toEqual([ids.studio, ids.flat]);
    expect(first.pagination).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3, total_is_estimate: false });
    const third = await search('per_page=2&page=3&sort=price_asc');
    expect(third.items.map((i) => i.id)).toEqual([ids.villa]);
    const past = await search('per_page=2&page=40');
    expect(past).toEqual({
      items: [],
      pagination: { page: 40, per_page: 2, total: 5, last_page: 3, total_is_estimate: false },
    });
    const huge = await search('per_page=100000');
    expect(huge.pagination.per_page).toBe(50);
  });

  it('returns cards with places in both languages and the primary image slot', async () => {
    const card = (await search('property_type=villa')).items[0]!;
    expect(card).toMatchObject({
      name: 'Villa with garden',
      name_ar: 'فيلا مع حديقة في المزة',
      listing_type: 'sale',
      property_type: 'villa',
      governorate: { name_en: 'Damascus', name_ar: 'دمشق' },
      neighborhood: { name_en: 'Mezzeh', name_ar: 'المزة' },
      sub_neighborhood: { name_en: 'Western Villas' },
      bedrooms: 5,
      bathrooms: 4,
      size_sqm: 450,
      primary_image: null,
      is_featured: false,
    });
    expect(new Date(card.created_at as string).toISOString()).toBe(card.created_at);
  });
});

describe('bad input', () => {
  const bad = async (query: string) => {
    const res = await get(t, `/api/property/get-property-list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    return res.json().errors as Record<string, string[]>;
  };

  it('refuses negative values, reversed ranges and unknown values with field errors', async () => {
    expect(await bad('min_price=-5')).toEqual({ min_price: ['The min price field must be at least 0.'] });
    expect(await bad('min_price=500&max_price=100')).toEqual({
      min_price: ['The min price must not be greater than the max price.'],
    });
    expect(await bad('min_size=90&max_size=10')).toEqual({
      min_size: ['The min size must not be greater than the max size.'],
    });
    expect(await bad('sort=cheapest')).toEqual({ sort: ['The selected sort is invalid.'] });
    expect(await bad('property_type=castle')).toEqual({ property_type: ['The selected property type is invalid.'] });
    expect(await bad('amenities[]=helipad')).toEqual({ amenities: ['The selected amenities is invalid.'] });
    expect(await bad('currency=EUR')).toEqual({ currency: ['The selected currency is invalid.'] });
    expect(await bad('listing_type=lease')).toEqual({ listing_type: ['The selected listing type is invalid.'] });
    expect(await bad('page=0')).toEqual({ page: ['The page field must be at least 1.'] });
    expect(await bad('city_id=abc')).toEqual({ city_id: ['The city id field must be a number.'] });
    expect(await bad(`keyword=${'x'.repeat(101)}`)).toEqual({
      keyword: ['The keyword field may not be greater than 100 characters.'],
    });
  });

  it('explains a reversed range in Arabic', async () => {
    const res = await get(t, '/api/property/get-property-list?min_price=500&max_price=100', {
      'accept-language': 'ar',
    });
    expect(res.json().message).toBe('يجب ألا يكون السعر الأدنى أكبر من السعر الأعلى.');
  });

  it('answers an unknown place with an empty list', async () => {
    expect(await search('city_id=999999')).toEqual({
      items: [],
      pagination: { page: 1, per_page: 12, total: 0, last_page: 1, total_is_estimate: false },
    });
  });
});
