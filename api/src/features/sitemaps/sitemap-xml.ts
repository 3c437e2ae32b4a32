// The sitemaps.org XML of the site's sitemaps: the index, and the pages' <url> entries with their language alternates.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an element or an attribute (sitemaps.org asks for entity-escaped URLs). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** A W3C datetime, to the second, in UTC. */
function lastmod(date: Date | string | null): string {
  if (date === null) return '';
  const time = new Date(date);
  return Number.isNaN(time.getTime()) ? '' : `<lastmod>${time.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`;
}

/** The English version of a page: the same path with ?lang=en (Arabic, the site's default, has none). */
function englishUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=en`;
}

/**
 * A page's two language versions, each its own <url> naming both (and x-default, the Arabic one), as search engines
 * ask: every version lists every alternate, itself included.
 */
export function pageEntries(siteUrl: string, path: string, updated: Date | string | null): string {
  const ar = `${siteUrl}${path}`;
  const en = englishUrl(ar);
  const links =
    `<xhtml:link rel="alternate" hreflang="ar" href="${xmlEscape(ar)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${xmlEscape(en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(ar)}"/>`;
  const modified = lastmod(updated);
  return `<url><loc>${xmlEscape(ar)}</loc>${modified}${links}</url>\n<url><loc>${xmlEscape(en)}</loc>${modified}${links}</url>\n`;
}

/** The index naming each sitemap file, with the time its newest entry changed. */
export function sitemapIndex(files: { url: string; updated: Date | string | null }[]): string {
  const entries = files.map((f) => `<sitemap><loc>${xmlEscape(f.url)}</loc>${lastmod(f.updated)}</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
