import type { Browser, Page } from 'playwright-core';
import { newVisitor } from './browser.js';

/** What /api/login answers: the token and the user the site keeps in localStorage. */
export interface Session {
  token: string;
  user: Record<string, unknown>;
}

/** A new visitor already signed in as `session` (stored as the login modal stores it), reading `lng`. */
export async function signedInPage(browser: Browser, siteUrl: string, session: Session, lng: 'ar' | 'en' = 'en'): Promise<Page> {
  const { page } = await newVisitor(browser, { locale: lng === 'ar' ? 'ar-SY' : 'en-US' });
  await page.goto(`${siteUrl}/about`);
  await page.evaluate(
    ({ token, user, lng }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('i18nextLng', lng);
    },
    { ...session, lng },
  );
  return page;
}
