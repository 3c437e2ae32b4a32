import { COUNT_FRESH_MS, COUNT_KEPT_MS, type ExactTotal, searchCountKey, searchCounts } from './search-counts.js';

// The kept totals on their own, with a clock the test moves; the searches that use them are tested in
// property/search-total.test.ts and auto/search-total.test.ts.
function setUp(entries?: number) {
  let clock = 0;
  const failures: unknown[] = [];
  const counts = searchCounts(
    () => clock,
    (err) => failures.push(err),
    entries ? { entries } : {},
  );
  /** A count that answers `active` and records that it ran. */
  const counter =
    (active: number, ran: string[], name = 'count') =>
    async (): Promise<ExactTotal> => {
      ran.push(name);
      return { active, closed: 0 };
    };
  return { counts, failures, counter, advance: (ms: number) => (clock += ms) };
}

describe('search totals kept per filter set', () => {
  it('counts a filter set once while it is fresh', async () => {
    const { counts, counter } = setUp();
    const ran: string[] = [];
    expect(await counts.exact('a', 1001, counter(2000, ran))).toEqual({ active: 2000, closed: 0 });
    expect(await counts.exact('a', 1001, counter(2001, ran))).toEqual({ active: 2000, closed: 0 });
    expect(ran).toHaveLength(1);
  });

  it('keeps each filter set apart', async () => {
    const { counts, counter } = setUp();
    const ran: string[] = [];
    expect((await counts.exact('a', 1001, counter(2000, ran)))?.active).toBe(2000);
    expect((await counts.exact('b', 1001, counter(3000, ran)))?.active).toBe(3000);
    expect((await counts.exact('a', 1001, counter(1, ran)))?.active).toBe(2000);
  });

  it('runs one count for requests that arrive while it is under way', async () => {
    const { counts } = setUp();
    let release: (total: ExactTotal) => void = () => {};
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<ExactTotal>((resolve) => (release = resolve));
    };
    const answers = Promise.all([counts.exact('a', 1001, slow), counts.exact('a', 1001, slow)]);
    release({ active: 4000, closed: 2 });
    expect(await answers).toEqual([
      { active: 4000, closed: 2 },
      { active: 4000, closed: 2 },
    ]);
    expect(started).toBe(1);
  });

  it('answers an aged total at once and counts it again behind the answer', async () => {
    const { counts, counter, advance } = setUp();
    const ran: string[] = [];
    await counts.exact('a', 1001, counter(2000, ran, 'first'));
    advance(COUNT_FRESH_MS);
    let release: (total: ExactTotal) => void = () => {};
    const again = () => {
      ran.push('again');
      return new Promise<ExactTotal>((resolve) => (release = resolve));
    };
    expect((await counts.exact('a', 1001, again))?.active).toBe(2000);
    expect((await counts.exact('a', 1001, counter(2600, ran, 'not while counting')))?.active).toBe(2000);
    release({ active: 2500, closed: 0 });
    await counts.settled();
    expect((await counts.exact('a', 1001, counter(2700, ran, 'fresh again')))?.active).toBe(2500);
    expect(ran).toEqual(['first', 'again']);
  });

  it('counts again before answering a total counted too long ago', async () => {
    const { counts, counter, advance } = setUp();
    const ran: string[] = [];
    await counts.exact('a', 1001, counter(2000, ran));
    advance(COUNT_KEPT_MS);
    expect((await counts.exact('a', 1001, counter(2100, ran)))?.active).toBe(2100);
  });

  it('counts again before answering when the search has just seen more matches than were kept', async () => {
    const { counts, counter } = setUp();
    const ran: string[] = [];
    await counts.exact('a', 1001, counter(1500, ran));
    expect((await counts.exact('a', 2005, counter(2100, ran)))?.active).toBe(2100);
  });

  it('keeps a total a page near the end counted itself', async () => {
    const { counts, counter } = setUp();
    counts.remember('a', { active: 1994, closed: 1 });
    expect(await counts.exact('a', 1001, counter(1, []))).toEqual({ active: 1994, closed: 1 });
  });

  it('drops the least recently searched filter set beyond its room', async () => {
    const { counts, counter } = setUp(2);
    const ran: string[] = [];
    await counts.exact('a', 1001, counter(2000, ran, 'a'));
    await counts.exact('b', 1001, counter(3000, ran, 'b'));
    await counts.exact('a', 1001, counter(2000, ran, 'a again'));
    await counts.exact('c', 1001, counter(4000, ran, 'c'));
    await counts.exact('a', 1001, counter(2000, ran, 'a again'));
    await counts.exact('b', 1001, counter(3000, ran, 'b again'));
    expect(ran).toEqual(['a', 'b', 'c', 'b again']);
  });

  it('answers null and tells of a count that failed, and keeps nothing for it', async () => {
    const { counts, failures, counter } = setUp();
    const broken = async (): Promise<ExactTotal> => {
      throw new Error('canceling statement due to statement timeout');
    };
    expect(await counts.exact('a', 1001, broken)).toBeNull();
    expect(failures).toHaveLength(1);
    expect((await counts.exact('a', 1001, counter(2000, [])))?.active).toBe(2000);
  });
});

describe('a filter set key', () => {
  it('is the same whatever the order of the filters and of their values', () => {
    expect(
      searchCountKey('property', 1, 'SYP', 7, { property_type: ['villa', 'apartment'], listing_type: 'sale' }),
    ).toBe(
      searchCountKey('property', 1, 'SYP', 7, {
        listing_type: 'sale',
        property_type: ['apartment', 'villa', 'apartment'],
        city_id: undefined,
        amenities: [],
      }),
    );
  });

  it('differs by tenant, kind of listing, currency, filters and closed days, not by the rate a sort orders by', () => {
    const key = (tenant: number, kind: 'property' | 'auto', currency: string, f: object, days = 7) =>
      searchCountKey(kind, tenant, currency, days, f);
    const base = key(1, 'property', 'SYP', { listing_type: 'sale' });
    expect(
      new Set([
        base,
        key(2, 'property', 'SYP', { listing_type: 'sale' }),
        key(1, 'auto', 'SYP', { listing_type: 'sale' }),
        key(1, 'property', 'USD', { listing_type: 'sale' }),
        key(1, 'property', 'SYP', { listing_type: 'rent' }),
        key(1, 'property', 'SYP', { listing_type: 'sale' }, 0),
      ]).size,
    ).toBe(6);
    expect(key(1, 'property', 'SYP', { listing_type: 'sale', syp_per_usd: 130 })).toBe(base);
  });
});
