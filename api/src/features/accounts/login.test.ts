import { PASSWORD, bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, 'layla@example.com', { name: 'Layla' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/login', () => {
  it('logs in with a token and the user', async () => {
    const res = await post(t, '/api/login', { email: 'Layla@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful.',
      data: { user: { name: 'Layla', email: 'layla@example.com' } },
    });
    expect((await get(t, '/api/my-account', bearer(body.data.token))).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await post(t, '/api/login', { email: 'layla@example.com', password: 'wrong-password' });
    const unknown = await post(t, '/api/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'These credentials do not match our records.',
      errors: { request: ['These credentials do not match our records.'] },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers in Arabic to a visitor reading Arabic, success and failure alike', async () => {
    const ar = { 'accept-language': 'ar' };
    const ok = await post(t, '/api/login', { email: 'layla@example.com', password: PASSWORD }, ar);
    expect(ok.json()).toMatchObject({ success: true, message: 'تم تسجيل الدخول بنجاح.' });
    const wrong = await post(t, '/api/login', { email: 'layla@example.com', password: 'wrong-password' }, ar);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
      errors: { request: ['بيانات الدخول هذه لا تطابق سجلاتنا.'] },
    });
  });

  it('validates missing and wrong-typed fields', async () => {
    expect((await post(t, '/api/login', {})).json().errors).toEqual({
      email: ['The email field is required'],
      password: ['The password field is required'],
    });
    expect((await post(t, '/api/login', { email: 'layla@example.com', password: 12345678 })).json().errors).toEqual({
      password: ['The password field must be a string.'],
    });
    expect((await post(t, '/api/login', { email: 'x', password: 'y' })).json().errors).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it("does not log in to another tenant's site", async () => {
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-o`, name: 'Other' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    const res = await post(
      t,
      '/api/login',
      { email: 'layla@example.com', password: PASSWORD },
      { 'x-tenant': other.slug },
    );
    expect(res.statusCode).toBe(400);
  });

  it('rejects a body that is not JSON with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/logout and tokens', () => {
  it('revokes the token: it no longer opens the account, other sessions stay', async () => {
    const a = (await post(t, '/api/login', { email: 'layla@example.com', password: PASSWORD })).json().data.token;
    const b = (await post(t, '/api/login', { email: 'layla@example.com', password: PASSWORD })).json().data.token;
    const res = await post(t, '/api/logout', {}, bearer(a));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully', data: null });
    const after = await get(t, '/api/my-account', bearer(a));
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
    expect((await get(t, '/api/my-account', bearer(b))).statusCode).toBe(200);
    expect((await post(t, '/api/logout', {}, bearer(a))).statusCode).toBe(401);
  });

  it('answers 401 without a token, with a malformed one, a forged one, an expired one, or an unsigned one', async () => {
    const token = (await post(t, '/api/login', { email: 'layla@example.com', password: PASSWORD })).json().data
      .token as string;
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url')}.${token.split('.')[2]}`;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', claims.sid)
      .execute();
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: token },
      bearer(unsigned),
      bearer(forged),
      bearer(token),
    ]) {
      const res = await get(t, '/api/my-account', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });

  it("refuses a token on another tenant's site", async () => {
    const token = (await post(t, '/api/login', { email: 'layla@example.com', password: PASSWORD })).json().data.token;
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-p`, name: 'Other' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    expect((await get(t, '/api/my-account', { ...bearer(token), 'x-tenant': other.slug })).statusCode).toBe(401);
  });
});

describe('/api/check-email', () => {
  it('tells whether an address is taken', async () => {
    const taken = await post(t, '/api/check-email', { email: 'LAYLA@example.com' });
    expect(taken.json()).toEqual({
      success: true,
      message: 'The email has already been taken.',
      data: { exists: true, available: false },
    });
    const free = await get(t, '/api/check-email?email=free%40example.com');
    expect(free.json()).toEqual({
      success: true,
      message: 'The email is available.',
      data: { exists: false, available: true },
    });
  });

  it('validates the email', async () => {
    expect((await post(t, '/api/check-email', {})).json().errors).toEqual({ email: ['The email field is required'] });
    expect((await get(t, '/api/check-email?email=nope')).json().errors).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});
