import { PASSWORD, bearer, get, lastCode, outboxCount, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'new-secret-42';

/** Lets the next code be sent at once (the 30-second interval is tested on its own). */
async function ageCodes(): Promise<void> {
  await t.db
    .updateTable('one_time_codes')
    .set({ created_at: new Date(Date.now() - 31_000) })
    .execute();
}

describe('forgot password → code → reset', () => {
  it('resets the password with the emailed code and logs out every session', async () => {
    const email = 'reset@example.com';
    const { token } = await signUp(t, email);
    await ageCodes();
    const forgot = await post(t, '/api/forgot-password', { email });
    expect(forgot.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, we have sent a password reset code to it.',
      data: null,
    });
    const code = await lastCode(t, email);

    const check = await post(t, '/api/verify-reset-code', { email, code });
    expect(check.json()).toEqual({ success: true, message: 'The code is valid.', data: { email } });

    const res = await post(t, '/api/reset-password', {
      email,
      code,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been reset. Please log in with your new password.');
    expect((await get(t, '/api/my-account', bearer(token))).statusCode).toBe(401);
    expect((await post(t, '/api/login', { email, password: PASSWORD })).statusCode).toBe(400);
    expect((await post(t, '/api/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const reused = await post(t, '/api/reset-password', {
      email,
      code,
      new_password: 'another-pass-1',
      confirm_password: 'another-pass-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ code: ['The verification code has expired. Please request a new one.'] });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await post(t, '/api/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('If an account exists for this email, we have sent a password reset code to it.');
    expect(await outboxCount(t, 'ghost@example.com')).toBe(0);
    expect((await post(t, '/api/verify-reset-code', { email: 'ghost@example.com', code: '123456' })).statusCode).toBe(
      400,
    );
  });

  it('sends at most one reset code per 30 seconds, with the same answer', async () => {
    const email = 'twice@example.com';
    await signUp(t, email);
    await ageCodes();
    const before = await outboxCount(t, email);
    await post(t, '/api/forgot-password', { email });
    const again = await post(t, '/api/forgot-password', { email });
    expect(again.statusCode).toBe(200);
    expect(await outboxCount(t, email)).toBe(before + 1);
  });

  it('refuses a wrong, an expired, and a burned code, keeping the old password', async () => {
    const email = 'wrongcode@example.com';
    await signUp(t, email);
    await ageCodes();
    await post(t, '/api/forgot-password', { email });
    const code = await lastCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (c: string) => ({ email, code: c, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

    expect((await post(t, '/api/reset-password', body(wrong))).json().errors).toEqual({
      code: ['The verification code is incorrect.'],
    });
    expect((await post(t, '/api/verify-reset-code', { email, code: wrong })).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) await post(t, '/api/verify-reset-code', { email, code: wrong });
    const sixth = await post(t, '/api/reset-password', body(code));
    expect(sixth.json().message).toBe('Too many wrong attempts. Please request a new code.');

    await ageCodes();
    await post(t, '/api/forgot-password', { email });
    const fresh = await lastCode(t, email);
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .execute();
    expect((await post(t, '/api/reset-password', body(fresh))).json().message).toBe(
      'The verification code has expired. Please request a new one.',
    );
    expect((await post(t, '/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('validates every field and the confirmation, writing nothing', async () => {
    const email = 'validate@example.com';
    await signUp(t, email);
    await ageCodes();
    await post(t, '/api/forgot-password', { email });
    const code = await lastCode(t, email);
    expect((await post(t, '/api/reset-password', {})).json().errors).toEqual({
      email: ['The email field is required'],
      code: ['OTP is required and must be 6 digits.'],
      new_password: ['The new password field is required'],
      confirm_password: ['The confirm password field is required'],
    });
    expect(
      (await post(t, '/api/reset-password', { email, code, new_password: 'short', confirm_password: 'short' })).json()
        .errors,
    ).toEqual({
      new_password: ['The new password field must be at least 8 characters.'],
    });
    const mismatch = await post(t, '/api/reset-password', {
      email,
      code,
      new_password: NEW_PASSWORD,
      confirm_password: 'different-1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({
      confirm_password: ['The confirm password field must match new password.'],
    });
    // The code survived the failed attempts that never reached it.
    expect(
      (
        await post(t, '/api/reset-password', {
          email,
          code,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(t, '/api/forgot-password', { email: 42 })).json().errors).toEqual({
      email: ['The email field must be a string.'],
    });
  });
});

describe('POST /api/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const email = 'change@example.com';
    const { token } = await signUp(t, email);
    const other = (await post(t, '/api/login', { email, password: PASSWORD })).json().data.token;
    const res = await post(
      t,
      '/api/change-password',
      { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      bearer(token),
    );
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully.', data: null });
    expect((await get(t, '/api/my-account', bearer(token))).statusCode).toBe(200);
    expect((await get(t, '/api/my-account', bearer(other))).statusCode).toBe(401);
    expect((await post(t, '/api/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong old password, a mismatch, bad fields and no token', async () => {
    const email = 'change2@example.com';
    const { token } = await signUp(t, email);
    const wrong = await post(
      t,
      '/api/change-password',
      { old_password: 'not-it-123', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ old_password: ['The old password is incorrect.'] });
    // An Arabic page shows the message under the field in Arabic too.
    const wrongAr = await post(
      t,
      '/api/change-password',
      { old_password: 'not-it-123', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { ...bearer(token), 'accept-language': 'ar' },
    );
    expect(wrongAr.json()).toMatchObject({
      message: 'كلمة المرور الحالية غير صحيحة.',
      errors: { old_password: ['كلمة المرور الحالية غير صحيحة.'] },
    });
    const mismatch = await post(
      t,
      '/api/change-password',
      { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: 'x-different-1' },
      bearer(token),
    );
    expect(mismatch.json().errors).toEqual({
      confirm_password: ['The confirm password field must match new password.'],
    });
    const bad = await post(
      t,
      '/api/change-password',
      { old_password: true, new_password: 'x'.repeat(129) },
      bearer(token),
    );
    expect(bad.json().errors).toEqual({
      old_password: ['The old password field must be a string.'],
      new_password: ['The new password field may not be greater than 128 characters.'],
      confirm_password: ['The confirm password field is required'],
    });
    expect(
      (
        await post(t, '/api/change-password', {
          old_password: PASSWORD,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(t, '/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});
