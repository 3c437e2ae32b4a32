import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

// PostgreSQL unreachable (nothing listens on its port): every request that needs the database is answered at once
// with a 503 in the envelope, in the caller's language, with Retry-After; never a 500, never left waiting.
// (`pnpm drill:postgres` restarts a real server under load and checks recovery and acknowledged writes.)
let app: FastifyInstance;
beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/souq`,
    REDIS_URL: '',
    SMTP_URL: '',
  });
  app = await buildApp({ config, logger: false });
});
afterAll(async () => {
  await app.close();
});

describe('with the database unreachable', () => {
  it('answers 503 JSON with a localised message and Retry-After', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/property/get-property-list?page=1', undefined],
      ['POST', '/api/login', { email: 'someone@example.com', password: 'whatever-1' }],
      ['POST', '/api/check-email', { email: 'someone@example.com' }],
    ] as const) {
      const res = await app.inject({ method, url, payload });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expect(res.json()).toEqual({
        success: false,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ar = await app.inject({
      method: 'GET',
      url: '/api/property/get-property-list',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(503);
    expect(ar.json().message).toBe('الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.');
  });

  it('health says the database is down', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toEqual({ status: 'degraded', database: 'down' });
  });
});
