// Browser journey of what only a laid-out page shows, on a phone (390×800) in Arabic and a desktop (1280×900) in
// English: the fair-price label keeps its count inside it on a card, the code step's full stop ends its sentence
// after the e-mail address, an agent's rating summary and reviews come before their listings on a phone, the account
// area's strip of pages shows that it scrolls, and an admin finds the admin area in the account menu.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { asVisitor, newVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser } from './lib/journey.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;
startSiteAndBrowser((started) => ({ site, browser } = started));

type Box = { left: number; right: number; top: number; bottom: number };

async function logIn(email: string, password: string): Promise<{ token: string; user: Record<string, unknown> }> {
  const response = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { success: boolean; data: { token: string; user: Record<string, unknown> } };
  assert.equal(body.success, true, `${email} logs in`);
  return body.data;
}

/** A demo member's browser, in a language, on a phone or a desktop. */
async function member(email: string, password: string, lang: Lang, mobile: boolean) {
  const session = await logIn(email, password);
  const visitor = await newVisitor(browser, { locale: lang === 'ar' ? 'ar-SY' : 'en-US', mobile });
  await visitor.page.goto(`${site.url}/about`);
  await visitor.page.evaluate(
    ({ token, user, language }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('i18nextLng', language);
    },
    { ...session, language: lang },
  );
  return visitor;
}

const top = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => node.getBoundingClientRect().top + window.scrollY);

describe('the fair-price label on a desktop card (en)', () => {
  test('keeps "(n comparable listings)" inside its tint, even where it takes a second line', async () => {
    await asVisitor(newVisitor(browser, { locale: 'en-US' }), async ({ page }) => {
      await page.goto(`${site.url}/property`);
      await page.getByTestId('fair-price').first().waitFor();
      // No helper functions inside the page's code: the test runner's compiler would name them with its own helper.
      const marks = await page.getByTestId('fair-price').evaluateAll((nodes) =>
        nodes.slice(0, 8).map((node) => {
          const label = node.querySelector('[title]')!.getBoundingClientRect();
          const count = node.querySelector('[title]')!.lastElementChild!.getBoundingClientRect();
          return {
            text: node.textContent,
            label: { left: label.left, right: label.right, top: label.top, bottom: label.bottom },
            count: { left: count.left, right: count.right, top: count.top, bottom: count.bottom },
          };
        }),
      );
      assert.ok(marks.length > 0);
      for (const { text, label, count } of marks as { text: string; label: Box; count: Box }[]) {
        assert.ok(
          count.top >= label.top && count.bottom <= label.bottom + 0.5,
          `${text}: the count is within the label's height`,
        );
        assert.ok(count.left >= label.left - 0.5 && count.right <= label.right + 0.5, `${text}: and its width`);
      }
      await page.getByTestId('fair-price').first().scrollIntoViewIfNeeded();
      await snapshot(page, 'layout-fair-price-en-desktop');
    });
  });
});

/** Where the sentence's last character (its full stop) and the e-mail address are drawn. */
async function fullStopAndAddress(page: Page, email: string): Promise<{ stop: Box; address: Box; first: Box }> {
  const intro = page.locator('.mfe-auth-form__intro', { hasText: email });
  await intro.waitFor();
  return intro.evaluate((node, address) => {
    const text = node.firstChild as Text;
    const at = text.data.indexOf(address);
    const stop = document.createRange();
    stop.setStart(text, text.data.length - 1);
    stop.setEnd(text, text.data.length);
    const whole = document.createRange();
    whole.setStart(text, at);
    whole.setEnd(text, at + address.length);
    const first = document.createRange();
    first.setStart(text, at);
    first.setEnd(text, at + 1);
    const s = stop.getBoundingClientRect();
    const f = first.getBoundingClientRect();
    const a = whole.getBoundingClientRect();
    return {
      stop: { left: s.left, right: s.right, top: s.top, bottom: s.bottom },
      address: { left: a.left, right: a.right, top: a.top, bottom: a.bottom },
      first: { left: f.left, right: f.right, top: f.top, bottom: f.bottom },
    };
  }, email);
}

