import {
  contentSecurityDirectives,
  contentSecurityPolicy,
  isProduction,
  mediaOriginsFromEnv,
  pageSecurityHeaders,
  registryOrigins,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.js';
import { runtimeConfigFromEnv } from './runtime-config.js';
import type { RuntimeConfig } from './server.js';

const CONFIG: RuntimeConfig = {
  apiBase: '/api',
  tenant: 'default',
  googleClientId: null,
  socialProviders: [],
  remoteOverrideOrigins: [],
};

const build = (manifest: string) => ({ version: '1.0.0', manifest });

/** A registry as remotes.json holds it: the property remote on a CDN, with a canary and history elsewhere. */
const REGISTRY = {
  schemaVersion: 1,
  remotes: {
    auth: { current: build('/remotes/auth/1.0.0/mf-manifest.json'), previous: null, canary: null, history: [] },
    property: {
      current: build('https://cdn.souq.example/property/1.1.0/mf-manifest.json'),
      previous: build('/remotes/property/1.0.0/mf-manifest.json'),
      canary: { ...build('https://canary.souq.example:8443/property/1.2.0/mf-manifest.json'), percent: 10 },
      history: [{ manifest: 'https://old.souq.example/property/0.9.0/mf-manifest.json' }],
    },
  },
};

function directive(policy: [string, string[]][], name: string): string[] {
  const found = policy.find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in the policy`);
  return found[1];
}

describe('the pages’ security headers', () => {
  it('allow scripts from this site and the origins of the builds a browser may load, and nowhere else', () => {
    const policy = contentSecurityDirectives({
      runtimeConfig: { ...CONFIG, remoteOverrideOrigins: ['http://localhost:3002'] },
      registry: REGISTRY,
    });
    const remotes = ['http://localhost:3002', 'https://canary.souq.example:8443', 'https://cdn.souq.example'];
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...remotes]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...remotes]);
    // A build only in the history is never loaded, so its origin is not allowed.
    expect(contentSecurityPolicy({ runtimeConfig: CONFIG, registry: REGISTRY })).not.toContain('old.souq.example');
  });

  it('forbid inline scripts, eval, embedded content and being framed', () => {
    const policy = contentSecurityDirectives({ runtimeConfig: CONFIG, registry: REGISTRY });
    expect(directive(policy, 'script-src').join(' ')).not.toMatch(/unsafe-(inline|eval)|\*|data:/);
    // No plugin, not even the PDF viewer: a private PDF is saved as a file, never opened here (usePrivateFileViewer).
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    const headers = pageSecurityHeaders({ runtimeConfig: CONFIG, registry: REGISTRY });
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('keep browsers to HTTPS in production only, as the API does', () => {
    expect(pageSecurityHeaders({ runtimeConfig: CONFIG, registry: null })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(pageSecurityHeaders({ runtimeConfig: CONFIG, registry: null, production: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(
      pageSecurityHeaders({ runtimeConfig: CONFIG, registry: null, production: true })['Strict-Transport-Security'],
    ).toBe('max-age=31536000; includeSubDomains');
    // The API's own answers carry the same value (Helmet's default, api/src/plugins/external/security.ts).
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) expect(isProduction(env)).toBe(false);
  });

  it('allow the map tiles from OpenStreetMap, or from the tile server the configuration names', () => {
    expect(directive(contentSecurityDirectives({ runtimeConfig: CONFIG, registry: null }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    const own = contentSecurityDirectives({
      runtimeConfig: { ...CONFIG, mapTileUrl: 'https://tiles.souq.example/{z}/{x}/{y}.png' },
      registry: null,
    });
    expect(directive(own, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.souq.example']);
    // Tiles from this site need no origin of their own.
    const local = contentSecurityDirectives({
      runtimeConfig: { ...CONFIG, mapTileUrl: '/tiles/{z}/{x}/{y}.png' },
      registry: null,
    });
    expect(directive(local, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allow photos and videos from the media store and an API on another origin', () => {
    const policy = contentSecurityDirectives({
      runtimeConfig: { ...CONFIG, apiBase: 'https://api.souq.example/api' },
      registry: null,
      mediaOrigins: mediaOriginsFromEnv({ S3_ENDPOINT: 'https://s3.souq.example', S3_BUCKET: 'media' }),
    });
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://api.souq.example', 'https://s3.souq.example']);
    expect(directive(policy, 'img-src')).toContain('https://s3.souq.example');
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.souq.example']);
    expect(
      mediaOriginsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://media.souq.example/bucket' }),
    ).toEqual(['https://media.souq.example']);
    expect(mediaOriginsFromEnv({})).toEqual([]);
  });

  it('allow Google sign-in only when a Google client is configured', () => {
    expect(contentSecurityPolicy({ runtimeConfig: CONFIG, registry: null })).not.toContain('google');
    const policy = contentSecurityDirectives({
      runtimeConfig: { ...CONFIG, googleClientId: 'id.apps.googleusercontent.com' },
      registry: null,
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directive(policy, 'frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
  });

  it('take nothing but http(s) origins from the registry, so it cannot bend the header', () => {
    const hostile = {
      remotes: {
        a: { current: build("https://x.example/; script-src 'unsafe-inline'/mf-manifest.json") },
        b: { current: build('javascript:alert(1)') },
        c: { current: build('data:text/javascript,1') },
        e: { current: build('https://y.example;script-src/mf-manifest.json') },
        d: 'not an entry',
      },
    };
    expect(registryOrigins(hostile)).toEqual(['https://x.example']);
    // A scheme-relative manifest loads in the page's own scheme: its host alone is allowed.
    expect(
      registryOrigins({ remotes: { a: { current: build('//cdn.souq.example:8443/a/mf-manifest.json') } } }),
    ).toEqual(['cdn.souq.example:8443']);
    expect(directive(contentSecurityDirectives({ runtimeConfig: CONFIG, registry: hostile }), 'script-src')).toEqual([
      "'self'",
      'https://x.example',
    ]);
    expect(registryOrigins(null)).toEqual([]);
    expect(registryOrigins('{ not json')).toEqual([]);
  });

  it('is the same header for the same registry, whatever the order of its remotes', () => {
    const reversed = { ...REGISTRY, remotes: Object.fromEntries(Object.entries(REGISTRY.remotes).reverse()) };
    expect(contentSecurityPolicy({ runtimeConfig: CONFIG, registry: reversed })).toBe(
      contentSecurityPolicy({ runtimeConfig: CONFIG, registry: REGISTRY }),
    );
  });
});

describe('the map tile server from the environment', () => {
  it('is passed to the browser when the maps would accept it', () => {
    expect(runtimeConfigFromEnv({ SOUQ_MAP_TILE_URL: 'https://tiles.souq.example/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.souq.example/{z}/{x}/{y}.png',
    );
    expect(
      runtimeConfigFromEnv({ SOUQ_MAP_TILE_URL: 'http://tiles.souq.example/{z}/{x}/{y}.png' }).mapTileUrl,
    ).toBeUndefined();
    expect(runtimeConfigFromEnv({}).mapTileUrl).toBeUndefined();
  });
});
