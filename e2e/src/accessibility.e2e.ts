// Browser journeys: the site's pages checked against the rules assistive technology relies on (axe-core: WCAG 2.2
// A and AA and its best practices), as a guest, a member and an admin, in Arabic on a phone and in English on a
// desktop. A serious or critical finding fails the journey with the rule and the elements it names.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { newVisitor } from './lib/browser.js';
import { startSiteAndBrowser } from './lib/journey.js';
import { type Session, signedInPage } from './lib/session.js';
import { siteApi } from './lib/site-api.js';
import type { RunningSite } from './lib/site.js';

let site: RunningSite;
let browser: Browser;
startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const api = <T>(path: string, options: { body?: unknown } = {}) => siteApi<T>(site.url, path, options);
const logIn = (email: string, password: string) => api<Session>('/login', { body: { email, password } });

/** The page once it has drawn what its address shows: no loading skeleton left on screen, nothing more arriving. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[data-skeleton]')].some(
        (s) => s.getBoundingClientRect().height > 0 && getComputedStyle(s).visibility !== 'hidden',
      ),
  );
}

/** What axe finds serious or critical on the page, one line per rule with the first elements it names. */
async function findings(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the site's content security policy does not govern.
  await page.evaluate(axe.source);
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { runOnly: rules, resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }, RULES);
}

async function checkPages(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${site.url}${path}`);
    await settled(page);
    for (const line of await findings(page)) found.push(`${path} ${line}`);
  }
  assert.deepEqual(found, []);
}

async function firstListings(): Promise<{ property: number; auto: number }> {
  const property = await api<{ items: { id: number }[] }>('/property/get-property-list?per_page=1');
  const auto = await api<{ items: { id: number }[] }>('/auto/get-auto-list?per_page=1');
  return { property: property.items[0]!.id, auto: auto.items[0]!.id };
}

for (const [lng, locale, mobile] of [
  ['ar', 'ar-SY', true],
  ['en', 'en-US', false],
] as const) {
  describe(`accessibility (${lng}, ${mobile ? 'phone' : 'desktop'})`, () => {
    test('the public pages and the login window', async () => {
      const { property, auto } = await firstListings();
      const { context, page } = await newVisitor(browser, { locale, mobile });
      try {
        await checkPages(page, [
          '/',
          '/property',
          `/property/property-detail/${property}`,
          '/property/map',
          '/auto',
          `/auto/auto-detail/${auto}`,
          '/about',
          '/contact-us',
        ]);
        if (mobile) await page.getByRole('button', { name: 'فتح القائمة' }).click();
        await page
          .locator('header')
          .getByRole('button', { name: lng === 'ar' ? 'تسجيل الدخول' : 'Login', exact: true })
          .filter({ visible: true })
          .click();
        await page.getByRole('dialog').getByRole('textbox').first().waitFor();
        assert.deepEqual(await findings(page), []);
      } finally {
        await context.close();
      }
    });

    test("an agent's pages", async () => {
      const session = await logIn('agent@souq.localhost', 'Agent@2026');
      const page = await signedInPage(browser, site.url, session, lng);
      try {
        if (mobile) await page.setViewportSize({ width: 390, height: 800 });
        await checkPages(page, [
          '/my-listing',
          '/my-account',
          '/subscription-plans',
          '/subscription-history',
          `/agent-details/${String(session.user.id)}`,
        ]);
      } finally {
        await page.context().close();
      }
    });

    test("an admin's pages", async () => {
      const page = await signedInPage(browser, site.url, await logIn('admin@souq.localhost', 'Admin@2026'), lng);
      try {
        if (mobile) await page.setViewportSize({ width: 390, height: 800 });
        await checkPages(page, [
          '/admin',
          '/admin/members',
          '/admin/plans',
          '/admin/remote-versions',
          '/admin/exchange-rate',
        ]);
      } finally {
        await page.context().close();
      }
    });
  });
}
