import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { fill, renderPage } from '../../testing/render';
import type { BannerView, FaqView, PageView } from './contentApi';
import ContentPage from './ContentPage';

const api = standInForEachTest();
// The delete confirmation is antd's dialog, loaded when first opened: the first load is slow on a busy machine.
jest.setTimeout(30_000);
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

const about: PageView = {
  slug: 'about',
  ar_title: 'من نحن',
  en_title: 'About us',
  fr_title: 'À propos',
  ar_content: [{ type: 'paragraph', text: 'سوق للعقارات والسيارات.' }],
  en_content: [
    { type: 'heading', text: 'Who we are' },
    { type: 'paragraph', text: 'A market for homes and cars.' },
  ],
  fr_content: [{ type: 'paragraph', text: 'Un marché.' }],
  position: 1,
  published: true,
  updated_at: '2026-11-01T09:00:00.000Z',
};
const faq: FaqView = {
  id: 4,
  ar_question: 'كيف أنشر إعلاناً؟',
  en_question: 'How do I post a listing?',
  fr_question: 'Comment publier ?',
  ar_answer: 'من صفحة إعلاناتي.',
  en_answer: 'From My listings.',
  fr_answer: 'Depuis mes annonces.',
  position: 0,
  published: true,
};
const banner: BannerView = {
  id: 2,
  language: 'en',
  image: '/api/uploaded-files/banners/spring.webp',
  title: 'Spring offers',
  subtitle: null,
  alt: 'Flowers',
  link: '/auto',
  position: 0,
  active: true,
};

beforeEach(() => {
  api.answer('GET /admin/pages', () => ok('Pages', [about]));
  api.answer('PUT /admin/pages/about', (body) => ok('Page saved.', { ...about, ...body, slug: 'about' }));
  api.answer('PUT /admin/pages/delivery', (body) => ok('Page saved.', { ...about, ...body, slug: 'delivery' }));
  api.answer('DELETE /admin/pages/about', () => ok('Page deleted.'));
  api.answer('GET /admin/faqs', () => ok('Frequently asked questions', [faq]));
  api.answer('POST /admin/faqs', (body) => ok('Question saved.', { ...body, id: 5, position: 0 }));
  api.answer('GET /admin/banners', () => ok('Banners', [banner]));
  api.answer('POST /admin/banners', (body) => ok('Banner saved.', { ...body, id: 3, position: 0 }));
  api.answer('POST /media/upload', () =>
    ok('File uploaded successfully', { id: 77, url: '/api/uploaded-files/banners/new.webp' }),
  );
});
afterEach(() => act(() => sessionStore.getState().logout()));

const form = (name: string | RegExp) => within(screen.getByRole('form', { name }));
const bodies = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

describe('static pages', () => {
  it("edits a page: both languages' fields side by side, the text as blocks; the French text is kept", async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/content', admin, <ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit About us' }));
    const page = form('Edit the page “About us”');
    expect(page.getByLabelText('Title in Arabic')).toHaveValue('من نحن');
    expect(page.getByLabelText('Title in Arabic')).toHaveAttribute('dir', 'rtl');
    expect(page.getByLabelText('Text in English')).toHaveValue('# Who we are\n\nA market for homes and cars.');
    expect(page.queryByLabelText('Address')).not.toBeInTheDocument();

    await fill(user, page.getByLabelText('Title in English'), 'About Souq');
    await fill(user, page.getByLabelText('Text in English'), '# Who we are\n\nA market.\n- Homes\n- Cars');
    await user.click(page.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    expect(bodies('PUT', '/admin/pages/about')).toEqual([
      {
        ar_title: 'من نحن',
        en_title: 'About Souq',
        fr_title: 'À propos',
        ar_content: [{ type: 'paragraph', text: 'سوق للعقارات والسيارات.' }],
        en_content: [
          { type: 'heading', text: 'Who we are' },
          { type: 'paragraph', text: 'A market.' },
          { type: 'list', items: ['Homes', 'Cars'] },
        ],
        fr_content: [{ type: 'paragraph', text: 'Un marché.' }],
        published: true,
        position: 1,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'About Souq' })).toBeInTheDocument();
  });

  it('shows the API refusal under its fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    api.answer('PUT /admin/pages/about', () =>
      invalid('The en title field may not be greater than 150 characters.', {
        en_title: ['The en title field may not be greater than 150 characters.'],
        'ar_content.items': ['The ar content items field is required'],
        fr_content: ['The fr content field is not valid.'],
      }),
    );
    await renderPage('en', '/admin/content', admin, <ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit About us' }));
    const page = form('Edit the page “About us”');
    const long = 'A'.repeat(160);
    await fill(user, page.getByLabelText('Title in English'), long);
    await fill(user, page.getByLabelText('Text in Arabic'), 'فقرة جديدة');
    await user.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(page.getByLabelText('Title in English')).toHaveAccessibleDescription(
        'The en title field may not be greater than 150 characters.',
      ),
    );
    expect(page.getByLabelText('Text in Arabic')).toHaveAccessibleDescription(/The ar content items field is required/);
    expect(page.getByLabelText('Title in English')).toHaveValue(long);
    expect(page.getByLabelText('Text in Arabic')).toHaveValue('فقرة جديدة');
    expect(page.getByText('The fr content field is not valid.').closest('[role="alert"]')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('adds a page at a free address of the right form only', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/content', admin, <ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'New page' }));
    const page = form('New page');
    await user.type(page.getByLabelText('Address'), 'about');
    await user.type(page.getByLabelText('Title in Arabic'), 'التوصيل');
    await user.type(page.getByLabelText('Title in English'), 'Delivery');
    await user.type(page.getByLabelText('Title in French'), 'Livraison');
    await user.click(page.getByRole('button', { name: 'Save' }));
    expect(page.getByLabelText('Address')).toHaveAccessibleDescription(/exists already/);
    await fill(user, page.getByLabelText('Address'), 'Delivery Info');
    await user.click(page.getByRole('button', { name: 'Save' }));
    expect(page.getByLabelText('Address')).toHaveAccessibleDescription(/small Latin letters/);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await fill(user, page.getByLabelText('Address'), 'delivery');
    await user.click(page.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    expect(bodies('PUT', '/admin/pages/delivery')).toEqual([
      {
        ar_title: 'التوصيل',
        en_title: 'Delivery',
        fr_title: 'Livraison',
        ar_content: [],
        en_content: [],
        fr_content: [],
        published: true,
      },
    ]);
  });

  it('deletes a page only once confirmed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/content', admin, <ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete About us' }));
    let dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Are you sure you want to delete About us?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies('DELETE', '/admin/pages/about')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete About us' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page deleted.')).toBeInTheDocument();
    expect(bodies('DELETE', '/admin/pages/about')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('admin-content-pages-item')).not.toBeInTheDocument());
  });
});

