import { get } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedContent } from '../../seed/seed-content.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, t.tenant.id);
});
afterAll(async () => {
  await t.close();
});

const SEEDED = ['about', 'term-and-conditions', 'privacy-policy', 'faq', 'partner-services', 'affiliate'];

describe('GET /api/get-page-listing', () => {
  it('lists the published pages with their English, French and Arabic titles', async () => {
    const res = await get(t, '/api/get-page-listing');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(SEEDED);
    expect(body.data).toContainEqual({
      slug: 'privacy-policy',
      en_title: 'Privacy policy',
      fr_title: 'Politique de confidentialité',
      ar_title: 'سياسة الخصوصية',
    });
    for (const page of body.data)
      expect(Object.keys(page).sort()).toEqual(['ar_title', 'en_title', 'fr_title', 'slug']);
  });

  it('leaves out unpublished pages and pages of other sites', async () => {
    await t.db
      .updateTable('static_pages')
      .set({ published: false })
      .where('tenant_id', '=', t.tenant.id)
      .where('slug', '=', 'affiliate')
      .execute();
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-other`, name: 'Other' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedContent(t.db, other.id);
    await t.db
      .updateTable('static_pages')
      .set({ en_title: 'Other site about' })
      .where('tenant_id', '=', other.id)
      .where('slug', '=', 'about')
      .execute();
    const slugs = (await get(t, '/api/get-page-listing'))
      .json()
      .data.map((p: { slug: string; en_title: string }) => `${p.slug}:${p.en_title}`);
    expect(slugs).not.toContain('affiliate:Affiliate programme');
    expect(slugs).toContain('about:About us');
    expect(slugs).not.toContain('about:Other site about');
    expect((await get(t, '/api/get-page-detail?slug=affiliate')).statusCode).toBe(404);
    await t.db
      .updateTable('static_pages')
      .set({ published: true })
      .where('tenant_id', '=', t.tenant.id)
      .where('slug', '=', 'affiliate')
      .execute();
  });
});

describe('GET /api/get-page-detail and /api/get-static-page', () => {
  it('returns a page by slug in Arabic, English and French', async () => {
    for (const url of [
      '/api/get-page-detail?slug=privacy-policy',
      '/api/get-static-page?slug=privacy-policy',
      '/api/get-page-detail/privacy-policy',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({
        slug: 'privacy-policy',
        en_title: 'Privacy policy',
        ar_title: 'سياسة الخصوصية',
        fr_title: 'Politique de confidentialité',
      });
      expect(page.en_content[0]).toEqual({
        type: 'paragraph',
        text: expect.stringContaining('We respect your privacy'),
      });
      expect(page.ar_content[0].text).toContain('نحترم خصوصيتك');
      expect(page.fr_content.length).toBeGreaterThan(0);
      expect(page.faqs).toEqual([]);
    }
  });

  it('has real text, not filler, in every seeded page', async () => {
    for (const slug of SEEDED) {
      const page = (await get(t, `/api/get-page-detail?slug=${slug}`)).json().data;
      const text = JSON.stringify([page.ar_content, page.en_content, page.fr_content]);
      expect(text).not.toMatch(/lorem|ipsum/i);
      expect(page.ar_content.length).toBeGreaterThan(0);
      expect(page.en_content.length).toBeGreaterThan(0);
      expect(page.fr_content.length).toBeGreaterThan(0);
    }
  });

  it('gives the FAQ page its questions', async () => {
    const page = (await get(t, '/api/get-page-detail?slug=faq')).json().data;
    expect(page.faqs.length).toBeGreaterThanOrEqual(5);
    expect(page.faqs[0]).toMatchObject({
      en_question: 'Is posting a listing free?',
      ar_question: 'هل نشر الإعلان مجاني؟',
    });
    expect(page.faqs.some((f: { en_answer: string }) => f.en_answer.includes('24 hours'))).toBe(true);
  });

  it('answers 404 for an unknown slug, in the language asked for', async () => {
    const res = await get(t, '/api/get-page-detail?slug=no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Page not found.' });
    const ar = await get(t, '/api/get-static-page?slug=no-such-page', { 'accept-language': 'ar' });
    expect(ar.json().message).toBe('الصفحة غير موجودة.');
  });

  it('rejects a missing or malformed slug', async () => {
    expect((await get(t, '/api/get-page-detail')).json()).toMatchObject({
      success: false,
      errors: { slug: ['The slug field is required'] },
    });
    const res = await get(t, `/api/get-page-detail?slug=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ slug: ['The slug field format is invalid.'] });
  });
});

describe('GET /api/banner-image', () => {
  it('gives the home page banners per language, in order', async () => {
    const ar = (await get(t, '/api/banner-image?lang=ar')).json();
    expect(ar.success).toBe(true);
    expect(ar.data.length).toBeGreaterThan(0);
    expect(ar.data.every((b: { language: string }) => b.language === 'ar')).toBe(true);
    expect(ar.data[0]).toMatchObject({
      image: '/api/content/banner-art/city.svg',
      title: 'بيتك القادم في سوريا يبدأ من هنا',
      link: '/property',
    });
    const en = (await get(t, '/api/banner-image?lang=en')).json().data;
    expect(en[0].title).toBe('Your next home in Syria starts here');
    const all = (await get(t, '/api/banner-image')).json().data;
    expect(all).toHaveLength(ar.data.length + en.length);
    expect((await get(t, '/api/banner-image?lang=fr')).statusCode).toBe(400);
  });

  it('serves the built-in artwork as an image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/banner-art/city.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/content/banner-art/..%2F..%2Fpackage.json' })).statusCode,
    ).toBe(404);
  });
});

describe('seedContent', () => {
  it('creates nothing twice and keeps what editors changed', async () => {
    await t.db
      .updateTable('static_pages')
      .set({ en_title: 'Edited about' })
      .where('tenant_id', '=', t.tenant.id)
      .where('slug', '=', 'about')
      .execute();
    expect(await seedContent(t.db, t.tenant.id)).toEqual({ pagesCreated: 0, faqsCreated: 0, bannersCreated: 0 });
    expect((await get(t, '/api/get-page-detail?slug=about')).json().data.en_title).toBe('Edited about');
  });
});
