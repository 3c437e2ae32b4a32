import { KIND_MODULES } from '../../../shared/src/listing-kinds/registry.js';
import { LOGIN_ROUTE_SEGMENTS } from '../../../shared/src/routing/routes.js';

// What the site tells crawlers: the sitemaps (served from the API's, see api/src/features/sitemaps) and what to
// leave alone: the API, the signed-in pages, and searches narrowed by many filters (endless combinations of one list).

/** `/sitemap.xml` and `/sitemap-<kind>-<n>.xml` on the site, as the API's path; null for any other path. */
export function sitemapApiPath(pathname: string): string | null {
  if (pathname === '/sitemap.xml') return '/api/sitemaps/index.xml';
  const file = /^\/sitemap-([a-z]+-[0-9]+\.xml)$/.exec(pathname);
  return file ? `/api/sitemaps/${file[1]}` : null;
}

/** robots.txt for a site at `siteUrl` (its configured public address, never a request's Host). */
export function robotsTxt(siteUrl: string): string {
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    ...LOGIN_ROUTE_SEGMENTS.map((segment) => `Disallow: /${segment}`),
    // A search with three or more query parameters on a kind's list (a language alone, or one filter, stays
    // crawlable), and any query on a kind's other pages (the property map).
    ...KIND_MODULES.map(({ pages }) => `Disallow: /${pages.list}?*&*&`),
    ...KIND_MODULES.flatMap(({ pages }) => (pages.more ?? []).map((more) => `Disallow: /${pages.list}/${more}?`)),
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
