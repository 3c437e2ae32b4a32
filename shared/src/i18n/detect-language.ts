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

/** Stored setting, then the language cookie, then the browser's preferences, then Arabic. */
export function detectLanguage(sources: LanguageSources = browserSources): Language {
  const stored = sanitizeLanguage(sources.stored());
  if (stored) return stored;
  const cookie = sanitizeLanguage(sources.cookie());
  if (cookie) return cookie;
  for (const tag of sources.browser()) {
    const lng = languageFromBrowserTag(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}
