import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { isLoginRoute } from '../../../shared/src/routing/routes.js';
import type { ProxyTrust } from '../../../api/src/lib/proxy-trust.js';
import { createApiProxy } from './api-proxy.js';
import { sendAppIcon } from './app-icons.js';
import { withFirstScreen } from './first-screen.js';
import { forwardedHeaders } from './forwarded-headers.js';
import { applyPageHead } from './head-tags.js';
import { createPageHeadSource, type PageHeadSource, type PageHeadSourceOptions } from './page-head.js';
import { headPath, pageLanguage } from './page-language.js';
import { robotsTxt, sitemapApiPath } from './robots.js';
import { pageSecurityHeaders } from './security-headers.js';
import { pageEtag, readRegistry, registryForPage, renderShellPage } from './shell-page.js';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isContentHashed, resolveInside, sendFile } from './static-files.js';

export interface RuntimeConfig {
  apiBase: string;
  tenant: string;
  googleClientId: string | null;
  socialProviders: string[];
  /** Origins allowed for the per-browser remote override; the site's own origin is always allowed. */
  remoteOverrideOrigins?: string[];
  /** Map tiles from another server than OpenStreetMap ({z}/{x}/{y} in an https:// URL or a path on this site). */
  mapTileUrl?: string;
  /** Percent of browsers (0–100) that send remote health reports; 100 when left out. */
  remoteHealthSample?: number;
}

export interface SiteOptions {
  /** The shell's production build (index.html and its chunks). */
  shellDir: string;
  /** The local CDN: `<remote>/<version>/…` folders and `remotes.json`. */
  cdnDir: string;
  /** Where `/api` is forwarded, e.g. http://127.0.0.1:4000; several API instances are taken in turn (api-proxy.ts). */
  apiTarget: string | string[];
  runtimeConfig: RuntimeConfig;
  /** Where uploaded media is served from when not from this site (the pages' Content-Security-Policy names it). */
  mediaOrigins?: string[];
  /** The site's public address (the API's PUBLIC_SITE_URL), named in robots.txt; http://localhost:8080 by default. */
  publicUrl?: string;
  /** Production (NODE_ENV=production): pages also carry Strict-Transport-Security (security-headers.ts). */
  production?: boolean;
  /**
   * Proxies in front of this server (a CDN, a load balancer) that may say who the visitor is: SITE_TRUST_PROXY. None
   * by default: the site is the edge, and what a visitor puts in X-Forwarded-For is replaced, never passed on.
   */
  trustProxy?: ProxyTrust;
  /** How pages' heads are asked of the API and kept (page-head.ts: 1.5 s timeout, 60 s, 1,000 answers by default). */
  pageHeads?: Pick<PageHeadSourceOptions, 'timeoutMs' | 'ttlMs' | 'failureTtlMs' | 'maxEntries'>;
}

const REMOTE_PATH = /^\/remotes\/([a-z]+)\/([0-9A-Za-z.+_-]+)\/(.+)$/;
// Manifests and entries name the hashed chunks of a version, so they are revalidated; the chunks are immutable.
const REVALIDATED_REMOTE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

// Remotes may be served from another origin (a CDN); the shell fetches manifests and chunks with CORS,
// and Timing-Allow-Origin lets the page measure how long they took.
const REMOTE_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Cache-Control',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
};

function sendJson(res: http.ServerResponse, status: number, body: unknown, cacheControl = CACHE_REVALIDATE): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The shell's page for a client route: index.html with the page's head in its language (head-tags.ts, from the API
 * through page-head.ts), the runtime config, the live registry and the route's preload hints (shell-page.ts), built
 * per request so a registry change shows on the next page load; it is revalidated by a validator of its content,
 * never by the template's date. The API's 404 (an unknown listing or profile) is the page's status; the shell
 * then shows its localised not-found page. Login routes are always noindex, and 200 unless the API knows the page
 * is not there (an unknown agent's profile, which is a login route too).
 *
 * Caching: with `?lang=ar|en` only the address decides the page, which a shared cache (a CDN) may keep by URL.
 * Without it the language comes from the visitor's cookie or Accept-Language, so the page says it varies on them
 * and is `private`: no shared cache hands one visitor's language to another.
 */
async function sendShellPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  options: SiteOptions,
  heads: PageHeadSource,
  shellDir: string,
  cdnDir: string,
): Promise<boolean> {
  let template: string;
  try {
    template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  } catch {
    return false;
  }
  const { pathname } = url;
  const language = pageLanguage(url, {
    cookie: firstHeader(req.headers.cookie),
    'accept-language': firstHeader(req.headers['accept-language']),
  });
  const forwarded = forwardedHeaders(req, options.trustProxy ?? { kind: 'none' });
  const head = await heads({
    path: headPath(url),
    lang: language.lang,
    host: firstHeader(req.headers.host),
    forwardedFor: forwarded['x-forwarded-for'],
    forwardedProto: forwarded['x-forwarded-proto'],
  });
  const login = isLoginRoute(pathname);
  const noindex = login || head?.noindex === true;
  const status = head?.status === 404 ? 404 : 200;
  const registry = readRegistry(cdnDir);
  const page = applyPageHead(template, { lang: language.lang, head, noindex: login });
  const body = withFirstScreen(
    renderShellPage({
      template: page,
      pathname,
      runtimeConfig: options.runtimeConfig,
      registry,
      cdnDir,
      shellDir,
      language,
    }),
    pathname,
    language.lang,
  );
  const fromUrl = language.source === 'url';
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': language.lang,
    'Cache-Control': fromUrl ? CACHE_REVALIDATE : `private, ${CACHE_REVALIDATE}`,
    // The policy names the registry's origins, which the page's boot data (and so its ETag) carries too.
    ...pageSecurityHeaders({
      runtimeConfig: options.runtimeConfig,
      registry,
      mediaOrigins: options.mediaOrigins,
      production: options.production,
    }),
    Vary: fromUrl ? 'Accept-Encoding' : 'Accept-Encoding, Cookie, Accept-Language',
  };
  if (noindex) headers['X-Robots-Tag'] = 'noindex';
  // Only a 200 page is revalidated (a 304 stands for a 200); a not-found page is sent whole every time.
  if (status === 200) {
    const etag = pageEtag(body);
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
  }
  // The page is small and changes with the registry: a quick gzip, not brotli's slowest setting.
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const data = gzip ? zlib.gzipSync(body, { level: 6 }) : Buffer.from(body);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(data.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
  return true;
}

