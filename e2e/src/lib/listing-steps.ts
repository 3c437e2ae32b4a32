// Steps (and words) the property and car journeys share on their list and detail pages.
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Clicks the favourite button and checks that it turned, after the API (`wishlistPath`) answered. */
export async function toggleFavourite(page: Page, favourite: Locator, wishlistPath: string, names: { add: string; remove: string }): Promise<void> {
  const wasSaved = (await favourite.getAttribute('aria-pressed')) === 'true';
  const saving = page.waitForResponse((r) => r.url().endsWith(wishlistPath) && r.request().method() === 'POST');
  await favourite.click();
  assert.equal((await saving).status(), 200);
  await page.getByRole('button', { name: wasSaved ? names.add : names.remove }).waitFor();
  assert.equal(await favourite.getAttribute('aria-pressed'), String(!wasSaved));
}

/** Follows the WhatsApp link (it opens a new page) and checks that the contact was recorded (`contactPath`). */
export async function contactOnWhatsapp(context: BrowserContext, page: Page, whatsapp: Locator, contactPath: string): Promise<void> {
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
