// Browser journeys for plans, quotas and payments, against the real site and API. A new agent on the free Basic
// plan (English) keeps 10 listings live, is refused the 11th with the way to upgrade, orders Premium to pay cash and
// cancels that order, subscribes to Premium by bank transfer with a receipt, an admin (Arabic) confirms it, and the
// 11th goes live; the subscription history says Active, and after the API's clock moves past the month it says
// Expired and the newest listing is paused for the quota. An individual (Arabic) becomes an agent from the plans page.
// The demo agent (Arabic) buys a Featured add-on by mobile wallet and the listing leads its search.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { snapshot, startSiteAndBrowser, toast } from './lib/journey.js';
import { type Session, signedInPage } from './lib/session.js';
import { newMember, siteApi } from './lib/site-api.js';
import type { RunningSite } from './lib/site.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const ADMIN = { email: 'admin@souq.localhost', password: 'Admin@2026' };
const DEMO_AGENT = { email: 'agent@souq.localhost', password: 'Agent@2026' };
const NEW_AGENT = {
  email: 'samer.agent@example.com',
  name: 'Samer Aziz',
  user_type: 'Agent',
  listing_category: 'real_estate',
  password: 'Samer@2026',
};

const api = <T>(path: string, options: { body?: unknown; token?: string } = {}) => siteApi<T>(site.url, path, options);
const logIn = (who: { email: string; password: string }) => api<Session>('/login', { body: who });

interface Place {
  id: number;
  name_en: string;
}

let flatsPosted = 0;

/**
 * Posts a flat in Damascus through the API, as the listing form would, and returns its id. Each is a different size:
 * the same place, type, size and text would be refused as a repeat of the agent's own listing.
 */
async function postFlat(token: string, name: string, status: 'active' | 'paused'): Promise<number> {
  flatsPosted += 1;
  const governorates = await api<Place[]>('/property/goveronates');
  const governorate = governorates.find((g) => g.name_en === 'Damascus') ?? governorates[0]!;
  const city = (await api<Place[]>(`/property/cities?governorate_id=${governorate.id}`))[0]!;
  const posted = await api<{ id: number }>('/add-property', {
    token,
    body: {
      name,
      description: 'Two bedrooms near the tram.',
      governorate_id: governorate.id,
      city_id: city.id,
      property_type: 'apartment',
      listing_type: 'sale',
      bedrooms: 2,
      bathrooms: 1,
      size_sqm: 80 + flatsPosted,
      furnished: 'furnished',
      price_usd: 60_000,
      status,
    },
  });
  return posted.id;
}

/** A small PDF, as a scanned bank receipt would arrive (the API checks what the file is, not its name). */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function sendProof(
  page: Page,
  texts: { reference: string; receipt: string; send: string },
  reference: string,
): Promise<void> {
  await page.getByRole('textbox', { name: texts.reference }).fill(reference);
  await page
    .getByLabel(texts.receipt)
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await page.getByRole('button', { name: texts.send }).click();
}

async function confirmAsAdmin(member: string): Promise<void> {
  const admin = await signedInPage(browser, site.url, await logIn(ADMIN), 'ar');
  try {
    await admin.goto(`${site.url}/admin/payments`);
    await admin.getByRole('heading', { level: 1, name: 'مدفوعات بانتظار التأكيد' }).waitFor();
    assert.equal(await admin.evaluate(() => document.documentElement.dir), 'rtl');
    await admin.getByRole('button', { name: `تأكيد دفعة ${member}` }).click();
    await toast(admin, 'تم').waitFor();
    await admin.getByRole('button', { name: `تأكيد دفعة ${member}` }).waitFor({ state: 'detached' });
    await snapshot(admin, 'plans-admin-confirmed-ar');
  } finally {
    await admin.context().close();
  }
}