/**
 * The whole site on one origin: the shell (with history-API fallback), versioned remote builds,
 * the live remote registry, runtime configuration, and `/api` forwarded to the API service.
 */
export function createSiteServer(options: SiteOptions): http.Server {
  const shellDir = path.resolve(options.shellDir);
  const cdnDir = path.resolve(options.cdnDir);
  const forwardToApi = createApiProxy({
    targets: [options.apiTarget].flat(),
    trustProxy: options.trustProxy,
    unavailable: (res) =>
      sendJson(res, 502, {
        success: false,
        message: 'The service is unavailable, please try again shortly.',
        data: null,
      }),
  });
  const heads = createPageHeadSource({
    ...options.pageHeads,
    targets: [options.apiTarget].flat(),
    tenant: options.runtimeConfig.tenant,
  });

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.local');
    const pathname = url.pathname;

    if (pathname === '/api' || pathname.startsWith('/api/')) {
      forwardToApi(req, res);
      return;
    }
    if (req.method === 'OPTIONS' && REMOTE_PATH.test(pathname)) {
      // A CORS preflight for remote files (a browser sends one only for non-simple requests).
      res.writeHead(204, { ...REMOTE_CORS_HEADERS, 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const sitemap = sitemapApiPath(pathname);
    if (sitemap) {
      // The API writes the sitemaps (from the database, for the default site); the visitor's query is not passed on.
      req.url = sitemap;
      forwardToApi(req, res);
      return;
    }
    if (pathname === '/robots.txt') {
      const text = robotsTxt(options.publicUrl ?? 'http://localhost:8080');
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_REVALIDATE,
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(req.method === 'HEAD' ? undefined : text);
      return;
    }
    if (pathname === '/config.json') {
      sendJson(res, 200, options.runtimeConfig);
      return;
    }
    if (pathname === '/remotes.json') {
      // What browsers choose builds from, as the page carries it: the registry's history (who changed what, when)
      // is the operators' own (remotes-history.json; a registry from before that split still has it inside).
      // A file that does not parse is sent as it is, for the shell to report what is wrong with it.
      const registry = readRegistry(cdnDir);
      if (registry !== null) sendJson(res, 200, registryForPage(registry));
      else if (!sendFile(req, res, path.join(cdnDir, 'remotes.json'), { cacheControl: CACHE_REVALIDATE }))
        sendJson(res, 404, { error: 'no registry' });
      return;
    }
    const remote = REMOTE_PATH.exec(pathname);
    if (remote) {
      const [, name, version, rest] = remote as unknown as [string, string, string, string];
      const file = resolveInside(path.join(cdnDir, name, version), rest);
      const cacheControl = REVALIDATED_REMOTE_FILES.has(rest) ? CACHE_REVALIDATE : CACHE_IMMUTABLE;
      const headers = REMOTE_CORS_HEADERS;
      if (!file || !sendFile(req, res, file, { cacheControl, headers })) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
        res.end('Not found');
      }
      return;
    }

    if (sendAppIcon(req, res, shellDir, pathname)) return;

    const file = resolveInside(shellDir, pathname === '/' ? '/index.html' : pathname);
    if (file && path.basename(file) !== 'index.html') {
      const cacheControl = isContentHashed(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
      if (sendFile(req, res, file, { cacheControl })) return;
    }
    // A path with a file extension that does not exist is a real 404; anything else is a client route.
    if (path.extname(pathname) && pathname !== '/index.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    sendShellPage(req, res, url, options, heads, shellDir, cdnDir).then(
      (sent) => {
        if (sent) return;
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The site is not built yet.');
      },
      () => {
        if (res.headersSent) res.destroy();
        else {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end('The page could not be served.');
        }
      },
    );
  });
}
