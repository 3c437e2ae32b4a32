import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin } from '../payments/test-payments.js';
import { loadPlaces, type Places } from '../property/test-listings.js';
import { exchangeRates, RATE_CACHE_MS } from './current-rate.js';

let t: TestApp;
let P: Places;
let boss: { token: string; id: number };
let agent: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  P = await loadPlaces(t);
  boss = await admin(t, 'rate-admin@example.com');
  agent = await signUp(t, 'rate-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
});
afterAll(() => t.close());

const setRate = (body: Record<string, unknown>, lang = 'en') =>
  post(t, '/api/admin/exchange-rates', body, { ...bearer(boss.token), 'accept-language': lang });
let flats = 0;
const postFlat = (price: Record<string, number>) =>
  post(
    t,
    '/api/add-property',
    {
      name: 'Flat priced in one currency',
      description: 'Two rooms.',
      governorate_id: P.gov('Damascus'),
      city_id: P.city('Damascus'),
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 90 + flats++,
      furnished: 'unfurnished',
      ...price,
    },
    bearer(agent.token),
  );

describe('the exchange rate', () => {
  it('is the marketplace default until an admin sets one, with the redenomination of the pound', async () => {
    const res = await get(t, '/api/exchange-rate');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      syp_per_usd: 130,
      effective_date: '2026-01-01',
      source: 'Marketplace default',
      is_default: true,
      redenomination: { date: '2026-01-01', factor: 100 },
    });
    expect((await postFlat({ price_usd: 100_000 })).json().data).toMatchObject({
      price_usd: 100_000,
      price_syp: 13_000_000,
    });
  });

  it("refuses a rate that is zero, negative, not a number or absurd, in the reader's language", async () => {
    const cases: [unknown, string, string][] = [
      [0, 'The rate must be more than zero.', 'يجب أن يكون السعر أكبر من صفر.'],
      [-5, 'The rate must be more than zero.', 'يجب أن يكون السعر أكبر من صفر.'],
      ['-130', 'The rate must be more than zero.', 'يجب أن يكون السعر أكبر من صفر.'],
      [
        'abc',
        'The rate must be a number of new Syrian pounds per US dollar, e.g. 130.',
        'يجب أن يكون السعر عددًا من الليرات السورية الجديدة مقابل الدولار الأمريكي، مثل 130.',
      ],
      [
        '1.2.3',
        'The rate must be a number of new Syrian pounds per US dollar, e.g. 130.',
        'يجب أن يكون السعر عددًا من الليرات السورية الجديدة مقابل الدولار الأمريكي، مثل 130.',
      ],
      [
        0.5,
        'A rate of new Syrian pounds per US dollar must lie between 1 and 100,000.',
        'يجب أن يكون سعر الدولار بالليرة السورية الجديدة بين 1 و100,000.',
      ],
      [
        5_000_000,
        'A rate of new Syrian pounds per US dollar must lie between 1 and 100,000.',
        'يجب أن يكون سعر الدولار بالليرة السورية الجديدة بين 1 و100,000.',
      ],
    ];
    for (const [rate, en, ar] of cases) {
      const res = await setRate({ rate, source: 'Bulletin' });
      expect([rate, res.statusCode, res.json()]).toEqual([
        rate,
        400,
        { success: false, message: en, errors: { rate: [en] } },
      ]);
      expect((await setRate({ rate, source: 'Bulletin' }, 'ar')).json()).toEqual({
        success: false,
        message: ar,
        errors: { rate: [ar] },
      });
    }
    expect((await setRate({ rate: 131, source: '   ' })).json().errors).toEqual({
      source: ['Say where the rate comes from (e.g. the Central Bank bulletin).'],
    });
    expect(
      (await setRate({ rate: 131, source: 'Bulletin', effective_date: '2999-01-01' })).json().errors,
    ).toHaveProperty('effective_date');
    expect((await setRate({ rate: 131, source: 'Bulletin', effective_date: '2026-02-30' })).statusCode).toBe(400);
    expect((await setRate({ rate: true, source: 'Bulletin' })).statusCode).toBe(400);
    // Nothing was kept.
    expect((await get(t, '/api/admin/exchange-rates', bearer(boss.token))).json().data.rates).toEqual([]);
  });

  it('is set by admins only', async () => {
    expect(
      (await post(t, '/api/admin/exchange-rates', { rate: 131, source: 'Me' }, bearer(agent.token))).statusCode,
    ).toBe(403);
    expect((await post(t, '/api/admin/exchange-rates', { rate: 131, source: 'Me' })).statusCode).toBe(401);
    expect((await get(t, '/api/admin/exchange-rates', bearer(agent.token))).statusCode).toBe(403);
  });

  it('takes Eastern Arabic digits and separators, keeps every rate set, and converts new listings at the current one', async () => {
    const res = await setRate({ rate: '١٣٢٫٥', source: 'مصرف سورية المركزي', effective_date: '2026-11-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rate).toMatchObject({
      syp_per_usd: 132.5,
      effective_date: '2026-11-01',
      source: 'مصرف سورية المركزي',
      set_by: { id: boss.id },
    });
    expect((await get(t, '/api/exchange-rate')).json().data).toMatchObject({
      syp_per_usd: 132.5,
      effective_date: '2026-11-01',
      is_default: false,
    });
    expect((await postFlat({ price_usd: 1_000 })).json().data).toMatchObject({ price_syp: 132_500 });
    expect((await postFlat({ price_syp: 265_000 })).json().data).toMatchObject({ price_usd: 2_000 });
    expect((await get(t, '/api/property/property-master')).json().data.syp_per_usd).toBe(132.5);

    expect((await setRate({ rate: '1,400.25', source: 'Market' })).json().errors).toHaveProperty('confirm');
    expect((await setRate({ rate: '١٤٠', source: 'Market' })).statusCode).toBe(200);
    // An older rate recorded later goes into the history without replacing the one in force.
    expect((await setRate({ rate: 125, source: 'Archive', effective_date: '2026-02-01' })).statusCode).toBe(200);
    const history = (await get(t, '/api/admin/exchange-rates', bearer(boss.token))).json().data.rates;
    expect(history.map((r: { syp_per_usd: number; source: string }) => [r.syp_per_usd, r.source])).toEqual([
      [140, 'Market'],
      [132.5, 'مصرف سورية المركزي'],
      [125, 'Archive'],
    ]);
    expect((await get(t, '/api/exchange-rate')).json().data.syp_per_usd).toBe(140);
  });

  it('asks for confirmation of a jump of more than ten times (a rate typed in old pounds), then takes it', async () => {
    const current = (await get(t, '/api/exchange-rate')).json().data.syp_per_usd;
    const jump = await setRate({ rate: current * 100, source: 'Typo' });
    expect(jump.statusCode).toBe(409);
    expect(jump.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('more than 10 times'),
      current,
    });
    expect((await setRate({ rate: current * 100, source: 'Typo' }, 'ar')).json().message).toContain(
      'بأكثر من 10 أضعاف',
    );
    expect((await setRate({ rate: 5, source: 'Typo' })).statusCode).toBe(409);
    expect((await get(t, '/api/exchange-rate')).json().data.syp_per_usd).toBe(current);
    expect((await setRate({ rate: current * 100, source: 'Confirmed', confirm: true })).statusCode).toBe(200);
    expect((await get(t, '/api/exchange-rate')).json().data.syp_per_usd).toBe(current * 100);
    expect((await setRate({ rate: current, source: 'Back', confirm: true })).statusCode).toBe(200);
  });

  it('is read from the database once per cache period by another instance, so it sees a change within that period', async () => {
    let clock = 0;
    const other = exchangeRates(t.db, '2026-01-01', () => clock);
    const before = await other.sypPerUsd(t.tenant.id);
    await t.db
      .insertInto('exchange_rates')
      .values({
        tenant_id: t.tenant.id,
        syp_per_usd: before + 1,
        effective_date: new Date().toISOString().slice(0, 10),
        source: 'Elsewhere',
        set_by: null,
      })
      .execute();
    expect(await other.sypPerUsd(t.tenant.id)).toBe(before);
    clock += RATE_CACHE_MS;
    expect(await other.sypPerUsd(t.tenant.id)).toBe(before + 1);
  });
});
