// The languages the site speaks. Arabic is the default and the fallback, and lays the page out right to left.
export type Lang = 'ar' | 'en';

export interface SupportedLanguage {
  code: Lang;
  rtl: boolean;
  label: string;
}

export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = [
  { code: 'ar', rtl: true, label: 'العربية' },
  { code: 'en', rtl: false, label: 'English' },
];

export const DEFAULT_LANGUAGE: Lang = 'ar';

/**
 * Accepts only an exact supported code. Stored settings and cookies can be tampered with
 * (`<script>…`, `en<img>`), so nothing is trimmed, lower-cased or guessed here.
 */
export function sanitizeLanguage(value: unknown): Lang | null {
  return value === 'ar' || value === 'en' ? value : null;
}

export function isRtl(lng: unknown): boolean {
  return SUPPORTED_LANGUAGES.find((l) => l.code === lng)?.rtl ?? true;
}

// A well-formed BCP 47 tag such as 'en-US' or 'ar-SY'; anything else from the browser is ignored.
const BROWSER_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * Browsers report region-qualified tags ('en-US'), so for them alone the primary subtag is
 * compared, and still only after the whole tag has been checked to be well formed.
 */
export function languageFromBrowserTag(tag: unknown): Lang | null {
  if (typeof tag !== 'string' || !BROWSER_TAG.test(tag)) return null;
  return sanitizeLanguage(tag.split('-')[0]!.toLowerCase());
}