async function openCodeStep(page: Page, lang: Lang, email: string, mobile: boolean) {
  const T =
    lang === 'ar'
      ? { login: 'تسجيل الدخول', forgot: 'نسيت كلمة المرور؟', send: 'أرسل الرمز' }
      : { login: 'Login', forgot: 'Forgot password?', send: 'Send code' };
  await page.goto(`${site.url}/about`);
  if (mobile) await page.locator('.souq-header__menu-toggle').click();
  await page.getByRole('button', { name: T.login, exact: true }).first().click();
  await page.getByRole('button', { name: T.forgot }).click();
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('textbox').fill(email);
  await dialog.getByRole('button', { name: T.send }).click();
}

describe('the code step sentence', () => {
  // An address starting with digits took the full stop to its wrong side before it was set apart from the sentence.
  const email = '2026.rami@souq.localhost';

  test('ends with its full stop after the address, on the left in Arabic (phone)', async () => {
    await asVisitor(newVisitor(browser, { locale: 'ar-SY', mobile: true }), async ({ page }) => {
      await openCodeStep(page, 'ar', email, true);
      const { stop, address, first } = await fullStopAndAddress(page, email);
      // Not set apart, the address read "rami@souq.localhost.2026": its leading digits went to its right end.
      assert.ok(Math.abs(first.left - address.left) < 1, 'the address reads from its first character on the left');
      assert.ok(Math.abs(stop.top - address.top) < 4, 'on the address line');
      assert.ok(stop.right <= address.left + 0.5, 'the full stop is left of the whole address');
      await snapshot(page, 'layout-code-step-ar-phone');
    });
  });

  test('and on the right in English (desktop)', async () => {
    await asVisitor(newVisitor(browser, { locale: 'en-US' }), async ({ page }) => {
      await openCodeStep(page, 'en', email, false);
      const { stop, address, first } = await fullStopAndAddress(page, email);
      assert.ok(Math.abs(first.left - address.left) < 1, 'the address reads from its first character on the left');
      assert.ok(stop.left >= address.right - 0.5, 'the full stop is right of the whole address');
      await snapshot(page, 'layout-code-step-en-desktop');
    });
  });
});

describe("an agent's page", () => {
  async function agentId(): Promise<number> {
    return Number((await logIn('agent@souq.localhost', 'Agent@2026')).user.id);
  }

  test('on a phone (ar): the rating summary, then the tabs, then the listings; the reviews one tap away', async () => {
    const id = await agentId();
    await asVisitor(member('individual@souq.localhost', 'Individual@2026', 'ar', true), async ({ page }) => {
      await page.goto(`${site.url}/agent-details/${id}`);
      await page.getByTestId('agent-listing').first().waitFor();
      const summary = await top(page, '[data-testid="rating-summary"]');
      const tabs = await top(page, '[role="tablist"]');
      const firstCard = await top(page, '[data-testid="agent-listing"]');
      assert.ok(summary < tabs && tabs < firstCard, `summary ${summary} < tabs ${tabs} < listings ${firstCard}`);
      assert.ok(tabs < 1600, `the reviews' tab is within the first two screens (${tabs} px down)`);
      await snapshot(page, 'layout-agent-ar-phone', true);
      await page.getByRole('tab', { name: /^التقييمات \(\d+\)$/ }).click();
      await page.getByTestId('review').first().waitFor();
      assert.equal(await page.getByTestId('agent-listing').count(), 0);
      assert.ok((await top(page, '[data-testid="review"]')) < 1800, 'the first review is near the top');
      assert.match(page.url(), /\?view=reviews$/);
      await snapshot(page, 'layout-agent-reviews-ar-phone', true);
    });
  });

  test('on a desktop (en): the summary beside the tabs of listings and reviews', async () => {
    const id = await agentId();
    await asVisitor(member('individual@souq.localhost', 'Individual@2026', 'en', false), async ({ page }) => {
      await page.goto(`${site.url}/agent-details/${id}`);
      await page.getByTestId('agent-listing').first().waitFor();
      const summary = await page.getByTestId('rating-summary').boundingBox();
      const tabs = await page.getByRole('tablist', { name: 'Listings and reviews' }).boundingBox();
      assert.ok(summary && tabs && summary.x > tabs.x + tabs.width, 'the summary is in the column at the side');
      await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
      await page.getByTestId('review').first().waitFor();
      await snapshot(page, 'layout-agent-reviews-en-desktop', true);
    });
  });
});

