// The security headers of the site's pages: a Content-Security-Policy that names exactly the origins the page
// loads from (this site, the remotes' builds in the registry and the allowed overrides, the map tiles, the media
// store, Google sign-in when it is configured), no framing, and a referrer and permissions policy. The policy is
// computed from the registry each time a page is served, as the page's boot data is, so promoting a remote to
// another origin needs no other change; a CDN in front of the site is given the same headers (`pnpm site:headers`).
import type { RuntimeConfig } from './server.js';

/** The map tiles when the runtime config names no other server (mfe-property's and mfe-account's tileUrl.ts). */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Google Identity Services, as Google documents its needs: the client script, its button's styles and frames. */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

export interface PageSecuritySources {
  runtimeConfig: RuntimeConfig;
  /** remotes.json, parsed (null when missing): its current, previous and canary builds are what a page may load. */
  registry: unknown;
  /** Where uploaded photos and videos are served from when not from this site (S3_PUBLIC_URL). */
  mediaOrigins?: readonly string[];
  /** The site runs in production (NODE_ENV=production), on HTTPS: its pages tell browsers to keep to HTTPS. */
  production?: boolean;
}

/**
 * HTTPS only, for a year, subdomains included: the value the API's answers carry (Helmet's default), so the site and
 * its API say the same whichever a browser meets first. Sent in production only: a browser that met it on a
 * development host (localhost over HTTPS, a review machine) would refuse that host over plain HTTP for a year.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** An origin or host as a CSP source expression may name it: letters, digits, dots and hyphens (or an IPv6 address), a port. */
const HOST_SOURCE = /^(https?:\/\/)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The source for an absolute http(s) URL (its origin); for a scheme-relative one (`//host/…`, which the page resolves
 * with its own scheme) the host alone, which CSP matches in the page's scheme; null for a path on this site or
 * anything else.
 */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let source: string;
  try {
    if (/^https?:\/\//i.test(value)) source = new URL(value).origin;
    else if (value.startsWith('//')) source = new URL(`https:${value}`).host;
    else return null;
  } catch {
    return null;
  }
  // A URL's host may still hold characters such as ';' or quotes that would end or bend a directive.
  return HOST_SOURCE.test(source) ? source : null;
}

/** The origins of the builds the browser chooses from (a path on this site is 'self' already). */
export function registryOrigins(registry: unknown): string[] {
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return [];
  const origins: string[] = [];
  for (const entry of Object.values(remotes as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    for (const build of ['current', 'previous', 'canary']) {
      const origin = originOf(((entry as Record<string, unknown>)[build] as { manifest?: unknown } | null)?.manifest);
      if (origin) origins.push(origin);
    }
  }
  return origins;
}

/** The origins in `values` (absolute URLs), each once, in a stable order so the header is the same for the same inputs. */
function origins(...values: unknown[]): string[] {
  return [...new Set(values.map(originOf).filter((origin): origin is string => origin !== null))].sort();
}

/** The policy's directives, in the order they are sent. */
export function contentSecurityDirectives(sources: PageSecuritySources): [string, string[]][] {
  const config = sources.runtimeConfig;
  const remotes = origins(...registryOrigins(sources.registry), ...(config.remoteOverrideOrigins ?? []));
  const api = origins(config.apiBase);
  const media = origins(...api, ...(sources.mediaOrigins ?? []));
  const tiles = origins(config.mapTileUrl || DEFAULT_TILE_URL);
  const google = config.googleClientId ? GOOGLE_SIGN_IN : null;
  const self = "'self'";
  return [
    ['default-src', [self]],
    // No inline script and no eval: the page's only inline script is the boot data, JSON that is never run.
    ['script-src', [self, ...remotes, ...(google ? [google.script] : [])]],
    // 'unsafe-inline' for styles, decided on purpose: antd's CSS-in-JS and style-loader insert <style> elements at run
    // time in every app (each remote carries its own antd), and libraries such as Leaflet and rc-components set style
    // attributes. A nonce would have to reach all five builds' ConfigProviders and change with every response, which
    // the page's ETag revalidation cannot carry (a 304 keeps the old page with the old nonce). Styles run no code, and
    // the image, font and connect lists below keep a style from sending anything to an origin not named here.
    ['style-src', [self, "'unsafe-inline'", ...remotes, ...(google ? [google.style] : [])]],
    // data: for generated previews and inline icons, blob: for a photo previewed before it is uploaded.
    ['img-src', [self, 'data:', 'blob:', ...remotes, ...media, ...tiles]],
    ['font-src', [self, 'data:', ...remotes]],
    ['media-src', [self, ...media]],
    ['connect-src', [self, ...remotes, ...api, ...(google ? [google.connect] : [])]],
    ['frame-src', google ? [google.frame] : ["'none'"]],
    // No plugin content at all, the PDF viewer included: an admin's private PDF (a receipt, an ownership document,
    // which may carry a script) is saved as a file, never opened in the site's origin; only pictures open in a tab.
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(sources: PageSecuritySources): string {
  return contentSecurityDirectives(sources)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Features the site never uses, turned off for it and anything it embeds. Geolocation among them: the map and the
 * listing forms place a pin by hand and never ask for the visitor's position.
 */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The headers every page of the site carries. */
export function pageSecurityHeaders(sources: PageSecuritySources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    // frame-ancestors for today's browsers, X-Frame-Options for those that predate it: no page (the sign-in modal
    // among them) can be framed by another site.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...(sources.production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Whether the site serves production (NODE_ENV=production, as the API reads it). */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV?.trim() === 'production';
}

/** The media store's public origin from the environment the API runs with (api/src/features/media/s3-storage.ts). */
export function mediaOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const endpoint = env.S3_ENDPOINT?.trim();
  if (!endpoint) return [];
  const publicUrl = env.S3_PUBLIC_URL?.trim() || `${endpoint.replace(/\/+$/, '')}/${env.S3_BUCKET?.trim() ?? ''}`;
  return origins(publicUrl);
}