describe('plans, quotas and payments', () => {
  test('an agent on Basic hits the quota, cancels an order, pays for Premium by bank transfer, an admin confirms, the listing goes live; the plan expires', async () => {
    const session = await newMember(site.url, NEW_AGENT);
    for (let n = 1; n <= 10; n += 1) await postFlat(session.token, `Flat ${n} by the tram`, 'active');
    await postFlat(session.token, 'Flat 11 by the tram', 'paused');
    const page = await signedInPage(browser, site.url, session, 'en');
    try {
      // Ten of ten on Basic: re-activating the eleventh is refused, with the way to upgrade.
      await page.goto(`${site.url}/my-listing`);
      await page.getByText('10 of 10 active listings · Basic').waitFor();
      await page.getByRole('button', { name: 'Reactivate: Flat 11 by the tram' }).click();
      await page
        .getByText('Your plan Basic allows 10 active listings. Upgrade your plan to post more.')
        .first()
        .waitFor();
      await snapshot(page, 'plans-quota-refused');
      await page.getByRole('link', { name: 'Upgrade plan' }).first().click();

      // A first order, to pay cash at an office; the member changes their mind and cancels it from its page.
      await page.waitForURL('**/subscription-plans');
      await page.getByText('Your current plan').waitFor();
      await page.getByRole('link', { name: 'Subscribe to Premium' }).click();
      await page.waitForURL(/\/subscription-plans\/checkout\?/);
      await page.getByRole('radio', { name: 'Cash at one of our offices' }).check();
      await page.getByRole('button', { name: 'Confirm the order' }).click();
      await page.getByRole('heading', { name: 'How to pay' }).waitFor();
      await page.goto(`${site.url}/subscription-plans`);
      await page.getByRole('link', { name: 'See the payment’s progress' }).click();
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel this order' }).click();
      await page.getByText('You cancelled this order. Nothing was charged.').first().waitFor();

      // Premium, monthly, by bank transfer with the receipt.
      await page.goto(`${site.url}/subscription-plans`);
      await page.getByRole('link', { name: 'Subscribe to Premium' }).click();
      await page.waitForURL(/\/subscription-plans\/checkout\?/);
      await page.getByRole('radio', { name: 'Bank transfer' }).check();
      await page.getByRole('button', { name: 'Confirm the order' }).click();
      await page.getByRole('heading', { name: 'How to pay' }).waitFor();
      await sendProof(
        page,
        { reference: 'Payment reference', receipt: 'Receipt', send: 'Send the proof' },
        'TRF-2026-1188',
      );
      await page.waitForURL(/\/subscription-plans\/payment\/\d+$/);
      await page.getByText('Proof sent, awaiting confirmation').first().waitFor();
      await snapshot(page, 'plans-awaiting-confirmation');

      await confirmAsAdmin(NEW_AGENT.name);

      // The payment page follows by itself; the eleventh listing now goes live.
      await page.getByText('Your payment is confirmed and your plan is active.').waitFor({ timeout: 30_000 });
      await page.goto(`${site.url}/my-listing`);
      await page.getByText('10 of 30 active listings · Premium').waitFor();
      await page.getByRole('button', { name: 'Reactivate: Flat 11 by the tram' }).click();
      await page.getByText('11 of 30 active listings · Premium').waitFor();

      // History: Active now; Expired once the month has passed, and the newest listing is paused for the quota.
      await page.goto(`${site.url}/subscription-history`);
      const premium = page.getByRole('row').filter({ hasText: 'Premium' });
      await premium.getByText('Active').waitFor();
      await snapshot(page, 'plans-history-active');
      // On a phone each record is a card: its plan status is on the screen under its field's name, nothing scrolls sideways.
      const wide = page.viewportSize()!;
      await page.setViewportSize({ width: 412, height: 823 });
      const confirmed = premium.filter({ hasText: 'Active' });
      await confirmed.getByText('Plan status').waitFor();
      const active = await confirmed.getByText('Active').boundingBox();
      assert.ok(
        active && active.x >= 0 && active.x + active.width <= 412,
        `the plan status stands on the screen: ${JSON.stringify(active)}`,
      );
      const frame = page.getByRole('region', { name: 'Your subscriptions and payments, newest first' });
      assert.deepEqual(
        await frame.evaluate((element) => [
          element.scrollWidth <= element.clientWidth,
          document.documentElement.scrollWidth <= window.innerWidth,
        ]),
        [true, true],
        'neither the history nor the page scrolls sideways',
      );
      await snapshot(page, 'plans-history-phone');
      // The area's navigation is one strip on a phone, scrolled so the current page's link stands in it.
      await page.reload();
      await confirmed.getByText('Plan status').waitFor();
      const areaNav = page.getByRole('navigation', { name: 'My account pages' });
      const tops = await areaNav
        .getByRole('link')
        .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
      assert.equal(tops, 1, 'the navigation takes one line');
      const strip = (await areaNav.boundingBox())!;
      const here = (await areaNav.getByRole('link', { name: 'Subscription history' }).boundingBox())!;
      assert.ok(
        here.x >= strip.x && here.x + here.width <= strip.x + strip.width,
        `the current page's link is in view: ${JSON.stringify({ strip, here })}`,
      );
      await page.setViewportSize(wide);
      await api('/dev/clock', { body: { advance_days: 32 } });
      await api('/dev/subscriptions/run', { body: {} });
      await page.reload();
      await premium.getByText('Expired').waitFor();
      await page.goto(`${site.url}/my-listing`);
      await page.getByText('10 of 10 active listings · Basic').waitFor();
      const paused = page.getByTestId('account-listing').filter({ hasText: 'Flat 11 by the tram' });
      await paused.getByText("Paused — over your plan's quota").waitFor();
      await snapshot(page, 'plans-paused-for-quota');
    } finally {
      await page.context().close();
    }
  });

  test('an individual (Arabic) sees the plans, becomes an agent from My account, and is then offered the agent plans', async () => {
    const session = await newMember(site.url, {
      email: 'nour.person@example.com',
      name: 'Nour',
      user_type: 'Individual',
      password: 'Nour@2026',
    });
    const page = await signedInPage(browser, site.url, session, 'ar');
    try {
      await page.goto(`${site.url}/subscription-plans`);
      await page.getByRole('link', { name: 'كن وكيلاً من صفحة حسابي' }).click();
      const section = page.getByRole('region', { name: 'كن وكيلاً' });
      await section.waitFor();
      assert.match(page.url(), /\/my-account#become-agent$/);
      await section.getByRole('radio', { name: 'عقارات' }).check();
      await section.getByRole('button', { name: 'كن وكيلاً' }).click();
      await toast(page, 'أصبح حسابك حساب وكيل').waitFor();
      // The header follows the session: an agent has My listings.
      await page.getByRole('link', { name: 'إعلاناتي' }).first().waitFor();
      await page.goto(`${site.url}/subscription-plans`);
      await page.getByText('خطتك الحالية').waitFor();
      await page.getByRole('link', { name: 'اشترك في خطة المميزة' }).waitFor();
      await snapshot(page, 'plans-new-agent-ar');
    } finally {
      await page.context().close();
    }
  });

  test('the demo agent buys a Featured add-on by mobile wallet, and the listing leads its search with the mark (Arabic)', async () => {
    const page = await signedInPage(browser, site.url, await logIn(DEMO_AGENT), 'ar');
    try {
      await page.goto(`${site.url}/my-listing`);
      const promote = page
        .getByTestId('account-listing')
        .getByRole('link', { name: /^ترويج: مميز — .+$/ })
        .first();
      const name = (await promote.getAttribute('aria-label'))!.replace(/^ترويج: مميز — /, '');
      await promote.click();
      await page.waitForURL(/\/subscription-plans\/checkout\?option=featured_listing/);
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      await page.getByRole('radio', { name: /محفظة/ }).check();
      await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
      await page.getByRole('heading', { name: 'طريقة الدفع' }).waitFor();
      await sendProof(page, { reference: 'مرجع الدفع', receipt: 'الإيصال', send: 'إرسال الإثبات' }, 'SYR-CASH-77120');
      await page.waitForURL(/\/subscription-plans\/payment\/\d+$/);

      await confirmAsAdmin('Omar Khatib');

      await page.goto(`${site.url}/property`);
      const first = page.getByTestId('property-card').first();
      await first.getByText(name).waitFor();
      await first.getByText('مميز', { exact: true }).waitFor();
      await snapshot(page, 'plans-featured-first-ar');
    } finally {
      await page.context().close();
    }
  });
});
