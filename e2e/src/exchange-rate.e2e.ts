// Browser journey for the exchange rate, against the real site, in English and in Arabic: a listing is priced in
// dollars; an admin then sets a new rate on the admin area's page; a visitor sees the listing's price in new pounds
// as "≈" at that rate (not at the rate of the day it was posted), with the rate's date and source on hover and focus;
// the header's currency switch converts with it; and a budget in new pounds finds the listing at that rate.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newVisitor } from './lib/browser.js';
import { startSiteAndBrowser } from './lib/journey.js';
import { type Session, signedInPage } from './lib/session.js';
import { newMember, siteApi } from './lib/site-api.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const ADMIN = { email: 'admin@souq.localhost', password: 'Admin@2026' };
const PRICE_USD = 50_000;
const grouped = (n: number) => n.toLocaleString('en-US');
// docs/product/constants.md's date: short weekday, short month, day and year, in en-US on both pages.
const dateOf = (ymd: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${ymd}T12:00:00Z`));

const TEXTS = {
  en: {
    rate: 'New SYP per US dollar',
    source: 'Source',
    save: 'Save the rate',
    currency: 'Currency',
    usd: 'USD',
    syp: 'SYP',
    approxSyp: (n: number) => `≈ ${grouped(n)} new SYP`,
    dollars: (n: number) => `${grouped(n)} USD`,
    note: (date: string, source: string, rate: number) =>
      `Converted at the exchange rate of ${date} (${source}): 1 USD = ${rate} new SYP`,
    bulletin: 'Central Bank bulletin',
  },
  ar: {
    rate: 'الليرات السورية الجديدة مقابل الدولار',
    source: 'المصدر',
    save: 'حفظ السعر',
    currency: 'العملة',
    usd: 'دولار',
    syp: 'ل.س',
    approxSyp: (n: number) => `≈ ${grouped(n)} ل.س جديدة`,
    dollars: (n: number) => `${grouped(n)} دولار`,
    note: (date: string, source: string, rate: number) =>
      `محوّل بسعر صرف ${date} (${source}): 1 دولار = ${rate} ل.س جديدة`,
    bulletin: 'نشرة المصرف المركزي',
  },
} as const;

/** The admin sets the rate on the admin area's page, in `lng`; answers the rate's date as the API keeps it. */
async function adminSetsRate(lang: Lang, rate: number, source: string): Promise<string> {
  const T = TEXTS[lang];
  const admin = await signedInPage(
    browser,
    site.url,
    await siteApi<Session>(site.url, '/login', { body: ADMIN }),
    lang,
  );
  try {
    await admin.goto(`${site.url}/admin/exchange-rate`);
    await admin.getByLabel(T.rate).fill(String(rate));
    await admin.getByLabel(T.source).fill(source);
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith('/api/admin/exchange-rates') && r.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: T.save }).click();
    const answer = (await (await saved).json()) as { data: { rate: { effective_date: string; syp_per_usd: number } } };
    assert.equal(answer.data.rate.syp_per_usd, rate);
    return answer.data.rate.effective_date;
  } finally {
    await admin.context().close();
  }
}

/** The card of the listing named `name` on a property list page. */
const cardOf = (page: Page, id: number) => page.locator(`[data-testid="property-card"][data-id="${id}"]`);

describe('the exchange rate on prices and budgets', () => {
  const rates = { en: 200, ar: 250 } as const;
  for (const lng of ['en', 'ar'] as const) {
    test(`${lng}: a dollar price shows ≈ new pounds at the rate an admin set; the currency switch and a pound budget use it`, async () => {
      const T = TEXTS[lng];
      const stamp = Date.now();
      const owner = await newMember(site.url, {
        email: `rate-owner-${lng}-${stamp}@example.com`,
        name: 'Rate owner',
        user_type: 'Agent',
        listing_category: 'real_estate',
        password: 'Rates@2026',
      });
      const governorate = (await siteApi<{ id: number }[]>(site.url, '/property/goveronates'))[0]!;
      const city = (await siteApi<{ id: number }[]>(site.url, `/property/cities?governorate_id=${governorate.id}`))[0]!;
      const name = `Rate flat ${stamp}`;
      const listing = await siteApi<{ id: number; price_syp: number }>(site.url, '/add-property', {
        token: owner.token,
        body: {
          name,
          name_ar: `شقة السعر ${stamp}`,
          description: 'Bright, two bedrooms.',
          description_ar: 'مضيئة، غرفتا نوم.',
          governorate_id: governorate.id,
          city_id: city.id,
          property_type: 'apartment',
          listing_type: 'sale',
          bedrooms: 2,
          bathrooms: 1,
          size_sqm: 90,
          furnished: 'unfurnished',
          price_usd: PRICE_USD,
        },
      });
      // Posted before the new rate: its pound amount was derived at the rate of that day.
      const rate = rates[lng];
      assert.notEqual(listing.price_syp, PRICE_USD * rate);

      const date = await adminSetsRate(lng, rate, T.bulletin);
      const converted = PRICE_USD * rate;

      const { page } = await newVisitor(browser, { locale: lng === 'ar' ? 'ar-SY' : 'en-US' });
      try {
        // New pounds (the default currency) lead, converted at the admin's rate and marked ≈; the owner's dollars follow.
        await page.goto(`${site.url}/property?keyword=${encodeURIComponent(name)}&lang=${lng}`);
        const card = cardOf(page, listing.id);
        const approx = card.getByText(T.approxSyp(converted), { exact: true });
        await approx.waitFor();
        await card.getByText(T.dollars(PRICE_USD), { exact: true }).waitFor();
        const note = T.note(dateOf(date), T.bulletin, rate);
        assert.equal(await approx.getAttribute('title'), note);
        await approx.focus();
        const describedBy = await approx.getAttribute('aria-describedby');
        assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), note);

        // The header's switch: dollars lead, the pounds follow, still ≈ at the same rate.
        await page.getByRole('group', { name: T.currency }).getByRole('button', { name: T.usd, exact: true }).click();
        await card.locator('.pp-price__amount', { hasText: T.dollars(PRICE_USD) }).waitFor();
        await card.locator('.pp-price__other', { hasText: T.approxSyp(converted) }).waitFor();

        // Its page says the same.
        await page.goto(`${site.url}/property/property-detail/${listing.id}?lang=${lng}`);
        await page
          .locator('.pp-price__other', { hasText: T.approxSyp(converted) })
          .first()
          .waitFor();

        // A budget in new pounds around the converted price finds it; around the amount derived when it was posted, not.
        await page.getByRole('group', { name: T.currency }).getByRole('button', { name: T.syp, exact: true }).click();
        await page.goto(
          `${site.url}/property?keyword=${encodeURIComponent(name)}&min_price=${converted - 100_000}&max_price=${converted + 100_000}&currency=SYP&lang=${lng}`,
        );
        await cardOf(page, listing.id).getByText(T.approxSyp(converted), { exact: true }).waitFor();
        const stale = page.waitForResponse(
          (r) =>
            r.url().includes('/api/property/get-property-list') &&
            r.url().includes(`max_price=${listing.price_syp + 1000}`),
        );
        await page.goto(
          `${site.url}/property?keyword=${encodeURIComponent(name)}&min_price=${listing.price_syp - 1000}&max_price=${listing.price_syp + 1000}&currency=SYP&lang=${lng}`,
        );
        const answer = (await (await stale).json()) as { data: { items: unknown[] } };
        assert.deepEqual(answer.data.items, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
