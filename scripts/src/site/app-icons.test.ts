import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ROOT } from '../lib/paths.js';
import { createSiteServer } from './server.js';

// The shell's public files, as its build copies them beside the page.
const PUBLIC_DIR = path.join(ROOT, 'shell', 'public');

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('site server: icons and web app manifest', () => {
  let dir: string;
  let site: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-icons-'));
    fs.cpSync(PUBLIC_DIR, dir, { recursive: true });
    site = createSiteServer({
      shellDir: dir,
      cdnDir: dir,
      apiTarget: 'http://127.0.0.1:9',
      runtimeConfig: { apiBase: '/api', tenant: 'default', googleClientId: null, socialProviders: [] },
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves every icon and the manifest the page links, so no page logs a 404', async () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
    for (const link of links) expect([link, (await fetch(base + link)).status]).toEqual([link, 200]);
  });

  it('answers icons with their types, cached for a day', async () => {
    const types = {
      '/favicon.ico': 'image/x-icon',
      '/favicon.svg': 'image/svg+xml',
      '/apple-touch-icon.png': 'image/png',
      '/icon-512.png': 'image/png',
    };
    for (const [url, type] of Object.entries(types)) {
      const res = await fetch(base + url);
      expect([url, res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
        url,
        200,
        type,
        'public, max-age=86400',
      ]);
    }
  });

  it('has a 180 × 180 apple-touch icon and a favicon.ico of PNG images', async () => {
    expect(pngSize(Buffer.from(await (await fetch(`${base}/apple-touch-icon.png`)).arrayBuffer()))).toEqual([180, 180]);
    const ico = Buffer.from(await (await fetch(`${base}/favicon.ico`)).arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const image = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(pngSize(image)).toEqual([ico.readUInt8(entry), ico.readUInt8(entry + 1)]);
      return ico.readUInt8(entry);
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  async function manifest(headers: Record<string, string> = {}): Promise<{ res: Response; body: Manifest }> {
    const res = await fetch(`${base}/manifest.webmanifest`, { headers });
    expect(res.status).toBe(200);
    return { res, body: (await res.json()) as Manifest };
  }

  it('answers the manifest in Arabic by default, right to left, revalidated and cached apart per language', async () => {
    const { res, body } = await manifest();
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(body).toMatchObject({ lang: 'ar', dir: 'rtl', short_name: 'سوق', start_url: '/' });
  });

  it("answers in the browser's language, and the site's language cookie wins over it", async () => {
    expect((await manifest({ 'accept-language': 'en-US,en;q=0.9' })).body).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      short_name: 'Souq',
    });
    expect((await manifest({ 'accept-language': 'fr-FR,ar;q=0.8' })).body.lang).toBe('ar');
    expect((await manifest({ cookie: 'symbol=USD; i18next=en', 'accept-language': 'ar-SY' })).body.lang).toBe('en');
    expect((await manifest({ cookie: 'i18next=ar', 'accept-language': 'en-US' })).body.lang).toBe('ar');
    // Anything but a language of the site is not a choice.
    expect((await manifest({ cookie: 'i18next=<script>', 'accept-language': 'en' })).body.lang).toBe('en');
    expect((await manifest({ cookie: 'i18next=english', 'accept-language': 'ar' })).body.lang).toBe('ar');
    expect((await manifest({ cookie: 'i18next=en-GB' })).body.lang).toBe('en');
  });

  it('names, in both languages, only icons the site serves, including a 512 px maskable one', async () => {
    for (const lang of ['ar', 'en']) {
      const { body } = await manifest({ cookie: `i18next=${lang}` });
      expect(body.name).toBeTruthy();
      expect(body.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
      for (const icon of body.icons) {
        const res = await fetch(base + icon.src);
        expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([icon.src, 200, icon.type]);
        if (icon.type === 'image/png') expect(pngSize(Buffer.from(await res.arrayBuffer())).join('x')).toBe(icon.sizes);
      }
    }
  });
});
