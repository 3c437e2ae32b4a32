// Browser journeys for the site's content: the footer's privacy policy in Arabic and English, an unknown page,
// the contact form (errors first, then a message that reaches the site's inbox), and the newsletter: signing up in the
// footer, and an admin's issue reaching each subscriber in their language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newVisitor, signedInVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser } from './lib/journey.js';
import type { RunningSite } from './lib/site.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser(
  (started) => {
    ({ site, browser } = started);
  },
  { SITE_INBOX: 'inbox@souq.localhost' },
);

const shot = (page: Page, name: string) => snapshot(page, name, true);

/**
 * A person scrolls to the footer once the home page has been drawn: until the first-screen frame has given way to the
 * home page and its first strip of cards, the footer is still moving down, and a click may land where it was.
 */
async function homePageDrawn(page: Page): Promise<void> {
  await page.locator('section[aria-labelledby="featured-properties"] article').first().waitFor();
}

/** An English browser already gets English; otherwise the header's language switch changes it. */
async function switchToEnglish(page: Page): Promise<void> {
  await page.locator('header a[href="/property"]').first().waitFor();
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'en')
    await page.locator('header button[lang="en"]').first().click();
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
}

describe('static pages from the footer', () => {
  test('Arabic: the footer privacy link opens the privacy policy with its Arabic title and text', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(site.url);
    await homePageDrawn(page);
    await page.locator('footer .souq-footer__legal a[href="/cms/privacy-policy"]').click();
    await page.waitForURL(/\/cms\/privacy-policy$/);
    const heading = page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' });
    await heading.waitFor();
    assert.ok(await page.getByText('نحترم خصوصيتك').first().isVisible());
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    // The breadcrumb names the page in Arabic too.
    await page.locator('nav.souq-breadcrumbs [aria-current="page"]', { hasText: 'سياسة الخصوصية' }).waitFor();
    await shot(page, 'privacy-ar');
    await context.close();
  });

  test('English: the same link shows the English title and text; FAQ and partner services are in the footer too', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-GB' });
    await page.goto(site.url);
    await switchToEnglish(page);
    await homePageDrawn(page);
    await page.locator('footer .souq-footer__legal a[href="/cms/privacy-policy"]').click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    assert.ok(await page.getByText('We respect your privacy').first().isVisible());
    await shot(page, 'privacy-en');

    await page.locator('footer').getByRole('link', { name: 'Frequently asked questions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.getByText('Is posting a listing free?').click();
    assert.ok(await page.getByText('Yes, a basic listing is free.', { exact: false }).isVisible());
    await shot(page, 'faq-en');

    await page.locator('footer').getByRole('link', { name: 'Partner services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Partner services' }).waitFor();
    await context.close();
  });

  test('an unknown page shows the localised not-found page, with no error notification', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(`${site.url}/cms/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }).waitFor();
    assert.equal(await page.locator('.Toastify__toast').count(), 0);
    await context.close();
  });

  test('about and affiliate pages show their content', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(`${site.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();
    await shot(page, 'about-ar');
    await page.goto(`${site.url}/affiliate`);
    await page.getByRole('heading', { level: 1, name: 'برنامج التسويق بالعمولة' }).waitFor();
    await context.close();
  });
});

describe('contact form', () => {
  test('empty and invalid fields get the documented messages; a valid message is sent and a reply promised within 24 hours', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-GB' });
    await page.goto(`${site.url}/contact-us`);
    await switchToEnglish(page);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    const form = page.locator('main form', { has: page.getByRole('button', { name: 'Send message' }) });
    const field = (label: string) => form.getByLabel(label, { exact: true });

    await page.getByRole('button', { name: 'Send message' }).click();
    for (const text of [
      'The Name field is required',
      'The Email field is required',
      'The Subject field is required',
      'The Message field is required',
    ]) {
      assert.ok(await page.getByText(text, { exact: true }).isVisible(), text);
    }
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), 'name');

    await field('Name').fill('Rami <b>Haddad</b>');
    await field('Email').fill('rami@example');
    await field('Subject').fill('Viewing <script>alert(1)</script>');
    await field('Message').fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Send message' }).click();
    assert.ok(await page.getByText('Please enter a valid email address', { exact: true }).isVisible());
    assert.ok(
      await page.getByText('The Message field may not be greater than 5000 characters.', { exact: true }).isVisible(),
    );
    await shot(page, 'contact-errors-en');

    await field('Email').fill('rami@example.com');
    await field('Message').fill('Can I view the flat in Mezzeh on Saturday?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, your message has been sent.').waitFor();
    assert.ok(await page.getByText('We will reply to rami@example.com within 24 hours.').isVisible());
    await shot(page, 'contact-sent-en');

    const outbox = await (await fetch(`${site.url}/api/dev/outbox?email=inbox%40souq.localhost`)).json();
    assert.equal(outbox.data[0].subject, 'Contact form: Viewing <script>alert(1)</script>');
    assert.match(outbox.data[0].text, /From: Rami <b>Haddad<\/b> <rami@example.com>/);
    await context.close();
  });

  test('in Arabic the messages are Arabic', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(`${site.url}/contact-us`);
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    await page.getByRole('button', { name: 'أرسل الرسالة' }).click();
    assert.ok(await page.getByText('حقل الاسم مطلوب', { exact: true }).isVisible());
    await shot(page, 'contact-errors-ar');
    await context.close();
  });
});

