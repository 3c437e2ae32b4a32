import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest, type Reply } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { AdminListing } from './adminListingsApi';
import AdminListingsPage from './AdminListingsPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

const listing = (overrides: Partial<AdminListing> & { id: number }): AdminListing => ({
  kind: 'property',
  name: 'Flat in Mezzeh',
  name_ar: 'شقة في المزة',
  status: 'active',
  hidden_reason: null,
  verified: false,
  image: { id: 5, url: '/api/uploaded-files/p/5.webp', thumb_url: '/api/uploaded-files/p/5-thumb.webp' },
  path: `/property/property-detail/${overrides.id}`,
  owner: { id: 12, name: 'Omar Haddad', email: 'agent@example.sy' },
  created_at: '2026-10-01T09:00:00.000Z',
  reports_open: 0,
  ...overrides,
});

let records: AdminListing[];

beforeEach(() => {
  records = [
    listing({ id: 31, reports_open: 2 }),
    listing({
      id: 7,
      kind: 'auto',
      name: 'Kia Rio 2019',
      name_ar: null,
      status: 'hidden',
      hidden_reason: 'reports',
      image: null,
      path: '/auto/auto-detail/7',
      reports_open: 3,
      owner: { id: 40, name: 'Rana Khoury', email: 'rana@example.sy' },
    }),
  ];
  api.answer('GET /admin/listings', () =>
    ok('Listings', { data: records, pagination: { page: 1, per_page: 20, total: 2, last_page: 1 } }),
  );
  const decide =
    (status: string, hiddenReason: string | null) =>
    (body: Record<string, unknown>): Reply => {
      if (typeof body.reason !== 'string' || body.reason.trim() === '')
        return invalid('Give a reason: the member is told it.', { reason: ['Give a reason: the member is told it.'] });
      const found = records.find((r) => r.kind === body.kind && r.id === body.id)!;
      const { reports_open: _open, ...ref } = { ...found, status, hidden_reason: hiddenReason };
      return ok('Decision saved.', ref);
    };
  api.answer('POST /admin/listings/hide', decide('hidden', 'moderator'));
  api.answer('POST /admin/listings/restore', decide('active', null));
});
afterEach(() => act(() => sessionStore.getState().logout()));

const rows = () => screen.queryAllByTestId('admin-listing');
const row = (name: string) => within(rows().find((r) => within(r).queryByRole('link', { name }))!);
const listingCalls = () => api.calls.filter((c) => c.path === '/admin/listings');

