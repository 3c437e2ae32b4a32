// Browser journeys for signing in and out, against the real API and its development outbox,
// in Arabic (right to left) and in English.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser, toast } from './lib/journey.js';
import { latestCode, newestMailId } from './lib/outbox.js';
import type { RunningSite } from './lib/site.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const TEXTS = {
  ar: {
    locale: 'ar-SY',
    dir: 'rtl',
    modalTitle: 'تسجيل الدخول إلى سوق',
    headerLogin: 'تسجيل الدخول',
    loginHeading: 'تسجيل الدخول',
    loginButton: 'تسجيل الدخول',
    toRegister: 'جديد هنا؟ أنشئ حساباً',
    registerButton: 'إنشاء الحساب',
    otpHeading: 'تأكيد بريدك الإلكتروني',
    verify: 'تحقق من الرمز',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    userType: 'نوع المستخدم',
    listingCategory: 'فئة الإعلانات',
    digit1: 'الرقم 1 من 6',
    otpRule: 'رمز التحقق مطلوب ويجب أن يتكوّن من 6 أرقام.',
    emailRequired: 'حقل البريد الإلكتروني مطلوب',
    accountMenu: 'قائمة الحساب',
    logout: 'تسجيل الخروج',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    myListings: 'إعلاناتي',
    forgotLink: 'نسيت كلمة المرور؟',
    forgotTitle: 'نسيت كلمة المرور',
    sendCode: 'أرسل الرمز',
    verifyCode: 'تحقق من الرمز',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    resetPassword: 'إعادة تعيين كلمة المرور',
  },
  en: {
    locale: 'en-US',
    dir: 'ltr',
    modalTitle: 'Sign in to Souq',
    headerLogin: 'Login',
    loginHeading: 'Login',
    loginButton: 'Login',
    toRegister: 'New here? Create an account',
    registerButton: 'Create Account',
    otpHeading: 'Verify your email',
    verify: 'Verify OTP',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    userType: 'User type',
    listingCategory: 'Listing category',
    digit1: 'Digit 1 of 6',
    otpRule: 'OTP is required and must be 6 digits.',
    emailRequired: 'The Email field is required',
    accountMenu: 'Account menu',
    logout: 'Logout',
    loggedOut: 'Logged out successfully',
    myListings: 'My listings',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    sendCode: 'Send code',
    verifyCode: 'Verify code',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    resetPassword: 'Reset password',
  },
} as const;

// The API's own messages, in the language the page asks for (Accept-Language).
const SERVER_TEXTS = {
  en: {
    registered: 'Registration successful. Please enter the verification code we sent to your email.',
    codeWrong: 'The verification code is incorrect.',
    verified: 'Your email has been verified.',
    badCredentials: 'These credentials do not match our records.',
    loginOk: 'Login successful.',
    resetSent: 'If an account exists for this email, we have sent a password reset code to it.',
    codeValid: 'The code is valid.',
    passwordReset: 'Your password has been reset. Please log in with your new password.',
  },
  ar: {
    registered: 'تم إنشاء الحساب. يرجى إدخال رمز التحقق الذي أرسلناه إلى بريدك الإلكتروني.',
    codeWrong: 'رمز التحقق غير صحيح.',
    verified: 'تم التحقق من بريدك الإلكتروني.',
    badCredentials: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
    loginOk: 'تم تسجيل الدخول بنجاح.',
    resetSent: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا لإعادة تعيين كلمة المرور.',
    codeValid: 'الرمز صحيح.',
    passwordReset: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  },
} as const;

