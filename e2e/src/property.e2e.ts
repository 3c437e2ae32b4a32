// Browser journeys for the property marketplace against the real site and its seeded listings, in Arabic
// (right to left) and English: searching with filters, paging, a listing as a guest and as a member, the map,
// and the home page's search box.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { asVisitor, newVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser } from './lib/journey.js';
import {
  contactOnWhatsapp,
  LISTING_TEXTS,
  openFirstCard,
  openListPage,
  pageForward,
  toggleFavourite,
} from './lib/listing-steps.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

const started = startSiteAndBrowser();

const TEXTS = {
  ar: {
    ...LISTING_TEXTS.ar,
    listHeading: 'البحث عن عقار',
    governorate: 'المحافظة',
    propertyType: 'نوع العقار',
    apartment: 'شقة',
    loginPrompt: 'سجّل الدخول لعرض تفاصيل العقار',
    nextPhoto: 'الصورة التالية',
    agent: 'معروض من قبل',
    mapHeading: 'خريطة العقارات',
    homeSearch: 'بحث',
    location: 'الموقع',
    currency: 'ل.س',
    ownershipDocument: 'وثيقة الملكية',
    greenTabu: 'طابو أخضر',
    courtRuling: 'حكم محكمة',
    sortBy: 'الترتيب حسب',
    pricePerSqmDesc: 'سعر المتر المربع: من الأعلى إلى الأقل',
    perSqm: 'ل.س جديدة/م²',
  },
  en: {
    ...LISTING_TEXTS.en,
    listHeading: 'Property search',
    governorate: 'Governorate',
    propertyType: 'Property type',
    apartment: 'Apartment',
    loginPrompt: 'Log in to view the property details',
    nextPhoto: 'Next photo',
    agent: 'Listed by',
    mapHeading: 'Property map',
    homeSearch: 'Search',
    location: 'Location',
    currency: 'SYP',
    ownershipDocument: 'Ownership document',
    greenTabu: 'Green tabu (title deed)',
    courtRuling: 'Court ruling',
    sortBy: 'Sort by',
    pricePerSqmDesc: 'Price per m²: high to low',
    perSqm: 'new SYP/m²',
  },
} as const;

interface Member {
  token: string;
  user: Record<string, unknown>;
}

