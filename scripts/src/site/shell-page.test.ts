import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOT_DATA_ID, pageEtag, registryForPage, remoteHints, renderShellPage, shellPageHints } from './shell-page.js';

const TEMPLATE =
  '<!doctype html><html><head><title>Souq</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

function registry(property: Record<string, unknown>) {
  return {
    schemaVersion: 1,
    remotes: {
      property: {
        previous: null,
        canary: null,
        history: [{ at: '2026-01-01', by: 'omar', action: 'promote' }],
        ...property,
      },
      auth: {
        current: { version: '1.0.0', manifest: '/remotes/auth/1.0.0/mf-manifest.json' },
        previous: null,
        canary: null,
        history: [],
      },
    },
  };
}

function bootData(page: string): Record<string, unknown> {
  const match = new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">(.*?)</script>`).exec(page);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

describe('the shell page', () => {
  let cdn: string;
  const current = { version: '1.4.0-3f2a9c1', manifest: '/remotes/property/1.4.0-3f2a9c1/mf-manifest.json' };

  beforeAll(() => {
    cdn = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-shell-page-'));
    const folder = path.join(cdn, 'property', current.version);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
        exposes: [
          {
            path: './app',
            assets: {
              js: {
                sync: ['928.c32dbda783.js', '__federation_expose_app.7682bb3d87.js'],
                async: ['property-detail.28089f558d.js', 'property-map.4bfa4c9693.js'],
              },
              css: { sync: [], async: [] },
            },
          },
          {
            path: './FeaturedProperties',
            assets: {
              js: { sync: ['__federation_expose_FeaturedProperties.04ca5c9baa.js'], async: [] },
              css: { sync: [], async: [] },
            },
          },
        ],
      }),
    );
  });

  afterAll(() => fs.rmSync(cdn, { recursive: true, force: true }));

  it('carries the runtime config and the registry (without its history) before </head>', () => {
    const page = renderShellPage({
      template: TEMPLATE,
      pathname: '/',
      runtimeConfig: { apiBase: '/api', tenant: 'default' },
      registry: registry({ current }),
      cdnDir: cdn,
    });
    expect(page.indexOf(BOOT_DATA_ID)).toBeLessThan(page.indexOf('</head>'));
    const boot = bootData(page);
    expect(boot.config).toEqual({ apiBase: '/api', tenant: 'default' });
    expect(boot.registry).toEqual({
      schemaVersion: 1,
      remotes: {
        property: { current, previous: null, canary: null },
        auth: {
          current: { version: '1.0.0', manifest: '/remotes/auth/1.0.0/mf-manifest.json' },
          previous: null,
          canary: null,
        },
      },
    });
  });

  it('keeps the canary in the page: which build a browser runs is chosen in the browser', () => {
    const canary = {
      version: '1.5.0-aaaaaaa',
      manifest: '/remotes/property/1.5.0-aaaaaaa/mf-manifest.json',
      percent: 10,
    };
    expect(registryForPage(registry({ current, canary }))).toMatchObject({
      remotes: { property: { current, canary } },
    });
  });

  it('cannot be broken out of by what the config or registry holds', () => {
    const page = renderShellPage({
      template: TEMPLATE,
      pathname: '/',
      runtimeConfig: { tenant: '</script><script>alert(1)</script>' },
      registry: null,
      cdnDir: cdn,
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(bootData(page).config).toEqual({ tenant: '</script><script>alert(1)</script>' });
    // Without a registry the page carries none: the shell fetches /remotes.json and reports what is wrong with it.
    expect(bootData(page).registry).toBeUndefined();
  });

  it("hints the route remote's manifest, entry and first chunks, and the detail page's chunk on a detail address", () => {
    const base = '/remotes/property/1.4.0-3f2a9c1/';
    expect(remoteHints('/property', registry({ current }), cdn)).toEqual([
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`,
      `<link rel="preload" href="${base}remoteEntry.js" as="script">`,
      `<link rel="preload" href="${base}928.c32dbda783.js" as="script">`,
      `<link rel="preload" href="${base}__federation_expose_app.7682bb3d87.js" as="script">`,
    ]);
    expect(remoteHints('/property/property-detail/12', registry({ current }), cdn)).toContain(
      `<link rel="preload" href="${base}property-detail.28089f558d.js" as="script">`,
    );
    expect(remoteHints('/property/map', registry({ current }), cdn).join('')).not.toContain('property-map');
  });

  it('gives no remote hints where they could be wrong or useless', () => {
    const canary = {
      version: '1.5.0-aaaaaaa',
      manifest: '/remotes/property/1.5.0-aaaaaaa/mf-manifest.json',
      percent: 10,
    };
    // A canary: this browser may run either build.
    expect(remoteHints('/property', registry({ current, canary }), cdn)).toEqual([]);
    // The shell's own pages, a manifest on another origin, a version not in the folder.
    expect(remoteHints('/', registry({ current }), cdn)).toEqual([]);
    // The admin remote, which only a signed-in admin loads: a member or a guest on /admin never fetches its files.
    const adminFolder = path.join(cdn, 'admin', '2.0.0');
    fs.mkdirSync(adminFolder, { recursive: true });
    fs.copyFileSync(
      path.join(cdn, 'property', current.version, 'mf-manifest.json'),
      path.join(adminFolder, 'mf-manifest.json'),
    );
    const admin = { version: '2.0.0', manifest: '/remotes/admin/2.0.0/mf-manifest.json' };
    const withAdmin = registry({ current });
    Object.assign(withAdmin.remotes, { admin: { current: admin, previous: null, canary: null, history: [] } });
    expect(remoteHints('/admin/payments', withAdmin, cdn)).toEqual([]);
    expect(remoteHints('/admin', withAdmin, cdn)).toEqual([]);
    expect(
      remoteHints(
        '/property',
        registry({ current: { version: 'x', manifest: 'https://cdn.example/property/x/mf-manifest.json' } }),
        cdn,
      ),
    ).toEqual([]);
    expect(
      remoteHints(
        '/property',
        registry({ current: { version: '9.9.9', manifest: '/remotes/property/9.9.9/mf-manifest.json' } }),
        cdn,
      ),
    ).toEqual([]);
    expect(
      remoteHints(
        '/property',
        registry({ current: { version: 'x', manifest: '/remotes/property/../../../etc/mf-manifest.json' } }),
        cdn,
      ),
    ).toEqual([]);
  });

  it('gives a different validator whenever the page differs', () => {
    const one = renderShellPage({
      template: TEMPLATE,
      pathname: '/',
      runtimeConfig: {},
      registry: registry({ current }),
      cdnDir: cdn,
    });
    const two = renderShellPage({
      template: TEMPLATE,
      pathname: '/',
      runtimeConfig: {},
      registry: registry({ current: { ...current, version: '1.4.1' } }),
      cdnDir: cdn,
    });
    expect(pageEtag(one)).toBe(pageEtag(one));
    expect(pageEtag(one)).not.toBe(pageEtag(two));
  });

  it("hints the shell's own page chunks on its addresses, the home page's on / only", () => {
    const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-shell-dist-'));
    try {
      expect(shellPageHints('/', shellDir)).toEqual([]);
      fs.writeFileSync(
        path.join(shellDir, 'chunk-groups.json'),
        JSON.stringify({ 'shell-pages': ['shell-pages.0a1b2c3d4e.js'], home: ['home.5f6a7b8c9d.js'] }),
      );
      expect(shellPageHints('/', shellDir)).toEqual([
        '<link rel="preload" href="/shell-pages.0a1b2c3d4e.js" as="script">',
        '<link rel="preload" href="/home.5f6a7b8c9d.js" as="script">',
      ]);
      expect(shellPageHints('/about-us', shellDir)).toEqual([
        '<link rel="preload" href="/shell-pages.0a1b2c3d4e.js" as="script">',
      ]);
      expect(shellPageHints('/property', shellDir)).toEqual([]);
    } finally {
      fs.rmSync(shellDir, { recursive: true, force: true });
    }
  });
});
