import { bearer, get, PASSWORD, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Answers holding someone's own data are never kept by a browser, a proxy or a CDN (Cache-Control: no-store); a
// guest's public answers keep their own caching.
let t: TestApp;
let token: string;
const EMAIL = 'personal-answers@souq.test';

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUp(t, EMAIL, { name: 'Rania' }));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('personal answers are never stored', () => {
  it('my account, with the token', async () => {
    const res = await get(t, '/api/my-account', bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(EMAIL);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a sign-in, whose answer holds the token', async () => {
    const res = await post(t, '/api/login', { email: EMAIL, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a refusal of a token, and an unknown address asked with one', async () => {
    const refused = await get(t, '/api/my-account', bearer('not-a-token'));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const missing = await get(t, '/api/no-such-route', bearer(token));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('a public search asked by a member, whose answer says which listings they saved', async () => {
    const res = await get(t, '/api/property/get-property-list?per_page=2', bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('whether an address has an account, though no token is sent', async () => {
    const res = await get(t, `/api/check-email?email=${encodeURIComponent(EMAIL)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('public answers keep their caching', () => {
  it("a guest's search says nothing against caching", async () => {
    const res = await get(t, '/api/property/get-property-list?per_page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('the reference lists stay cacheable, for guests and members alike', async () => {
    for (const headers of [{}, bearer(token)]) {
      const res = await get(t, '/api/property/governorates', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('the health check and a CORS preflight are left alone', async () => {
    expect((await get(t, '/api/health')).headers['cache-control']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/my-account',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['cache-control']).toBeUndefined();
  });
});
