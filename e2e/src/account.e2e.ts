// Browser journeys for the my-account area against the real site and its demo accounts, in Arabic (right to
// left) and English: profile editing with a photo, an Agent's listings and the delete dialog, saved listings,
// and a refused password change.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signedInVisitor } from './lib/browser.js';
import { startSite, type RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

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
    dir: 'rtl',
    myListings: 'إعلاناتي',
    areaNavigation: 'صفحات حسابي',
    personal: 'البيانات الشخصية',
    name: 'الاسم',
    whatsapp: 'رقم واتساب',
    aboutMe: 'نبذة عني',
    photo: 'الصورة الشخصية',
    save: 'حفظ التغييرات',
    profileUpdated: 'تم تحديث الملف الشخصي بنجاح.',
    deleteLabel: (name: string) => `حذف ${name}`,
    deleteQuestion: 'هل أنت متأكد من أنك تريد حذف',
    deleteButton: 'حذف',
    propertyDeleted: 'تم حذف العقار بنجاح.',
    removeLabel: (name: string) => `إزالة ${name} من الإعلانات المحفوظة`,
    noSaved: 'لا توجد إعلانات محفوظة',
    current: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    oldWrong: 'كلمة المرور الحالية غير صحيحة.',
    cars: 'السيارات',
  },
  en: {
    locale: 'en-US',
    dir: 'ltr',
    myListings: 'My listings',
    areaNavigation: 'My account pages',
    personal: 'Personal details',
    name: 'Name',
    whatsapp: 'WhatsApp number',
    aboutMe: 'About me',
    photo: 'Profile photo',
    save: 'Save changes',
    profileUpdated: 'Profile updated successfully.',
    deleteLabel: (name: string) => `Delete ${name}`,
    deleteQuestion: 'Are you sure you want to delete',
    deleteButton: 'Delete',
    propertyDeleted: 'Property deleted successfully.',
    removeLabel: (name: string) => `Remove ${name} from saved listings`,
    noSaved: 'No Saved Listings',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    changePassword: 'Change password',
    oldWrong: 'The old password is incorrect.',
    cars: 'Cars',
  },
} as const;

const ACCOUNTS = {
  individual: { email: 'individual@souq.localhost', password: 'Individual@2026' },
  agent: { email: 'agent@souq.localhost', password: 'Agent@2026' },
} as const;

// Screenshots for a person to look at, when asked for: SOUQ_E2E_SCREENSHOTS=<folder>.
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SOUQ_E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `account-${name}.png`), fullPage: true });
}

interface Member {
  token: string;
  user: Record<string, unknown>;
}

async function logInThroughApi(who: keyof typeof ACCOUNTS): Promise<Member> {
  const response = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(ACCOUNTS[who]),
  });
  const body = (await response.json()) as { success: boolean; data: Member };
  assert.equal(body.success, true, `the demo ${who} logs in`);
  return body.data;
}

