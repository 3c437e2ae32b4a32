// Browser journey for the fair-price label, against the real site, in English and in Arabic: the seeded site already
// shows labels (the job runs after seeding); an agent posts flats of one kind in one city, one of them at half the
// others' price per m², a pass of the fair-price job runs, and a visitor sees "Below the typical price here" with the
// comparable count (Arabic plural forms) and what it is compared with, on the listing's page and its card.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { asVisitor, newVisitor } from './lib/browser.js';
import { startSiteAndBrowser } from './lib/journey.js';
import { latestCode } from './lib/outbox.js';
import { type Session } from './lib/session.js';
import { siteApi } from './lib/site-api.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;

// Ports of this journey's own (PORT and API_PORT), so that it can run beside others.
startSiteAndBrowser(
  (started) => {
    ({ site, browser } = started);
  },
  process.env.FAIR_PRICE_E2E_PORT
    ? { PORT: process.env.FAIR_PRICE_E2E_PORT, API_PORT: String(Number(process.env.FAIR_PRICE_E2E_PORT) + 1) }
    : {},
);

const ARABIC_COUNT: Record<string, (n: number) => string> = {
  one: () => 'إعلان واحد مشابه',
  two: () => 'إعلانان مشابهان',
  few: (n) => `${n} إعلانات مشابهة`,
  many: (n) => `${n} إعلانًا مشابهًا`,
  other: (n) => `${n} إعلان مشابه`,
};
const TEXTS = {
  en: {
    below: (n: number) => `Below the typical price here (${n} comparable listings)`,
    hint: /^Compared with active listings of the same type and a similar size in the same (city|neighbourhood)/,
  },
  ar: {
    below: (n: number) => `أقل من السعر المعتاد هنا (${ARABIC_COUNT[new Intl.PluralRules('ar').select(n)]!(n)})`,
    hint: /^مقارنةً بالإعلانات النشطة من النوع نفسه وبمساحة مماثلة في (المدينة|الحي) نفسه/,
  },
} as const;

interface FairPrice {
  label: string;
  comparables: number;
}
interface Card {
  id: number;
  fair_price: FairPrice | null;
}

async function agent(email: string, lang: Lang): Promise<Session> {
  await siteApi(site.url, '/register', {
    body: {
      email,
      name: `Agent ${lang}`,
      password: 'Fair@2026',
      language: lang,
      user_type: 'Agent',
      listing_category: 'real_estate',
    },
  });
  const { code } = await latestCode(site.url, email);
  return siteApi<Session>(site.url, '/otp-verify', { body: { email, otp: code } });
}

const WORDS = ['bright', 'quiet', 'spacious', 'renovated', 'corner', 'garden', 'panoramic'];

describe('fair-price labels', () => {
  test('the seeded site shows labels without waiting for the job', async () => {
    const cards = await siteApi<{ items: Card[] }>(site.url, '/property/get-property-list?per_page=100');
    assert.ok(
      cards.items.some((c) => c.fair_price !== null),
      'some seeded listing has a label',
    );
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`${lng}: a flat at half the price per m² of its comparables says it is below the typical price here`, async () => {
      const T = TEXTS[lng];
      const stamp = Date.now();
      const owner = await agent(`fair-${lng}-${stamp}@example.com`, lng);
      const governorate = (await siteApi<{ id: number }[]>(site.url, '/property/goveronates'))[0]!;
      const city = (await siteApi<{ id: number }[]>(site.url, `/property/cities?governorate_id=${governorate.id}`))[0]!;
      // Large flats (the 500 m² and more band), 26,000 new pounds per m² but the last, at half that.
      const ids: number[] = [];
      for (const [i, word] of WORDS.entries()) {
        const size = 600 + i * 10;
        const cheap = i === WORDS.length - 1;
        const listing = await siteApi<{ id: number }>(site.url, '/add-property', {
          token: owner.token,
          body: {
            name: `${word} flat ${stamp}`,
            name_ar: `شقة ${i + 1} ${stamp}`,
            description: `A ${word} flat of ${size} m², number ${i + 1}.`,
            governorate_id: governorate.id,
            city_id: city.id,
            property_type: 'apartment',
            listing_type: 'sale',
            bedrooms: 5,
            bathrooms: 3,
            size_sqm: size,
            furnished: 'unfurnished',
            price_syp: size * (cheap ? 13_000 : 26_000),
          },
        });
        ids.push(listing.id);
      }
      const cheapId = ids.at(-1)!;
      await siteApi(site.url, '/dev/fair-prices/run', { body: {} });
      const fair = (await siteApi<{ fair_price: FairPrice | null }>(site.url, `/property/property-detail/${cheapId}`))
        .fair_price;
      assert.equal(fair?.label, 'below');
      assert.ok(fair.comparables >= WORDS.length - 1, 'its six siblings at least are comparables');

      await asVisitor(newVisitor(browser, { locale: lng === 'ar' ? 'ar-SY' : 'en-US' }), async ({ page }) => {
        await page.goto(`${site.url}/property/property-detail/${cheapId}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const mark = page.getByTestId('fair-price');
        await mark.filter({ hasText: T.below(fair.comparables) }).waitFor();
        assert.equal(await mark.getAttribute('data-fair-price'), 'below');
        assert.match((await mark.locator('[title]').getAttribute('title')) ?? '', T.hint);

        // Its card in the list says so too (the newest listing comes first).
        await page.goto(`${site.url}/property`);
        const card = page.locator(`[data-testid="property-card"][data-id="${cheapId}"]`);
        await card
          .getByTestId('fair-price')
          .filter({ hasText: T.below(fair.comparables) })
          .waitFor();
        // Its siblings sit around the typical price.
        const sibling = page.locator(`[data-testid="property-card"][data-id="${ids[0]}"]`);
        assert.equal(await sibling.getByTestId('fair-price').getAttribute('data-fair-price'), 'around');
      });
    });
  }
});
