// The language a page is served in, decided on the server so the first paint (html lang/dir, title, link preview)
// is already right: `?lang=` in the address, then the language cookie the site writes, then Accept-Language, then
// Arabic, the order of docs/product/overview.md with the address first (a shared link names its language).
import {
  DEFAULT_LANGUAGE,
  languageFromBrowserTag,
  sanitizeLanguage,
  type Lang,
} from '../../../shared/src/i18n/languages.js';
import { LANGUAGE_COOKIE } from '../../../shared/src/session/storage-keys.js';

/** Where the language came from: only 'url' makes a page the same for every visitor of its address. */
export type LanguageSource = 'url' | 'cookie' | 'header' | 'default';

export interface PageLanguage {
  lang: Lang;
  source: LanguageSource;
}

/** The language cookie's value as this site (or i18next's own detector, as 'ar-SY') writes it; anything else is nothing. */
export function cookieLanguage(header: string | undefined): Lang | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    // The first cookie of the name counts, as in the browser's document.cookie.
    return sanitizeLanguage(value) ?? languageFromBrowserTag(value);
  }
  return null;
}

/** The most preferred supported language of an Accept-Language header (q-values honoured, q=0 means "not this"). */
export function headerLanguage(header: string | undefined): Lang | null {
  const ranges = (header ?? '')
    .slice(0, 1_000)
    .split(',')
    .slice(0, 32)
    .map((item, index) => {
      const [tag = '', ...params] = item.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const lng = languageFromBrowserTag(range.tag);
    if (lng) return lng;
  }
  return null;
}

export function pageLanguage(url: URL, headers: { cookie?: string; 'accept-language'?: string }): PageLanguage {
  const fromUrl = sanitizeLanguage(url.searchParams.get('lang'));
  if (fromUrl) return { lang: fromUrl, source: 'url' };
  const fromCookie = cookieLanguage(headers.cookie);
  if (fromCookie) return { lang: fromCookie, source: 'cookie' };
  const fromHeader = headerLanguage(headers['accept-language']);
  if (fromHeader) return { lang: fromHeader, source: 'header' };
  return { lang: DEFAULT_LANGUAGE, source: 'default' };
}

/**
 * The address whose head is asked for: the path and query as the visitor sent them, less any `lang` parameter that
 * is not a supported language, so an unsupported value never reaches a canonical URL or the page (it is ignored).
 */
export function headPath(url: URL): string {
  if (!url.search) return url.pathname;
  const kept = url.search
    .slice(1)
    .split('&')
    // Each parameter decoded on its own, leniently (as URLSearchParams does), so no spelling of `lang` slips through.
    .filter((part) => {
      const [entry] = new URLSearchParams(part);
      return !entry || entry[0] !== 'lang' || sanitizeLanguage(entry[1]) !== null;
    });
  return kept.length > 0 ? `${url.pathname}?${kept.join('&')}` : url.pathname;
}
