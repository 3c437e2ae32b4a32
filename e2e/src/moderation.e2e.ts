// Browser journeys for moderation and trust, against the real site and API. Three members report a fake flat (the
// first in Arabic): it leaves the search and its owner is told it is under review; an admin (Arabic) restores it with
// a reason from the reported listings queue, the owner is emailed the reason and the flat is back in search. An owner
// (English) sends the green tabu of a flat from My listings; an admin approves it from the verification
// queue in Arabic, and the flat shows "Verified" on its page and its search card in both languages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { snapshot, startSiteAndBrowser } from './lib/journey.js';
import { mailMatching } from './lib/outbox.js';
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
const api = <T>(path: string, options: { body?: unknown; token?: string } = {}) => siteApi<T>(site.url, path, options);
const logIn = (who: { email: string; password: string }) => api<Session>('/login', { body: who });

interface Place {
  id: number;
  name_en: string;
}

/** Posts an active flat in Aleppo through the API, as the listing form would, and returns its id. */
async function postFlat(token: string, name: string, description: string): Promise<number> {
  const governorates = await api<Place[]>('/property/goveronates');
  const governorate = governorates.find((g) => g.name_en === 'Aleppo') ?? governorates[0]!;
  const city = (await api<Place[]>(`/property/cities?governorate_id=${governorate.id}`))[0]!;
  const posted = await api<{ id: number }>('/add-property', {
    token,
    body: {
      name,
      description,
      governorate_id: governorate.id,
      city_id: city.id,
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 3,
      bathrooms: 2,
      size_sqm: 120,
      furnished: 'unfurnished',
      price_usd: 45_000,
      status: 'active',
    },
  });
  return posted.id;
}

const card = (page: Page, id: number) => page.locator(`[data-testid="property-card"][data-id="${id}"]`);

/** The property search for `word` shows the flat's card (or, `present` false, shows no card of it). */
async function inSearch(page: Page, word: string, id: number, present: boolean): Promise<void> {
  await page.goto(`${site.url}/property?keyword=${word}`);
  if (present) {
    await card(page, id).waitFor();
    return;
  }
  await page.getByText('No Data Found').waitFor();
  assert.equal(await card(page, id).count(), 0, 'the flat is not in the search');
}

/** A member reports the flat as fake from its page, in their language. */
async function reportFake(session: Session, id: number, lang: Lang): Promise<void> {
  const T =
    lang === 'ar'
      ? { open: 'الإبلاغ عن هذا الإعلان', fake: 'إعلان مزيّف', send: 'إرسال البلاغ', withdraw: 'سحب البلاغ' }
      : { open: 'Report this listing', fake: 'Fake listing', send: 'Send report', withdraw: 'Withdraw report' };
  const page = await signedInPage(browser, site.url, session, lang);
  try {
    await page.goto(`${site.url}/property/property-detail/${id}`);
    await page.getByRole('button', { name: T.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: T.fake }).check();
    await snapshot(page, `moderation-report-${lang}`);
    await dialog.getByRole('button', { name: T.send }).click();
    await page.getByRole('button', { name: T.withdraw }).waitFor();
  } finally {
    await page.context().close();
  }
}

