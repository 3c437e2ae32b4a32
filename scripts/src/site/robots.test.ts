import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './server.js';
import { listen } from './listen.js';

// The site's robots.txt and its sitemap addresses, served in front of an API that says which path it was asked for.
describe('robots.txt and the sitemaps on the site', () => {
  let dir: string;
  let site: http.Server;
  let api: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-robots-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Souq</title>');
    api = http.createServer((req, res) => {
      const body = `<asked>${req.url}</asked>`;
      res.writeHead(200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    site = createSiteServer({
      shellDir: dir,
      cdnDir: dir,
      apiTarget: await listen(api),
      publicUrl: 'https://souq.example',
      runtimeConfig: { apiBase: '/api', tenant: 'default', googleClientId: null, socialProviders: [] },
    });
    base = await listen(site);
  });
  afterAll(() => {
    site.close();
    api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps crawlers out of the API, the signed-in pages and many-filter searches, and names the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`, { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /my-account',
        'Disallow: /agent-details',
        'Disallow: /admin',
        'Disallow: /property?*&*&',
        'Disallow: /auto?*&*&',
        'Sitemap: https://souq.example/sitemap.xml',
      ]),
    );
    expect(lines.join('\n')).not.toContain('evil.example');
  });

  it.each([
    ['/sitemap.xml', '/api/sitemaps/index.xml'],
    ['/sitemap-properties-1.xml', '/api/sitemaps/properties-1.xml'],
    ['/sitemap-pages-1.xml?x=1', '/api/sitemaps/pages-1.xml'],
  ])('serves %s from the API (%s)', async (url, apiPath) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`<asked>${apiPath}</asked>`);
  });

  it('answers 404 for a sitemap name that is not one, without asking the API', async () => {
    for (const url of ['/sitemap-.xml', '/sitemap-properties.xml', '/sitemap-%3Cb%3E-1.xml']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
  });
});
