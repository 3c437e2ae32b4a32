// Steps (and words) the property and car journeys share on their list and detail pages.
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Opens a list page (`url`), checks its heading and the page's direction, and waits for its first card. */
export async function openListPage(
  page: Page,
  url: string,
  cardTestId: string,
  texts: { listHeading: string; dir: string },
): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: texts.listHeading }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), texts.dir);
  await page.getByTestId(cardTestId).first().waitFor();
}

/** Goes to the next page of results, whose URL still holds the search (`kept`), and waits for other cards. */
export async function pageForward(
  page: Page,
  cardTestId: string,
  names: { pagination: string; nextPage: string },
  kept: (url: URL) => boolean,
): Promise<void> {
  const firstPage = await page
    .getByTestId(cardTestId)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-id') ?? ''));
  await page.getByRole('navigation', { name: names.pagination }).getByRole('button', { name: names.nextPage }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2' && kept(url));
  await page.waitForFunction(
    ({ ids, testId }) => {
      const now = [...document.querySelectorAll(`[data-testid="${testId}"]`)].map((n) => n.getAttribute('data-id'));
      return now.length > 0 && !now.some((id) => ids.includes(id ?? ''));
    },
    { ids: firstPage, testId: cardTestId },
  );
}

/** Opens the first card's listing, whose page's path matches `detailPath`, and returns its title once shown. */
export async function openFirstCard(page: Page, cardTestId: string, detailPath: RegExp): Promise<string> {
  const link = page.getByTestId(cardTestId).first().getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await page.waitForURL(detailPath);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return name;
}

/** Clicks the favourite button and checks that it turned, after the API (`wishlistPath`) answered. */
export async function toggleFavourite(
  page: Page,
  favourite: Locator,
  wishlistPath: string,
  names: { add: string; remove: string },
): Promise<void> {
  const wasSaved = (await favourite.getAttribute('aria-pressed')) === 'true';
  const saving = page.waitForResponse((r) => r.url().endsWith(wishlistPath) && r.request().method() === 'POST');
  await favourite.click();
  assert.equal((await saving).status(), 200);
  await page.getByRole('button', { name: wasSaved ? names.add : names.remove }).waitFor();
  assert.equal(await favourite.getAttribute('aria-pressed'), String(!wasSaved));
}

/** Follows the WhatsApp link (it opens a new page) and checks that the contact was recorded (`contactPath`). */
export async function contactOnWhatsapp(
  context: BrowserContext,
  page: Page,
  whatsapp: Locator,
  contactPath: string,
): Promise<void> {
  const recorded = page.waitForResponse((r) => r.url().endsWith(contactPath) && r.request().method() === 'POST');
  const opened = context.waitForEvent('page');
  await whatsapp.click();
  const contact = await recorded;
  assert.equal(contact.status(), 200);
  assert.equal((contact.request().postDataJSON() as { channel: string }).channel, 'whatsapp');
  await (await opened).close();
}

/** What the property and car pages say alike, and each language's locale and direction. */
export const LISTING_TEXTS = {
  ar: {
    locale: 'ar-SY',
    dir: 'rtl',
    nextPage: 'الصفحة التالية',
    pagination: 'التنقل بين الصفحات',
    login: 'تسجيل الدخول',
    modalTitle: 'تسجيل الدخول إلى سوق',
    gallery: 'الصور',
    favouriteAdd: 'حفظ في المفضلة',
    favouriteRemove: 'إزالة من المفضلة',
    whatsapp: 'واتساب',
  },
  en: {
    locale: 'en-US',
    dir: 'ltr',
    nextPage: 'Next page',
    pagination: 'Pagination',
    login: 'Login',
    modalTitle: 'Sign in to Souq',
    gallery: 'Photos',
    favouriteAdd: 'Save to favourites',
    favouriteRemove: 'Remove from favourites',
    whatsapp: 'WhatsApp',
  },
} as const;
