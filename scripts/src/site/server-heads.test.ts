import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ogs from 'open-graph-scraper';
import { parse } from 'parse5';
import { ROOT } from '../lib/paths.js';
import { listen } from './listen.js';
import { createSiteServer } from './server.js';

// Pages served with their own head, in front of a stand-in API that answers GET /api/page-head as the real one does.

const ORIGIN = 'https://souq.example';
// A listing name as an owner could type it: quotes, markup that must stay text, Arabic.
const NASTY = `شقة "فاخرة" <script>alert('x')</script> & 'حديقة' </title><!--`;

interface Asked {
  path: string;
  lang: string;
  tenant: string | undefined;
  host: string | undefined;
}

function listingHead(id: string, lang: string, name: string) {
  const en = lang === 'en';
  const url = (l: string) => `${ORIGIN}/property/property-detail/${id}?lang=${l}`;
  return {
    status: 200,
    title: en ? `${name} — 250,000 USD | Souq` : `${name} — 250,000 دولار | سوق`,
    description: en
      ? 'Apartment for sale in Al-Malki, Damascus: 3 rooms, 140 m²'
      : 'شقة للبيع في المالكي، دمشق: 3 غرف، 140 م²',
    canonical: url(lang),
    alternates: { ar: url('ar'), en: url('en'), 'x-default': url('ar') },
    locale: en ? 'en_US' : 'ar_SY',
    type: 'product',
    image: { url: `${ORIGIN}/api/uploaded-files/${id}-og.jpg`, width: 1200, height: 630, alt: name },
    noindex: false,
    jsonLd: { '@context': 'https://schema.org', '@type': 'Offer', name, price: 250000, priceCurrency: 'USD' },
  };
}

/** What the stand-in API says about a site path. */
function headFor(sitePath: string, lang: string): unknown {
  const detail = /^\/property\/property-detail\/(\d+)/.exec(sitePath);
  if (detail?.[1] === '999') {
    return {
      status: 404,
      title: lang === 'en' ? 'Not found | Souq' : 'غير موجود | سوق',
      description: '',
      canonical: `${ORIGIN}${sitePath}`,
      alternates: null,
      locale: lang === 'en' ? 'en_US' : 'ar_SY',
      type: 'website',
      image: null,
      noindex: true,
      jsonLd: null,
    };
  }
  if (detail?.[1] === '8') return listingHead('8', lang, NASTY);
  if (detail) return listingHead(detail[1]!, lang, lang === 'en' ? 'Sunny flat in Al-Malki' : 'شقة مشمسة في المالكي');
  // Any other page: its address as its canonical URL (so a query parameter the site lets through would show).
  const status = sitePath.startsWith('/agent-details/999') ? 404 : 200;
  return {
    status,
    title: lang === 'en' ? 'Page | Souq' : 'صفحة | سوق',
    description: 'd',
    canonical: `${ORIGIN}${sitePath}`,
    alternates: null,
    locale: lang === 'en' ? 'en_US' : 'ar_SY',
    type: 'website',
    image: null,
    noindex: false,
    jsonLd: null,
  };
}

type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

