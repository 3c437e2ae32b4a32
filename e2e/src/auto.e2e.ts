// Browser journeys for the car marketplace against the real site and its seeded autos, in Arabic (right to left)
// and English: narrowing by brand, class and model, paging, a car as a guest (login prompt for the contact),
// logging in from that prompt, saving the car and reaching the seller on WhatsApp; and the home page's strip.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
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

const started = startSiteAndBrowser();

const TEXTS = {
  ar: {
    ...LISTING_TEXTS.ar,
    listHeading: 'البحث عن سيارة',
    brand: 'الماركة',
    klass: 'الفئة',
    model: 'الطراز',
    spec: 'المواصفات',
    loginPrompt: 'سجّل الدخول للتواصل مع البائع',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    notFound: 'هذه السيارة غير معروضة (أو لم تعد معروضة).',
    viewAll: 'عرض كل السيارات',
  },
  en: {
    ...LISTING_TEXTS.en,
    listHeading: 'Car search',
    brand: 'Brand',
    klass: 'Class',
    model: 'Model',
    spec: 'Specification',
    loginPrompt: 'Log in to contact the seller',
    email: 'Email',
    password: 'Password',
    notFound: 'This car is not listed (any more).',
    viewAll: 'View all cars',
  },
} as const;

interface Named {
  id: number;
  name_en: string;
  name_ar: string;
}
interface Choice {
  brand: Named;
  klass: Named;
  model: Named;
  total: number;
}

async function api<T>(url: string): Promise<T> {
  const response = await fetch(`${started.site.url}/api${url}`);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded model with more than one page of cars, so the journey can page forward within it. */
async function aModelWithTwoPages(): Promise<Choice> {
  const page = await api<{ items: { brand: Named; class: Named; model: Named }[] }>('/auto/get-auto-list?per_page=50');
  const seen = new Map(page.items.map((item) => [item.model.id, item]));
  let best: Choice | null = null;
  for (const item of seen.values()) {
    const found = await api<{ pagination: { total: number } }>(
      `/auto/get-auto-list?per_page=1&model_id=${item.model.id}&class_id=${item.class.id}&brand_id=${item.brand.id}`,
    );
    if (!best || found.pagination.total > best.total)
      best = { brand: item.brand, klass: item.class, model: item.model, total: found.pagination.total };
  }
  assert.ok(best && best.total > 12, 'the seed has a model with more than 12 cars');
  return best;
}

const CARD = 'auto-card';
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('.ap-grid[data-loading]') &&
      document.querySelectorAll('[data-testid="auto-card"]').length > 0,
  );

