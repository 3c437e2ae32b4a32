import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCsp } from './csp-watch.js';

// Debian's Chromium, never a downloaded browser; background networking off on this closed network.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium, with every context a journey opens (browser.newPage's too) watched for policy violations (csp-watch.ts). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

/** A fresh profile (empty storage), as a first-time visitor on a phone-sized screen or a desktop. */
export async function newVisitor(
  browser: Browser,
  opts: { locale?: string; mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: opts.locale ?? 'ar-SY',
    viewport: opts.mobile ? { width: 390, height: 800 } : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** A visitor whose browser already holds a member's session (as after logging in), on a site page. */
export async function signedInVisitor(
  browser: Browser,
  siteUrl: string,
  locale: string,
  session: { token: string; user: Record<string, unknown> },
): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, { locale });
  await visitor.page.goto(`${siteUrl}/about`);
  await visitor.page.evaluate(({ token, user }) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, session);
  return visitor;
}

/** Runs `journey` with the visitor's page, then closes the visitor's context, whether the journey passed or not. */
export async function asVisitor(
  visitor: Promise<{ context: BrowserContext; page: Page }>,
  journey: (visitor: { context: BrowserContext; page: Page }) => Promise<void>,
): Promise<void> {
  const opened = await visitor;
  try {
    await journey(opened);
  } finally {
    await opened.context.close();
  }
}