function elements(node: Node, tag: string, found: Node[] = []): Node[] {
  if (node.tagName === tag) found.push(node);
  for (const child of node.childNodes ?? []) elements(child, tag, found);
  // A <template>'s content is its own fragment.
  const content = (node as { content?: Node }).content;
  if (content) elements(content, tag, found);
  return found;
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const textOf = (node: Node) => (node.childNodes ?? []).map((child) => child.value ?? '').join('');

/** The page as an HTML parser (a browser, a crawler) reads it. */
function readPage(html: string) {
  const doc = parse(html) as unknown as Node;
  const metas = elements(doc, 'meta');
  const content = (key: string) =>
    metas.filter((m) => attr(m, 'property') === key || attr(m, 'name') === key).map((m) => attr(m, 'content'));
  return {
    html: elements(doc, 'html')[0]!,
    titles: elements(doc, 'title').map(textOf),
    scripts: elements(doc, 'script'),
    links: elements(doc, 'link'),
    content,
  };
}

describe('page heads from the API', () => {
  let dir: string;
  let api: http.Server;
  let site: http.Server;
  let base: string;
  const asked: Asked[] = [];
  /** The X-Forwarded-For each page-head request carried. */
  const forwardedFor: (string | undefined)[] = [];
  let slow: http.Server;
  let slowSite: http.Server;
  let slowBase: string;
  let downSite: http.Server;
  let downBase: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-heads-'));
    // The shell's real template, as its build copies it.
    fs.copyFileSync(path.join(ROOT, 'shell', 'public', 'index.html'), path.join(dir, 'index.html'));
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{"schemaVersion":1,"remotes":{}}');
    api = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api.local');
      if (url.pathname !== '/api/page-head') {
        res.writeHead(404).end();
        return;
      }
      const sitePath = url.searchParams.get('path') ?? '';
      const lang = url.searchParams.get('lang') ?? '';
      forwardedFor.push(req.headers['x-forwarded-for'] as string | undefined);
      asked.push({
        path: sitePath,
        lang,
        tenant: req.headers['x-tenant'] as string | undefined,
        host: req.headers.host,
      });
      const body = JSON.stringify({ success: true, message: '', data: headFor(sitePath, lang) });
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    const runtimeConfig = { apiBase: '/api', tenant: 'default', googleClientId: null, socialProviders: [] };
    site = createSiteServer({ shellDir: dir, cdnDir: dir, apiTarget: await listen(api), runtimeConfig });
    base = await listen(site);
    // An API that takes the request and never answers.
    slow = http.createServer(() => undefined);
    slowSite = createSiteServer({
      shellDir: dir,
      cdnDir: dir,
      apiTarget: await listen(slow),
      runtimeConfig,
      pageHeads: { timeoutMs: 200 },
    });
    slowBase = await listen(slowSite);
    // An API that is not running: a port that was just free.
    const gone = http.createServer();
    const goneUrl = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    downSite = createSiteServer({ shellDir: dir, cdnDir: dir, apiTarget: goneUrl, runtimeConfig });
    downBase = await listen(downSite);
  });

  afterAll(() => {
    for (const server of [site, api, slowSite, slow, downSite]) {
      server.closeAllConnections();
      server.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['ar', 'شقة مشمسة في المالكي — 250,000 دولار | سوق', 'شقة للبيع في المالكي، دمشق: 3 غرف، 140 م²', 'ar_SY', 'rtl'],
    [
      'en',
      'Sunny flat in Al-Malki — 250,000 USD | Souq',
      'Apartment for sale in Al-Malki, Damascus: 3 rooms, 140 m²',
      'en_US',
      'ltr',
    ],
  ])(
    'gives an unfurler the listing title, description and photo in %s, with no JavaScript',
    async (lang, title, description, locale, dir) => {
      const url = `${base}/property/property-detail/7?lang=${lang}`;
      const { result } = await ogs({ url });
      expect(result.ogTitle).toBe(title);
      expect(result.ogDescription).toBe(description);
      expect(result.ogUrl).toBe(`${ORIGIN}/property/property-detail/7?lang=${lang}`);
      expect(result.ogLocale).toBe(locale);
      expect(result.ogType).toBe('product');
      expect(result.ogSiteName).toBe(lang === 'en' ? 'Souq' : 'سوق');
      expect(result.ogImage).toEqual([
        expect.objectContaining({ url: `${ORIGIN}/api/uploaded-files/7-og.jpg`, width: '1200', height: '630' }),
      ]);
      expect(result.twitterCard).toBe('summary_large_image');
      expect(result.twitterTitle).toBe(title);

      const page = readPage(await (await fetch(url)).text());
      expect(attr(page.html, 'lang')).toBe(lang);
      expect(attr(page.html, 'dir')).toBe(dir);
      expect(page.titles).toEqual([title]);
      expect(page.content('description')).toEqual([description]);
      expect(page.content('og:locale:alternate')).toEqual([lang === 'en' ? 'ar_SY' : 'en_US']);
      expect(page.content('og:image:alt')).toEqual([lang === 'en' ? 'Sunny flat in Al-Malki' : 'شقة مشمسة في المالكي']);
      expect(page.content('robots')).toEqual([]);
      const canonical = page.links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'));
      expect(canonical).toEqual([`${ORIGIN}/property/property-detail/7?lang=${lang}`]);
      const alternates = page.links
        .filter((l) => attr(l, 'rel') === 'alternate')
        .map((l) => [attr(l, 'hreflang'), attr(l, 'href')]);
      expect(alternates).toEqual([
        ['ar', `${ORIGIN}/property/property-detail/7?lang=ar`],
        ['en', `${ORIGIN}/property/property-detail/7?lang=en`],
        ['x-default', `${ORIGIN}/property/property-detail/7?lang=ar`],
      ]);
    },
  );

  it('carries structured data that parses and has the price and its currency', async () => {
    const page = readPage(await (await fetch(`${base}/property/property-detail/7?lang=en`)).text());
    const ld = page.scripts.filter((s) => attr(s, 'type') === 'application/ld+json');
    expect(ld).toHaveLength(1);
    expect(JSON.parse(textOf(ld[0]!))).toEqual(
      expect.objectContaining({ '@type': 'Offer', price: 250000, priceCurrency: 'USD' }),
    );
  });

  it('keeps a listing name with quotes, markup and Arabic as text, in every place it appears', async () => {
    const html = await (await fetch(`${base}/property/property-detail/8?lang=ar`)).text();
    const page = readPage(html);
    expect(page.titles).toEqual([`${NASTY} — 250,000 دولار | سوق`]);
    expect(page.content('og:title')).toEqual([`${NASTY} — 250,000 دولار | سوق`]);
    expect(page.content('og:image:alt')).toEqual([NASTY]);
    // The boot data and the structured data, and not one element more.
    expect(page.scripts.map((s) => attr(s, 'id') ?? attr(s, 'type'))).toEqual(['application/ld+json', 'souq-boot']);
    const ld = page.scripts.find((s) => attr(s, 'type') === 'application/ld+json')!;
    expect(JSON.parse(textOf(ld)).name).toBe(NASTY);
    expect(html).not.toContain("<script>alert('x')");
    const { result } = await ogs({ html });
    expect(result.ogTitle).toBe(`${NASTY} — 250,000 دولار | سوق`);
  });

  it('chooses the language from ?lang=, then the language cookie, then Accept-Language, then Arabic', async () => {
    const langOf = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}/property/property-detail/7${query}`, { headers });
      const page = readPage(await res.text());
      return [attr(page.html, 'lang'), res.headers.get('content-language'), page.content('og:locale')[0]];
    };
    expect(await langOf('?lang=ar', { Cookie: 'i18next=en', 'Accept-Language': 'en-US' })).toEqual([
      'ar',
      'ar',
      'ar_SY',
    ]);
    expect(await langOf('', { Cookie: 'theme=dark; i18next=en', 'Accept-Language': 'ar-SY' })).toEqual([
      'en',
      'en',
      'en_US',
    ]);
    expect(await langOf('', { Cookie: 'i18next=<script>', 'Accept-Language': 'fr-FR, en;q=0.8, ar;q=0.5' })).toEqual([
      'en',
      'en',
      'en_US',
    ]);
    expect(await langOf('', { 'Accept-Language': 'de-DE, fr;q=0.9' })).toEqual(['ar', 'ar', 'ar_SY']);
  });

  it('lets shared caches key a ?lang= page by its address alone, and keeps a negotiated one private', async () => {
    const fixed = await fetch(`${base}/property/property-detail/7?lang=en`);
    expect(fixed.headers.get('cache-control')).toBe('no-cache');
    expect(fixed.headers.get('vary')).toBe('Accept-Encoding');
    const negotiated = await fetch(`${base}/property/property-detail/7`, { headers: { 'Accept-Language': 'en' } });
    expect(negotiated.headers.get('cache-control')).toBe('private, no-cache');
    expect(negotiated.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('tells the shell the language it chose and whether the address fixed it', async () => {
    const boot = async (url: string, headers: Record<string, string> = {}) => {
      const page = readPage(await (await fetch(url, { headers })).text());
      const { lang, langSource } = JSON.parse(
        textOf(page.scripts.find((s) => attr(s, 'id') === 'souq-boot')!),
      ) as Record<string, unknown>;
      return { lang, langSource };
    };
    expect(await boot(`${base}/?lang=en`)).toEqual({ lang: 'en', langSource: 'url' });
    expect(await boot(`${base}/`, { Cookie: 'i18next=en' })).toEqual({ lang: 'en', langSource: 'cookie' });
    expect(await boot(`${base}/`)).toEqual({ lang: 'ar', langSource: 'default' });
  });

  it('ignores an unsupported ?lang= and never writes it back', async () => {
    const res = await fetch(`${base}/about?lang=fr&utm=x`, { headers: { 'Accept-Language': 'en' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(attr(readPage(html).html, 'lang')).toBe('en');
    expect(html).not.toMatch(/\bfr\b/);
    expect(asked.at(-1)).toEqual(expect.objectContaining({ path: '/about?utm=x', lang: 'en' }));
    const sneaky = await (await fetch(`${base}/about?l%61ng=%3Cb%3Efr`)).text();
    expect(sneaky).not.toContain('<b>');
    expect(sneaky).not.toMatch(/l%61ng|%3Cb/);
  });

  it("tells the API the address the site saw, never the visitor's own X-Forwarded-For", async () => {
    await fetch(`${base}/about?spoof=1`, { headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' } });
    expect(forwardedFor.at(-1)).toBe('127.0.0.1');
  });

  it("asks the API as the site's pages do, once per address and language while the answer is fresh", async () => {
    const before = asked.length;
    // As a proxy in front of the site sends it: the public host name (fetch() would not let the Host be set).
    const get = (pathname: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`${base}${pathname}`, { headers: { Host: 'souq.example' } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          })
          .on('error', reject);
      });
    await get('/property/property-detail/42?lang=en');
    await get('/property/property-detail/42?lang=en');
    await get('/property/property-detail/42?lang=ar');
    expect(asked.slice(before)).toEqual([
      { path: '/property/property-detail/42?lang=en', lang: 'en', tenant: 'default', host: 'souq.example' },
      { path: '/property/property-detail/42?lang=ar', lang: 'ar', tenant: 'default', host: 'souq.example' },
    ]);
  });

  it('answers 404 with the shell page for an unknown listing, so the shell shows its not-found page', async () => {
    const res = await fetch(`${base}/property/property-detail/999?lang=en`);
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
    const page = readPage(await res.text());
    expect(page.titles).toEqual(['Not found | Souq']);
    expect(page.content('robots')).toEqual(['noindex']);
    expect(page.scripts.map((s) => attr(s, 'id'))).toContain('souq-boot');
    expect((await fetch(`${base}/property/property-detail/999`, { method: 'HEAD' })).status).toBe(404);
  });

  it('revalidates a page with 304 until its language or content changes', async () => {
    const first = await fetch(`${base}/property/property-detail/7?lang=en`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${base}/property/property-detail/7?lang=en`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    const arabic = await fetch(`${base}/property/property-detail/7?lang=ar`, { headers: { 'If-None-Match': etag } });
    expect(arabic.status).toBe(200);
  });

  it('still compresses the page for browsers that accept gzip', async () => {
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/property/property-detail/7?lang=en`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(readPage(zlib.gunzipSync(raw.body).toString('utf8')).titles).toEqual([
      'Sunny flat in Al-Malki — 250,000 USD | Souq',
    ]);
  });

  it('serves a login route 200 and noindex, even when the API would have it indexed', async () => {
    const res = await fetch(`${base}/my-account?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(readPage(await res.text()).content('robots')).toEqual(['noindex']);
  });

  it("answers 404 for an agent's profile the API does not know (a login route too)", async () => {
    const res = await fetch(`${base}/agent-details/999?lang=en`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('serves the generic page, 200, when the API is down', async () => {
    const res = await fetch(`${downBase}/property/property-detail/7?lang=en`);
    expect(res.status).toBe(200);
    const page = readPage(await res.text());
    expect(page.titles).toEqual(['سوق | Souq']);
    expect(page.content('description')).toEqual(['سوق: عقارات وسيارات في سوريا — Souq: property and cars in Syria']);
    expect(page.content('robots')).toEqual([]);
    // The language is still the page's, for the first paint.
    expect([attr(page.html, 'lang'), attr(page.html, 'dir')]).toEqual(['en', 'ltr']);
  });

  it('keeps a login route noindex when the API is down', async () => {
    const res = await fetch(`${downBase}/my-listing`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const page = readPage(await res.text());
    expect(page.titles).toEqual(['سوق | Souq']);
    expect(page.content('robots')).toEqual(['noindex']);
  });

  it('does not hold the page for an API that does not answer', async () => {
    const res = await fetch(`${slowBase}/property/property-detail/7`);
    expect(res.status).toBe(200);
    expect(readPage(await res.text()).titles).toEqual(['سوق | Souq']);
  });
});
