import type { Browser, Page } from 'playwright-core';
import { signedInVisitor } from './browser.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';

/** What /api/login answers: the token and the user the site keeps in localStorage. */
export interface Session {
  token: string;
  user: Record<string, unknown>;
}

/** A new visitor already signed in as `session` (stored as the login modal stores it), reading `lng`. */
export async function signedInPage(
  browser: Browser,
  siteUrl: string,
  session: Session,
  lang: Lang = 'en',
): Promise<Page> {
  const { page } = await signedInVisitor(browser, siteUrl, lang === 'ar' ? 'ar-SY' : 'en-US', session);
  await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), lang);
  return page;
}
