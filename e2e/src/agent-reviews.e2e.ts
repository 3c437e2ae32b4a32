// Browser journey of the trust layer around agents, in Arabic (right to left) and English: a member contacts one
// of the demo agent's listings on WhatsApp, reviews the agent in the four categories on their profile and sees the
// summary change; a second member reports that review and withdraws the report, each through the product rules'
// confirmation. The members are new accounts (signed up through the API with the emailed code), so neither has
// reviewed or reported anything before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser } from './lib/journey.js';
import { contactOnWhatsapp } from './lib/listing-steps.js';
import { latestCode } from './lib/outbox.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;
startSiteAndBrowser((started) => ({ site, browser } = started));

const TEXTS = {
  ar: {
    locale: 'ar-SY',
    dir: 'rtl',
    whatsapp: 'واتساب',
    reviewsTab: /^التقييمات \(\d+\)$/,
    writeReview: 'اكتب تقييماً',
    yourReview: 'تقييمك',
    categories: ['التجربة العامة', 'الشفافية', 'الاحترافية', 'سرعة الاستجابة'],
    stars: (n: number) => `عدد النجوم: ${n}`,
    text: 'تقييمك (اختياري)',
    post: 'نشر التقييم',
    contactedVia: /تم التواصل عبر واتساب، [^،]+ \d{4}/,
    report: 'إبلاغ',
    withdraw: 'سحب البلاغ',
    reason: 'السبب',
    reportQuestion: 'هل أنت متأكد من أنك تريد الإبلاغ عن هذا التقييم؟',
    unreportQuestion: 'هل أنت متأكد من أنك تريد سحب هذا البلاغ؟',
    yes: 'نعم',
  },
  en: {
    locale: 'en-US',
    dir: 'ltr',
    whatsapp: 'WhatsApp',
    reviewsTab: /^Reviews \(\d+\)$/,
    writeReview: 'Write a review',
    yourReview: 'Your review',
    categories: ['Overall Experience', 'Transparency', 'Professionalism', 'Responsiveness'],
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    text: 'Your review (optional)',
    post: 'Post review',
    contactedVia: /Contacted via WhatsApp, [A-Z][a-z]+ \d{4}/,
    report: 'Report',
    withdraw: 'Withdraw report',
    reason: 'Reason',
    reportQuestion: 'Are you sure you want to report this review?',
    unreportQuestion: 'Are you sure you want to unreport this report?',
    yes: 'Yes',
  },
} as const;

