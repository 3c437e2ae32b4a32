// Browser journeys for the listing forms against the real site, API and media service, in Arabic (right to left)
// and English: an Agent posts a property with three photos (a wrong file refused before any upload), finds it in
// the property search, changes its price and sees the new price on its page, then deletes it from My listings; and
// posts a car through the brand → class → model cascade; and a form with unsaved changes asks before it is left.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './lib/browser.js';
import { ROOT, startSite, type RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

// The API package already has sharp; the photos are made here, small and different from each other.
interface Encoded {
  toBuffer(): Promise<Buffer>;
}
type Sharp = (input: {
  create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } };
}) => { png(): Encoded; jpeg(): Encoded };
const sharp = createRequire(path.join(ROOT, 'api/package.json'))('sharp') as Sharp;

let site: RunningSite;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const TEXTS = {
  ar: {
    locale: 'ar-SY',
    addProperty: 'إضافة إعلان عقار',
    updateProperty: 'تعديل إعلان عقار',
    addAuto: 'إضافة إعلان سيارة',
    name: 'الاسم',
    description: 'الوصف',
    governorate: 'المحافظة',
    city: 'المدينة',
    propertyType: 'نوع العقار',
    bedrooms: 'غرف النوم',
    bathrooms: 'الحمّامات',
    size: 'المساحة (م²)',
    furnished: 'الفرش',
    priceUsd: 'السعر بالدولار',
    priceSyp: 'السعر بالليرة السورية الجديدة',
    discount: 'نسبة الخصم',
    latitude: 'خط العرض',
    openMap: 'حدّد الموقع على الخريطة',
    showMap: 'اعرض الدبوس على الخريطة',
    choosePhotos: 'أضف صوراً',
    uploaded: 'تم الرفع',
    wrongType: 'notes.txt: هذا النوع من الملفات غير مقبول.',
    moveEarlier: (name: string) => `انقل ${name} إلى الأمام`,
    publish: 'انشر الإعلان',
    save: 'احفظ التغييرات',
    discounted: 'السعر بعد الخصم: 105,300 ل.س جديدة · 810 دولار',
    propertyAdded: 'تمت إضافة العقار بنجاح.',
    deleteLabel: (name: string) => `حذف ${name}`,
    deleteQuestion: 'هل أنت متأكد من أنك تريد حذف',
    deleteButton: 'حذف',
    propertyDeleted: 'تم حذف العقار بنجاح.',
    noData: 'لم يتم العثور على بيانات',
    propertyUpdated: 'تم تحديث العقار بنجاح.',
    brand: 'الماركة',
    klass: 'الفئة',
    model: 'الطراز',
    year: 'سنة الصنع',
    condition: 'الحالة الفنية',
    transmission: 'ناقل الحركة',
    importOrigin: 'بلد الاستيراد',
    fuelType: 'نوع الوقود',
    mileage: 'المسافة المقطوعة (كم)',
    bodyType: 'نوع الهيكل',
    color: 'اللون',
    driveType: 'نظام الدفع',
    price: 'السعر',
    autoAdded: 'تمت إضافة السيارة بنجاح.',
    nameRequired: 'حقل الاسم مطلوب',
    permission: 'ليس لديك صلاحية!',
  },
  en: {
    locale: 'en-US',
    addProperty: 'Add a property listing',
    updateProperty: 'Edit a property listing',
    addAuto: 'Add a car listing',
    name: 'Name',
    description: 'Description',
    governorate: 'Governorate',
    city: 'City',
    propertyType: 'Property type',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    size: 'Size (m²)',
    furnished: 'Furnishing',
    priceUsd: 'Price in USD',
    priceSyp: 'Price in new SYP',
    discount: 'Discount percent',
    latitude: 'Latitude',
    openMap: 'Place the pin on a map',
    showMap: 'Show the pin on a map',
    choosePhotos: 'Add photos',
    uploaded: 'Uploaded',
    wrongType: 'notes.txt: this type of file is not accepted.',
    moveEarlier: (name: string) => `Move ${name} earlier`,
    publish: 'Publish listing',
    save: 'Save changes',
    discounted: 'Price after discount: 105,300 new SYP · 810 USD',
    propertyAdded: 'Property added successfully.',
    deleteLabel: (name: string) => `Delete ${name}`,
    deleteQuestion: 'Are you sure you want to delete',
    deleteButton: 'Delete',
    propertyDeleted: 'Property deleted successfully.',
    noData: 'No Data Found',
    propertyUpdated: 'Property updated successfully.',
    brand: 'Brand',
    klass: 'Class',
    model: 'Model',
    year: 'Year',
    condition: 'Condition',
    transmission: 'Transmission',
    importOrigin: 'Import origin',
    fuelType: 'Fuel type',
    mileage: 'Mileage (km)',
    bodyType: 'Body type',
    color: 'Color',
    driveType: 'Drive type',
    price: 'Price',
    autoAdded: 'Auto added successfully.',
    nameRequired: 'The Name field is required',
    permission: 'You do not have permission!',
  },
} as const;