describe("the admin's listings", () => {
  it('shows each listing: picture, name linking to it, kind and number, status and why hidden, owner linking to their page', async () => {
    await renderPage('en', '/admin/listings', admin, <AdminListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const flat = row('Flat in Mezzeh');
    expect(flat.getByRole('link', { name: 'Flat in Mezzeh' })).toHaveAttribute('href', '/property/property-detail/31');
    expect(flat.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/admin/members/12');
    expect(rows()[0]!.querySelector('img')).toHaveAttribute('src', '/api/uploaded-files/p/5-thumb.webp');
    expect(rows()[0]).toHaveTextContent('Property #31');
    expect(rows()[0]).toHaveTextContent('Active');
    expect(rows()[0]).toHaveTextContent('Open reports: 2');
    expect(rows()[1]).toHaveTextContent('Car #7');
    expect(rows()[1]).toHaveTextContent('Under review: hidden by reports');
    expect(rows()[1]).toHaveTextContent('No photo');
  });

  it('searches with the address: kind, text, status and number are sent, and the address keeps them', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listings?status=hidden', admin, <AdminListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(Object.fromEntries(listingCalls()[0]!.query)).toEqual({ status: 'hidden', page: '1' });
    expect(screen.getByLabelText('Status')).toHaveValue('hidden');

    await user.selectOptions(screen.getByLabelText('Kind'), 'auto');
    await user.type(screen.getByLabelText('Name or number'), 'kia');
    await user.type(screen.getByLabelText('Listing number'), '7x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?kind=auto&q=kia&status=hidden&id=7'));
    await waitFor(() =>
      expect(Object.fromEntries(listingCalls().at(-1)!.query)).toEqual({
        kind: 'auto',
        q: 'kia',
        status: 'hidden',
        id: '7',
        page: '1',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByLabelText('Name or number')).toHaveValue('');
  });

  it('hides a listing only with a reason; the row then shows it hidden by a moderator', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listings', admin, <AdminListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Hide Flat in Mezzeh' }));
    const flat = row('Flat in Mezzeh');
    await user.click(flat.getByRole('button', { name: 'Hide listing' }));
    expect(flat.getByLabelText('Why is this listing hidden?')).toHaveAccessibleDescription(
      'Give a reason: the owner is told it.',
    );
    expect(api.calls.some((c) => c.path === '/admin/listings/hide')).toBe(false);

    await user.type(flat.getByLabelText('Why is this listing hidden?'), 'Misleading photos');
    await user.click(flat.getByRole('button', { name: 'Hide listing' }));
    expect(await screen.findByText('Decision saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/listings/hide').map((c) => c.body)).toEqual([
      { kind: 'property', id: 31, reason: 'Misleading photos' },
    ]);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Hidden by a moderator'));
    expect(screen.getByRole('button', { name: 'Restore Flat in Mezzeh' })).toBeInTheDocument();
  });

  it('restores a hidden listing with a reason; its open reports are closed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/listings', admin, <AdminListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Hide Kia Rio 2019' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Kia Rio 2019' }));
    const car = row('Kia Rio 2019');
    await user.click(car.getByRole('button', { name: 'Restore listing' }));
    expect(api.calls.some((c) => c.path === '/admin/listings/restore')).toBe(false);
    await user.type(car.getByLabelText('Why is this listing restored?'), 'The reports were wrong');
    await user.click(car.getByRole('button', { name: 'Restore listing' }));
    expect(await screen.findByText('Decision saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/listings/restore').map((c) => c.body)).toEqual([
      { kind: 'auto', id: 7, reason: 'The reports were wrong' },
    ]);
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Active'));
    expect(rows()[1]).not.toHaveTextContent('Open reports');
    expect(rows()[1]).not.toHaveTextContent('Under review: hidden by reports');
  });

  it('shows the 409 message and the list as it now is when the listing was decided meanwhile', async () => {
    const user = userEvent.setup();
    api.answer('POST /admin/listings/restore', (): Reply => {
      records = records.map((r) => (r.id === 7 ? { ...r, status: 'active', hidden_reason: null, reports_open: 0 } : r));
      return {
        status: 409,
        body: { success: false, message: 'This was already decided by another admin. The list has been refreshed.' },
      };
    });
    await renderPage('en', '/admin/listings', admin, <AdminListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Restore Kia Rio 2019' }));
    await user.type(row('Kia Rio 2019').getByLabelText('Why is this listing restored?'), 'ok');
    await user.click(row('Kia Rio 2019').getByRole('button', { name: 'Restore listing' }));
    expect(
      await screen.findByText('This was already decided by another admin. The list has been refreshed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide Kia Rio 2019' })).toBeInTheDocument());
    expect(listingCalls()).toHaveLength(2);
  });

  it('speaks Arabic: Arabic names, states and the reason asked for', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/listings', admin, <AdminListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('العقار رقم 31');
    expect(rows()[1]).toHaveTextContent('قيد المراجعة: أُخفي بسبب البلاغات');
    await user.click(screen.getByRole('button', { name: 'إخفاء شقة في المزة' }));
    await user.click(screen.getByRole('button', { name: 'إخفاء الإعلان' }));
    expect(screen.getByLabelText('لماذا يُخفى هذا الإعلان؟')).toHaveAccessibleDescription(
      'اكتب السبب: سيُبلَّغ به صاحب الإعلان.',
    );
  });
});
