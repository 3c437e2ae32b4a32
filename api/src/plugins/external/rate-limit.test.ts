import { PASSWORD, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Small limits so the test reaches them quickly. Counters live in Redis when REDIS_URL is set (each app has its own
// key prefix), in memory otherwise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      login: { perIp: { max: 5, window: 60_000 }, perEmail: { max: 3, window: 60_000 } },
      forgot: { perIp: { max: 100, window: 60_000 }, perEmail: { max: 2, window: 60_000 } },
      otp: { perIp: { max: 100, window: 60_000 }, perEmail: { max: 2, window: 60_000 } },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: t.headers,
    payload: { email, password: PASSWORD },
    remoteAddress: ip,
  });

describe('rate limits on account endpoints', () => {
  it('limits login attempts per email, then per IP, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('target@example.com')).statusCode).toBe(400);
    const blocked = await login('target@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address from the same IP still gets through until the IP's own limit.
    expect((await login('other@example.com')).statusCode).toBe(400);
    expect((await login('third@example.com')).statusCode).toBe(429);
    // Another IP is counted on its own.
    expect((await login('fourth@example.com', '10.0.0.9')).statusCode).toBe(400);
  });

  it('limits forgot-password per email', async () => {
    const email = 'forgot@example.com';
    expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(200);
    expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(200);
    expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(429);
    expect((await post(t, '/api/verify-reset-code', { email, code: '123456' })).statusCode).toBe(429);
  });

  it('limits code verification per email', async () => {
    const email = 'otp@example.com';
    expect((await post(t, '/api/otp-verify', { email, otp: '123456' })).statusCode).toBe(400);
    expect((await post(t, '/api/otp-verify', { email, otp: '123456' })).statusCode).toBe(400);
    expect((await post(t, '/api/otp-verify', { email, otp: '123456' })).statusCode).toBe(429);
    expect((await post(t, '/api/auth/sendOtp', { email: email.toUpperCase() })).statusCode).toBe(429);
  });
});
