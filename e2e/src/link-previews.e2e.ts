// What a link preview (WhatsApp, Telegram, a search engine) reads of the site without running JavaScript: the
// sitemaps list the seeded listings, and each listing's page carries its own title, description, share picture
// and structured data, in the language of its address, from the real API and database behind `pnpm start`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ogs from 'open-graph-scraper';
import { startSite, type RunningSite } from './lib/site.js';

let site: RunningSite;

before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.stop();
});

const UNFURLER = { 'User-Agent': 'WhatsApp/2.24 A' };

/** The site's own URL for an address the site wrote with its public origin (localhost) in it. */
function onSite(url: string): string {
  const parsed = new URL(url);
  return `${site.url}${parsed.pathname}${parsed.search}`;
}

async function locs(path: string): Promise<string[]> {
  const res = await fetch(`${site.url}${path}`);
  assert.equal(res.status, 200, `${path} answered ${res.status}`);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

/** The width and height a JPEG says it has (its first start-of-frame segment). */
function jpegSize(data: Buffer): { width: number; height: number } {
  assert.equal(data.readUInt16BE(0), 0xffd8, 'not a JPEG');
  let at = 2;
  while (at < data.length) {
    const marker = data.readUInt16BE(at);
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no frame in the JPEG');
}

function jsonLd(html: string): { offers?: { price?: number; priceCurrency?: string } } & Record<string, unknown> {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(script, 'the page has structured data');
  return JSON.parse(script[1]!) as ReturnType<typeof jsonLd>;
}

describe('link previews from the server', () => {
  let propertyUrl: string;
  let autoUrl: string;

  test('the sitemap index leads to the seeded listings', async () => {
    const files = await locs('/sitemap.xml');
    const properties = files.find((file) => /\/sitemap-properties-1\.xml$/.test(file));
    const autos = files.find((file) => /\/sitemap-autos-1\.xml$/.test(file));
    assert.ok(properties && autos, `the index names the listings' sitemaps: ${files.join(', ')}`);
    propertyUrl = (await locs(new URL(properties).pathname)).find((url) =>
      /\/property\/property-detail\/\d+$/.test(url),
    )!;
    autoUrl = (await locs(new URL(autos).pathname)).find((url) => /\/auto\/auto-detail\/\d+$/.test(url))!;
    assert.ok(propertyUrl && autoUrl, 'a property and a car are listed');
  });

  for (const lang of ['ar', 'en'] as const) {
    test(`a shared property shows its name, price and photo, in ${lang === 'ar' ? 'Arabic' : 'English'}`, async () => {
      const id = /(\d+)$/.exec(propertyUrl)![1];
      const detail = (await (await fetch(`${site.url}/api/property/property-detail/${id}`)).json()) as {
        data: {
          name: string;
          name_ar: string | null;
          price: { currency: string; amount: number; discounted_amount: number };
        };
      };
      const address = onSite(propertyUrl) + (lang === 'en' ? '?lang=en' : '');
      const res = await fetch(address, { headers: UNFURLER });
      assert.equal(res.status, 200);
      const html = await res.text();
      const { result } = await ogs({ html });
      const name = lang === 'en' ? detail.data.name : detail.data.name_ar || detail.data.name;
      assert.ok(result.ogTitle?.startsWith(name), `og:title "${result.ogTitle}" names "${name}"`);
      assert.equal(result.ogLocale, lang === 'en' ? 'en_US' : 'ar_SY');
      assert.equal(result.ogUrl, propertyUrl + (lang === 'en' ? '?lang=en' : ''));
      assert.match(result.ogDescription ?? '', /\d/, 'the description carries the price');
      assert.match(
        html,
        lang === 'en' ? /<html[^>]*\blang="?en"?[^>]*\bdir="?ltr/ : /<html[^>]*\blang="?ar"?[^>]*\bdir="?rtl/,
      );

      const [image] = result.ogImage ?? [];
      assert.ok(image, 'a share picture');
      const picture = await fetch(onSite(image.url));
      assert.equal(picture.headers.get('content-type'), 'image/jpeg');
      assert.deepEqual(jpegSize(Buffer.from(await picture.arrayBuffer())), { width: 1200, height: 630 });

      const offer = jsonLd(html).offers!;
      const amounts = [detail.data.price.amount, detail.data.price.discounted_amount];
      assert.ok(typeof offer.price === 'number' && offer.price > 0, 'structured data has the price');
      assert.ok(['SYP', 'USD'].includes(offer.priceCurrency ?? ''), `a currency: ${offer.priceCurrency}`);
      if (offer.priceCurrency === detail.data.price.currency)
        assert.ok(amounts.includes(offer.price), `${offer.price} is one of ${amounts}`);
    });
  }

  test('a shared car is a Car with its offer', async () => {
    const res = await fetch(onSite(autoUrl) + '?lang=en', { headers: UNFURLER });
    assert.equal(res.status, 200);
    const html = await res.text();
    const data = jsonLd(html);
    assert.equal(data['@type'], 'Car');
    assert.ok((data.offers?.price ?? 0) > 0);
    const { result } = await ogs({ html });
    assert.equal(result.ogType, 'product');
    assert.equal(result.twitterCard, 'summary_large_image');
  });

  test('unknown, malformed and out-of-range ids answer 404; a foreign lang is never written back', async () => {
    for (const path of [
      '/property/property-detail/999999',
      '/property/property-detail/abc',
      '/property/property-detail/-3',
      '/auto/auto-detail/99999999999999',
      '/agent-details/999999',
      '/no-such-page',
    ]) {
      const res = await fetch(`${site.url}${path}`, { headers: UNFURLER });
      assert.equal(res.status, 404, path);
      assert.match(await res.text(), /<meta name="?robots"? content="?noindex/);
    }
    const res = await fetch(`${site.url}/property?lang=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`);
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.ok(!html.includes('alert(1)'), 'the lang value is not echoed');
  });

  test('a signed-in page is served but not indexed', async () => {
    const res = await fetch(`${site.url}/my-account`, { headers: UNFURLER });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('x-robots-tag') ?? '', /noindex/);
  });
});