interface Member {
  token: string;
  user: Record<string, unknown>;
}

async function logInThroughApi(): Promise<Member> {
  const response = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'agent@souq.localhost', password: 'Agent@2026' }),
  });
  const body = (await response.json()) as { success: boolean; data: Member };
  assert.equal(body.success, true, 'the demo agent logs in');
  return body.data;
}

/** The demo Agent in a fresh browser, signed in, in the given language. */
async function agentVisitor(lang: Lang): Promise<{ context: BrowserContext; page: Page; member: Member }> {
  const member = await logInThroughApi();
  const visitor = await newVisitor(browser, { locale: TEXTS[lang].locale });
  // No map tiles on this closed network: answer them empty rather than wait for a timeout.
  await visitor.context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await visitor.page.goto(`${site.url}/about`);
  await visitor.page.evaluate(
    ({ token, user, lang }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('i18nextLng', lang);
    },
    { ...member, lang },
  );
  return { ...visitor, member };
}

// Screenshots for a person to look at, when asked for: SOUQ_E2E_SCREENSHOTS=<folder>.
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SOUQ_E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text }).first();

/** Picks the first real choice of a native select once its options have arrived (cascades load them). */
/** Whether Leaflet's chunk has run (its styles are added with it). */
async function leafletLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style, link[rel="stylesheet"]')].some((node) =>
      (node.textContent ?? '').includes('.leaflet-pane'),
    ),
  );
}

async function chooseFirst(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label, { exact: true });
  await page.waitForFunction(
    (el) => !(el as HTMLSelectElement).disabled && (el as HTMLSelectElement).options.length > 1,
    await select.elementHandle(),
  );
  const value = await select.evaluate((el: HTMLSelectElement) => el.options[1]!.value);
  await select.selectOption(value);
  return value;
}

