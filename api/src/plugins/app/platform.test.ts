import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PASSWORD, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { CORS_ORIGINS: ['https://souq.example'] } });
});
afterAll(async () => {
  await t.close();
});

describe('tenancy', () => {
  it("answers an unknown tenant with 200 and 'Tenant not found.'", async () => {
    for (const tenant of ['no-such-site', '../etc', 'x'.repeat(80)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-tenant': tenant },
        payload: { email: 'a@b.co', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, message: 'Tenant not found.' });
    }
  });

  it('uses the configured default tenant without a header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/check-email', payload: { email: 'a@b.co' } });
    expect(res.json()).toMatchObject({ success: true, data: { available: true } });
  });

  it("keeps each tenant's accounts apart", async () => {
    await signUp(t, 'shared@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/check-email',
      payload: { email: 'shared@example.com' },
    });
    expect(res.json().data.available).toBe(true);
    const own = await post(t, '/api/check-email', { email: 'shared@example.com' });
    expect(own.json().data.available).toBe(false);
  });
});

describe('envelope and errors', () => {
  it('answers unknown routes with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: t.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route GET:/api/nothing-here not found' });
  });

  it('refuses bodies that are not JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...t.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().success).toBe(false);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...t.headers, 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The request body must be a JSON object.');
  });

  it('refuses a JSON array where an object is expected', async () => {
    const res = await post(t, '/api/login', [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body must be a JSON object.',
      errors: { body: ['The request body must be a JSON object.'] },
    });
  });
});

describe('security headers and CORS', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("sends Helmet's headers for the API's options on every kind of response", async () => {
    // What Helmet's own middleware sets on a real response, for comparison.
    const raw = new ServerResponse(new IncomingMessage(new Socket()));
    helmet({ crossOriginResourcePolicy: { policy: 'same-site' } })(raw.req, raw, () => {});
    const expected = raw.getHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/api/login', headers: t.headers, payload: {} }),
    ]) {
      for (const [name, value] of Object.entries(expected))
        expect([name, res.headers[name]]).toEqual([name, String(value)]);
    }
  });

  it('allows only configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: 'https://souq.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-tenant',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://souq.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('X-Tenant');
    const denied = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('/api/docs', () => {
  it('serves the OpenAPI document with the account routes and the UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/register',
      '/api/otp-verify',
      '/api/auth/sendOtp',
      '/api/login',
      '/api/logout',
      '/api/check-email',
      '/api/forgot-password',
      '/api/verify-reset-code',
      '/api/reset-password',
      '/api/change-password',
      '/api/auth/google/callback',
      '/api/get-account',
      '/api/my-account',
      '/api/update-profile',
      '/api/get-user-company',
      '/api/user-company',
      '/api/health',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'password',
      'user_type',
    ]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/dev/outbox', () => {
  it('requires a valid email', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: t.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['The email field is required'] });
  });
});