describe('the FAQ and the banners', () => {
  it('adds a question in every language', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/content?section=faqs', admin, <ContentPage />);
    expect(await screen.findByRole('heading', { name: 'How do I post a listing?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'New question' }));
    const entry = form('New question');
    await user.click(entry.getByRole('button', { name: 'Save' }));
    expect(entry.getByLabelText('Question in Arabic')).toHaveAccessibleDescription(
      'The Question in Arabic field is required',
    );
    expect(bodies('POST', '/admin/faqs')).toHaveLength(0);
    for (const [label, value] of [
      ['Question in Arabic', 'هل النشر مجاني؟'],
      ['Question in English', 'Is posting free?'],
      ['Question in French', 'Est-ce gratuit ?'],
      ['Answer in Arabic', 'نعم.'],
      ['Answer in English', 'Yes.'],
      ['Answer in French', 'Oui.'],
    ] as const) {
      await user.type(entry.getByLabelText(label), value);
    }
    await user.click(entry.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question saved.')).toBeInTheDocument();
    expect(bodies('POST', '/admin/faqs')).toEqual([
      {
        ar_question: 'هل النشر مجاني؟',
        en_question: 'Is posting free?',
        fr_question: 'Est-ce gratuit ?',
        ar_answer: 'نعم.',
        en_answer: 'Yes.',
        fr_answer: 'Oui.',
        published: true,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Is posting free?' })).toBeInTheDocument();
  });

  it('adds a banner with an uploaded picture', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/content?section=banners', admin, <ContentPage />);
    expect(await screen.findByRole('heading', { name: 'Spring offers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const entry = form('New banner');
    await user.upload(
      entry.getByLabelText('Upload a picture'),
      new File(['png bytes'], 'summer.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(entry.getByLabelText('Picture address')).toHaveValue('/api/uploaded-files/banners/new.webp'),
    );
    const upload = api.calls.find((c) => c.path === '/media/upload')!;
    expect(upload.raw).toContain('name="kind"\r\n\r\nbanner');
    expect(entry.getByRole('img', { name: 'The banner’s picture' })).toHaveAttribute(
      'src',
      '/api/uploaded-files/banners/new.webp',
    );
    await user.selectOptions(entry.getByLabelText('Shown on the site in'), 'ar');
    await user.type(entry.getByLabelText('Title'), 'عروض الصيف');
    await user.type(entry.getByLabelText('Link'), '/property');
    await user.click(entry.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner saved.')).toBeInTheDocument();
    expect(bodies('POST', '/admin/banners')).toEqual([
      {
        language: 'ar',
        image: '/api/uploaded-files/banners/new.webp',
        title: 'عروض الصيف',
        subtitle: null,
        alt: '',
        link: '/property',
        active: true,
      },
    ]);
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/content', admin, <ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'تعديل من نحن' }));
    const page = form('تعديل الصفحة «من نحن»');
    expect(page.getByLabelText('العنوان بالعربية')).toHaveValue('من نحن');
    expect(page.getByLabelText('النص بالإنجليزية')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'الصور الرئيسية' })).toHaveAttribute(
      'href',
      '/admin/content?section=banners',
    );
  });
});
