import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie, writeStorage } from '../session/browser-storage';
import { sessionStore } from '../session/session-store';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '../session/storage-keys';
import { commonAr } from './common-ar';
import { commonEn } from './common-en';
import { followLanguageParam } from './language-param';
import { DEFAULT_LANGUAGE, isRtl, sanitizeLanguage, SUPPORTED_LANGUAGES, type Lang } from './languages';

/** The one i18next instance of the page; every app and remote translates through it. */
export const i18n = i18next.createInstance();

export const COMMON_NS = 'common';

let initialised = false;

/**
 * Idempotent. The language comes from the session store, which detected it once (address `?lang=` → stored setting
 * → cookie → the server's boot data → browser → Arabic) when it was created. Switching to it at once stores it and
 * writes the cookie again: a page opened from a `?lang=en` link stays English on the next visit, as if the visitor had
 * chosen it, and a stored choice the server did not know of (the cookie lost) is the next page's from the server on.
 */
export function initI18n(): typeof i18n {
  if (initialised) return i18n;
  initialised = true;
  const resources: Resource = {
    ar: { [COMMON_NS]: commonAr },
    en: { [COMMON_NS]: commonEn },
  };
  void i18n.use(initReactI18next).init({
    resources,
    lng: sessionStore.getState().language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    load: 'languageOnly',
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    // React escapes on render; escaping here too would show entities such as &amp; to users.
    interpolation: { escapeValue: false },
    // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
    initAsync: false,
    returnNull: false,
  });
  void changeLanguage(sessionStore.getState().language);
  // Code that sets the language on the store directly still gets the full switch.
  sessionStore.subscribe((state, previous) => {
    if (state.language !== previous.language && state.language !== i18n.language) void changeLanguage(state.language);
  });
  return i18n;
}

/**
 * Switches the whole page's language. This is the one place that writes `<html dir lang>`,
 * the stored setting, the language cookie and the address's `?lang=` (when it has one).
 * Anything but an exact supported code is ignored.
 */
export async function changeLanguage(lng: unknown): Promise<Lang> {
  const current = sanitizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const next = sanitizeLanguage(lng);
  if (!next) return current;
  if (!initialised) initI18n();
  // With bundled resources i18next switches synchronously; the page attributes follow at once so
  // the first paint already has the right direction.
  const switched = i18n.changeLanguage(next);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.documentElement.dir = isRtl(next) ? 'rtl' : 'ltr';
  }
  writeStorage(STORAGE_KEYS.language, next);
  writeCookie(LANGUAGE_COOKIE, next);
  followLanguageParam(next);
  sessionStore.getState().setLanguage(next);
  await switched;
  return next;
}

/** Each remote registers its own namespace; existing keys are overwritten so a newer remote wins. */
export function addTranslations(ns: string, texts: { ar: Record<string, unknown>; en: Record<string, unknown> }): void {
  initI18n();
  i18n.addResourceBundle('ar', ns, texts.ar, true, true);
  i18n.addResourceBundle('en', ns, texts.en, true, true);
}

initI18n();
