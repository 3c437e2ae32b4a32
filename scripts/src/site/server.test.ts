import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createSiteServer } from './server.js';
import { listen } from './listen.js';

describe('site server', () => {
  let dir: string;
  let site: http.Server;
  let api: http.Server;
  let base: string;
  let apiBase: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-site-'));
    const shell = path.join(dir, 'shell');
    const cdn = path.join(dir, 'cdn');
    fs.mkdirSync(shell);
    fs.mkdirSync(path.join(cdn, 'property', '1.0.0-abc1234'), { recursive: true });
    // As the production build writes it: the root's attribute without quotes.
    fs.writeFileSync(
      path.join(shell, 'index.html'),
      '<!doctype html><title>Souq</title><body><div id=root></div></body>',
    );
    fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("shell");'.repeat(100));
    fs.writeFileSync(path.join(shell, '812.3f2a9c1d0b.js'), 'chunk');
    fs.writeFileSync(path.join(cdn, 'remotes.json'), '{"schemaVersion":1,"remotes":{}}');
    fs.writeFileSync(path.join(cdn, 'property', '1.0.0-abc1234', 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(cdn, 'property', '1.0.0-abc1234', '55.0a1b2c3d4e.js'), 'remote chunk');
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    api = http.createServer((req, res) => {
      if (req.url === '/api/uploaded-files/photo.webp') {
        res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': '4096' });
        res.end(Buffer.alloc(4096, 7));
        return;
      }
      const items = req.url?.startsWith('/api/property/get-property-list')
        ? Array.from({ length: 40 }, (_, i) => ({ id: i, name: 'شقة مشمسة في المالكي', price_usd: 250_000 }))
        : undefined;
      // As the API answers: with its length.
      const body = JSON.stringify({ success: true, message: '', data: { path: req.url, items } });
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Set-Cookie': 'seen=1; Path=/',
      });
      res.end(body);
    });
    apiBase = await listen(api);
    site = createSiteServer({
      shellDir: shell,
      cdnDir: cdn,
      apiTarget: apiBase,
      runtimeConfig: { apiBase: '/api', tenant: 'default', googleClientId: null, socialProviders: [] },
    });
    base = await listen(site);
  });

  afterAll(() => {
    site.close();
    api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell for client routes, revalidated so a deploy shows at once', async () => {
    const res = await fetch(`${base}/property/property-detail/12`);
    expect(res.status).toBe(200);
    // Its language comes from the visitor here (no ?lang=), so no shared cache keeps it (page-head.test.ts).
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.text()).toContain('<title>Souq</title>');
  });

  it("sends the page with its first screen in the visitor's language, before any script has run", async () => {
    const html = await (await fetch(`${base}/auto?lang=en`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<a href="/" class="souq-brand">Souq</a>');
    expect(root).toContain('data-skeleton="list"');
    expect(root).toContain('Please wait, we are fetching your data...');
    const arabic = await (await fetch(`${base}/`, { headers: { 'Accept-Language': 'ar' } })).text();
    expect(arabic).toContain('data-skeleton="home"');
    expect(arabic).toContain('يرجى الانتظار، جارٍ جلب بياناتك...');
    // A malformed escape in the address is the shell's not-found page to show, not a server error.
    const malformed = await fetch(`${base}/cms/help-%E0%A4%A`);
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toContain('data-skeleton="page"');
  });

  it('writes the live registry and runtime config into the page, revalidated by its content', async () => {
    const registryFile = path.join(dir, 'cdn', 'remotes.json');
    const before = fs.readFileSync(registryFile, 'utf8');
    try {
      const first = await fetch(`${base}/property`);
      const etag = first.headers.get('etag');
      expect(first.headers.get('last-modified')).toBeNull();
      const page = await first.text();
      expect(page).toContain('<script id="souq-boot" type="application/json">');
      expect(page).toContain('"tenant":"default"');
      expect((await fetch(`${base}/property`, { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304);
      // An operator swaps a version: the next page load carries it, and the old validator no longer matches.
      const manifest = '/remotes/property/1.0.0-abc1234/mf-manifest.json';
      fs.writeFileSync(
        registryFile,
        JSON.stringify({
          schemaVersion: 1,
          remotes: {
            property: { current: { version: '1.0.0-abc1234', manifest }, previous: null, canary: null, history: [] },
          },
        }),
      );
      const after = await fetch(`${base}/property`, { headers: { 'If-None-Match': etag ?? '' } });
      expect(after.status).toBe(200);
      const text = await after.text();
      expect(text).toContain(`"manifest":"${manifest}"`);
      expect(text).toContain(`<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous">`);
    } finally {
      fs.writeFileSync(registryFile, before);
    }
  });

  it('sends the page with a policy naming the registry’s remote origins, and refuses to be framed', async () => {
    const registryFile = path.join(dir, 'cdn', 'remotes.json');
    const before = fs.readFileSync(registryFile, 'utf8');
    try {
      const first = await fetch(`${base}/`);
      const policy = first.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(first.headers.get('x-frame-options')).toBe('DENY');
      expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(first.headers.get('permissions-policy')).toContain('camera=()');
      // The property team moves its builds to a CDN: the next page allows it, and the validator changes with it.
      const manifest = 'https://cdn.souq.example/property/1.1.0/mf-manifest.json';
      fs.writeFileSync(
        registryFile,
        JSON.stringify({
          schemaVersion: 1,
          remotes: { property: { current: { version: '1.1.0', manifest }, previous: null, canary: null, history: [] } },
        }),
      );
      const after = await fetch(`${base}/`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
      expect(after.status).toBe(200);
      expect(after.headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.souq.example;");
      const revalidated = await fetch(`${base}/`, { headers: { 'If-None-Match': after.headers.get('etag') ?? '' } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('content-security-policy')).toBe(after.headers.get('content-security-policy'));
    } finally {
      fs.writeFileSync(registryFile, before);
    }
  });

  it('keeps browsers to HTTPS on its pages in production only', async () => {
    // Outside production (this server): a development host must stay reachable over plain HTTP.
    expect((await fetch(`${base}/property`)).headers.get('strict-transport-security')).toBeNull();
    const production = createSiteServer({
      shellDir: path.join(dir, 'shell'),
      cdnDir: path.join(dir, 'cdn'),
      apiTarget: apiBase,
      runtimeConfig: { apiBase: '/api', tenant: 'default', googleClientId: null, socialProviders: [] },
      production: true,
    });
    const productionBase = await listen(production);
    try {
      const page = await fetch(`${productionBase}/property?lang=en`);
      expect(page.status).toBe(200);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // A revalidated page (304) carries it too, as every other header of the page.
      const again = await fetch(`${productionBase}/property?lang=en`, {
        headers: { 'If-None-Match': page.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      production.close();
    }
  });

  it('caches content-hashed files for good and revalidates the rest', async () => {
    expect((await fetch(`${base}/812.3f2a9c1d0b.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/main.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text for clients that accept it', async () => {
    const body = await new Promise<Buffer>((resolve) => {
      http.get(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve(Buffer.concat(parts)));
      });
    });
    expect(zlib.gunzipSync(body).toString()).toContain('console.log("shell")');
  });

  it('serves the registry and runtime config without caching', async () => {
    const registry = await fetch(`${base}/remotes.json`);
    expect(registry.headers.get('cache-control')).toBe('no-cache');
    expect(await registry.json()).toEqual({ schemaVersion: 1, remotes: {} });
    expect(await (await fetch(`${base}/config.json`)).json()).toMatchObject({ apiBase: '/api', tenant: 'default' });
  });

  it("serves browsers the builds to choose from, never the registry's history of who changed what", async () => {
    const registryFile = path.join(dir, 'cdn', 'remotes.json');
    const before = fs.readFileSync(registryFile, 'utf8');
    try {
      const current = { version: '1.1.0', manifest: '/remotes/property/1.1.0/mf-manifest.json' };
      const previous = { version: '1.0.0', manifest: '/remotes/property/1.0.0/mf-manifest.json' };
      const history = [{ at: '2026-11-27T10:00:00.000Z', by: 'Rania Haddad', action: 'promote', version: '1.1.0' }];
      fs.writeFileSync(
        registryFile,
        JSON.stringify({ schemaVersion: 1, remotes: { property: { current, previous, canary: null, history } } }),
      );
      const served = await (await fetch(`${base}/remotes.json`)).text();
      expect(JSON.parse(served)).toEqual({
        schemaVersion: 1,
        remotes: { property: { current, previous, canary: null } },
      });
      expect(served).not.toContain('Rania');
    } finally {
      fs.writeFileSync(registryFile, before);
    }
  });

  it('serves versioned remote files with CORS: manifests revalidated, chunks immutable', async () => {
    const manifest = await fetch(`${base}/remotes/property/1.0.0-abc1234/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/remotes/property/1.0.0-abc1234/55.0a1b2c3d4e.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/remotes/property/9.9.9/mf-manifest.json`)).status).toBe(404);
  });

  it('answers a CORS preflight for remote files, as a CDN in front of them would', async () => {
    const res = await fetch(`${base}/remotes/property/1.0.0-abc1234/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://souq.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'cache-control',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    expect(res.headers.get('access-control-allow-headers')).toContain('Cache-Control');
  });

  it('never serves files outside the served folders', async () => {
    expect((await fetch(`${base}/remotes/property/1.0.0-abc1234/..%2f..%2f..%2fsecret.txt`)).status).toBe(404);
    expect(await (await fetch(`${base}/..%2fsecret.txt`)).text()).not.toContain('secret');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    expect((await fetch(`${base}/missing.4a5b6c7d8e.js`)).status).toBe(404);
  });

  it('forwards /api to the API service', async () => {
    const res = await fetch(`${base}/api/health?x=1`);
    expect(await res.json()).toEqual({ success: true, message: '', data: { path: '/api/health?x=1' } });
  });

  it("compresses the API's JSON answers for visitors who accept it, and passes everything else as it came", async () => {
    const get = (url: string, encoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>((resolve, reject) => {
        http
          .get(`${base}${url}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }),
            );
          })
          .on('error', reject);
      });
    const list = '/api/property/get-property-list?city_id=3';
    const plain = await get(list);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get(list, 'gzip, deflate');
    expect(gzip.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'set-cookie': ['seen=1; Path=/'],
    });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    const br = await get(list, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString()).data.items).toHaveLength(40);
    // A small answer is not worth it; an image is compressed already.
    expect((await get('/api/health', 'gzip')).headers['content-encoding']).toBeUndefined();
    const photo = await get('/api/uploaded-files/photo.webp', 'gzip, br');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers['content-length']).toBe('4096');
    expect(photo.body.length).toBe(4096);
  });
});
