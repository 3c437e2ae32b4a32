// Writes a page's head into the shell's index.html: <html lang dir> for the first paint, then the title, meta
// description, canonical and language alternates, robots, Open Graph, Twitter card and JSON-LD. Every value comes
// from the API and is escaped here; JSON-LD is serialised so that nothing in it can end its script element.
import { isRtl, type Lang } from '../../../shared/src/i18n/languages.js';
import type { PageHead } from './page-head.js';
import { scriptJson } from './shell-page.js';

export interface PageHeadInput {
  lang: Lang;
  /** null: the API gave no head (down, slow, malformed): the template's generic title and description stay. */
  head: PageHead | null;
  /** Keep the page out of search results (login routes, whatever the API says). */
  noindex: boolean;
}

const SITE_NAME: Record<Lang, string> = { ar: 'سوق', en: 'Souq' };
const OTHER_LOCALE = { ar_SY: 'en_US', en_US: 'ar_SY' } as const;

/** Text for an attribute value or an element's content: nothing in it can end the value or start markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags that describe the page, in the order a reader of the source expects them. */
export function headTags(head: PageHead, lang: Lang, noindex: boolean): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.alternates) {
    for (const hreflang of ['ar', 'en', 'x-default'] as const) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(head.alternates[hreflang])}">`);
    }
  }
  if (noindex || head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME[lang]),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  tags.push(meta('property', 'og:locale', head.locale));
  if (head.alternates) tags.push(meta('property', 'og:locale:alternate', OTHER_LOCALE[head.locale]));
  const { image } = head;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)));
    if (image.height) tags.push(meta('property', 'og:image:height', String(image.height)));
    if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) {
    tags.push(meta('name', 'twitter:image', image.url));
    if (image.alt) tags.push(meta('name', 'twitter:image:alt', image.alt));
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags;
}

const HTML_TAG = /<html\b([^>]*)>/i;
const LANG_OR_DIR = /\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description["']?[^>]*>\s*/i;

/** The template with the page's language on <html> and its head in place of the generic title and description. */
export function applyPageHead(template: string, input: PageHeadInput): string {
  const dir = isRtl(input.lang) ? 'rtl' : 'ltr';
  let page = template.replace(
    HTML_TAG,
    (_tag, attributes: string) => `<html${attributes.replace(LANG_OR_DIR, '')} lang="${input.lang}" dir="${dir}">`,
  );
  let tags: string;
  if (input.head) {
    page = page.replace(DESCRIPTION, '');
    tags = headTags(input.head, input.lang, input.noindex).join('');
  } else {
    // The generic head stays; a page that must not be indexed says so even then.
    const title = TITLE.exec(page)?.[0] ?? '';
    tags = title + (input.noindex ? meta('name', 'robots', 'noindex') : '');
  }
  if (TITLE.test(page)) return page.replace(TITLE, () => tags);
  const at = page.indexOf('</head>');
  if (at !== -1) return page.slice(0, at) + tags + page.slice(at);
  // No head element: after the doctype (before it, the page would lose standards mode).
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page)?.[0].length ?? 0;
  return page.slice(0, doctype) + tags + page.slice(doctype);
}
