// Browser journeys for sharing a listing: on a property's page, the Share button hands the phone's share sheet the
// page's clean canonical address, or (where the browser has no Web Share API, as on most desktops) opens a menu of
// WhatsApp, Telegram, Facebook and Copy link. In Arabic and in English, each opened from the address form that
// fixes the page's language (`?lang=`), whatever the browser prefers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { asVisitor, newVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser, toast } from './lib/journey.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

const started = startSiteAndBrowser();

const TEXTS = {
  // The browser prefers the other language: the address decides.
  ar: {
    locale: 'en-US',
    dir: 'rtl',
    share: 'مشاركة',
    menu: 'مشاركة هذه الصفحة',
    whatsapp: 'واتساب',
    telegram: 'تيليجرام',
    facebook: 'فيسبوك',
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    switchTo: 'English',
    other: 'en',
  },
  en: {
    locale: 'ar-SY',
    dir: 'ltr',
    share: 'Share',
    menu: 'Share this page',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    facebook: 'Facebook',
    copy: 'Copy link',
    copied: 'Link copied',
    switchTo: 'العربية',
    other: 'ar',
  },
} as const;

/** A seeded listing and its name as the page shows it in `lng`. */
async function aListing(lang: Lang): Promise<{ id: number; name: string }> {
  const response = await fetch(`${started.site.url}/api/property/get-property-list?per_page=5&sort=newest`);
  const body = (await response.json()) as { data: { items: { id: number; name: string; name_ar: string | null }[] } };
  const item = body.data.items[0];
  assert.ok(item, 'the seed has listings');
  return { id: item.id, name: lang === 'ar' && item.name_ar ? item.name_ar : item.name };
}

/** The page is in `lang`, laid out its way, and the language is remembered as the visitor's choice. */
async function assertLanguage(page: Page, lang: Lang): Promise<void> {
  const html = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    stored: localStorage.getItem('i18nextLng'),
  }));
  assert.deepEqual(html, { lang, dir: TEXTS[lang].dir, stored: lang });
}

/** A browser without the Web Share API (a desktop's), whose clipboard the page may write and the journey read. */
async function withoutShareSheet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: started.site.url });
}

/**
 * A phone's share sheet: it records what it was handed (in `window.souqShared`) and answers as a share done. Given
 * as text: the journeys' own compiler would wrap a function's inner functions in a helper the page does not have.
 */
async function withShareSheet(context: BrowserContext): Promise<void> {
  await context.addInitScript(`
    (() => {
      const shared = [];
      Object.defineProperty(window, 'souqShared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data) {
          shared.push({ title: data.title, text: data.text, url: data.url });
          return Promise.resolve();
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value() { return true; } });
    })();
  `);
}

for (const lng of ['ar', 'en'] as const) {
  const T = TEXTS[lng];

  describe(`sharing a listing (${lng})`, () => {
    test('without a share sheet: WhatsApp, Telegram and Facebook links with the canonical address, and Copy link', async () => {
      const listing = await aListing(lng);
      const canonical = `${started.site.url}/property/property-detail/${listing.id}${lng === 'en' ? '?lang=en' : ''}`;
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ context, page }) => {
        await withoutShareSheet(context);
        // The networks' pages are not reached from this closed network; a stand-in answers for them.
        await context.route(/^https:\/\/(wa\.me|t\.me|www\.facebook\.com)\//, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: 'network' }),
        );
        // Opened at the other address form, with a search and a hash the shared link leaves out.
        await page.goto(`${started.site.url}/property-detail?id=${listing.id}&lang=${lng}&utm_source=x#photos`);
        await page.getByRole('heading', { level: 1, name: listing.name }).waitFor();
        await assertLanguage(page, lng);

        const button = page.getByRole('button', { name: T.share, exact: true });
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        await button.click();
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        const menu = page.getByRole('menu', { name: T.menu });
        const encoded = encodeURIComponent(canonical);
        assert.equal(
          await menu.getByRole('menuitem', { name: T.whatsapp }).getAttribute('href'),
          `https://wa.me/?text=${encodeURIComponent(`${listing.name}\n${canonical}`)}`,
        );
        assert.equal(
          await menu.getByRole('menuitem', { name: T.telegram }).getAttribute('href'),
          `https://t.me/share/url?url=${encoded}&text=${encodeURIComponent(listing.name)}`,
        );
        assert.equal(
          await menu.getByRole('menuitem', { name: T.facebook }).getAttribute('href'),
          `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
        );
        await snapshot(page, `share-menu-${lng}`);

        // WhatsApp opens in a new tab that cannot reach back into this page.
        const opened = context.waitForEvent('page');
        await menu.getByRole('menuitem', { name: T.whatsapp }).click();
        const tab = await opened;
        await tab.waitForLoadState();
        assert.equal(new URL(tab.url()).host, 'wa.me');
        assert.equal(await tab.evaluate(() => window.opener), null);
        await tab.close();
        assert.equal(await menu.count(), 0, 'the menu closed after the choice');

        // Escape closes the menu and gives the focus back to the button.
        await button.click();
        await menu.waitFor();
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        assert.equal(await button.evaluate((node) => node === document.activeElement), true);

        await button.click();
        await menu.getByRole('menuitem', { name: T.copy }).click();
        await toast(page, T.copied).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), canonical);
      });
    });

    test('with a share sheet: it is handed the canonical address', async () => {
      const listing = await aListing(lng);
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ context, page }) => {
        await withShareSheet(context);
        await page.goto(`${started.site.url}/property/property-detail/${listing.id}?lang=${lng}`);
        await page.getByRole('heading', { level: 1, name: listing.name }).waitFor();
        await assertLanguage(page, lng);

        const button = page.getByRole('button', { name: T.share, exact: true });
        assert.equal(await button.getAttribute('aria-expanded'), null, 'no menu to expand');
        await button.click();
        const shared =
          (await page.evaluate(
            () => (window as unknown as { souqShared: { title: string; text: string; url: string }[] }).souqShared,
          )) ?? [];
        assert.equal(shared.length, 1);
        assert.equal(
          shared[0]!.url,
          `${started.site.url}/property/property-detail/${listing.id}${lng === 'en' ? '?lang=en' : ''}`,
        );
        assert.equal(shared[0]!.title, listing.name);
        assert.ok(shared[0]!.text.length > 0, 'a line about the listing');
        assert.equal(await page.getByRole('menu').count(), 0);

        // The header's switch changes the page's language, and the address's ?lang= follows it.
        await page.getByRole('button', { name: T.switchTo, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('lang') === T.other);
        await page.getByRole('button', { name: TEXTS[T.other].share, exact: true }).waitFor();
        await assertLanguage(page, T.other);
        await page.reload();
        await page.getByRole('button', { name: TEXTS[T.other].share, exact: true }).waitFor();
        await assertLanguage(page, T.other);
      });
    });
  });
}
