import { PASSWORD, post } from '../../test/accounts.js';
import { codeSentTo, SmtpStandIn } from '../../test/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The mail server down: a person asking for a code is told it could not be sent (503, in their language) and can
// ask again at once, without waiting out the resend interval; once the server is back the code arrives and works.
const smtp = new SmtpStandIn();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ config: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const MAIL_DOWN = 'We could not send the email right now. Please try again in a moment.';

describe('with the mail server down', () => {
  it('registration says the code could not be sent, and a new code can be asked for as soon as mail works', async () => {
    const email = 'outage@example.com';
    await smtp.stop();
    const reg = await post(t, '/api/register', {
      name: 'Rana',
      email,
      password: PASSWORD,
      user_type: 'Individual',
      language: 'en',
    });
    expect(reg.statusCode).toBe(503);
    expect(reg.json()).toEqual({ success: false, message: MAIL_DOWN });
    expect(Number(reg.headers['retry-after'])).toBeGreaterThan(0);
    const again = await post(t, '/api/auth/sendOtp', { email }, { 'accept-language': 'ar' });
    expect(again.statusCode).toBe(503);
    expect(again.json().message).toBe('تعذّر إرسال البريد الإلكتروني الآن. يرجى المحاولة بعد قليل.');

    await smtp.start();
    // No 30-second wait: the code that could not be sent was withdrawn.
    const resent = await post(t, '/api/auth/sendOtp', { email });
    expect(resent.statusCode).toBe(200);
    const otp = codeSentTo(smtp, email);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await post(t, '/api/otp-verify', { email, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.token).toEqual(expect.any(String));
  });

  it('a password reset says so too, for known and unknown addresses alike, and works once mail does', async () => {
    const email = 'reset-outage@example.com';
    await post(t, '/api/register', {
      name: 'Sami',
      email,
      password: PASSWORD,
      user_type: 'Individual',
      language: 'en',
    });
    await smtp.stop();
    expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(503);
    expect((await post(t, '/api/forgot-password', { email: 'nobody-here@example.com' })).statusCode).toBe(503);

    await smtp.start();
    expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(200);
    const code = codeSentTo(smtp, email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await post(t, '/api/verify-reset-code', { email, code })).statusCode).toBe(200);
    expect((await post(t, '/api/forgot-password', { email: 'nobody-here@example.com' })).statusCode).toBe(200);
  });
});
