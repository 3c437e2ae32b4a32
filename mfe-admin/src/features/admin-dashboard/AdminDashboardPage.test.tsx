import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { QueueCounts } from './adminDashboardApi';
import { AdminDashboardPage } from './AdminDashboardPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const counts: QueueCounts = {
  listing_reports: 3,
  review_reports: 0,
  agent_reports: 1,
  payments: 1250,
  verification: 2,
  duplicates: 0,
};

afterEach(() => act(() => sessionStore.getState().logout()));

const links = () => within(screen.getByRole('list')).getAllByRole('link');

describe('the admin dashboard', () => {
  it('shows a card per queue with its count, each a link to its queue', async () => {
    api.answer('GET /admin/dashboard', () => ok('Dashboard', counts));
    await renderPage('en', '/admin', admin, <AdminDashboardPage />);
    expect(screen.getByText('Please wait, we are fetching your data...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('admin-queue-card')).toHaveLength(6));
    // Each link is named by what its card shows, as a voice command would read it, in the queues' order.
    const named = [
      ['3 Reported listings waiting', '/admin/listing-reports'],
      ['0 Reported reviews waiting', '/admin/review-reports'],
      ['1 Reported agents and companies waiting', '/admin/review-reports'],
      ['1,250 Payments waiting', '/admin/payments'],
      ['2 Verification requests waiting', '/admin/verification'],
      ['0 Possible duplicate listings waiting', '/admin/duplicates'],
    ];
    expect(links()).toEqual(named.map(([name]) => screen.getByRole('link', { name })));
    expect(links().map((link) => link.getAttribute('href'))).toEqual(named.map(([, href]) => href));
    expect(screen.queryByText('Nothing is waiting: every queue is empty.')).not.toBeInTheDocument();
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('says when every queue is empty', async () => {
    api.answer('GET /admin/dashboard', () =>
      ok('Dashboard', {
        listing_reports: 0,
        review_reports: 0,
        agent_reports: 0,
        payments: 0,
        verification: 0,
        duplicates: 0,
      }),
    );
    await renderPage('en', '/admin', admin, <AdminDashboardPage />);
    expect(await screen.findByText('Nothing is waiting: every queue is empty.')).toBeInTheDocument();
  });

  it('tells when the counts cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.answer('GET /admin/dashboard', () => ({ status: 500, body: { success: false, message: 'Server error' } }));
    await renderPage('en', '/admin', admin, <AdminDashboardPage />);
    expect((await screen.findByText('The dashboard could not be loaded.')).closest('p')).toHaveAttribute(
      'role',
      'alert',
    );
    api.answer('GET /admin/dashboard', () => ok('Dashboard', counts));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-queue-card')).toHaveLength(6));
    expect(screen.queryByText('The dashboard could not be loaded.')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    api.answer('GET /admin/dashboard', () => ok('Dashboard', counts));
    await renderPage('ar', '/admin', admin, <AdminDashboardPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'بانتظار القرار' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('admin-queue-card')).toHaveLength(6));
    expect(links()[0]).toHaveAccessibleName('3 الإعلانات المُبلَّغ عنها بالانتظار');
    expect(links()[3]).toHaveAccessibleName('1,250 مدفوعات بالانتظار');
  });
});