async function logInThroughApi(): Promise<Member> {
  const response = await fetch(`${started.site.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'agent@souq.localhost', password: 'Agent@2026' }),
  });
  const body = (await response.json()) as { success: boolean; data: { token: string; user: Record<string, unknown> } };
  assert.equal(body.success, true, 'the demo agent logs in');
  return body.data;
}

/** A visitor whose browser already holds a session, as after logging in. */
async function memberVisitor(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const member = await logInThroughApi();
  const visitor = await newVisitor(started.browser, { locale: TEXTS[lang].locale });
  await visitor.page.goto(`${started.site.url}/about`);
  await visitor.page.evaluate(({ token, user }) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, member);
  return visitor;
}

const CARD = 'property-card';

async function aListingId(): Promise<number> {
  const response = await fetch(`${started.site.url}/api/property/get-property-list?per_page=5&sort=newest`);
  const body = (await response.json()) as { data: { items: { id: number; primary_image: unknown }[] } };
  const item = body.data.items.find((entry) => entry.primary_image) ?? body.data.items[0];
  assert.ok(item, 'the seed has listings');
  return item.id;
}

for (const lng of ['ar', 'en'] as const) {
  const T = TEXTS[lng];

  describe(`property marketplace (${lng})`, () => {
    test('a guest filters by governorate and type, pages forward and is asked to log in on a listing', async () => {
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ page }) => {
        await openListPage(page, `${started.site.url}/property`, CARD, T);

        const governorate = page.getByRole('combobox', { name: T.governorate });
        await page.waitForFunction(
          () => (document.querySelector('select[name="governorate"]') as HTMLSelectElement | null)?.options.length! > 1,
        );
        const chosen = await governorate.evaluate((select: HTMLSelectElement) => ({
          value: select.options[1]!.value,
          label: select.options[1]!.text,
        }));
        await governorate.selectOption(chosen.value);
        await page.waitForURL((url) => url.searchParams.get('governorate') === chosen.value);
        const filtered = page.waitForResponse(
          (r) =>
            r.url().includes('/api/property/get-property-list') &&
            r.url().includes('property_type') &&
            r.url().includes(`governorate_id=${chosen.value}`),
        );
        await page.getByRole('combobox', { name: T.propertyType }).selectOption({ label: T.apartment });
        await page.waitForURL(
          (url) =>
            url.searchParams.get('property_type') === 'apartment' &&
            url.searchParams.get('governorate') === chosen.value,
        );
        await filtered;
        await page.waitForFunction(
          () =>
            !document.querySelector('.pp-grid[data-loading]') &&
            document.querySelectorAll('[data-testid="property-card"]').length > 0,
        );
        // Every result is an apartment in the chosen governorate.
        const places = await page.locator('.pp-card__place').allTextContents();
        assert.ok(places.length > 0);
        for (const place of places) assert.ok(place.includes(chosen.label), `${place} is in ${chosen.label}`);
        const facts = await page.locator('.pp-facts').allTextContents();
        for (const fact of facts) assert.ok(fact.includes(T.apartment), fact);
        await snapshot(page, `property-list-${lng}`);

        // The search survives a reload.
        await page.reload();
        await page.getByTestId(CARD).first().waitFor();
        assert.equal(await page.getByRole('combobox', { name: T.propertyType }).inputValue(), 'apartment');

        await pageForward(page, CARD, T, (url) => url.searchParams.get('property_type') === 'apartment');

        await openFirstCard(page, CARD, /\/property\/property-detail\/\d+$/);
        await page.getByRole('heading', { name: T.loginPrompt }).waitFor();
        assert.equal(await page.getByRole('region', { name: T.gallery }).count(), 0, 'guests do not get the gallery');
        await snapshot(page, `property-detail-guest-${lng}`);
        await page.locator('.pp-login-prompt').getByRole('button', { name: T.login }).click();
        await page.getByRole('dialog').getByText(T.modalTitle).first().waitFor();
      });
    });

    test('a guest filters by ownership document and sorts by price per m², most expensive first', async () => {
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ page }) => {
        await openListPage(page, `${started.site.url}/property`, CARD, T);
        const documents = page.getByRole('group', { name: T.ownershipDocument });
        await documents.getByRole('checkbox', { name: T.greenTabu }).check();
        await page.waitForURL((url) => url.searchParams.getAll('ownership_document').join() === 'green_tabu');
        await documents.getByRole('checkbox', { name: T.courtRuling }).check();
        await page.waitForURL(
          (url) => url.searchParams.getAll('ownership_document').join() === 'green_tabu,court_ruling',
        );

        const sorted = page.waitForResponse(
          (r) =>
            r.url().includes('/api/property/get-property-list') &&
            r.url().includes('sort=price_sqm_desc') &&
            r.url().includes('ownership_document'),
        );
        await page.getByRole('combobox', { name: T.sortBy }).selectOption({ label: T.pricePerSqmDesc });
        await page.waitForURL(
          (url) =>
            url.searchParams.get('sort') === 'price_sqm_desc' &&
            url.searchParams.getAll('ownership_document').length === 2,
        );
        await sorted;
        await page.waitForFunction(
          () =>
            !document.querySelector('.pp-grid[data-loading]') &&
            document.querySelectorAll('[data-testid="property-card"]').length > 0,
        );
        await snapshot(page, `property-price-per-sqm-${lng}`);

        // Every card says its price per m² in the visitor's currency, the dearest first.
        const perSqm = await page
          .getByTestId(CARD)
          .evaluateAll((cards) =>
            cards.map((card) => card.querySelector('[data-testid="price-per-sqm"]')?.textContent ?? ''),
          );
        assert.ok(perSqm.length > 1, 'the seed has listings with these documents');
        for (const text of perSqm) assert.ok(text.endsWith(T.perSqm), `${text} is per m² in ${T.perSqm}`);
        const amounts = perSqm.map((text) => Number(text.replace(/[^\d]/g, '')));
        assert.deepEqual(
          amounts,
          [...amounts].sort((a, b) => b - a),
          `${perSqm.join(' | ')} is in descending order`,
        );

        // And every listing holds one of the two documents asked for.
        const ids = await page
          .getByTestId(CARD)
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')));
        for (const id of ids) {
          const detail = (await (await fetch(`${started.site.url}/api/property/property-detail/${id}`)).json()) as {
            data: { ownership_document: string | null };
          };
          assert.ok(
            ['green_tabu', 'court_ruling'].includes(detail.data.ownership_document ?? ''),
            `listing ${id} has ${detail.data.ownership_document}`,
          );
        }

        // The search survives a reload, boxes and sort included.
        await page.reload();
        await page.getByTestId(CARD).first().waitFor();
        assert.equal(await page.getByRole('combobox', { name: T.sortBy }).inputValue(), 'price_sqm_desc');
        assert.equal(await documents.getByRole('checkbox', { name: T.courtRuling }).isChecked(), true);
      });
    });

    test('a member sees the gallery, saves the listing and contacts the owner on WhatsApp', async () => {
      const id = await aListingId();
      await asVisitor(memberVisitor(lng), async ({ context, page }) => {
        // The WhatsApp link leaves the site; here it only has to be the right link.
        await context.route('https://wa.me/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
        );
        await page.goto(`${started.site.url}/property-detail?id=${id}`);
        const gallery = page.getByRole('region', { name: T.gallery });
        await gallery.waitFor();
        await gallery.locator('img').first().waitFor();
        if (await gallery.getByRole('button', { name: T.nextPhoto }).count()) {
          const before = await gallery
            .locator('.pp-gallery__stage > img, .pp-gallery__stage > video')
            .first()
            .getAttribute('src');
          await gallery.getByRole('button', { name: T.nextPhoto }).click();
          const afterSrc = await gallery
            .locator('.pp-gallery__stage > img, .pp-gallery__stage > video')
            .first()
            .getAttribute('src');
          assert.notEqual(afterSrc, before, 'the next photo is shown');
        }
        await page.getByRole('heading', { name: T.agent }).waitFor();
        assert.match((await page.locator('.pp-agent a').getAttribute('href')) ?? '', /^\/agent-details\/\d+$/);

        await toggleFavourite(page, page.locator('.pp-favourite'), '/api/add-remove-property-wishlist', {
          add: T.favouriteAdd,
          remove: T.favouriteRemove,
        });

        const whatsapp = page.locator('.pp-contact').getByRole('link', { name: T.whatsapp });
        const href = (await whatsapp.getAttribute('href')) ?? '';
        assert.match(href, /^https:\/\/wa\.me\/\d{8,15}\?text=/);
        await snapshot(page, `property-detail-member-${lng}`, true);
        await contactOnWhatsapp(context, page, whatsapp, '/api/property/contact');
      });
    });

    test('the map shows the listings as markers and clusters', async () => {
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ page }) => {
        await page.goto(`${started.site.url}/property/map`);
        await page.getByRole('heading', { name: T.mapHeading }).waitFor();
        await page.locator('.pp-map-cluster, .pp-map-marker').first().waitFor();
        const total = Number(await page.locator('.pp-map').getAttribute('data-total'));
        assert.ok(total > 0, 'the map counts listings in view');
        await snapshot(page, `property-map-${lng}`);

        // Zoomed into a street, single listings show with their price.
        const id = await aListingId();
        const detail = (await (await fetch(`${started.site.url}/api/property/property-detail/${id}`)).json()) as {
          data: { latitude: number; longitude: number };
        };
        await page.goto(
          `${started.site.url}/property/map?lat=${detail.data.latitude}&lng=${detail.data.longitude}&zoom=17`,
        );
        await page.locator('.pp-map-marker').first().waitFor();
        assert.equal(await page.locator('.pp-map').getAttribute('data-mode'), 'markers');
        assert.ok((await page.locator('.pp-map-marker').first().textContent())?.includes(T.currency));
      });
    });

    test("the home page's search box lands on the list with its filters, next to the featured listings", async () => {
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ page }) => {
        await page.goto(started.site.url);
        const form = page.getByRole('search');
        const location = form.getByRole('combobox', { name: T.location });
        await page.waitForFunction(
          () =>
            (document.querySelector('.souq-search select[name="governorate"]') as HTMLSelectElement | null)?.options
              .length! > 1,
        );
        const value = await location.evaluate((select: HTMLSelectElement) => select.options[1]!.value);
        await location.selectOption(value);
        await form.getByRole('combobox', { name: T.propertyType }).selectOption({ label: T.apartment });
        await page.locator('.pp-featured [data-testid="property-card"]').first().waitFor();
        await snapshot(page, `home-${lng}`);
        await form.getByRole('button', { name: T.homeSearch }).click();
        await page.waitForURL(
          (url) =>
            url.pathname === '/property' &&
            url.searchParams.get('governorate') === value &&
            url.searchParams.get('property_type') === 'apartment',
        );
        await page.getByTestId(CARD).first().waitFor();
        assert.equal(await page.getByRole('combobox', { name: T.governorate }).inputValue(), value);
      });
    });
  });
}
