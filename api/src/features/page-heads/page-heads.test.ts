import { rm, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { storeSeedPhoto } from '../../seed/seed-photo-store.js';
import { get } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { member, type Member } from '../agents/test-agents.js';
import { insertAutos, loadCatalogue, type Catalogue } from '../auto/test-autos.js';
import { LocalDiskStorage } from '../media/storage.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';

// The head of each site page as the site server asks for it, checked for what an unfurler or a search engine would
// take from it: title, description with the price, canonical and language URLs, the share picture, JSON-LD.

const UPLOADS = `/tmp/souq-page-heads-test-${process.pid}`;
let t: TestApp;
let P: Places;
let C: Catalogue;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOADS_DIR: UPLOADS, PUBLIC_SITE_URL: 'https://souq.example' } });
  [P, C] = await Promise.all([loadPlaces(t), loadCatalogue(t)]);
  owner = await member(t, 'Agent', { name: 'Omar' });
});
afterAll(async () => {
  await t.close();
  await rm(UPLOADS, { recursive: true, force: true });
});

const SITE = 'https://souq.example';

async function head(path: string, lang?: string) {
  const query = new URLSearchParams({ path, ...(lang !== undefined && { lang }) });
  const res = await get(t, `/api/page-head?${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  return res.json().data;
}

/** A photo stored as the seed stores them: main and thumbnail only, as every photo before share pictures. */
async function oldPhoto(): Promise<number> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#4a7"/><circle cx="800" cy="600" r="300" fill="#fd3"/></svg>';
  const storage = new LocalDiskStorage(UPLOADS, t.config.PUBLIC_UPLOADS_PATH);
  return storeSeedPhoto(t.db, storage, {
    tenantId: t.tenant.id,
    key: `property-images/old-${Date.now()}`,
    svg,
    kind: 'property_image',
    width: 1600,
    height: 1200,
  });
}

const damascus = () => ({ governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') });

/** A listing with what insertListings does not set: its primary photo, when its status changed. */
async function property(
  spec: Parameters<typeof insertListings>[2][number],
  extra: { primary_image_id?: number; status_changed_at?: Date } = {},
): Promise<number> {
  const [id] = await insertListings(t, owner.id, [spec]);
  if (Object.keys(extra).length) await t.db.updateTable('properties').set(extra).where('id', '=', id!).execute();
  return id!;
}

describe('a property page', () => {
  it('answers its title, description with the price and place, URLs in both languages, share picture and JSON-LD', async () => {
    const photo = await oldPhoto();
    const id = await property(
      {
        ...damascus(),
        name: 'Sunny flat in Mezzeh',
        name_ar: 'شقة مشمسة في المزة',
        description: 'Third floor,\nopen view.',
        description_ar: 'طابق ثالث مع إطلالة.',
        price_syp: 13_000_000,
        bedrooms: 3,
        size_sqm: 150,
      },
      { primary_image_id: photo },
    );
    const en = await head(`/property/property-detail/${id}?utm_source=whatsapp&fbclid=x`, 'en');
    expect(en).toMatchObject({
      status: 200,
      title: 'Sunny flat in Mezzeh | Souq',
      locale: 'en_US',
      type: 'product',
      noindex: false,
      canonical: `${SITE}/property/property-detail/${id}?lang=en`,
      alternates: {
        ar: `${SITE}/property/property-detail/${id}`,
        en: `${SITE}/property/property-detail/${id}?lang=en`,
        'x-default': `${SITE}/property/property-detail/${id}`,
      },
    });
    expect(en.description).toBe(
      'Apartment for sale · 13,000,000 new SYP (100,000 USD) · Damascus · 3 bedrooms · 150 m². Third floor, open view.',
    );
    expect(en.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', price: 13_000_000, priceCurrency: 'SYP', availability: 'https://schema.org/InStock' },
    });
    expect(JSON.parse(JSON.stringify(en.jsonLd)).offers.price).toBe(13_000_000);

    const ar = await head(`/property/property-detail/${id}`, 'ar');
    expect(ar).toMatchObject({
      status: 200,
      title: 'شقة مشمسة في المزة | سوق',
      locale: 'ar_SY',
      canonical: `${SITE}/property/property-detail/${id}`,
    });
    expect(ar.description).toBe(
      'شقة للبيع · 13,000,000 ل.س جديدة (100,000 دولار) · دمشق · 3 غرف نوم · 150 م². طابق ثالث مع إطلالة.',
    );

    // The share picture: made once, on first need, for a photo stored before share pictures existed.
    expect(en.image).toMatchObject({ width: 1200, height: 630, alt: 'Photo of Sunny flat in Mezzeh' });
    expect(en.image.url).toMatch(new RegExp(`^${SITE}/api/uploaded-files/property-images/old-\\d+-og\\.jpg$`));
    const file = await t.app.inject({ method: 'GET', url: en.image.url.slice(SITE.length) });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const row = await t.db
      .selectFrom('media_files')
      .select('variants')
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(row.variants.og).toMatchObject({
      url: en.image.url.slice(SITE.length),
      width: 1200,
      height: 630,
      content_type: 'image/jpeg',
    });
    expect(ar.image.url).toBe(en.image.url);
    // Made once: the next heads read the recorded variant and leave the file alone.
    const ogFile = `${UPLOADS}/${row.variants.og!.path}`;
    const made = (await stat(ogFile)).mtimeMs;
    await head(`/property/property-detail/${id}`, 'en');
    expect((await stat(ogFile)).mtimeMs).toBe(made);
  });

  it('makes the share picture once when many ask at the same time, and falls back to the main picture when it cannot', async () => {
    const photo = await oldPhoto();
    const id = await property(damascus(), { primary_image_id: photo });
    const heads = await Promise.all([1, 2, 3, 4].map(() => head(`/property/property-detail/${id}`)));
    expect(new Set(heads.map((h) => h.image.url)).size).toBe(1);
    expect(heads[0].image).toMatchObject({ url: expect.stringMatching(/-og\.jpg$/), width: 1200, height: 630 });

    const broken = await oldPhoto();
    const main = (
      await t.db.selectFrom('media_files').select('path').where('id', '=', broken).executeTakeFirstOrThrow()
    ).path;
    await rm(`${UPLOADS}/${main}`);
    const other = await property(damascus(), { primary_image_id: broken });
    const fallback = await head(`/property/property-detail/${other}`);
    expect(fallback.image).toMatchObject({ url: `${SITE}/api/uploaded-files/${main}`, width: 1600, height: 1200 });
  });

  it('answers a sold listing with its status, and the other form of the page', async () => {
    const id = await property(
      { ...damascus(), name: 'Old house', name_ar: 'بيت قديم', status: 'sold' },
      { status_changed_at: new Date() },
    );
    const en = await head(`/property/property-detail/${id}`, 'en');
    expect(en).toMatchObject({
      status: 200,
      title: 'Sold — Old house | Souq',
      image: null,
      jsonLd: { offers: { availability: 'https://schema.org/SoldOut' } },
    });
    expect(await head(`/property-detail?id=${id}`, 'ar')).toMatchObject({
      status: 200,
      title: 'مباع — بيت قديم | سوق',
      canonical: `${SITE}/property/property-detail/${id}`,
    });
  });

  it('keeps hidden, draft, paused, long-sold and unknown listings and bad ids not found', async () => {
    const ids = [
      ...(await insertListings(t, owner.id, [
        { ...damascus(), status: 'hidden' },
        { ...damascus(), status: 'draft' },
        { ...damascus(), status: 'paused' },
      ])),
      // Sold two months ago: its card left the search list, and its page with it.
      await property({ ...damascus(), status: 'sold' }, { status_changed_at: new Date(Date.now() - 60 * 86_400_000) }),
    ];
    const paths = [
      ...ids.map((id) => `/property/property-detail/${id}`),
      '/property/property-detail/999999',
      '/property/property-detail/abc',
      '/property/property-detail/-1',
      '/property/property-detail/2147483648',
      '/property/property-detail/99999999999999999999',
      '/property/property-detail/1.5',
      '/property-detail?id=x',
      '/auto/auto-detail/0',
      '/agent-details/%27%3Cscript%3E',
      '/nowhere',
      '//evil.example/x',
      'no-slash',
    ];
    for (const path of paths) {
      const data = await head(path, 'en');
      expect({ path, data }).toEqual({
        path,
        data: {
          status: 404,
          title: 'Page not found | Souq',
          description: expect.any(String),
          canonical: `${SITE}/?lang=en`,
          alternates: null,
          locale: 'en_US',
          type: 'website',
          image: null,
          noindex: true,
          jsonLd: null,
        },
      });
    }
  });

  it('gives names and texts back verbatim as plain text, control characters removed', async () => {
    const name = 'Flat "A" <script>alert(1)</script>\u0007 شقة';
    const [id] = await insertListings(t, owner.id, [
      { ...damascus(), name, description: 'Line\u0001one\u202e\r\ntwo <b>bold</b> & more' },
    ]);
    const data = await head(`/property/property-detail/${id}`, 'en');
    expect(data.title).toBe('Flat "A" <script>alert(1)</script> شقة | Souq');
    expect(data.description).toMatch(/\. Line one two <b>bold<\/b> & more$/);
    expect(data.jsonLd.name).toBe('Flat "A" <script>alert(1)</script> شقة');
    // Long texts are cut to a description's length.
    const [long] = await insertListings(t, owner.id, [{ ...damascus(), description: 'word '.repeat(200) }]);
    expect(Array.from((await head(`/property/property-detail/${long}`, 'en')).description).length).toBeLessThanOrEqual(
      200,
    );
  });

  it('takes an unsupported language as Arabic and never writes it back', async () => {
    const [id] = await insertListings(t, owner.id, [{ ...damascus(), name_ar: 'شقة' }]);
    const res = await get(
      t,
      `/api/page-head?path=${encodeURIComponent(`/property/property-detail/${id}`)}&lang=${encodeURIComponent('fr"><script>x</script>')}`,
    );
    expect(res.json().data).toMatchObject({ status: 200, locale: 'ar_SY', title: 'شقة | سوق' });
    expect(res.body).not.toMatch(/fr|script>x/);
  });
});

describe('a car page', () => {
  it('answers a Car with brand, model, year, mileage and its price in its own currency, in both languages', async () => {
    const corolla = C.model('toyota-corolla');
    const [id] = await insertAutos(t, owner.id, [
      {
        model: corolla,
        name: 'Clean Corolla',
        name_ar: 'كورولا نظيفة',
        year: 2019,
        mileage_km: 85_000,
        price_usd: 12_000,
        currency: 'USD',
      },
    ]);
    const en = await head(`/auto/auto-detail/${id}`, 'en');
    expect(en).toMatchObject({
      status: 200,
      title: 'Clean Corolla | Souq',
      type: 'product',
      canonical: `${SITE}/auto/auto-detail/${id}?lang=en`,
      image: null,
    });
    expect(en.description).toBe('Toyota Corolla 2019 · 12,000 USD (1,560,000 new SYP) · 85,000 km · Used');
    expect(en.jsonLd).toMatchObject({
      '@type': 'Car',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2019',
      mileageFromOdometer: { value: 85_000, unitCode: 'KMT' },
      offers: { '@type': 'Offer', price: 12_000, priceCurrency: 'USD' },
    });
    const ar = await head(`/auto/auto-detail/${id}`);
    expect(ar.title).toBe('كورولا نظيفة | سوق');
    expect(ar.description).toContain('12,000 دولار (1,560,000 ل.س جديدة) · 85,000 كم');
  });
});

describe('a profile page', () => {
  it('previews an agent with their rating but keeps the page out of search engines', async () => {
    const agent = await member(t, 'Agent', { name: 'Lina' });
    const reviewer = await member(t, 'Individual');
    await t.db
      .insertInto('agent_reviews')
      .values({
        tenant_id: t.tenant.id,
        agent_id: agent.id,
        reviewer_id: reviewer.id,
        overall_experience: 5,
        transparency: 4,
        professionalism: 5,
        responsiveness: 4,
        text: null,
        contact_channel: null,
        contacted_at: null,
        reply: null,
        replied_at: null,
        hidden_at: null,
        hidden_reason: null,
      })
      .execute();
    const data = await head(`/agent-details/${agent.id}`, 'en');
    expect(data).toMatchObject({
      status: 200,
      type: 'profile',
      noindex: true,
      alternates: null,
      canonical: `${SITE}/agent-details/${agent.id}?lang=en`,
    });
    expect(data.title).toMatch(/^Lina .*real estate agent \| Souq$/);
    expect(data.jsonLd).toMatchObject({
      '@type': 'RealEstateAgent',
      aggregateRating: { ratingValue: 4.5, reviewCount: 1 },
    });
    const individual = await member(t, 'Individual');
    expect((await head(`/agent-details/${individual.id}`)).status).toBe(404);
  });
});

describe('the other pages', () => {
  it('titles a list page from its main filters and keeps many-filter searches out of search engines', async () => {
    const path = `/property?listing_type=sale&property_type=apartment&city=${P.city('Damascus')}`;
    const en = await head(
      `/property?listing_type=sale&property_type=apartment&city_id=${P.city('Damascus')}&utm_campaign=x`,
      'en',
    );
    expect(en).toMatchObject({
      status: 200,
      title: 'Apartments for sale in Damascus | Souq',
      canonical: `${SITE}${path}&lang=en`,
      noindex: true,
    });
    const ar = await head(`/property?listing_type=rent`);
    expect(ar).toMatchObject({
      title: 'عقارات للإيجار في سوريا | سوق',
      canonical: `${SITE}/property?listing_type=rent`,
      noindex: false,
    });
    expect(await head('/auto', 'en')).toMatchObject({ title: 'Cars for sale in Syria | Souq', noindex: false });
    const toyota = C.brand('toyota');
    expect(await head(`/auto?brand_id=${toyota}&junk=%3Cscript%3E`, 'ar')).toMatchObject({
      title: 'سيارات تويوتا للبيع | سوق',
      canonical: `${SITE}/auto?brand_id=${toyota}`,
    });
  });

  it('answers home, contact, content pages, signed-in routes and unknown slugs', async () => {
    expect(await head('/', 'en')).toMatchObject({
      status: 200,
      canonical: `${SITE}/?lang=en`,
      jsonLd: { '@type': 'WebSite' },
    });
    expect(await head('/contact-us')).toMatchObject({ status: 200, title: 'اتصل بنا | سوق' });
    expect(await head('/about', 'en')).toMatchObject({ status: 200, title: 'About us | Souq' });
    await t.db
      .insertInto('static_pages')
      .values({
        tenant_id: t.tenant.id,
        slug: 'privacy-policy',
        ar_title: 'سياسة الخصوصية',
        en_title: 'Privacy policy',
        fr_title: 'Confidentialité',
        ar_content: JSON.stringify([{ type: 'paragraph', text: 'نحترم خصوصيتك.' }]),
        en_content: JSON.stringify([
          { type: 'heading', text: 'Intro' },
          { type: 'paragraph', text: 'We respect your privacy.' },
        ]),
        fr_content: '[]',
        published: true,
      })
      .execute();
    expect(await head('/cms/privacy-policy', 'en')).toMatchObject({
      status: 200,
      title: 'Privacy policy | Souq',
      description: 'We respect your privacy.',
      canonical: `${SITE}/cms/privacy-policy?lang=en`,
    });
    expect((await head('/cms/no-such-page')).status).toBe(404);
    for (const slug of ['%E0%A4%A', '%00', 'Privacy-Policy', `a${'-b'.repeat(60)}`])
      expect((await head(`/cms/${slug}`)).status).toBe(404);
    expect(await head('/my-listing/update/12', 'en')).toMatchObject({
      status: 200,
      noindex: true,
      alternates: null,
      canonical: `${SITE}/my-listing?lang=en`,
    });
  });

  it('refuses a missing or overlong path with the usual 400', async () => {
    for (const url of ['/api/page-head', `/api/page-head?path=/${'a'.repeat(2000)}`]) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { path: [expect.any(String)] } });
    }
  });
});
