import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PASSWORD, bearer, get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Google's side is played by a JWKS server on 127.0.0.1 and a locally generated RSA key.
const CLIENT_ID = 'souq-test.apps.googleusercontent.com';
let t: TestApp;
let server: http.Server;
let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

function idToken(
  claims: Record<string, unknown>,
  options: { signWith?: CryptoKey; expiresIn?: string } = {},
): Promise<string> {
  return new SignJWT({ email_verified: true, name: 'Huda Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.signWith ?? key);
}

function callback(email: string, token: string) {
  return get(t, `/api/auth/google/callback?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`);
}

describe('GET /api/auth/google/callback', () => {
  it('creates a verified account on first sign-in and finds it again by Google subject', async () => {
    const token = await idToken({ sub: 'google-1', email: 'huda@gmail.com' });
    const res = await callback('huda@gmail.com', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful.',
      data: {
        user: {
          email: 'huda@gmail.com',
          name: 'Huda Google',
          user_type: 'Individual',
          email_verified: true,
          google_linked: true,
        },
      },
    });
    expect(body.token).toBe(body.data.token);
    expect((await get(t, '/api/my-account', bearer(body.data.token))).statusCode).toBe(200);

    const again = await callback('huda@gmail.com', await idToken({ sub: 'google-1', email: 'huda@gmail.com' }));
    expect(again.json().data.user.id).toBe(body.data.user.id);
  });

  it('links an existing account with the same email', async () => {
    const { user } = await signUp(t, 'samir@gmail.com');
    const res = await callback('samir@gmail.com', await idToken({ sub: 'google-2', email: 'samir@gmail.com' }));
    expect(res.json().data.user).toMatchObject({ id: user.id, google_linked: true });
    // The password still works too.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: t.headers,
          payload: { email: 'samir@gmail.com', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const otherGoogle = await callback('samir@gmail.com', await idToken({ sub: 'google-3', email: 'samir@gmail.com' }));
    expect(otherGoogle.statusCode).toBe(400);
    expect(otherGoogle.json().message).toBe('This email is linked to a different Google account.');
  });

  it.each([
    [
      'a token for another client (aud)',
      async () => idToken({ sub: 'g-aud', email: 'x@gmail.com', aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'a token signed with another key',
      async () => idToken({ sub: 'g-sig', email: 'x@gmail.com' }, { signWith: otherKey }),
    ],
    ['a token for another email', async () => idToken({ sub: 'g-mail', email: 'someone@gmail.com' })],
    ['an unverified email', async () => idToken({ sub: 'g-unv', email: 'x@gmail.com', email_verified: false })],
    ['an expired token', async () => idToken({ sub: 'g-exp', email: 'x@gmail.com' }, { expiresIn: '-1m' })],
    ['something that is not a token', async () => 'not.a.token'],
  ])('refuses %s and creates nothing', async (_label, make) => {
    const res = await callback('x@gmail.com', await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'We could not verify your Google sign-in.',
      errors: { request: ['We could not verify your Google sign-in.'] },
    });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'x@gmail.com').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses an HS256 token made with the public key as secret (algorithm confusion)', async () => {
    const forged = await new SignJWT({ sub: 'g-hs', email: 'x@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('public-key-bytes-used-as-a-secret'));
    expect((await callback('x@gmail.com', forged)).statusCode).toBe(400);
  });

  it('validates the query', async () => {
    const res = await get(t, '/api/auth/google/callback');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['The email field is required'],
      token: ['The token field is required'],
    });
    expect((await get(t, '/api/auth/google/callback?email=bad&token=x')).json().errors).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('links by Google subject per tenant: the same Google account on another site is another user', async () => {
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-g`, name: 'Other' })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    const token = await idToken({ sub: 'google-1', email: 'huda@gmail.com' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?email=huda%40gmail.com&token=${token}`,
      headers: { 'x-tenant': other.slug },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('tenant_id')
      .where('id', '=', res.json().data.user.id)
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(other.id);
  });
  it('refuses a suspended member, on the email field, and opens no session', async () => {
    const first = await callback('nour@gmail.com', await idToken({ sub: 'google-9', email: 'nour@gmail.com' }));
    const id = first.json().data.user.id as number;
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'Spam' })
      .where('id', '=', id)
      .execute();
    expect((await get(t, '/api/my-account', bearer(first.json().data.token))).statusCode).toBe(401);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
    const res = await callback('nour@gmail.com', await idToken({ sub: 'google-9', email: 'nour@gmail.com' }));
    expect(res.statusCode).toBe(400);
    const message = 'This account is suspended. Contact us if you think this is a mistake.';
    expect(res.json()).toMatchObject({ success: false, message, errors: { email: [message] } });
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toHaveLength(
      sessions.length,
    );
  });
});