for (const lng of ['ar', 'en'] as const) {
  const T = TEXTS[lng];
  const SERVER = SERVER_TEXTS[lng];
  const email = `agent.${lng}.${Date.now()}@example.sy`;
  const firstPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  describe(`signing in and out (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    const signInDialog = () => page.getByRole('dialog', { name: T.modalTitle });
    const headerLoginButton = () => page.locator('header').getByRole('button', { name: T.headerLogin, exact: true });
    const accountMenu = () => page.locator('header').getByRole('button', { name: T.accountMenu });
    const storedToken = () => page.evaluate(() => localStorage.getItem('accessToken'));

    async function openSignIn(): Promise<Locator> {
      await headerLoginButton().click();
      const dialog = signInDialog();
      await dialog.getByRole('heading', { name: T.loginHeading }).waitFor();
      return dialog;
    }

    async function typeCode(dialog: Locator, code: string) {
      await dialog.getByRole('textbox', { name: T.digit1 }).click();
      await page.keyboard.type(code);
    }

    async function logIn(password: string) {
      const dialog = await openSignIn();
      await dialog.getByLabel(T.email, { exact: true }).fill(email);
      await dialog.getByLabel(T.password, { exact: true }).fill(password);
      await dialog.getByRole('button', { name: T.loginButton, exact: true }).click();
      return dialog;
    }

    before(async () => {
      ({ context, page } = await newVisitor(browser, { locale: T.locale }));
      await page.goto(site.url);
      await headerLoginButton().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), T.dir);
    });

    after(async () => {
      await context?.close();
    });

    test('empty fields are named with the documented message, never a silent no-op', async () => {
      const dialog = await openSignIn();
      await snapshot(page, `${lng}-login`);
      await dialog.getByRole('button', { name: T.loginButton, exact: true }).click();
      await dialog.getByText(T.emailRequired).waitFor();
      await page.keyboard.press('Escape');
      await signInDialog().waitFor({ state: 'hidden' });
    });

    test('create an Agent account, a wrong code is refused, the emailed code logs in', async () => {
      const dialog = await openSignIn();
      await dialog.getByRole('button', { name: T.toRegister }).click();
      await dialog.getByLabel(T.name, { exact: true }).fill(lng === 'ar' ? 'رامي الحلبي' : 'Rami Halabi');
      await dialog.getByLabel(T.email, { exact: true }).fill(email);
      await dialog.getByLabel(T.password, { exact: true }).fill(firstPassword);
      assert.equal(await dialog.getByLabel(T.listingCategory).count(), 0);
      await dialog.getByLabel(T.userType).selectOption('Agent');
      await dialog.getByLabel(T.listingCategory).selectOption('real_estate');
      await snapshot(page, `${lng}-register`);
      await dialog.getByRole('button', { name: T.registerButton }).click();

      await dialog.getByRole('heading', { name: T.otpHeading }).waitFor();
      await toast(page, SERVER.registered).waitFor();
      const { code } = await latestCode(site.url, email);

      // A pasted code with spaces is refused with the documented message.
      await dialog.getByRole('textbox', { name: T.digit1 }).evaluate((box) => {
        const data = new DataTransfer();
        data.setData('text/plain', '12 34 56');
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await dialog.getByRole('alert').filter({ hasText: T.otpRule }).waitFor();

      const wrong = code === '000000' ? '111111' : '000000';
      await typeCode(dialog, wrong);
      await dialog.getByRole('button', { name: T.verify }).click();
      await dialog.getByRole('alert').filter({ hasText: SERVER.codeWrong }).waitFor();
      assert.ok(await dialog.getByRole('heading', { name: T.otpHeading }).isVisible(), 'stays on the code step');
      await snapshot(page, `${lng}-otp-wrong`);

      await typeCode(dialog, code);
      await dialog.getByRole('button', { name: T.verify }).click();
      await toast(page, SERVER.verified).waitFor();
      await signInDialog().waitFor({ state: 'hidden' });
      await accountMenu().waitFor();
      assert.ok(
        await page.locator('header').getByRole('link', { name: T.myListings }).first().isVisible(),
        'an Agent sees My listings',
      );
      assert.ok(await storedToken());
      assert.equal(JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}').email, email);
      assert.equal(await page.locator('.ant-modal-mask').count(), 0, 'no backdrop left behind');
    });

    test('a reload keeps the session', async () => {
      await page.reload();
      await accountMenu().waitFor();
      assert.equal(await headerLoginButton().count(), 0);
    });

    test('logout clears the session and says so', async () => {
      await accountMenu().click();
      await page.getByRole('menuitem', { name: T.logout }).click();
      await toast(page, T.loggedOut).waitFor();
      await headerLoginButton().waitFor();
      assert.equal(await storedToken(), null);
      assert.equal(await page.evaluate(() => localStorage.getItem('userData')), null);
    });

    test('a wrong password shows the error toast and keeps the modal open', async () => {
      const dialog = await logIn('not-my-password');
      await toast(page, SERVER.badCredentials).waitFor();
      assert.ok(await dialog.isVisible());
      assert.ok(await dialog.getByRole('button', { name: T.loginButton, exact: true }).isEnabled());
      assert.equal(await storedToken(), null);
      await page.keyboard.press('Escape');
      await signInDialog().waitFor({ state: 'hidden' });
    });

    test('forgot password end to end, then login with the new password', async () => {
      const dialog = await openSignIn();
      await dialog.getByRole('button', { name: T.forgotLink }).click();
      const forgot = page.getByRole('dialog', { name: T.forgotTitle });
      await forgot.waitFor();
      const before = await newestMailId(site.url, email);
      await forgot.getByLabel(T.email, { exact: true }).fill(email);
      await snapshot(page, `${lng}-forgot-email`);
      await forgot.getByRole('button', { name: T.sendCode }).click();
      await toast(page, SERVER.resetSent).waitFor();
      const { code } = await latestCode(site.url, email, before);
      await typeCode(forgot, code);
      await snapshot(page, `${lng}-forgot-code`);
      await forgot.getByRole('button', { name: T.verifyCode }).click();
      await toast(page, SERVER.codeValid).waitFor();
      await forgot.getByLabel(T.newPassword).fill(newPassword);
      await forgot.getByLabel(T.confirmPassword).fill(newPassword);
      await forgot.getByRole('button', { name: T.resetPassword }).click();
      await toast(page, SERVER.passwordReset).waitFor();
      await forgot.waitFor({ state: 'hidden' });

      // Back on the login form of the same modal.
      await dialog.getByLabel(T.email, { exact: true }).fill(email);
      await dialog.getByLabel(T.password, { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: T.loginButton, exact: true }).click();
      await toast(page, SERVER.loginOk).waitFor();
      await accountMenu().waitFor();
      await signInDialog().waitFor({ state: 'hidden' });
    });

    test('a token revoked elsewhere returns the visitor to / logged out', async () => {
      const token = await storedToken();
      assert.ok(token, 'logged in from the previous journey');
      await page.goto(`${site.url}/saved-listing`);
      await accountMenu().waitFor();
      // Logged out from another place: the API revokes this very token.
      const res = await fetch(`${site.url}/api/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200);
      await page.reload();
      await headerLoginButton().waitFor();
      await page.waitForURL(`${site.url}/`);
      assert.equal(await storedToken(), null);
    });

    test('a link to an account page, followed signed out, leads there once the visitor signs in', async () => {
      await page.goto(`${site.url}/saved-listing?kind=auto`);
      const dialog = signInDialog();
      await dialog.getByRole('heading', { name: T.loginHeading }).waitFor();
      await page.waitForURL(`${site.url}/`);
      await dialog.getByLabel(T.email, { exact: true }).fill(email);
      await dialog.getByLabel(T.password, { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: T.loginButton, exact: true }).click();
      await page.waitForURL(`${site.url}/saved-listing?kind=auto`);
      await accountMenu().waitFor();
    });
  });
}