describe('moderation and trust', () => {
  test('three members report a fake flat, it leaves search; an admin restores it with a reason and the owner is emailed it', async () => {
    const word = 'Qalaa7342';
    const owner = await newMember(site.url, {
      email: 'lina.owner@example.com',
      name: 'Lina Saleh',
      user_type: 'Agent',
      listing_category: 'real_estate',
      password: 'Lina@2026',
    });
    const name = `Flat by the citadel ${word}`;
    const id = await postFlat(owner.token, name, 'Three bedrooms with a view of the citadel, second floor.');
    const visitor = await signedInPage(browser, site.url, owner, 'en');
    try {
      await inSearch(visitor, word, id, true);

      const reporters = await Promise.all(
        ['ahmad', 'huda', 'karim'].map((first) =>
          newMember(site.url, {
            email: `${first}.reporter@example.com`,
            name: first,
            user_type: 'Individual',
            password: 'Report@2026',
          }),
        ),
      );
      await reportFake(reporters[0]!, id, 'ar');
      await reportFake(reporters[1]!, id, 'en');
      await inSearch(visitor, word, id, true);
      await reportFake(reporters[2]!, id, 'en');

      // The third report takes it out of search; its owner is told it is under review, not by whom.
      await inSearch(visitor, word, id, false);
      const review = await mailMatching(site.url, 'lina.owner@example.com', /review/i);
      assert.doesNotMatch(review.text, /ahmad|huda|karim|reporter@example\.com/i);

      // An admin, in Arabic, restores it from the reported listings queue with a reason.
      const admin = await signedInPage(browser, site.url, await logIn(ADMIN), 'ar');
      try {
        await admin.goto(`${site.url}/admin/listing-reports`);
        await admin.getByRole('heading', { level: 1, name: 'الإعلانات المُبلَّغ عنها' }).waitFor();
        assert.equal(await admin.evaluate(() => document.documentElement.dir), 'rtl');
        await admin.getByRole('button', { name: `استعادة الإعلان ${name}` }).click();
        // Sending without a reason is refused before anything is sent; the reason is then given.
        await admin.getByRole('button', { name: 'استعادة الإعلان', exact: true }).click();
        await admin.getByRole('alert').first().waitFor();
        await admin
          .getByRole('textbox', { name: 'سبب استعادة الإعلان' })
          .fill('تحققنا من الإعلان مع المالك: الشقة حقيقية ومعروضة للبيع.');
        await snapshot(admin, 'moderation-restore-ar');
        await admin.getByRole('button', { name: 'استعادة الإعلان', exact: true }).click();
        await admin.getByRole('button', { name: `استعادة الإعلان ${name}` }).waitFor({ state: 'detached' });
      } finally {
        await admin.context().close();
      }

      const restored = await mailMatching(site.url, 'lina.owner@example.com', /الشقة حقيقية/);
      assert.match(restored.text, new RegExp(String(id)));
      await inSearch(visitor, word, id, true);
    } finally {
      await visitor.context().close();
    }
  });

  test('an owner sends the green tabu of a flat, an admin approves it, and the flat shows Verified', async () => {
    const owner = await newMember(site.url, {
      email: 'yara.owner@example.com',
      name: 'Yara Nasser',
      user_type: 'Agent',
      listing_category: 'real_estate',
      password: 'Yara@2026',
    });
    const word = 'Tabu5518';
    const name = `Garden flat ${word}`;
    const id = await postFlat(owner.token, name, 'Ground floor with a garden of forty square metres, near the park.');
    const page = await signedInPage(browser, site.url, owner, 'en');
    try {
      await page.goto(`${site.url}/my-listing`);
      await page.getByRole('button', { name: `Get verified: ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Document').selectOption('green_tabu');
      // A file that is neither a photo nor a PDF is refused before sending; the document is then chosen.
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: 'deed.txt', mimeType: 'text/plain', buffer: Buffer.from('not a deed') });
      await dialog.getByText('This file cannot be sent').waitFor();
      const deed = Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        'latin1',
      );
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: 'green-tabu.pdf', mimeType: 'application/pdf', buffer: deed });
      await dialog.getByRole('button', { name: 'Send for review' }).click();
      await dialog.getByText(/Waiting for review/).waitFor();
      await snapshot(page, 'moderation-verification-sent-en');

      // The admin works in Arabic.
      const admin = await signedInPage(browser, site.url, await logIn(ADMIN), 'ar');
      try {
        await admin.goto(`${site.url}/admin/verification`);
        await admin.getByRole('heading', { level: 1, name: 'طلبات التوثيق' }).waitFor();
        assert.equal(await admin.evaluate(() => document.documentElement.dir), 'rtl');
        await snapshot(admin, 'moderation-verification-queue-ar');
        await admin.getByRole('button', { name: `الموافقة على توثيق ${name}` }).click();
        await admin.getByRole('button', { name: `الموافقة على توثيق ${name}` }).waitFor({ state: 'detached' });
        // In Arabic, the flat's search card carries the mark too.
        await admin.goto(`${site.url}/property?keyword=${word}&verified=1`);
        await card(admin, id).getByRole('img', { name: 'موثّق: قدّم المالك وثيقة ملكية' }).waitFor();
      } finally {
        await admin.context().close();
      }

      await page.goto(`${site.url}/property/property-detail/${id}`);
      await page.getByRole('img', { name: 'Verified: the owner showed an ownership document' }).first().waitFor();
      await snapshot(page, 'moderation-verified-detail-en');
      await page.goto(`${site.url}/property?keyword=${word}&verified=1`);
      await card(page, id).getByTestId('verified-badge').waitFor();
      await mailMatching(site.url, 'yara.owner@example.com', /verified|approved/i);
    } finally {
      await page.context().close();
    }
  });

  test('a member who opens /admin is told they may not, and never fetches the admin remote; an admin gets its area', async () => {
    const member = await newMember(site.url, {
      email: 'omar.curious@example.com',
      name: 'Omar Haddad',
      user_type: 'Individual',
      password: 'Member@2026',
    });
    const page = await signedInPage(browser, site.url, member, 'en');
    const adminFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/admin/')) adminFiles.push(request.url());
    });
    try {
      await page.goto(`${site.url}/admin/listing-reports`);
      await page.getByRole('alert').filter({ hasText: 'You do not have permission!' }).waitFor();
      // The member's own pages still load (from the account remote), and nothing of the admin remote was asked for.
      await page.goto(`${site.url}/my-account`);
      await page.locator('[data-remote="account"]').waitFor();
      assert.deepEqual(adminFiles, []);
    } finally {
      await page.context().close();
    }
    const admin = await signedInPage(browser, site.url, await logIn(ADMIN), 'en');
    try {
      await admin.goto(`${site.url}/admin`);
      await admin.locator('[data-remote="admin"]').waitFor();
      await admin.getByRole('navigation', { name: 'Admin area navigation' }).waitFor();
    } finally {
      await admin.context().close();
    }
  });
});
