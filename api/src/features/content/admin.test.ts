import { bearer, get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedContent } from '../../seed/seed-content.js';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, t.tenant.id);
  const a = await signUp(t, 'editor@example.com', { name: 'Editor' });
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(a.user.id)).execute();
  admin = a.token;
  agent = (await signUp(t, 'agent@example.com', { name: 'Agent', user_type: 'Agent', listing_category: 'both' })).token;
});
afterAll(async () => {
  await t.close();
});

function send(
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...t.headers, ...headers },
  });
}

const page = {
  ar_title: 'الشحن والتوصيل',
  en_title: 'Delivery',
  fr_title: 'Livraison',
  ar_content: [
    { type: 'heading', text: 'التوصيل' },
    { type: 'paragraph', text: 'نوصل المفاتيح إلى باب منزلك.' },
  ],
  en_content: [
    { type: 'paragraph', text: 'We bring the keys to your door.' },
    { type: 'list', items: ['Damascus', 'Aleppo'] },
  ],
};
const faq = {
  ar_question: 'سؤال؟',
  en_question: 'A question?',
  fr_question: 'Une question ?',
  ar_answer: 'جواب.',
  en_answer: 'An answer.',
  fr_answer: 'Une réponse.',
};
const banner = {
  language: 'en',
  image: '/api/uploaded-files/banner/abc.webp',
  title: 'Spring offers',
  alt: 'Flowers',
  link: '/auto',
};

describe('who may edit content', () => {
  // Every row has four cells: with fewer, Jest would pass its done callback as the payload.
  const writes: [string, 'POST' | 'PUT' | 'DELETE' | 'GET', string, unknown][] = [
    ['list pages', 'GET', '/api/admin/pages', undefined],
    ['save a page', 'PUT', '/api/admin/pages/delivery', page],
    ['delete a page', 'DELETE', '/api/admin/pages/about', undefined],
    ['list FAQ entries', 'GET', '/api/admin/faqs', undefined],
    ['add a FAQ entry', 'POST', '/api/admin/faqs', faq],
    ['change a FAQ entry', 'PUT', '/api/admin/faqs/1', faq],
    ['delete a FAQ entry', 'DELETE', '/api/admin/faqs/1', undefined],
    ['list banners', 'GET', '/api/admin/banners', undefined],
    ['add a banner', 'POST', '/api/admin/banners', banner],
    ['change a banner', 'PUT', '/api/admin/banners/1', banner],
    ['delete a banner', 'DELETE', '/api/admin/banners/1', undefined],
    ['read contact messages', 'GET', '/api/admin/contact-messages', undefined],
    [
      'send the newsletter',
      'POST',
      '/api/admin/newsletter/send',
      { ar_subject: 'ع', en_subject: 'S', ar_text: 'ن', en_text: 'T' },
    ],
    ['read how many the newsletter reaches', 'GET', '/api/admin/newsletter', undefined],
  ];

  it.each(writes)('%s: 401 without a token, 403 for a non-admin account', async (_name, method, url, payload) => {
    const anonymous = await send(method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    const forbidden = await send(method, url, payload, bearer(agent));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: 'You do not have permission!' });
  });

  it('nothing changed for the attempts above', async () => {
    const listing = (await get(t, '/api/get-page-listing')).json().data.map((p: { slug: string }) => p.slug);
    expect(listing).toContain('about');
    expect(listing).not.toContain('delivery');
  });
});

