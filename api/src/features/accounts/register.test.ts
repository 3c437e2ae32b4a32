import { PASSWORD, get, lastCode, outboxCount, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = (email: string) => ({
  name: 'Rami',
  email,
  password: PASSWORD,
  user_type: 'Agent',
  listing_category: 'both',
});

describe('POST /api/register', () => {
  it('creates an unverified account and emails a six-digit code', async () => {
    const res = await post(t, '/api/register', valid('rami@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { email: 'rami@example.com' } });
    expect(await lastCode(t, 'rami@example.com')).toMatch(/^\d{6}$/);
    const login = await post(t, '/api/login', { email: 'rami@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json().data).toEqual({ email: 'rami@example.com', verification_required: true });
    // The stored code is not the emailed one in plain text.
    const row = await t.db.selectFrom('one_time_codes').select('code_hash').executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(await lastCode(t, 'rami@example.com'));
  });

  it('lists every missing field with the documented message', async () => {
    const res = await post(t, '/api/register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The name field is required',
      errors: {
        name: ['The name field is required'],
        email: ['The email field is required'],
        password: ['The password field is required'],
        user_type: ['The user type field is required'],
      },
    });
  });

  it('treats a request without a body like an empty form', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', headers: t.headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['name', 'email', 'password', 'user_type']);
  });

  it('rejects wrong types and bad values field by field', async () => {
    const res = await post(t, '/api/register', {
      name: 42,
      email: 'not-an-email',
      password: 'short',
      user_type: 'Boss',
      listing_category: 'boats',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['The name field must be a string.'],
      email: ['Please enter a valid email address'],
      password: ['The password field must be at least 8 characters.'],
      user_type: ['The selected user type is invalid.'],
      listing_category: ['The selected listing category is invalid.'],
    });
  });

  it('rejects a too long name and an empty one', async () => {
    const long = await post(t, '/api/register', { ...valid('long@example.com'), name: 'x'.repeat(101) });
    expect(long.json().errors).toEqual({ name: ['The name field may not be greater than 100 characters.'] });
    const empty = await post(t, '/api/register', { ...valid('empty@example.com'), name: '' });
    expect(empty.json().errors).toEqual({ name: ['The name field is required'] });
  });

  it('answers in Arabic when the caller prefers Arabic', async () => {
    const res = await post(t, '/api/register', {}, { 'accept-language': 'ar' });
    expect(res.json().errors.email).toEqual(['حقل البريد الإلكتروني مطلوب']);
  });

  it('requires a listing category for agents and corporates, not for individuals', async () => {
    const agent = await post(t, '/api/register', { ...valid('agent-nocat@example.com'), listing_category: undefined });
    expect(agent.statusCode).toBe(400);
    expect(agent.json().errors).toEqual({ listing_category: ['The listing category field is required'] });
    expect(await outboxCount(t, 'agent-nocat@example.com')).toBe(0);
    const individual = await post(t, '/api/register', {
      ...valid('ind@example.com'),
      user_type: 'Individual',
      listing_category: undefined,
    });
    expect(individual.statusCode).toBe(200);
  });

  it('refuses an email already verified, whatever its case', async () => {
    await signUp(t, 'taken@example.com');
    const res = await post(t, '/api/register', valid('TAKEN@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('lets an unverified address register again after 30 seconds, replacing the code', async () => {
    const email = 'again@example.com';
    await post(t, '/api/register', valid(email));
    const first = await lastCode(t, email);
    const soon = await post(t, '/api/register', valid(email));
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await t.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 31_000) })
      .execute();
    const later = await post(t, '/api/register', { ...valid(email), name: 'Rami Again' });
    expect(later.statusCode).toBe(200);
    const second = await lastCode(t, email);
    if (first !== second) {
      const old = await post(t, '/api/otp-verify', { email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(t, '/api/otp-verify', { email, otp: second });
    expect(ok.json().data.user).toMatchObject({ name: 'Rami Again', email_verified: true });
  });

  it('emails in the language the user chose', async () => {
    await post(t, '/api/register', { ...valid('english@example.com'), language: 'en' });
    const mail = (await get(t, '/api/dev/outbox?email=english%40example.com')).json().data[0];
    expect(mail.subject).toBe('Your Souq verification code');
    await post(t, '/api/register', valid('arabic@example.com'));
    const ar = (await get(t, '/api/dev/outbox?email=arabic%40example.com')).json().data[0];
    expect(ar.subject).toBe('رمز التحقق الخاص بك في سوق');
  });
});

describe('POST /api/otp-verify', () => {
  it('verifies the email and logs in with a token and user', async () => {
    await post(t, '/api/register', valid('verify@example.com'));
    const otp = await lastCode(t, 'verify@example.com');
    const res = await post(t, '/api/otp-verify', { email: 'verify@example.com', otp });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.user).toMatchObject({
      email: 'verify@example.com',
      user_type: 'Agent',
      listing_category: 'both',
      email_verified: true,
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    const me = await get(t, '/api/my-account', { authorization: `Bearer ${body.data.token}` });
    expect(me.json().data.email).toBe('verify@example.com');
  });

  it('rejects a code that is not six digits, with the documented message', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', 123456, '']) {
      const res = await post(t, '/api/otp-verify', { email: 'verify@example.com', otp });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ otp: ['OTP is required and must be 6 digits.'] });
    }
    const missing = await post(t, '/api/otp-verify', { email: 'verify@example.com' });
    expect(missing.json().errors).toEqual({ otp: ['OTP is required and must be 6 digits.'] });
  });

  it('rejects a wrong code, then accepts the right one', async () => {
    await post(t, '/api/register', valid('wrong@example.com'));
    const otp = await lastCode(t, 'wrong@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await post(t, '/api/otp-verify', { email: 'wrong@example.com', otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The verification code is incorrect.',
      errors: { otp: ['The verification code is incorrect.'] },
    });
    expect((await post(t, '/api/otp-verify', { email: 'wrong@example.com', otp })).statusCode).toBe(200);
  });

  it('burns the code after five wrong tries: the sixth fails even when right', async () => {
    await post(t, '/api/register', valid('burn@example.com'));
    const otp = await lastCode(t, 'burn@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t, '/api/otp-verify', { email: 'burn@example.com', otp: wrong })).statusCode).toBe(400);
    }
    const sixth = await post(t, '/api/otp-verify', { email: 'burn@example.com', otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('refuses a reused code', async () => {
    await post(t, '/api/register', valid('reuse@example.com'));
    const otp = await lastCode(t, 'reuse@example.com');
    expect((await post(t, '/api/otp-verify', { email: 'reuse@example.com', otp })).statusCode).toBe(200);
    const again = await post(t, '/api/otp-verify', { email: 'reuse@example.com', otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The verification code has expired. Please request a new one.');
  });

  it('refuses an expired code', async () => {
    await post(t, '/api/register', valid('expired@example.com'));
    const otp = await lastCode(t, 'expired@example.com');
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await post(t, '/api/otp-verify', { email: 'expired@example.com', otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The verification code has expired. Please request a new one.');
  });

  it('answers an unknown email like a wrong code', async () => {
    const res = await post(t, '/api/otp-verify', { email: 'nobody@example.com', otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The verification code is incorrect.');
  });

  it("does not accept a code from another tenant's registration", async () => {
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-b`, name: 'Other' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    await post(t, '/api/register', valid('cross@example.com'));
    const otp = await lastCode(t, 'cross@example.com');
    const res = await post(t, '/api/otp-verify', { email: 'cross@example.com', otp }, { 'x-tenant': other.slug });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/sendOtp', () => {
  it('sends at most one code per 30 seconds, and the new code replaces the old', async () => {
    const email = 'resend@example.com';
    await post(t, '/api/register', valid(email));
    const first = await lastCode(t, email);
    const tooSoon = await post(t, '/api/auth/sendOtp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    expect(await outboxCount(t, email)).toBe(1);

    await t.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 30_000) })
      .execute();
    const res = await post(t, '/api/auth/sendOtp', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A new verification code has been sent to your email.');
    expect(await outboxCount(t, email)).toBe(2);
    const second = await lastCode(t, email);
    const codes = await t.db
      .selectFrom('one_time_codes')
      .innerJoin('users', 'users.id', 'one_time_codes.user_id')
      .select('one_time_codes.id')
      .where('users.email', '=', email)
      .execute();
    expect(codes).toHaveLength(1);
    if (first !== second) expect((await post(t, '/api/otp-verify', { email, otp: first })).statusCode).toBe(400);
    expect((await post(t, '/api/otp-verify', { email, otp: second })).statusCode).toBe(200);
  });

  it('gives the same answer for unknown addresses, sending nothing', async () => {
    const res = await post(t, '/api/auth/sendOtp', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await outboxCount(t, 'ghost@example.com')).toBe(0);
  });

  it('validates the email', async () => {
    expect((await post(t, '/api/auth/sendOtp', {})).json().errors).toEqual({ email: ['The email field is required'] });
    expect((await post(t, '/api/auth/sendOtp', { email: ['a@b.c'] })).json().errors).toEqual({
      email: ['The email field must be a string.'],
    });
  });
});