describe('newsletter', () => {
  test('signing up twice tells the visitor they are subscribed both times', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(site.url);
    await homePageDrawn(page);
    const footer = page.locator('footer');
    for (let i = 0; i < 2; i += 1) {
      await footer.getByLabel('البريد الإلكتروني').fill('salma@example.com');
      await footer.getByRole('button', { name: 'اشترك' }).click();
      await footer.getByText('تم اشتراك salma@example.com').waitFor();
    }
    assert.equal(await page.locator('.Toastify__toast--error').count(), 0);
    await shot(page, 'newsletter-ar');
    const outbox = await (await fetch(`${site.url}/api/dev/outbox?email=salma%40example.com`)).json();
    assert.equal(outbox.data.length, 1);
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(outbox.data[0].text)?.[0];
    assert.ok(link, 'the welcome email carries an unsubscribe link');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, site.url));
    await page.getByText('تم إلغاء اشتراكك').waitFor();
    await context.close();
  });

  test('an admin writes an issue in Arabic and English, confirms it, and each subscriber gets it in their language', async () => {
    for (const [email, language] of [
      ['nour@example.com', 'ar'],
      ['james@example.com', 'en'],
    ]) {
      const res = await fetch(`${site.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, language }),
      });
      assert.equal(res.status, 200);
    }
    const login = await fetch(`${site.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@souq.localhost', password: 'Admin@2026' }),
    });
    const admin = ((await login.json()) as { data: { token: string; user: Record<string, unknown> } }).data;
    const { context, page } = await signedInVisitor(browser, site.url, 'ar-SY', admin);
    await page.goto(`${site.url}/admin/newsletter`);
    const reach = page.getByTestId('newsletter-reach');
    await reach.waitFor();
    // Who signed up in the footer earlier in this file is counted too, as long as they are still subscribed.
    assert.match((await reach.textContent()) ?? '', /^المشتركون: \d+ \(بالعربية \d+، بالإنجليزية \d+\)$/);
    await page.getByLabel('العنوان بالعربية').fill('جديد الأسبوع');
    await page.getByLabel('النص بالعربية').fill('شقق جديدة في حمص.');
    await page.getByLabel('العنوان بالإنجليزية').fill('This week at Souq');
    await page.getByLabel('النص بالإنجليزية').fill('New flats in Homs.');
    await page.getByRole('button', { name: 'إرسال العدد' }).click();
    await page.getByRole('alert').filter({ hasText: 'لا يمكن التراجع عنه' }).waitFor();
    await shot(page, 'newsletter-admin-confirm-ar');
    await page.getByRole('button', { name: 'نعم، أرسله' }).click();
    await page.locator('.Toastify__toast', { hasText: 'أُرسل إلى المشتركين' }).waitFor();
    const inbox = async (email: string) =>
      (
        (await (await fetch(`${site.url}/api/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as {
          data: { subject: string; text: string }[];
        }
      ).data[0];
    const arabic = await inbox('nour@example.com');
    assert.equal(arabic?.subject, 'جديد الأسبوع');
    assert.match(arabic?.text ?? '', /شقق جديدة في حمص\.[\s\S]*\/newsletter\/unsubscribe\?token=/);
    assert.equal((await inbox('james@example.com'))?.subject, 'This week at Souq');
    await context.close();
  });
});
