// Browser journey for price drops, against the real site, in English and in Arabic: a member saves a listing from
// its page, its owner lowers the price, one pass of the alert job runs, and the member sees "Price dropped" on the
// listing's card and page, with its price history, and finds the drop email (in their language) in the dev outbox.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSiteAndBrowser } from './lib/journey.js';
import { LISTING_TEXTS, toggleFavourite } from './lib/listing-steps.js';
import { latestCode, mailMatching } from './lib/outbox.js';
import { type Session, signedInPage } from './lib/session.js';
import { siteApi } from './lib/site-api.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const TEXTS = {
  en: { dropped: 'Price dropped', history: 'Price history', subject: /^Price dropped: "Drop flat / },
  ar: { dropped: 'انخفض السعر', history: 'سجل السعر', subject: /^انخفض السعر: «شقة الانخفاض / },
} as const;

/** A new account of this kind, speaking `language`, signed up through the emailed code. */
async function account(
  email: string,
  lang: Lang,
  kind: { user_type: string; listing_category?: string },
): Promise<Session> {
  await siteApi(site.url, '/register', {
    body: { email, name: `Member ${lang}`, password: 'Drops@2026', language: lang, ...kind },
  });
  const { code } = await latestCode(site.url, email);
  return siteApi<Session>(site.url, '/otp-verify', { body: { email, otp: code } });
}

describe('price drops', () => {
  for (const lng of ['en', 'ar'] as const) {
    test(`${lng}: a member saves a listing, its owner lowers the price, and the member sees the drop and is emailed`, async () => {
      const T = { ...TEXTS[lng], ...LISTING_TEXTS[lng] };
      const stamp = Date.now();
      const owner = await account(`drops-owner-${lng}-${stamp}@example.com`, lng, {
        user_type: 'Agent',
        listing_category: 'real_estate',
      });
      const memberEmail = `drops-member-${lng}-${stamp}@example.com`;
      const member = await account(memberEmail, lng, { user_type: 'Individual' });
      const governorate = (await siteApi<{ id: number }[]>(site.url, '/property/goveronates'))[0]!;
      const city = (await siteApi<{ id: number }[]>(site.url, `/property/cities?governorate_id=${governorate.id}`))[0]!;
      const listing = await siteApi<{ id: number }>(site.url, '/add-property', {
        token: owner.token,
        body: {
          name: `Drop flat ${stamp}`,
          name_ar: `شقة الانخفاض ${stamp}`,
          description: 'Sunny, two bedrooms.',
          description_ar: 'مشمسة، غرفتا نوم.',
          governorate_id: governorate.id,
          city_id: city.id,
          property_type: 'apartment',
          listing_type: 'sale',
          bedrooms: 2,
          bathrooms: 1,
          size_sqm: 95,
          furnished: 'unfurnished',
          price_usd: 120_000,
        },
      });

      const page = await signedInPage(browser, site.url, member, lng);
      try {
        await page.goto(`${site.url}/property/property-detail/${listing.id}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        assert.equal(await page.getByTestId('price-history').count(), 0, 'no history before any change');
        await toggleFavourite(page, page.locator('.pp-favourite'), '/api/add-remove-property-wishlist', {
          add: T.favouriteAdd,
          remove: T.favouriteRemove,
        });

        await siteApi(site.url, '/property-update', {
          token: owner.token,
          body: { id: listing.id, price_usd: 110_000 },
        });
        await siteApi(site.url, '/dev/run-search-alerts', { body: {} });
        const mail = await mailMatching(site.url, memberEmail, T.subject);
        assert.match(mail.text, /120,000 .* → .*110,000/);
        assert.ok(mail.text.includes(`/property/property-detail/${listing.id}`), 'the mail links to the listing');

        // The page says so, with the history (in the visitor's currency).
        await page.reload();
        await page.getByTestId('price-dropped').filter({ hasText: T.dropped }).waitFor();
        const history = page.getByRole('table', { name: T.history });
        await history.waitFor();
        assert.equal(await history.getByRole('row').count(), 3);

        // So does its card in the list (the newest listing comes first).
        await page.goto(`${site.url}/property`);
        const card = page.locator(`[data-testid="property-card"][data-id="${listing.id}"]`);
        await card.getByTestId('price-dropped').filter({ hasText: T.dropped }).waitFor();
      } finally {
        await page.context().close();
      }
    });
  }
});