describe('two tabs of one browser', () => {
  test('signing in on one tab keeps both signed in; signing out on one signs both out', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    const other = await context.newPage();
    const T = TEXTS.ar;
    const headerLogin = (p: Page) => p.locator('header').getByRole('button', { name: T.headerLogin, exact: true });
    const accountMenu = (p: Page) => p.locator('header').getByRole('button', { name: T.accountMenu });
    await page.goto(site.url);
    await other.goto(`${site.url}/property`);
    await headerLogin(other).waitFor();

    await headerLogin(page).click();
    const dialog = page.getByRole('dialog', { name: T.modalTitle });
    await dialog.getByLabel(T.email, { exact: true }).fill('individual@souq.localhost');
    await dialog.getByLabel(T.password, { exact: true }).fill('Individual@2026');
    await dialog.getByRole('button', { name: T.loginButton, exact: true }).click();
    await toast(page, SERVER_TEXTS.ar.loginOk).waitFor();
    await accountMenu(other).waitFor();
    // Give any tab time to undo it, as it used to at once.
    await page.waitForTimeout(1000);
    assert.ok(await accountMenu(page).isVisible(), 'still signed in on the tab that signed in');
    assert.ok(await page.evaluate(() => localStorage.getItem('accessToken')));
    // A login-only page opens on both tabs.
    await other.goto(`${site.url}/saved-listing`);
    await accountMenu(other).waitFor();
    assert.equal(new URL(other.url()).pathname, '/saved-listing');

    await accountMenu(other).click();
    await other.getByRole('menuitem', { name: T.logout }).click();
    await headerLogin(page).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
    await context.close();
  });
});
