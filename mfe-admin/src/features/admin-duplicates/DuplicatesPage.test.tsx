import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest, type Reply } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { ListingRef, QueuePage } from '../../lib/queueTypes';
import type { FlaggedDuplicate } from './duplicatesApi';
import { DuplicatesPage } from './DuplicatesPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const ALREADY_DECIDED = 'This was already decided by another admin. The list has been refreshed.';

const listing = (overrides: Partial<ListingRef> & Pick<ListingRef, 'id' | 'name'>): ListingRef => ({
  kind: 'property',
  name_ar: null,
  status: 'active',
  hidden_reason: null,
  verified: false,
  image: { id: overrides.id, url: `/uploads/${overrides.id}.jpg`, thumb_url: `/uploads/${overrides.id}-thumb.jpg` },
  path: `/property/property-detail/${overrides.id}`,
  owner: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy' },
  created_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

let queue: FlaggedDuplicate[];
const page = (items: FlaggedDuplicate[]): Reply =>
  ok('Duplicates', {
    data: items,
    pagination: { page: 1, per_page: 10, total: items.length, last_page: 1 },
  } satisfies QueuePage<FlaggedDuplicate>);

beforeEach(() => {
  queue = [
    {
      id: 5,
      basis: 'photos',
      status: 'pending',
      created_at: '2026-11-24T09:00:00.000Z',
      listing: listing({
        id: 12,
        name: 'Sunny flat, Mezzeh',
        name_ar: 'شقة مشمسة في المزة',
        owner: { id: 3, name: 'Rana Khoury', email: 'corporate@example.sy' },
      }),
      original: listing({ id: 7, name: 'Flat in Mezzeh', name_ar: 'شقة في المزة' }),
    },
    {
      id: 6,
      basis: 'text',
      status: 'pending',
      created_at: '2026-11-25T09:00:00.000Z',
      listing: listing({
        id: 20,
        kind: 'auto',
        name: 'Kia Rio 2015 cheap',
        image: null,
        path: '/auto/auto-detail/20',
        owner: { id: 4, name: 'Sami Aziz', email: 'sami@example.sy' },
      }),
      original: listing({ id: 4, kind: 'auto', name: 'Kia Rio 2015', path: '/auto/auto-detail/4', status: 'sold' }),
    },
  ];
  api.answer('GET /admin/duplicates', () => page(queue));
  api.answer('POST /admin/duplicates/decide', (body) => {
    if (body.decision === 'hide' && String(body.reason ?? '').trim() === '')
      return invalid('Give a reason: the member is told it.', { reason: ['Give a reason: the member is told it.'] });
    const decided = queue.find((item) => item.id === body.id);
    if (!decided) return { status: 409, body: { success: false, message: ALREADY_DECIDED } };
    queue = queue.filter((item) => item !== decided);
    return ok(
      body.decision === 'hide' ? 'The listing is hidden. Its owner has been told why.' : 'The flag is dismissed.',
      { ...decided, status: body.decision === 'hide' ? 'hidden' : 'dismissed' },
    );
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const cards = () => screen.queryAllByTestId('flagged-duplicate');
const card = (name: string) => within(cards().find((c) => within(c).queryByRole('heading', { level: 3, name }))!);
const decisions = () => api.calls.filter((c) => c.path === '/admin/duplicates/decide').map((c) => c.body);

describe('flagged duplicates', () => {
  it('shows the flagged listing beside the original, with the basis', async () => {
    await renderPage('en', '/admin/duplicates', admin, <DuplicatesPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const flat = card('Sunny flat, Mezzeh may repeat Flat in Mezzeh');
    expect(flat.getByText('Same photos')).toBeInTheDocument();
    expect(flat.getByText(/Flagged:/)).toHaveTextContent('Flagged: Tue, Nov 24, 2026');
    const flagged = within(flat.getByRole('region', { name: 'Flagged listing' }));
    expect(flagged.getByRole('link', { name: 'Sunny flat, Mezzeh' })).toHaveAttribute(
      'href',
      '/property/property-detail/12',
    );
    expect(flagged.getByRole('img', { name: 'Sunny flat, Mezzeh' })).toHaveAttribute('src', '/uploads/12-thumb.jpg');
    expect(flagged.getByText(/Rana Khoury/)).toHaveTextContent('Owner: Rana Khoury corporate@example.sy');
    const original = within(flat.getByRole('region', { name: 'Original listing' }));
    expect(original.getByRole('link', { name: 'Flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/property/property-detail/7',
    );
    expect(original.getByText(/Omar Haddad/)).toHaveTextContent('Owner: Omar Haddad agent@example.sy');
    const car = card('Kia Rio 2015 cheap may repeat Kia Rio 2015');
    expect(car.getByText('Same place and type, near-identical text')).toBeInTheDocument();
    expect(within(car.getByRole('region', { name: 'Original listing' })).getByText('Sold')).toBeInTheDocument();
  });

  it('hides the flagged listing only with a reason; it then leaves the list', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/duplicates', admin, <DuplicatesPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Hide the listing Sunny flat, Mezzeh' }));
    const flat = card('Sunny flat, Mezzeh may repeat Flat in Mezzeh');
    const reason = flat.getByLabelText('Reason for hiding the listing');
    await user.click(flat.getByRole('button', { name: 'Hide the listing' }));
    expect(reason).toHaveAccessibleDescription('Give the reason: the owner is emailed it.');
    expect(decisions()).toEqual([]);
    await user.type(reason, 'Copied photos of listing #7');
    await user.click(flat.getByRole('button', { name: 'Hide the listing' }));
    expect(await screen.findByText('The listing is hidden. Its owner has been told why.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(decisions()).toEqual([{ id: 5, decision: 'hide', reason: 'Copied photos of listing #7' }]);
  });

  it('dismisses the flag without a reason', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/duplicates', admin, <DuplicatesPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dismiss the flag on Kia Rio 2015 cheap: not a duplicate' }));
    await user.click(
      card('Kia Rio 2015 cheap may repeat Kia Rio 2015').getByRole('button', { name: 'Dismiss the flag' }),
    );
    expect(await screen.findByText('The flag is dismissed.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(decisions()).toEqual([{ id: 6, decision: 'dismiss', reason: '' }]);
  });

  it('says so when another admin decided meanwhile, and reloads the list', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/duplicates', admin, <DuplicatesPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    queue = queue.filter((item) => item.id !== 6);
    await user.click(screen.getByRole('button', { name: 'Dismiss the flag on Kia Rio 2015 cheap: not a duplicate' }));
    await user.click(
      card('Kia Rio 2015 cheap may repeat Kia Rio 2015').getByRole('button', { name: 'Dismiss the flag' }),
    );
    expect(await screen.findByText(ALREADY_DECIDED)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('speaks Arabic: the listings under their Arabic names', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/duplicates', admin, <DuplicatesPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const flat = card('شقة مشمسة في المزة قد يكرر شقة في المزة');
    expect(flat.getByText('الصور نفسها')).toBeInTheDocument();
    expect(
      within(flat.getByRole('region', { name: 'الإعلان الأصلي' })).getByRole('link', { name: 'شقة في المزة' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إخفاء الإعلان شقة مشمسة في المزة' }));
    await user.click(flat.getByRole('button', { name: 'إخفاء الإعلان' }));
    expect(flat.getByLabelText('سبب إخفاء الإعلان')).toHaveAccessibleDescription(
      'اكتب السبب: سيصل إلى المالك بالبريد الإلكتروني.',
    );
    expect(decisions()).toEqual([]);
  });
});