async function api<T>(member: Member, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}/api${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${member.token}`,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await response.json()) as { data: T }).data;
}

/** A visitor whose browser already holds the member's session, as after logging in. */
const memberVisitor = (lang: Lang, member: Member) => signedInVisitor(browser, site.url, TEXTS[lang].locale, member);

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text }).first();
const rows = (page: Page) => page.getByTestId('account-listing');

/** A small real PNG (a 16×16 green square), so the media service decodes and re-encodes an actual image. */
function greenSquarePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([31, 138, 109]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const lng of ['ar', 'en'] as const) {
  const T = TEXTS[lng];

  describe(`my account area (${lng})`, () => {
    test('an Individual has no My listings, and edits the profile with a new photo', async () => {
      const member = await logInThroughApi('individual');
      const { context, page } = await memberVisitor(lng, member);
      try {
        await page.goto(`${site.url}/my-account`);
        await page.getByRole('group', { name: T.personal }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dir), T.dir);
        assert.equal(
          await page.locator('header').getByRole('link', { name: T.myListings }).count(),
          0,
          'no My listings in the header',
        );
        assert.equal(
          await page
            .getByRole('navigation', { name: T.areaNavigation })
            .getByRole('link', { name: T.myListings })
            .count(),
          0,
          'nor in the area',
        );
        await snapshot(page, `${lng}-profile`);

        const name = lng === 'ar' ? 'لينا ح' : 'Lina H';
        const about = `${lng}: looking for a flat near the old city`;
        await page.getByLabel(T.name, { exact: true }).fill(name);
        await page.getByLabel(T.whatsapp, { exact: true }).fill('+963 944 123 456');
        await page.getByLabel(T.aboutMe, { exact: true }).fill(about);
        const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/media/upload') && r.status() === 200);
        await page
          .locator('input[type="file"]')
          .first()
          .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: greenSquarePng() });
        await uploaded;
        await page.getByRole('button', { name: T.save }).click();
        await toast(page, T.profileUpdated).waitFor();
        await page.locator('.souq-user-menu__name', { hasText: name }).waitFor();

        await page.reload();
        await page.getByRole('group', { name: T.personal }).waitFor();
        assert.equal(await page.getByLabel(T.aboutMe, { exact: true }).inputValue(), about);
        assert.equal(await page.getByLabel(T.whatsapp, { exact: true }).inputValue(), '+963 944 123 456');
        const photo = await page.locator('.acc-image--user_profile_image img').getAttribute('src');
        assert.match(
          photo ?? '',
          /^\/api\/uploaded-files\/user-profile-images\//,
          'the stored photo is the uploaded one',
        );
        const loaded = await page
          .locator('.acc-image--user_profile_image img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
        assert.ok(loaded, 'the photo is served');
        await snapshot(page, `${lng}-profile-saved`);
      } finally {
        await context.close();
      }
    });

    test('an Agent sees their listings and deletes one through the dialog', async () => {
      const member = await logInThroughApi('agent');
      const before = await api<{ pagination: { total: number } }>(member, 'GET', '/property/my-properties');
      assert.ok(before.pagination.total > 0, 'the demo agent has seeded properties');
      const { context, page } = await memberVisitor(lng, member);
      try {
        await page.goto(`${site.url}/my-listing`);
        await rows(page).first().waitFor();
        assert.equal(
          await page
            .getByRole('navigation', { name: T.areaNavigation })
            .getByRole('link', { name: T.myListings })
            .count(),
          1,
        );
        await snapshot(page, `${lng}-my-listings`);
        const first = rows(page).first();
        const id = await first.getAttribute('data-id');
        const name = (await first.locator('.acc-row__title').textContent())?.trim() ?? '';
        assert.ok(id && name);

        await page.getByRole('button', { name: T.deleteLabel(name), exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(T.deleteQuestion).waitFor();
        assert.ok((await dialog.textContent())?.includes(name), 'the dialog names the listing');
        await snapshot(page, `${lng}-delete-dialog`);
        await dialog.getByRole('button', { name: T.deleteButton, exact: true }).click();
        await toast(page, T.propertyDeleted).waitFor();
        await page
          .locator(`[data-testid="account-listing"][data-kind="property"][data-id="${id}"]`)
          .waitFor({ state: 'detached' });
        const afterDelete = await api<{ pagination: { total: number } }>(member, 'GET', '/property/my-properties');
        assert.equal(afterDelete.pagination.total, before.pagination.total - 1);

        await page.getByRole('tab', { name: T.cars }).click();
        await page.locator('[data-testid="account-listing"][data-kind="auto"]').first().waitFor();
      } finally {
        await context.close();
      }
    });

    test('a saved listing appears in saved listings and can be removed', async () => {
      const member = await logInThroughApi('individual');
      const list = (await (
        await fetch(`${site.url}/api/property/get-property-list?per_page=3&sort=newest`)
      ).json()) as { data: { items: { id: number }[] } };
      const listing = list.data.items[lng === 'ar' ? 0 : 1]!;
      const saved = await api<{ is_favourite: boolean }>(member, 'POST', '/add-remove-property-wishlist', {
        property_id: listing.id,
      });
      assert.equal(saved.is_favourite, true);
      const { context, page } = await memberVisitor(lng, member);
      try {
        await page.goto(`${site.url}/saved-listing`);
        const row = page.locator(`[data-testid="account-listing"][data-id="${listing.id}"]`);
        await row.waitFor();
        await snapshot(page, `${lng}-saved`);
        const name = (await row.locator('.acc-row__title').textContent())?.trim() ?? '';
        await page.getByRole('button', { name: T.removeLabel(name), exact: true }).click();
        await page.getByText(T.noSaved).waitFor();
        const after = await api<{ items: unknown[] }>(member, 'GET', '/get-property-wishlist');
        assert.equal(after.items.length, 0);
      } finally {
        await context.close();
      }
    });

    test('a wrong current password is shown under that field', async () => {
      const member = await logInThroughApi('individual');
      const { context, page } = await memberVisitor(lng, member);
      try {
        await page.goto(`${site.url}/change-password`);
        // The area's navigation marks this page as the current one.
        const currentPage = page.locator('.account-nav a[aria-current="page"]');
        await currentPage.waitFor();
        assert.equal(await currentPage.count(), 1);
        assert.equal((await currentPage.textContent())?.trim(), T.changePassword);
        await page.getByLabel(T.current, { exact: true }).fill('Not-my-password-1');
        await page.getByLabel(T.newPassword, { exact: true }).fill('Another@2026');
        await page.getByLabel(T.confirm, { exact: true }).fill('Another@2026');
        await page.getByRole('button', { name: T.changePassword }).click();
        // The message is under the field and is read with it (its description).
        const current = page.getByLabel(T.current, { exact: true });
        await page.locator('[data-field="old_password"] [role="alert"]', { hasText: T.oldWrong }).waitFor();
        assert.equal(await current.getAttribute('aria-invalid'), 'true');
        const describedBy = (await current.getAttribute('aria-describedby')) ?? '';
        assert.equal((await page.locator(`[id="${describedBy}"]`).textContent())?.trim(), T.oldWrong);
        assert.equal(
          await page.getByLabel(T.current, { exact: true }).inputValue(),
          'Not-my-password-1',
          'nothing typed is lost',
        );
        await snapshot(page, `${lng}-password`);
        // The old password still works.
        await logInThroughApi('individual');
        // The area's navigation moves to another of its pages in place, and marks that one instead.
        await page.evaluate(() => Object.assign(window, { souqSamePage: true }));
        await page.locator('.account-nav a[href="/saved-listing"]').click();
        await page.waitForURL((url) => url.pathname === '/saved-listing');
        await page.locator('.account-nav a[href="/saved-listing"][aria-current="page"]').waitFor();
        assert.equal(await currentPage.count(), 1);
        assert.equal(
          await page.evaluate(() => (window as unknown as { souqSamePage?: boolean }).souqSamePage),
          true,
          'no page reload',
        );
      } finally {
        await context.close();
      }
    });
  });
}
