import { createTestApp, type TestApp } from '../../test/test-app.js';
import { versionHealth, versionHealthSeries } from './figures.js';
import { rollUpRemoteHealth } from './rollup-job.js';
import { HEALTH_REPORTS_PER_MINUTE, MAX_ITEMS_PER_BATCH } from './routes.js';
import { minuteOf } from './store.js';

const item = {
  remote: 'property',
  version: '2.0.0-abc1234',
  build: 'canary',
  mounts: 1,
  loadFailures: 0,
  boundaryErrors: 0,
  uncaughtErrors: 0,
};
const browserId = (n: number) => `browser-${String(n).padStart(12, '0')}`;

describe('POST /api/client-reports/remote-health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: unknown, ip = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-reports/remote-health',
      payload: body as object,
      remoteAddress: ip,
    });
  const around = () => {
    const now = t.app.clock.now().getTime();
    return [new Date(now - 3_600_000), new Date(now + 3_600_000)] as const;
  };
  const health = (version: string, remote = 'property') => versionHealth(t.app.db, remote, version, ...around());

  it('accepts a batch and counts it for its remote version', async () => {
    const res = await send({
      browser: browserId(1),
      items: [
        { ...item, version: '2.0.0-accept', lcpMs: 1800, cls: 0.02, inpMs: 120 },
        { ...item, remote: 'auto', version: '1.0.0', build: 'current' },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: 'Reported', data: null });
    expect(await health('2.0.0-accept')).toEqual({
      remote: 'property',
      version: '2.0.0-accept',
      browsers: 1,
      mounts: 1,
      failures: 0,
      failingBrowsers: 0,
      lcpP75Ms: 1800,
      clsP75: 0.02,
      inpP75Ms: 120,
    });
    expect((await health('1.0.0', 'auto')).mounts).toBe(1);
  });

  it.each([
    ['a body that is not a batch', ['hello']],
    ['no browser id', { items: [item] }],
    ['a short browser id', { browser: 'abc', items: [item] }],
    ['no items', { browser: browserId(2), items: [] }],
    ['too many items', { browser: browserId(2), items: Array.from({ length: MAX_ITEMS_PER_BATCH + 1 }, () => item) }],
    ['an unknown remote', { browser: browserId(2), items: [{ ...item, remote: 'shop' }] }],
    ['a bad version label', { browser: browserId(2), items: [{ ...item, version: '../../etc' }] }],
    ['an unknown build', { browser: browserId(2), items: [{ ...item, build: 'nightly' }] }],
    ['a negative count', { browser: browserId(2), items: [{ ...item, mounts: -1 }] }],
    ['a fractional count', { browser: browserId(2), items: [{ ...item, mounts: 1.5 }] }],
    ['a CLS above 10', { browser: browserId(2), items: [{ ...item, cls: 11 }] }],
    ['an LCP beyond two minutes', { browser: browserId(2), items: [{ ...item, lcpMs: 120_001 }] }],
    ['an INP given as text', { browser: browserId(2), items: [{ ...item, inpMs: '100' }] }],
  ])('refuses %s with a validation error in the usual shape', async (_label, body) => {
    const res = await send(body, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses an oversize body without a server error', async () => {
    const res = await send({ browser: browserId(3), items: [{ ...item, version: 'x'.repeat(20_000) }] }, '10.1.0.3');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });

  it('stops accepting batches from one address after the per-minute limit', async () => {
    for (let i = 0; i < HEALTH_REPORTS_PER_MINUTE; i += 1)
      expect((await send({ browser: browserId(100 + i), items: [item] }, '10.1.0.9')).statusCode).toBe(202);
    const refused = await send({ browser: browserId(200), items: [item] }, '10.1.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    expect((await send({ browser: browserId(201), items: [item] }, '10.1.0.10')).statusCode).toBe(202);
  });

  it('counts a flooding browser once per kind per minute', async () => {
    const flood = {
      ...item,
      version: '2.0.0-flood',
      mounts: 1000,
      loadFailures: 1000,
      boundaryErrors: 1000,
      uncaughtErrors: 1000,
      lcpMs: 9000,
    };
    for (let i = 0; i < 10; i += 1)
      expect((await send({ browser: browserId(4), items: [flood, flood] }, `10.1.1.${i}`)).statusCode).toBe(202);
    expect(
      (await send({ browser: browserId(5), items: [{ ...item, version: '2.0.0-flood', lcpMs: 1000 }] }, '10.1.1.50'))
        .statusCode,
    ).toBe(202);
    expect(await health('2.0.0-flood')).toMatchObject({ browsers: 2, mounts: 3, failures: 3, failingBrowsers: 1 });
  });

  it('files a report under the server’s minute whatever time the client claims', async () => {
    const res = await send(
      {
        browser: browserId(6),
        sentAt: '1999-01-01T00:00:00Z',
        at: 4102444800000,
        items: [{ ...item, version: '2.0.0-skew' }],
      },
      '10.1.0.6',
    );
    expect(res.statusCode).toBe(202);
    const series = await versionHealthSeries(t.app.db, 'property', '2.0.0-skew', ...around());
    expect(series.map((p) => p.at)).toEqual([minuteOf(t.app.clock.now()).toISOString()]);
  });

  it('leaves a developer override out of the figures', async () => {
    expect(
      (await send({ browser: browserId(7), items: [{ ...item, version: 'override', build: 'override' }] }, '10.1.0.7'))
        .statusCode,
    ).toBe(202);
    expect((await health('override')).browsers).toBe(0);
  });
});

describe('remote health figures and roll-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (browser: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-reports/remote-health',
      payload: { browser: browserId(browser), items: [{ ...item, version: '3.0.0', ...body }] },
      remoteAddress: `10.2.0.${browser}`,
    });

  it('gives the figures the analysis compares, keeps their totals through the roll-ups, and charts them per minute then per hour', async () => {
    const start = minuteOf(t.app.clock.now());
    // Minute 1: four browsers, one failing to load; minute 2: two of them again, one with an error in its boundary.
    const lcps = [1000, 2000, 3000, 4000];
    for (const [i, lcpMs] of lcps.entries()) {
      const failed = i === 3;
      expect(
        (await send(i, { mounts: failed ? 0 : 1, loadFailures: failed ? 1 : 0, lcpMs, cls: i / 10 })).statusCode,
      ).toBe(202);
    }
    t.app.clock.advance(60_000);
    expect((await send(0, { lcpMs: 1200, inpMs: 80 })).statusCode).toBe(202);
    expect((await send(1, { boundaryErrors: 1, inpMs: 400 })).statusCode).toBe(202);
    const from = new Date(start.getTime() - 60_000);
    const to = new Date(start.getTime() + 10 * 60_000);

    const exact = await versionHealth(t.app.db, 'property', '3.0.0', from, to);
    expect(exact).toEqual({
      remote: 'property',
      version: '3.0.0',
      browsers: 4,
      mounts: 6,
      failures: 2,
      failingBrowsers: 2,
      lcpP75Ms: 3000,
      clsP75: expect.closeTo(0.225, 9),
      inpP75Ms: 320,
    });
    const perMinute = await versionHealthSeries(t.app.db, 'property', '3.0.0', from, to);
    expect(perMinute.map((p) => [p.at, p.browsers, p.mounts, p.failures])).toEqual([
      [start.toISOString(), 4, 4, 1],
      [new Date(start.getTime() + 60_000).toISOString(), 2, 2, 1],
    ]);
    expect(await versionHealth(t.app.db, 'property', '3.0.0', new Date(start.getTime() + 60_000), to)).toMatchObject({
      browsers: 2,
      mounts: 2,
    });

    // Hours later the browser minutes are gone: the figures come from the per-minute roll-ups.
    t.app.clock.advance(4 * 3_600_000);
    await rollUpRemoteHealth(t.app.db, t.app.clock.now());
    expect(await t.app.db.selectFrom('remote_health_browser_minutes').selectAll().execute()).toEqual([]);
    const rolled = await versionHealth(t.app.db, 'property', '3.0.0', from, to);
    // Browsers are summed per minute once rolled up (an upper bound of the distinct ones); p75 comes from histograms.
    expect(rolled).toMatchObject({ mounts: 6, failures: 2, browsers: 6, failingBrowsers: 2 });
    expect(rolled.lcpP75Ms).toBeGreaterThan(3000 * 0.9);
    expect(rolled.lcpP75Ms).toBeLessThan(3000 * 1.1);
    expect((await versionHealthSeries(t.app.db, 'property', '3.0.0', from, to)).map((p) => p.mounts)).toEqual([4, 2]);

    // Days later the minutes are merged into their hour, totals unchanged.
    t.app.clock.advance(3 * 24 * 3_600_000);
    await rollUpRemoteHealth(t.app.db, t.app.clock.now());
    const spans = await t.app.db.selectFrom('remote_health_rollups').select('span').distinct().execute();
    expect(spans).toEqual([{ span: 'hour' }]);
    const hourFrom = new Date(Math.floor(start.getTime() / 3_600_000) * 3_600_000);
    expect(await versionHealth(t.app.db, 'property', '3.0.0', hourFrom, to)).toMatchObject({
      mounts: 6,
      failures: 2,
      failingBrowsers: 2,
    });
    const hourly = await versionHealthSeries(t.app.db, 'property', '3.0.0', hourFrom, to);
    const hours = new Set([start.getTime(), start.getTime() + 60_000].map((ms) => Math.floor(ms / 3_600_000)));
    expect(hourly).toHaveLength(hours.size);
    expect(hourly.reduce((sum, p) => sum + p.mounts, 0)).toBe(6);

    // A quarter of a year later nothing is left.
    t.app.clock.advance(91 * 24 * 3_600_000);
    await rollUpRemoteHealth(t.app.db, t.app.clock.now());
    expect(await versionHealth(t.app.db, 'property', '3.0.0', hourFrom, to)).toMatchObject({
      browsers: 0,
      mounts: 0,
      lcpP75Ms: null,
    });
  });
});