describe('pages', () => {
  it('an admin creates, publishes, edits and deletes a page; visitors see each change at once', async () => {
    const created = await send('PUT', '/api/admin/pages/delivery', { ...page, position: 9 }, bearer(admin));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Page saved.',
      data: { slug: 'delivery', en_title: 'Delivery', published: true, fr_content: [] },
    });
    expect((await get(t, '/api/get-page-listing')).json().data.at(-1)).toEqual({
      slug: 'delivery',
      en_title: 'Delivery',
      fr_title: 'Livraison',
      ar_title: 'الشحن والتوصيل',
    });

    await send(
      'PUT',
      '/api/admin/pages/delivery',
      { ...page, en_title: 'Home delivery', published: false },
      bearer(admin),
    );
    expect((await get(t, '/api/get-page-detail?slug=delivery')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/pages/delivery', undefined, bearer(admin))).json().data).toMatchObject({
      en_title: 'Home delivery',
      published: false,
    });

    await send('PUT', '/api/admin/pages/delivery', { ...page, published: true }, bearer(admin));
    expect((await get(t, '/api/get-page-detail?slug=delivery')).json().data.en_content).toEqual(page.en_content);

    expect((await send('DELETE', '/api/admin/pages/delivery', undefined, bearer(admin))).json()).toEqual({
      success: true,
      message: 'Page deleted.',
      data: null,
    });
    expect((await get(t, '/api/get-page-detail?slug=delivery')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/pages/delivery', undefined, bearer(admin))).statusCode).toBe(404);
  });

  it('stores markup as text: a script in a title or paragraph comes back exactly as typed', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await send(
      'PUT',
      '/api/admin/pages/markup',
      { ...page, en_title: script, en_content: [{ type: 'paragraph', text: script }] },
      bearer(admin),
    );
    const data = (await get(t, '/api/get-page-detail?slug=markup')).json().data;
    expect(data.en_title).toBe(script);
    expect(data.en_content).toEqual([{ type: 'paragraph', text: script }]);
  });

  it('rejects bodies that are not plain structured text, with the documented messages', async () => {
    const res = await send(
      'PUT',
      '/api/admin/pages/bad',
      { ar_title: '', en_title: 'x'.repeat(151), ar_content: [{ type: 'html', html: '<b>x</b>' }], en_content: 'text' },
      bearer(admin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      ar_title: ['The ar title field is required'],
      en_title: ['The en title field may not be greater than 150 characters.'],
      fr_title: ['The fr title field is required'],
    });
    expect(res.json().errors['ar_content.type']).toEqual(['The selected ar content type is invalid.']);
    expect(res.json().errors).toHaveProperty('en_content');
    const emptyBlock = await send(
      'PUT',
      '/api/admin/pages/bad',
      { ...page, en_content: [{ type: 'paragraph', text: '   ' }] },
      bearer(admin),
    );
    expect(emptyBlock.json().errors).toEqual({ 'en_content.text': ['The en content text field is required'] });
    expect((await send('GET', '/api/admin/pages/bad', undefined, bearer(admin))).statusCode).toBe(404);
    const badSlug = await send('PUT', '/api/admin/pages/Bad%20Slug', page, bearer(admin));
    expect(badSlug.json().errors).toEqual({ slug: ['The slug field format is invalid.'] });
  });
});

describe('FAQ entries', () => {
  it('an admin adds, edits, hides and deletes questions shown on the FAQ page', async () => {
    const created = (await send('POST', '/api/admin/faqs', { ...faq, position: 100 }, bearer(admin))).json().data;
    const questions = async () =>
      (await get(t, '/api/get-page-detail?slug=faq'))
        .json()
        .data.faqs.map((f: { en_question: string }) => f.en_question);
    expect((await questions()).at(-1)).toBe('A question?');
    const edited = await send(
      'PUT',
      `/api/admin/faqs/${created.id}`,
      { ...faq, en_question: 'Edited?', position: 100 },
      bearer(admin),
    );
    expect(edited.json().data.en_question).toBe('Edited?');
    await send('PUT', `/api/admin/faqs/${created.id}`, { ...faq, published: false }, bearer(admin));
    expect(await questions()).not.toContain('A question?');
    expect(
      (await send('GET', '/api/admin/faqs', undefined, bearer(admin)))
        .json()
        .data.some((f: { id: number }) => f.id === created.id),
    ).toBe(true);
    expect((await send('DELETE', `/api/admin/faqs/${created.id}`, undefined, bearer(admin))).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/faqs/${created.id}`, faq, bearer(admin))).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/faqs', { ...faq, en_answer: '' }, bearer(admin))).json().errors).toEqual({
      en_answer: ['The en answer field is required'],
    });
  });
});

describe('banners', () => {
  it('an admin adds, edits, deactivates and deletes home banners per language', async () => {
    const created = await send('POST', '/api/admin/banners', banner, bearer(admin));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const en = async () => (await get(t, '/api/banner-image?lang=en')).json().data.map((b: { id: number }) => b.id);
    expect(await en()).toContain(id);
    expect((await get(t, '/api/banner-image?lang=ar')).json().data.map((b: { id: number }) => b.id)).not.toContain(id);
    await send('PUT', `/api/admin/banners/${id}`, { ...banner, active: false }, bearer(admin));
    expect(await en()).not.toContain(id);
    expect((await send('DELETE', `/api/admin/banners/${id}`, undefined, bearer(admin))).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/banners/${id}`, undefined, bearer(admin))).statusCode).toBe(404);
  });

  it('accepts only site paths or https for images and links', async () => {
    const res = await send(
      'POST',
      '/api/admin/banners',
      { language: 'en', image: 'javascript:alert(1)', link: 'javascript:alert(1)' },
      bearer(admin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      image: ['The image field format is invalid.'],
      link: ['The link field format is invalid.'],
    });
    const protocolRelative = await send(
      'POST',
      '/api/admin/banners',
      { ...banner, link: '//evil.example' },
      bearer(admin),
    );
    expect(protocolRelative.json().errors).toEqual({ link: ['The link field format is invalid.'] });
  });
});
