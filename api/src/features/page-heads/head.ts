// What the site server writes into a page's <head>: one shape for every page, built by the builders of this folder.
import type { Lang } from '../../db/types.js';

export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  canonical: string;
  alternates: { ar: string; en: string; 'x-default': string } | null;
  locale: 'ar_SY' | 'en_US';
  type: 'website' | 'product' | 'profile';
  image: HeadImage | null;
  noindex: boolean;
  jsonLd: Record<string, unknown> | null;
}

/** The site's address and the page's language: what every builder needs to write URLs and texts. */
export interface HeadContext {
  siteUrl: string;
  lang: Lang;
  tenantId: number;
}

/** Only 'en' chooses English; anything else (missing, 'fr', junk) is the site's default, Arabic, and is never echoed. */
export function headLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'ar';
}

/** The English version of a site URL: the same with ?lang=en (Arabic, the default, has no parameter), as the sitemaps. */
export function inLanguage(url: string, lang: Lang): string {
  return lang === 'en' ? `${url}${url.includes('?') ? '&' : '?'}lang=en` : url;
}

/** A page's canonical URL in its language and its language alternates, from its clean site path. */
export function urlsOf(ctx: HeadContext, path: string): Pick<PageHead, 'canonical' | 'alternates' | 'locale'> {
  const ar = `${ctx.siteUrl}${path}`;
  const en = inLanguage(ar, 'en');
  return {
    canonical: ctx.lang === 'en' ? en : ar,
    alternates: { ar, en, 'x-default': ar },
    locale: ctx.lang === 'en' ? 'en_US' : 'ar_SY',
  };
}

/** An address of the API's media (a path on the site, or already absolute with S3 storage) as an absolute URL. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

// C0 and C1 control characters and the other invisible format characters that can reorder or hide text (bidi
// overrides and isolates); ordinary joiners Arabic needs (ZWJ, ZWNJ) stay.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Text as a head carries it: control characters out, runs of white space as one space. Markup is kept verbatim. */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

export const DESCRIPTION_MAX = 200;

/** At most `max` characters (whole code points), cut at a word where one is near, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:،·—-]+$/u, '')}…`;
}

/** Parts joined with a middle dot, the empty ones left out. */
export function facts(parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' · ');
}

/** A description from the key facts and then the listing's own words, as much as fits. */
export function describe(lead: string, own: string | null | undefined): string {
  const text = plainText(own);
  return clip(text ? `${lead}. ${text}` : lead);
}

export const SCHEMA_CONTEXT = 'https://schema.org';

export function availability(status: string): string {
  return status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
}
