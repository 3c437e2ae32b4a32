import http from 'node:http';
import { listen } from './listen.js';
import { createPageHeadSource, parsePageHead } from './page-head.js';

const HEAD = {
  status: 200,
  title: 'Sunny flat',
  description: 'Three rooms',
  canonical: 'https://souq.example/property/property-detail/7?lang=en',
  alternates: { ar: 'https://souq.example/a', en: 'https://souq.example/e', 'x-default': 'https://souq.example/a' },
  locale: 'en_US',
  type: 'product',
  image: { url: 'https://souq.example/og.jpg', width: 1200, height: 630, alt: 'Flat' },
  noindex: false,
  jsonLd: { '@type': 'Offer', price: 1 },
};

describe('reading a page-head answer', () => {
  it('keeps a well-formed answer as it is', () => {
    expect(parsePageHead(HEAD, 'en')).toEqual(HEAD);
  });

  it('drops what could not be put in a page safely, and refuses an answer without its core', () => {
    const head = parsePageHead(
      {
        ...HEAD,
        title: 'a\u0000b\u001bc',
        canonical: 'javascript:alert(1)',
        alternates: { ar: '/relative', en: HEAD.alternates.en },
        image: { url: 'data:image/png;base64,AA', width: 1, height: 1, alt: '' },
        locale: 'fr_FR',
        type: '<b>',
      },
      'ar',
    );
    expect(head).toEqual(
      expect.objectContaining({
        title: 'abc',
        canonical: null,
        alternates: null,
        image: null,
        locale: 'ar_SY',
        type: 'website',
      }),
    );
    expect(parsePageHead({ ...HEAD, image: { ...HEAD.image, width: -5, height: '630' } }, 'en')?.image).toEqual({
      ...HEAD.image,
      width: null,
      height: null,
    });
    for (const broken of [null, [], 'x', { ...HEAD, status: 500 }, { ...HEAD, title: 7 }, { ...HEAD, title: '' }]) {
      expect(parsePageHead(broken, 'en')).toBeNull();
    }
  });
});

describe('page heads from the API, kept briefly', () => {
  let api: http.Server;
  let target: string;
  let asked: string[] = [];
  let failing = false;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api.local');
      asked.push(`${url.searchParams.get('lang')} ${url.searchParams.get('path')}`);
      const body = failing
        ? 'upstream trouble'
        : JSON.stringify({ success: true, message: '', data: { ...HEAD, title: url.searchParams.get('path') } });
      res.writeHead(failing ? 502 : 200, { 'Content-Type': 'application/json' });
      res.end(body);
    });
    target = await listen(api);
  });
  afterAll(() => {
    api.closeAllConnections();
    api.close();
  });
  beforeEach(() => {
    asked = [];
    failing = false;
  });

  it('keeps a bounded number of answers, dropping the least recently used', async () => {
    const heads = createPageHeadSource({ targets: [target], tenant: 'default', maxEntries: 2 });
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await heads({ path, lang: 'en' });
    // /a is used again before /c arrives, so /b is the one dropped and asked again.
    expect(asked).toEqual(['en /a', 'en /b', 'en /c', 'en /b']);
  });

  it('shares one request among pages asked for at the same time', async () => {
    const heads = createPageHeadSource({ targets: [target], tenant: 'default' });
    const answers = await Promise.all([1, 2, 3].map(() => heads({ path: '/same', lang: 'ar' })));
    expect(answers.map((head) => head?.title)).toEqual(['/same', '/same', '/same']);
    expect(asked).toEqual(['ar /same']);
  });

  it('remembers a failure only briefly, so the heads come back with the API', async () => {
    const heads = createPageHeadSource({ targets: [target], tenant: 'default', failureTtlMs: 0 });
    failing = true;
    expect(await heads({ path: '/x', lang: 'en' })).toBeNull();
    failing = false;
    expect((await heads({ path: '/x', lang: 'en' }))?.title).toBe('/x');
  });

  it('goes on to the next API instance when one refuses the connection', async () => {
    const gone = http.createServer();
    const goneUrl = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    const heads = createPageHeadSource({ targets: [goneUrl, target], tenant: 'default' });
    expect((await heads({ path: '/one', lang: 'en' }))?.title).toBe('/one');
    expect((await heads({ path: '/two', lang: 'en' }))?.title).toBe('/two');
  });

  it('does not look up an address longer than any the site links to', async () => {
    const heads = createPageHeadSource({ targets: [target], tenant: 'default' });
    expect(await heads({ path: `/property?q=${'x'.repeat(3_000)}`, lang: 'en' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
