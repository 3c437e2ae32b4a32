import type { Lang } from '../db/types.js';
import { escapeHtml } from './escape-html.js';

/** The HTML part of a plain-text email: the text, escaped, its lines kept, in the reader's language and direction. */
export function plainEmailHtml(text: string, lang: Lang): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<div dir="${dir}" lang="${lang}">${escapeHtml(text).replace(/\n/g, '<br>')}</div>`;
}

/**
 * A date inside an email's sentence, in the reader's language on Damascus' calendar day: "29 تشرين الثاني 2026",
 * "29 November 2026". The site's docs/product/constants.md dates ("Sun, Nov 29, 2026") label a field and are set apart left to right;
 * a plain-text mail cannot set a date apart inside an Arabic sentence, so it names the month in Arabic, with the
 * Latin digits every number on the site has (docs/product/constants.md).
 */
export function emailDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SY-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Damascus',
  }).format(date);
}