describe("the account area's pages", () => {
  test('on a phone (ar): the strip shows an arrow where it goes on (the left), which scrolls it', async () => {
    await asVisitor(member('admin@souq.localhost', 'Admin@2026', 'ar', true), async ({ page }) => {
      await page.goto(`${site.url}/my-account`);
      const on = page.getByRole('button', { name: 'مرّر إلى مزيد من الروابط' });
      await on.waitFor();
      const box = (await on.boundingBox())!;
      assert.ok(box.x < 60, `the arrow is at the strip's left end (${box.x})`);
      assert.equal(await page.getByRole('button', { name: 'مرّر إلى الروابط السابقة' }).count(), 0);
      await snapshot(page, 'layout-area-nav-ar-phone');
      await on.click();
      const strip = page.getByRole('navigation', { name: 'صفحات حسابي' });
      await page.waitForFunction((nav) => nav!.scrollLeft < -100, await strip.elementHandle());
      const back = page.getByRole('button', { name: 'مرّر إلى الروابط السابقة' });
      await back.waitFor();
      assert.ok((await back.boundingBox())!.x > 300, 'the way back is at the right end');
      await snapshot(page, 'layout-area-nav-scrolled-ar-phone');
    });
  });

  test('on a desktop (en): the links wrap, all in view, with no arrows', async () => {
    await asVisitor(member('admin@souq.localhost', 'Admin@2026', 'en', false), async ({ page }) => {
      await page.goto(`${site.url}/my-account`);
      const nav = page.getByRole('navigation', { name: 'My account pages' });
      await nav.getByRole('link', { name: 'Change password' }).waitFor();
      assert.equal(await page.locator('.account-nav-strip__arrow').count(), 0);
      assert.ok(await nav.getByRole('link', { name: 'Change password' }).isVisible());
    });
  });
});

describe('the admin area from the header', () => {
  test('an admin opens it from the account menu (en, desktop)', async () => {
    await asVisitor(member('admin@souq.localhost', 'Admin@2026', 'en', false), async ({ page }) => {
      await page.goto(`${site.url}/about`);
      await page.getByRole('button', { name: /: account menu$/ }).click();
      await snapshot(page, 'layout-admin-link-en-desktop');
      await page.getByRole('menuitem', { name: 'Admin area' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    });
  });

  test('and from the menu of a phone (ar)', async () => {
    await asVisitor(member('admin@souq.localhost', 'Admin@2026', 'ar', true), async ({ page }) => {
      await page.goto(`${site.url}/about`);
      await page.locator('.souq-header__menu-toggle').click();
      await page.locator('.souq-user-menu > button').click();
      const link = page.getByRole('menuitem', { name: 'لوحة الإدارة' });
      assert.equal(await link.getAttribute('href'), '/admin');
      await snapshot(page, 'layout-admin-link-ar-phone');
    });
  });

  test('a member has no such link', async () => {
    await asVisitor(member('agent@souq.localhost', 'Agent@2026', 'en', false), async ({ page }) => {
      await page.goto(`${site.url}/about`);
      await page.getByRole('button', { name: /: account menu$/ }).click();
      await page.getByRole('menuitem', { name: 'My account' }).waitFor();
      assert.equal(await page.getByRole('menuitem', { name: 'Admin area' }).count(), 0);
    });
  });
});
