import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest, type Reply } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { ListingRef, QueuePage } from '../../lib/queueTypes';
import type { ReportedListing } from './listingReportsApi';
import { ListingReportsPage } from './ListingReportsPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const ALREADY_DECIDED = 'This was already decided by another admin. The list has been refreshed.';

const listing = (overrides: Partial<ListingRef> & Pick<ListingRef, 'kind' | 'id'>): ListingRef => ({
  name: 'Flat in Mezzeh',
  name_ar: 'شقة في المزة',
  status: 'active',
  hidden_reason: null,
  verified: false,
  image: { id: 4, url: '/uploads/p/4.jpg', thumb_url: '/uploads/p/4-thumb.jpg' },
  path: `/property/property-detail/${overrides.id}`,
  owner: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy' },
  created_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

let queue: ReportedListing[];
const page = (items: ReportedListing[]): Reply =>
  ok('Reported listings', {
    data: items,
    pagination: { page: 1, per_page: 10, total: items.length, last_page: 1 },
  } satisfies QueuePage<ReportedListing>);

beforeEach(() => {
  queue = [
    {
      listing: listing({ kind: 'property', id: 11, status: 'hidden', hidden_reason: 'reports' }),
      reports: [
        {
          reason: 'fake',
          text: 'The photos are from another city',
          created_at: '2026-11-20T09:00:00.000Z',
          reporter: { id: 5, name: 'Lina' },
        },
        {
          reason: 'wrong_price',
          text: null,
          created_at: '2026-11-21T09:00:00.000Z',
          reporter: { id: 6, name: 'Sami' },
        },
        {
          reason: 'other',
          text: 'Nobody answers the phone',
          created_at: '2026-11-22T09:00:00.000Z',
          reporter: { id: 7, name: 'Huda' },
        },
      ],
      reports_count: 3,
    },
    {
      listing: listing({
        kind: 'auto',
        id: 4,
        name: 'Kia Rio 2015',
        name_ar: null,
        image: null,
        path: '/auto/auto-detail/4',
        owner: { id: 3, name: 'Rana Khoury', email: 'corporate@example.sy' },
      }),
      reports: [
        { reason: 'sold', text: null, created_at: '2026-11-19T09:00:00.000Z', reporter: { id: 5, name: 'Lina' } },
      ],
      reports_count: 1,
    },
  ];
  api.answer('GET /admin/listing-reports', () => page(queue));
  api.answer('POST /admin/listing-reports/decide', (body) => {
    if (body.decision !== 'dismiss' && String(body.reason ?? '').trim() === '')
      return invalid('Give a reason: the member is told it.', { reason: ['Give a reason: the member is told it.'] });
    const decided = queue.find((item) => item.listing.kind === body.kind && item.listing.id === body.id);
    if (!decided) return { status: 409, body: { success: false, message: ALREADY_DECIDED } };
    queue = queue.filter((item) => item !== decided);
    return ok('Decision saved.', decided.listing);
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const cards = () => screen.queryAllByTestId('listing-report');
const card = (name: string) => within(cards().find((c) => within(c).queryByRole('heading', { name }))!);
const decisions = () => api.calls.filter((c) => c.path === '/admin/listing-reports/decide').map((c) => c.body);

describe('reported listings', () => {
  it('lists each listing with its picture, name, status, owner, link and its reports', async () => {
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const flat = card('Flat in Mezzeh');
    expect(flat.getByRole('link', { name: 'Flat in Mezzeh' })).toHaveAttribute('href', '/property/property-detail/11');
    expect(flat.getByRole('img', { name: 'Flat in Mezzeh' })).toHaveAttribute('src', '/uploads/p/4-thumb.jpg');
    expect(flat.getByText('Under review: hidden by reports')).toBeInTheDocument();
    expect(flat.getByText('Property #11')).toBeInTheDocument();
    expect(flat.getByText(/Omar Haddad/)).toHaveTextContent('Owner: Omar Haddad agent@example.sy');
    expect(flat.getByText('Reports: 3')).toBeInTheDocument();
    const reports = flat.getAllByRole('listitem').map((item) => item.textContent);
    expect(reports).toEqual([
      'Fake listingFri, Nov 20, 2026by LinaThe photos are from another city',
      'Wrong priceSat, Nov 21, 2026by Sami',
      'OtherSun, Nov 22, 2026by HudaNobody answers the phone',
    ]);
    const car = card('Kia Rio 2015');
    expect(car.getByText('Active')).toBeInTheDocument();
    expect(car.getByText('No photo')).toBeInTheDocument();
    expect(car.getByText('Already sold or rented')).toBeInTheDocument();
    // Restore is offered for a hidden listing only.
    expect(car.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/listing-reports')?.headers.authorization).toBe('Bearer token-1');
  });

  it('hides only with a reason, which is sent; the listing then leaves the list with the API message', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Hide the listing Flat in Mezzeh' }));
    const reason = card('Flat in Mezzeh').getByLabelText('Reason for hiding the listing');
    expect(reason).toHaveFocus();
    await user.click(card('Flat in Mezzeh').getByRole('button', { name: 'Hide the listing' }));
    expect(reason).toHaveAccessibleDescription('Give the reason: the owner is emailed it.');
    expect(decisions()).toEqual([]);

    await user.type(reason, 'Fake photos');
    await user.click(card('Flat in Mezzeh').getByRole('button', { name: 'Hide the listing' }));
    expect(await screen.findByText('Decision saved.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Flat in Mezzeh' })).not.toBeInTheDocument();
    expect(decisions()).toEqual([{ kind: 'property', id: 11, decision: 'hide', reason: 'Fake photos' }]);
  });

  it('restores a hidden listing with its required reason', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Restore the listing Flat in Mezzeh' }));
    await user.type(
      card('Flat in Mezzeh').getByLabelText('Reason for restoring the listing'),
      'Checked with the owner: genuine',
    );
    await user.click(card('Flat in Mezzeh').getByRole('button', { name: 'Restore the listing' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(decisions()).toEqual([
      { kind: 'property', id: 11, decision: 'restore', reason: 'Checked with the owner: genuine' },
    ]);
  });

  it('dismisses the reports with no reason needed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dismiss the reports of Kia Rio 2015' }));
    expect(card('Kia Rio 2015').getByLabelText('Note on dismissing (optional)')).toHaveAccessibleDescription(
      'Optional. It is kept in the audit log; nobody is emailed.',
    );
    await user.click(card('Kia Rio 2015').getByRole('button', { name: 'Dismiss the reports' }));
    expect(await screen.findByText('Decision saved.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(decisions()).toEqual([{ kind: 'auto', id: 4, decision: 'dismiss', reason: '' }]);
  });

  it('says so when another admin decided meanwhile, and shows the list as it now stands', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Another admin dismisses the car's reports.
    queue = queue.filter((item) => item.listing.kind !== 'auto');
    await user.click(screen.getByRole('button', { name: 'Dismiss the reports of Kia Rio 2015' }));
    await user.click(card('Kia Rio 2015').getByRole('button', { name: 'Dismiss the reports' }));
    expect(await screen.findByText(ALREADY_DECIDED)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/admin/listing-reports')).toHaveLength(2);
  });

  it('keeps the reason typed when the API refuses it', async () => {
    const user = userEvent.setup();
    api.answer('POST /admin/listing-reports/decide', () =>
      invalid('The reason may not be longer than 2000 characters.', {
        reason: ['The reason may not be longer than 2000 characters.'],
      }),
    );
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Hide the listing Flat in Mezzeh' }));
    const reason = card('Flat in Mezzeh').getByLabelText('Reason for hiding the listing');
    await user.type(reason, 'Fake photos');
    await user.click(card('Flat in Mezzeh').getByRole('button', { name: 'Hide the listing' }));
    expect(await screen.findByText(/not be longer than 2000/)).toBeInTheDocument();
    expect(reason).toHaveValue('Fake photos');
    expect(card('Flat in Mezzeh').getByRole('button', { name: 'Hide the listing' })).toBeEnabled();
    expect(cards()).toHaveLength(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    api.answer('GET /admin/listing-reports', () => ({
      status: 500,
      body: { success: false, message: 'Server error' },
    }));
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    expect((await screen.findByText('The reported listings could not be loaded.')).closest('p')).toHaveAttribute(
      'role',
      'alert',
    );
    api.answer('GET /admin/listing-reports', () => page(queue));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('shows the page before when its decisions empty a later page, the page kept in the address', async () => {
    const user = userEvent.setup();
    // One a page: the car is alone on page 2.
    api.answer('GET /admin/listing-reports', (_body, query) => {
      const pageAsked = Number(query.get('page'));
      const items = pageAsked === 2 ? queue.slice(1) : queue.slice(0, 1);
      const lastPage = queue.length > 1 ? 2 : 1;
      return ok('Reported listings', {
        data: items,
        pagination: { page: pageAsked, per_page: 1, total: queue.length, last_page: lastPage },
      });
    });
    await renderPage('en', '/admin/listing-reports?page=2', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card('Kia Rio 2015')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss the reports of Kia Rio 2015' }));
    await user.click(card('Kia Rio 2015').getByRole('button', { name: 'Dismiss the reports' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Flat in Mezzeh' })).toBeInTheDocument());
    expect(window.location.search).toBe('');
    expect(
      api.calls
        .filter((c) => c.path === '/admin/listing-reports')
        .map((c) => c.query.get('page'))
        .at(-1),
    ).toBe('1');
  });

  it("says 'No Records Found' when nothing is reported", async () => {
    queue = [];
    await renderPage('en', '/admin/listing-reports', admin, <ListingReportsPage />);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('speaks Arabic: the Arabic name, the words of status and reasons, the reason asked in Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/listing-reports', admin, <ListingReportsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const flat = card('شقة في المزة');
    expect(flat.getByRole('link', { name: 'شقة في المزة' })).toHaveAttribute('href', '/property/property-detail/11');
    expect(flat.getByText('قيد المراجعة: أُخفي بسبب البلاغات')).toBeInTheDocument();
    expect(flat.getByText('البلاغات: 3')).toBeInTheDocument();
    expect(flat.getByText('إعلان مزيّف')).toBeInTheDocument();
    // A listing with no Arabic name keeps its own.
    expect(card('Kia Rio 2015').getByText('السيارة رقم 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إخفاء الإعلان شقة في المزة' }));
    await user.click(flat.getByRole('button', { name: 'إخفاء الإعلان' }));
    expect(flat.getByLabelText('سبب إخفاء الإعلان')).toHaveAccessibleDescription(
      'اكتب السبب: سيصل إلى المالك بالبريد الإلكتروني.',
    );
    expect(decisions()).toEqual([]);
  });
});