for (const lng of ['ar', 'en'] as const) {
  const T = TEXTS[lng];
  const local = (named: Named) => (lng === 'ar' ? named.name_ar : named.name_en);

  describe(`car marketplace (${lng})`, () => {
    test('a guest narrows by brand, class and model, pages forward, opens a car, logs in from the contact prompt, saves it and finds WhatsApp', async () => {
      const choice = await aModelWithTwoPages();
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ context, page }) => {
        await context.route('https://wa.me/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
        );
        await openListPage(page, `${started.site.url}/auto`, CARD, T);

        const brand = page.getByRole('combobox', { name: T.brand });
        await brand.locator(`option[value="${choice.brand.id}"]`).waitFor({ state: 'attached' });
        await brand.selectOption({ label: local(choice.brand) });
        await page.waitForURL((url) => url.searchParams.get('brand_id') === String(choice.brand.id));
        const klass = page.getByRole('combobox', { name: T.klass });
        await klass.locator(`option[value="${choice.klass.id}"]`).waitFor({ state: 'attached' });
        await klass.selectOption(String(choice.klass.id));
        const model = page.getByRole('combobox', { name: T.model });
        await model.locator(`option[value="${choice.model.id}"]`).waitFor({ state: 'attached' });
        const filtered = page.waitForResponse(
          (r) => r.url().includes('/api/auto/get-auto-list') && r.url().includes(`model_id=${choice.model.id}`),
        );
        await model.selectOption({ label: local(choice.model) });
        await page.waitForURL(
          (url) =>
            url.searchParams.get('model_id') === String(choice.model.id) &&
            url.searchParams.get('brand_id') === String(choice.brand.id),
        );
        await filtered;
        await settled(page);
        // Every result is that model.
        const makes = await page.locator('.ap-card__make').allTextContents();
        assert.ok(makes.length === 12, `a full first page (${makes.length})`);
        for (const make of makes) assert.ok(make.includes(local(choice.model)), `${make} is a ${local(choice.model)}`);
        await snapshot(page, `auto-list-${lng}`);

        // The search survives a reload.
        await page.reload();
        await page.getByTestId(CARD).first().waitFor();
        await page.waitForFunction(
          (id) => (document.querySelector('select[name="model_id"]') as HTMLSelectElement | null)?.value === id,
          String(choice.model.id),
        );

        await pageForward(page, CARD, T, (url) => url.searchParams.get('model_id') === String(choice.model.id));

        const name = await openFirstCard(page, CARD, /\/auto\/auto-detail\/\d+$/);
        await page.getByRole('heading', { name: T.spec }).waitFor();
        await page.getByRole('region', { name: T.gallery }).waitFor();
        // docs/product/routes.md: Home > Auto > the car's title (the generic label until the car has loaded).
        // The title's Latin words are wrapped in invisible isolate marks, so that they keep their order in Arabic.
        const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
        await page.waitForFunction(
          (title) =>
            [...document.querySelectorAll('.souq-breadcrumbs [aria-current="page"]')].some((crumb) =>
              (crumb.textContent ?? '').replace(/[\u2066-\u2069]/g, '').includes(title),
            ),
          name,
        );
        const crumbs = await page.locator('.souq-breadcrumbs li').allTextContents();
        assert.equal(crumbs.length, 3);
        assert.equal(visible(crumbs.at(-1) ?? ''), name);
        // Reached from the list, the tab names the car too, and a screen reader is told of it.
        assert.equal(visible(await page.title()), `${name} | ${lng === 'ar' ? 'سوق' : 'Souq'}`);
        await page.waitForFunction(
          (title) =>
            (document.querySelector('[data-testid="page-announcement"]')?.textContent ?? '').replace(
              /[\u2066-\u2069]/g,
              '',
            ) === title,
          `${name} | ${lng === 'ar' ? 'سوق' : 'Souq'}`,
        );
        // Guests see the car but not the seller's contact details.
        await page.getByRole('heading', { name: T.loginPrompt }).waitFor();
        assert.equal(await page.locator('.ap-contact').count(), 0);
        await snapshot(page, `auto-detail-guest-${lng}`, true);

        await page.locator('.ap-login-prompt').getByRole('button', { name: T.login }).click();
        const dialog = page.getByRole('dialog', { name: T.modalTitle });
        await dialog.waitFor();
        await dialog.getByLabel(T.email, { exact: true }).fill('individual@souq.localhost');
        await dialog.getByLabel(T.password, { exact: true }).fill('Individual@2026');
        await dialog.getByRole('button', { name: T.login, exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });

        // Logged in, the page reloads the car with the seller's contact details.
        const whatsapp = page.locator('.ap-contact').getByRole('link', { name: T.whatsapp });
        await whatsapp.waitFor();
        assert.equal(await page.getByRole('heading', { name: T.loginPrompt }).count(), 0);
        assert.match((await whatsapp.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/\d{8,15}\?text=/);

        await toggleFavourite(page, page.locator('.ap-favourite'), '/api/add-remove-wishlist', {
          add: T.favouriteAdd,
          remove: T.favouriteRemove,
        });
        await snapshot(page, `auto-detail-member-${lng}`, true);

        await contactOnWhatsapp(context, page, whatsapp, '/api/auto/contact');
      });
    });

    test('an unknown car says so; the home page shows featured cars', async () => {
      await asVisitor(newVisitor(started.browser, { locale: T.locale }), async ({ page }) => {
        await page.goto(`${started.site.url}/auto/auto-detail/999999`);
        await page.getByRole('heading', { name: T.notFound }).waitFor();

        await page.goto(started.site.url);
        // The cars' strip is drawn once it is scrolled near, as a person reaches it.
        await page.locator('section[aria-labelledby="featured-autos"]').scrollIntoViewIfNeeded();
        const strip = page.locator('.ap-featured');
        await strip.getByTestId(CARD).first().waitFor();
        assert.equal(await strip.getByRole('link', { name: T.viewAll }).getAttribute('href'), '/auto');
      });
    });
  });
}
