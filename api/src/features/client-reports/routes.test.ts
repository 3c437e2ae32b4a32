import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { REPORTS_PER_MINUTE } from './routes.js';

const report = {
  remote: 'property',
  version: '1.0.0-abc1234',
  manifest: 'https://cdn.souq.sy/remotes/property/1.0.0-abc1234/mf-manifest.json?token=secret',
  build: 'current',
  outcome: 'fallback',
  message: 'Failed to fetch https://cdn.souq.sy/x.js?sig=abc for visitor amal@example.com\nsecond line',
};

describe('POST /api/client-reports/remote-load', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({ build: { logger: { level: 'warn', stream } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-reports/remote-load',
      payload: body as object,
      remoteAddress: ip,
    });

  it('accepts a report and logs one structured line without the visitor’s details or query strings', async () => {
    lines.length = 0;
    const res = await send(report);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: 'Reported', data: null });
    const logged = lines.filter((l) => l.event === 'remote_load_failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      remote: 'property',
      version: '1.0.0-abc1234',
      build: 'current',
      outcome: 'fallback',
      manifest: 'https://cdn.souq.sy/remotes/property/1.0.0-abc1234/mf-manifest.json',
      error: 'Failed to fetch https://cdn.souq.sy/x.js for visitor [email] second line',
    });
    const text = JSON.stringify(logged[0]);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('10.0.0.1');
    expect(text).not.toContain('amal@');
  });

  it("accepts a report of the admin remote's build (the operators' pages)", async () => {
    lines.length = 0;
    const res = await send({ ...report, remote: 'admin' }, '10.0.0.2');
    expect(res.statusCode).toBe(202);
    expect(lines.filter((l) => l.event === 'remote_load_failed')[0]).toMatchObject({ remote: 'admin' });
  });

  it.each([
    ['an unknown remote', { ...report, remote: 'shop' }],
    ['a bad version label', { ...report, version: '../../etc' }],
    ['an unknown outcome', { ...report, outcome: 'exploded' }],
    ['an overlong message', { ...report, message: 'x'.repeat(501) }],
  ])('refuses %s with a validation error', async (_label, body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('drops fields it does not know rather than logging them', async () => {
    lines.length = 0;
    expect((await send({ ...report, email: 'amal@example.com', userAgent: 'Mozilla' })).statusCode).toBe(202);
    const text = JSON.stringify(lines.filter((l) => l.event === 'remote_load_failed'));
    expect(text).not.toContain('amal@');
    expect(text).not.toContain('Mozilla');
  });

  it('stops accepting reports from one address after the per-minute limit', async () => {
    for (let i = 0; i < REPORTS_PER_MINUTE; i += 1) expect((await send(report, '10.0.0.9')).statusCode).toBe(202);
    expect((await send(report, '10.0.0.9')).statusCode).toBe(429);
    expect((await send(report, '10.0.0.10')).statusCode).toBe(202);
  });
});
