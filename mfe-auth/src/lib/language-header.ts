import { i18n } from '@souq/shared';

// The API writes its validation messages in the language asked for; the page's language, not the browser's.
export function languageHeader(): Record<string, string> {
  return { 'Accept-Language': i18n.language === 'en' ? 'en' : 'ar' };
}