interface Member {
  token: string;
  user: Record<string, unknown> & { id: number; name: string };
}

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: { success: boolean; message: string; data: T } }> {
  const response = await fetch(`${site.url}/api${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data: T } };
}

/** A new Individual member, signed up with the code the site emails (from the dev outbox). */
async function newMember(name: string, handle: string): Promise<Member> {
  const email = `${handle}.${Date.now()}@souq.localhost`;
  const registered = await call('POST', '/register', { name, email, password: 'Member@2026', user_type: 'Individual' });
  assert.equal(registered.body.success, true, `sign-up of ${email}: ${registered.body.message}`);
  const { code } = await latestCode(site.url, email);
  const verified = await call<Member>('POST', '/otp-verify', { email, otp: code });
  assert.equal(verified.body.success, true, `code of ${email}: ${verified.body.message}`);
  return verified.body.data;
}

async function demoAgentId(): Promise<number> {
  const login = await call<Member>('POST', '/login', { email: 'agent@souq.localhost', password: 'Agent@2026' });
  assert.equal(login.body.success, true, 'the demo agent logs in');
  return login.body.data.user.id;
}

/** A member's browser; the WhatsApp link leaves the site, so here it only has to open. */
async function memberVisitor(lang: Lang, member: Member): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await signedInVisitor(browser, site.url, TEXTS[lang].locale, member);
  await visitor.context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
  );
  return visitor;
}

const reviewCount = async (page: Page) =>
  Number(/\d+/.exec((await page.getByTestId('rating-count').textContent()) ?? '')?.[0] ?? NaN);

for (const lng of ['ar', 'en'] as const) {
  const T = TEXTS[lng];

  describe(`reviews of an agent (${lng})`, () => {
    test('a member contacts a listing on WhatsApp, reviews the agent; another reports the review and withdraws', async () => {
      const agentId = await demoAgentId();
      const reviewer = await newMember(lng === 'ar' ? 'سامر' : 'Samer', `reviewer.${lng}`);
      const reporter = await newMember(lng === 'ar' ? 'ندى' : 'Nada', `reporter.${lng}`);
      const listings = await call<{ items: { id: number }[] }>(
        'GET',
        `/get-user-profile-property-listings?user_id=${agentId}&page=1&per_page=1`,
        undefined,
        reviewer.token,
      );
      const listingId = listings.body.data.items[0]?.id;
      assert.ok(listingId, 'the demo agent has an active property');
      const text = `${lng}: quick answers on WhatsApp, the flat was as in the photos ${Date.now()}`;

      const first = await memberVisitor(lng, reviewer);
      try {
        const { context, page } = first;
        await page.goto(`${site.url}/property/property-detail/${listingId}`);
        await contactOnWhatsapp(
          context,
          page,
          page.locator('.pp-contact').getByRole('link', { name: T.whatsapp }),
          '/api/property/contact',
        );

        await page.goto(`${site.url}/agent-details/${agentId}`);
        // The reviews are the tab beside the listings.
        await page.getByRole('tab', { name: T.reviewsTab }).click();
        await page.getByRole('heading', { name: T.writeReview }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dir), T.dir);
        const before = await reviewCount(page);
        for (const [index, category] of T.categories.entries()) {
          await page
            .getByRole('radiogroup', { name: category })
            .getByRole('radio', { name: T.stars(index % 2 === 0 ? 5 : 4) })
            .click();
        }
        await page.getByLabel(T.text).fill(text);
        await snapshot(page, `agent-review-form-${lng}`, true);
        const saved = page.waitForResponse(
          (r) => r.url().endsWith('/api/agent-review') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: T.post }).click();
        assert.equal((await saved).status(), 200);
        await page.getByRole('heading', { name: T.yourReview }).waitFor();
        const mine = page.getByTestId('review').filter({ hasText: text });
        await mine.waitFor();
        assert.match((await mine.textContent()) ?? '', T.contactedVia);
        await page.waitForFunction(
          (count) =>
            /\d+/.exec(document.querySelector('[data-testid="rating-count"]')?.textContent ?? '')?.[0] ===
            String(count),
          before + 1,
        );
        await snapshot(page, `agent-review-saved-${lng}`, true);
      } finally {
        await first.context.close();
      }

      const second = await memberVisitor(lng, reporter);
      try {
        const { page } = second;
        await page.goto(`${site.url}/agent-details/${agentId}`);
        await page.getByRole('tab', { name: T.reviewsTab }).click();
        const review = page.getByTestId('review').filter({ hasText: text });
        await review.waitFor();
        await review.getByRole('button', { name: T.report, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: T.reportQuestion });
        await dialog.waitFor();
        await dialog.getByLabel(T.reason).selectOption('fake');
        const reported = page.waitForResponse(
          (r) => r.url().endsWith('/api/report-review') && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: T.yes }).click();
        assert.equal((await reported).status(), 200);
        await review.getByRole('button', { name: T.withdraw }).waitFor();
        await snapshot(page, `agent-review-reported-${lng}`);

        await review.getByRole('button', { name: T.withdraw }).click();
        const confirm = page.getByRole('dialog', { name: T.unreportQuestion });
        await confirm.waitFor();
        const withdrawn = page.waitForResponse((r) => r.url().endsWith('/api/report-review/withdraw'));
        await confirm.getByRole('button', { name: T.yes }).click();
        assert.equal((await withdrawn).status(), 200);
        await review.getByRole('button', { name: T.report, exact: true }).waitFor();
      } finally {
        await second.context.close();
      }
    });
  });
}
