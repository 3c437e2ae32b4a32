import { readBootData } from '../config/boot-data';
import { readCookie, readStorage } from '../session/browser-storage';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '../session/storage-keys';
import { languageFromQuery } from './language-param';
import { DEFAULT_LANGUAGE, languageFromBrowserTag, sanitizeLanguage, type Lang } from './languages';

export interface LanguageSources {
  /** The address's `?lang=` (exact code only). */
  query: () => unknown;
  /** The language the site server wrote the page in (boot data `lang`). */
  boot: () => unknown;
  stored: () => unknown;
  cookie: () => unknown;
  browser: () => readonly unknown[];
}

const browserSources: LanguageSources = {
  query: () => (typeof location === 'undefined' ? null : languageFromQuery(location.search)),
  boot: () => readBootData()?.lang,
  stored: () => readStorage(STORAGE_KEYS.language),
  cookie: () => readCookie(LANGUAGE_COOKIE),
  browser: () => {
    if (typeof navigator === 'undefined') return [];
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  },
};

/**
 * A stored setting or cookie: the exact code this site writes, or a well-formed regional tag such as
 * 'ar-SY' that i18next's own detector (or an older page) leaves behind. Script-like values still count as nothing.
 */
function savedLanguage(value: unknown): Lang | null {
  return sanitizeLanguage(value) ?? languageFromBrowserTag(value);
}

/**
 * The address's `?lang=`, then the stored setting, the language cookie, the language the server wrote the page in,
 * the browser's preferences, and Arabic: docs/product/overview.md's order (the stored setting, then the browser) with
 * the address first, since a link that names its language is an explicit choice (once i18n starts it is stored like
 * a choice made with the switch). The server guesses from the cookie and Accept-Language only, so where it guessed
 * otherwise than the stored setting (a lost cookie, an English browser) the page follows the stored choice and
 * i18n writes the cookie again; its word still settles a visitor who chose nothing, so the page matches the head it
 * was served with. The address and the boot data count only with an exact supported code.
 */
export function detectLanguage(sources: LanguageSources = browserSources): Lang {
  const query = sanitizeLanguage(sources.query());
  if (query) return query;
  const stored = savedLanguage(sources.stored());
  if (stored) return stored;
  const cookie = savedLanguage(sources.cookie());
  if (cookie) return cookie;
  const boot = sanitizeLanguage(sources.boot());
  if (boot) return boot;
  for (const tag of sources.browser()) {
    const lng = languageFromBrowserTag(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}
