import { readCookie, readStorage } from '../session/browser-storage';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '../session/storage-keys';
import { DEFAULT_LANGUAGE, languageFromBrowserTag, sanitizeLanguage, type Language } from './languages';

export interface LanguageSources {
  stored: () => unknown;
  cookie: () => unknown;
  browser: () => readonly unknown[];
}

const browserSources: LanguageSources = {
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
function savedLanguage(value: unknown): Language | null {
  return sanitizeLanguage(value) ?? languageFromBrowserTag(value);
}

/** Stored setting, then the language cookie, then the browser's preferences, then Arabic. */
export function detectLanguage(sources: LanguageSources = browserSources): Language {
  const stored = savedLanguage(sources.stored());
  if (stored) return stored;
  const cookie = savedLanguage(sources.cookie());
  if (cookie) return cookie;
  for (const tag of sources.browser()) {
    const lng = languageFromBrowserTag(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}