async function photo(color: { r: number; g: number; b: number }, format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

for (const lng of ['en', 'ar'] as const) {
  const T = TEXTS[lng];

  describe(`listing forms (${lng})`, () => {
    test('an Agent posts a property with three photos, finds it in the search, changes its price and sees it on its page', async () => {
      const { context, page } = await agentVisitor(lng);
      const word = `Souqtest${lng}${Date.now().toString(36)}`;
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/media/upload')) uploads.push(request.url());
      });
      try {
        await page.goto(`${site.url}/my-listing/addProperty`);
        await page.getByRole('heading', { level: 2, name: T.addProperty }).waitFor();
        const publish = page.getByRole('button', { name: T.publish });
        await publish.waitFor();

        // Nothing typed yet: the documented message names the field, and nothing is sent.
        await publish.click();
        await page.getByText(T.nameRequired).first().waitFor();

        await page.getByLabel(T.name, { exact: true }).fill(`Sunlit flat ${word}`);
        await page.getByLabel(T.description, { exact: true }).fill(`A quiet flat for the journey ${word}.`);
        await chooseFirst(page, T.governorate);
        await chooseFirst(page, T.city);
        await page.getByLabel(T.propertyType, { exact: true }).selectOption('apartment');
        await page.getByLabel(T.bedrooms, { exact: true }).fill('2');
        await page.getByLabel(T.bathrooms, { exact: true }).fill('1');
        await page.getByLabel(T.size, { exact: true }).fill('90');
        await page.getByLabel(T.furnished, { exact: true }).selectOption('furnished');
        await page.getByLabel(T.priceUsd, { exact: true }).fill('900');
        await page.getByLabel(T.discount, { exact: true }).fill('10');
        await page.getByTestId('discounted-price').getByText(T.discounted).waitFor();

        // The pin: the map (and Leaflet with it) loads only when asked for; a click on it fills in the coordinates.
        assert.equal(await leafletLoaded(page), false, 'no Leaflet in the form before the map is asked for');
        assert.equal(await page.getByTestId('listing-pin-map').count(), 0);
        await page.getByRole('button', { name: T.openMap, exact: true }).click();
        const map = page.getByTestId('listing-pin-map');
        await map.waitFor();
        assert.equal(await leafletLoaded(page), true);
        await map.click();
        assert.match(await page.getByLabel(T.latitude, { exact: true }).inputValue(), /^3\d\.\d+/);

        // A text file is refused by name before anything is sent.
        const photos = page.getByLabel(T.choosePhotos, { exact: true });
        await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
        await page.getByText(T.wrongType).waitFor();
        assert.equal(uploads.length, 0, 'no upload for a refused file');

        await photos.setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: await photo({ r: 200, g: 60, b: 40 }, 'png') },
          { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 40, g: 160, b: 90 }, 'jpeg') },
          { name: 'view.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 30, g: 80, b: 200 }, 'jpeg') },
        ]);
        await page.waitForFunction(
          (text) => [...document.querySelectorAll('.lf-media__ok')].filter((n) => n.textContent === text).length === 3,
          T.uploaded,
        );
        assert.equal(uploads.length, 3);
        await page.getByRole('button', { name: T.moveEarlier('view.jpg') }).click();
        await snapshot(page, `property-form-${lng}`);

        const saved = page.waitForResponse(
          (r) => r.url().endsWith('/api/add-property') && r.request().method() === 'POST',
        );
        await publish.click();
        const response = await saved;
        assert.equal(response.status(), 200);
        const sent = response.request().postDataJSON() as { images: number[]; latitude: number };
        assert.equal(sent.images.length, 3);
        assert.ok(sent.latitude > 32 && sent.latitude < 37.5);
        const id = ((await response.json()) as { data: { id: number } }).data.id;
        await toast(page, T.propertyAdded).waitFor();
        await page.waitForURL((url) => url.pathname === '/my-listing');
        assert.equal(
          await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('souqListingDraft')).length),
          0,
          'the draft is gone',
        );

        // Found by its word in the property search.
        await page.goto(`${site.url}/property?keyword=${word}`);
        const card = page.locator(`[data-testid="property-card"][data-id="${id}"]`);
        await card.waitFor();

        // Edit: the stored values come back; a new price is saved.
        await page.goto(`${site.url}/my-listing/updateProperty/${id}`);
        await page.getByRole('heading', { level: 2, name: T.updateProperty }).waitFor();
        const usd = page.getByLabel(T.priceUsd, { exact: true });
        await page.waitForFunction((el) => (el as HTMLInputElement).value === '900', await usd.elementHandle());
        assert.equal(await page.getByLabel(T.name, { exact: true }).inputValue(), `Sunlit flat ${word}`);
        assert.equal(await page.locator('.lf-media__item').count(), 3);
        // The stored pin shows as coordinates, with the map a button away.
        assert.match(await page.getByLabel(T.latitude, { exact: true }).inputValue(), /^3\d\.\d+/);
        await page.getByRole('button', { name: T.showMap, exact: true }).waitFor();
        assert.equal(await leafletLoaded(page), false, 'no Leaflet when editing until the map is asked for');
        await usd.fill('1200');
        await page.getByLabel(T.priceSyp, { exact: true }).fill('');
        await page.getByRole('button', { name: T.save }).click();
        await toast(page, T.propertyUpdated).waitFor();
        await page.waitForURL((url) => url.pathname === '/my-listing');

        // The detail page shows the new price (new SYP by default: 1,200 × 130 less 10%).
        await page.goto(`${site.url}/property/property-detail/${id}`);
        await page.locator('.pp-price__amount', { hasText: '140,400' }).first().waitFor();

        // Deleted from My listings through the confirmation dialog: gone from the list and from the search.
        await page.goto(`${site.url}/my-listing`);
        const row = page.locator(`[data-testid="account-listing"][data-kind="property"][data-id="${id}"]`);
        await row.waitFor();
        await row.getByRole('button', { name: T.deleteLabel(`Sunlit flat ${word}`), exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(T.deleteQuestion).waitFor();
        await dialog.getByRole('button', { name: T.deleteButton, exact: true }).click();
        await toast(page, T.propertyDeleted).waitFor();
        await row.waitFor({ state: 'detached' });
        await page.goto(`${site.url}/property?keyword=${word}`);
        await page.getByText(T.noData).waitFor();
        assert.equal(await page.locator(`[data-testid="property-card"][data-id="${id}"]`).count(), 0);
      } finally {
        await context.close();
      }
    });

    test("someone else's listing shows the permission message instead of a form", async () => {
      const { context, page, member } = await agentVisitor(lng);
      try {
        const list = (await (
          await fetch(`${site.url}/api/property/get-property-list?per_page=20&sort=newest`)
        ).json()) as { data: { items: { id: number }[] } };
        let foreign: number | null = null;
        for (const { id } of list.data.items) {
          const answer = await fetch(`${site.url}/api/property/edit?id=${id}`, {
            headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' },
          });
          if (answer.status === 403) {
            foreign = id;
            break;
          }
        }
        assert.ok(foreign, 'the seed has listings of other posters');
        await page.goto(`${site.url}/my-listing/updateProperty/${foreign}`);
        await page.locator('.lf-page [role="alert"]', { hasText: T.permission }).waitFor();
        assert.equal(await page.getByRole('button', { name: T.save }).count(), 0);
      } finally {
        await context.close();
      }
    });

    test('an Agent posts a car through the brand, class and model cascade', async () => {
      const { context, page, member } = await agentVisitor(lng);
      try {
        await page.goto(`${site.url}/my-listing/add`);
        await page.getByRole('heading', { level: 2, name: T.addAuto }).waitFor();
        const brand = await chooseFirst(page, T.brand);
        const klass = await chooseFirst(page, T.klass);
        const model = await chooseFirst(page, T.model);
        await chooseFirst(page, T.year);
        await chooseFirst(page, T.condition);
        await chooseFirst(page, T.transmission);
        await chooseFirst(page, T.importOrigin);
        await chooseFirst(page, T.fuelType);
        await page.getByLabel(T.mileage, { exact: true }).fill('38000');
        await chooseFirst(page, T.bodyType);
        await chooseFirst(page, T.color);
        await chooseFirst(page, T.driveType);
        await page.getByLabel(T.price, { exact: true }).fill('14500');
        await page
          .locator('.lf-media__input')
          .first()
          .setInputFiles({
            name: 'car.jpg',
            mimeType: 'image/jpeg',
            buffer: await photo({ r: 220, g: 220, b: 220 }, 'jpeg'),
          });
        await page.locator('.lf-media__ok').first().waitFor();
        await snapshot(page, `auto-form-${lng}`);

        const saved = page.waitForResponse((r) => r.url().endsWith('/api/add-auto') && r.request().method() === 'POST');
        await page.getByRole('button', { name: T.publish }).click();
        const response = await saved;
        assert.equal(response.status(), 200);
        const id = ((await response.json()) as { data: { id: number } }).data.id;
        await toast(page, T.autoAdded).waitFor();
        await page.waitForURL((url) => url.pathname === '/my-listing');

        // The server holds what the cascade chose.
        const edit = await fetch(`${site.url}/api/auto/edit?id=${id}`, {
          headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' },
        });
        const stored = (
          (await edit.json()) as {
            data: {
              brand: { id: number };
              class: { id: number };
              model: { id: number };
              image_ids: number[];
              price_usd: number;
            };
          }
        ).data;
        assert.deepEqual([stored.brand.id, stored.class.id, stored.model.id].map(String), [brand, klass, model]);
        assert.equal(stored.image_ids.length, 1);
        assert.equal(stored.price_usd, 14500);
      } finally {
        await context.close();
      }
    });

    test("leaving a form with unsaved changes asks first: the area's links, the site's header and closing the tab", async () => {
      const { context, page } = await agentVisitor(lng);
      const asked: string[] = [];
      let answer: 'accept' | 'dismiss' = 'dismiss';
      page.on('dialog', (dialog) => {
        asked.push(dialog.type());
        void dialog[answer]();
      });
      try {
        await page.goto(`${site.url}/my-listing/add`);
        await page.getByRole('heading', { level: 2, name: T.addAuto }).waitFor();
        const mileage = page.getByLabel(T.mileage, { exact: true });
        await mileage.fill('38000');

        // Answered "stay": the area's navigation, the site's header and closing the tab all leave the form as it was.
        await page.locator('.account-nav a[href="/my-listing"]').click();
        await page.locator('header a[href="/property"]').first().click();
        const unloadAsked = page.waitForEvent('dialog');
        await page.close({ runBeforeUnload: true });
        await unloadAsked;
        assert.deepEqual(asked, ['confirm', 'confirm', 'beforeunload']);
        assert.equal(page.isClosed(), false);
        assert.equal(new URL(page.url()).pathname, '/my-listing/add');
        assert.equal(await mileage.inputValue(), '38000');

        // Answered "leave": the form's own way back goes to My listings, and the entries are not kept.
        answer = 'accept';
        await page.locator('.lf-page a[href="/my-listing"]').click();
        await page.waitForURL((url) => url.pathname === '/my-listing');
        assert.equal(asked.length, 4);
        assert.equal(
          await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('souqListingDraft')).length),
          0,
          'the draft is gone',
        );
      } finally {
        await context.close();
      }
    });
  });
}
