// Steps the property and car journeys share on a listing's detail page.
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
