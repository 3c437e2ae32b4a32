import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { ok, standInForEachTest, type Reply } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { ListingRef } from '../../lib/queueTypes';
import type { AdminMember, MemberView } from './membersApi';
import MembersPage from './MembersPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

const member = (overrides: Partial<AdminMember> & { id: number }): AdminMember => ({
  name: 'Omar',
  surname: 'Haddad',
  email: 'agent@example.sy',
  phone: '+963 944 123 456',
  user_type: 'Agent',
  language: 'ar',
  created_at: '2026-03-02T09:00:00.000Z',
  verified: true,
  suspended_at: null,
  suspended_reason: null,
  listings_count: 2,
  ...overrides,
});

const listing = (overrides: Partial<ListingRef> & { id: number }): ListingRef => ({
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
  ...overrides,
});

let omar: AdminMember;
const view = (): MemberView => ({
  member: { ...omar, company_name: null },
  listings: [
    listing({ id: 31 }),
    listing({
      id: 7,
      kind: 'auto',
      name: 'Kia Rio 2019',
      name_ar: null,
      status: 'hidden',
      hidden_reason: 'suspended',
      path: '/auto/auto-detail/7',
    }),
  ],
  reports_against: 3,
  payments_count: 4,
});

beforeEach(() => {
  omar = member({ id: 12 });
  api.answer('GET /admin/members', (_body, query) =>
    ok('Members', {
      data:
        query.get('page') === '2'
          ? [
              member({
                id: 40,
                name: 'Rana',
                surname: 'Khoury',
                email: 'rana@example.sy',
                user_type: 'Corporate',
                suspended_at: '2026-11-01T10:00:00.000Z',
                verified: false,
              }),
            ]
          : [omar],
      pagination: { page: Number(query.get('page') ?? 1), per_page: 20, total: 21, last_page: 2 },
    }),
  );
  api.answer('GET /admin/members/12', () => ok('Member', view()));
  api.answer('POST /admin/members/suspend', (body) => {
    omar = { ...omar, suspended_at: '2026-11-25T08:00:00.000Z', suspended_reason: String(body.reason) };
    return ok('Decision saved.', omar);
  });
  api.answer('POST /admin/members/restore', () => {
    omar = { ...omar, suspended_at: null, suspended_reason: null };
    return ok('Decision saved.', omar);
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const rows = () => screen.queryAllByTestId('admin-member');
const memberCalls = () => api.calls.filter((c) => c.path === '/admin/members');
const facts = () =>
  Object.fromEntries(
    within(screen.getByTestId('admin-member-view'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the members search', () => {
  it('searches with the address: the search and page it holds are asked for, a new search goes back to page 1', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/members?q=omar&page=2', admin, <MembersPage />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Rana Khoury');
    expect(rows()[0]).toHaveTextContent('Suspended');
    expect(memberCalls()[0]!.query.get('q')).toBe('omar');
    expect(memberCalls()[0]!.query.get('page')).toBe('2');
    expect(screen.getByLabelText('Name, email or phone')).toHaveValue('omar');

    await user.selectOptions(screen.getByLabelText('Account type'), 'Agent');
    await user.selectOptions(screen.getByLabelText('Suspension'), 'false');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?q=omar&user_type=Agent&suspended=false'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Omar Haddad'));
    const last = memberCalls().at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ q: 'omar', user_type: 'Agent', suspended: 'false', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(window.location.search).toBe('?q=omar&user_type=Agent&suspended=false&page=2'));
    await waitFor(() => expect(memberCalls().at(-1)!.query.get('page')).toBe('2'));
  });

  it('lists each member with a link to their page', async () => {
    await renderPage('en', '/admin/members', admin, <MembersPage />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = within(rows()[0]!);
    expect(row.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/admin/members/12');
    expect(rows()[0]).toHaveTextContent('agent@example.sy');
    expect(rows()[0]).toHaveTextContent('Mon, Mar 2, 2026');
    // On a phone the row is a card whose every field is named beside its value (for the eye; a screen reader reads the headers).
    expect(row.getAllByRole('cell').map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Email',
      'Phone',
      'Account type',
      'Joined',
      'Listings',
      'State',
    ]);
    expect(api.calls[0]!.headers.authorization).toBe('Bearer token-1');
  });
});

describe("a member's page", () => {
  it('shows the member, their listings with links, reports against them and payments', async () => {
    await renderPage('en', '/admin/members/12', admin, <MembersPage />);
    expect(await screen.findByRole('heading', { name: /Omar Haddad/ })).toBeInTheDocument();
    expect(facts()).toMatchObject({
      Email: 'agent@example.sy',
      'Account type': 'Agent',
      Language: 'Arabic',
      Joined: 'Mon, Mar 2, 2026',
      Verified: 'Yes',
      'Open reports against them': '3',
      Payments: '4',
    });
    expect(screen.getByRole('link', { name: 'Flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/property/property-detail/31',
    );
    const car = screen.getByRole('link', { name: 'Kia Rio 2019' });
    expect(car).toHaveAttribute('href', '/auto/auto-detail/7');
    expect(car.closest('article')).toHaveTextContent('Hidden: the owner is suspended');
  });

  it('suspends only with a reason, which is sent; the page then shows the suspension', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/members/12', admin, <MembersPage />);
    await user.click(await screen.findByRole('button', { name: 'Suspend Omar Haddad' }));
    const reason = screen.getByLabelText('Why is this member suspended?');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Suspend member' }));
    expect(reason).toHaveAccessibleDescription('Give the reason for the suspension: the member is told it.');
    expect(screen.getByRole('alert')).toHaveTextContent('Give the reason for the suspension');
    expect(api.calls.some((c) => c.path === '/admin/members/suspend')).toBe(false);

    await user.type(reason, 'Fake listings, many reports');
    await user.click(screen.getByRole('button', { name: 'Suspend member' }));
    expect(await screen.findByText('Decision saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/members/suspend').map((c) => c.body)).toEqual([
      { id: 12, reason: 'Fake listings, many reports' },
    ]);
    await waitFor(() =>
      expect(facts()).toMatchObject({
        'Reason for the suspension': 'Fake listings, many reports',
        'Suspended since': 'Wed, Nov 25, 2026',
      }),
    );
    expect(screen.getByRole('button', { name: 'Restore Omar Haddad' })).toBeInTheDocument();
  });

  it('restores a suspended member, the note being optional', async () => {
    const user = userEvent.setup();
    omar = { ...omar, suspended_at: '2026-11-20T08:00:00.000Z', suspended_reason: 'Spam' };
    await renderPage('en', '/admin/members/12', admin, <MembersPage />);
    expect(await screen.findByText('Spam')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Suspend/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Omar Haddad' }));
    await user.click(screen.getByRole('button', { name: 'Restore member' }));
    expect(await screen.findByText('Decision saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/members/restore').map((c) => c.body)).toEqual([{ id: 12 }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suspend Omar Haddad' })).toBeInTheDocument());
    expect(screen.queryByText('Spam')).not.toBeInTheDocument();
  });

  it('says when another admin decided first (409) and shows the member as they now are', async () => {
    const user = userEvent.setup();
    api.answer('POST /admin/members/suspend', (): Reply => {
      omar = { ...omar, suspended_at: '2026-11-25T08:00:00.000Z', suspended_reason: 'Suspended by a colleague' };
      return {
        status: 409,
        body: { success: false, message: 'This was already decided by another admin. The list has been refreshed.' },
      };
    });
    await renderPage('en', '/admin/members/12', admin, <MembersPage />);
    await user.click(await screen.findByRole('button', { name: 'Suspend Omar Haddad' }));
    await user.type(screen.getByLabelText('Why is this member suspended?'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Suspend member' }));
    expect(
      await screen.findByText('This was already decided by another admin. The list has been refreshed.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Suspended by a colleague')).toBeInTheDocument();
    expect(screen.queryByLabelText('Why is this member suspended?')).not.toBeInTheDocument();
  });

  it('says when there is no such member', async () => {
    api.answer('GET /admin/members/77', () => ({
      status: 404,
      body: { success: false, message: 'Member not found.' },
    }));
    await renderPage('en', '/admin/members/77', admin, <MembersPage />);
    expect(await screen.findByText('This member could not be found.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('href', '/admin/members');
  });

  it('offers no suspension of an admin', async () => {
    omar = { ...omar, user_type: 'Admin' };
    await renderPage('en', '/admin/members/12', admin, <MembersPage />);
    expect(await screen.findByRole('heading', { name: /Omar Haddad/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/members/12', admin, <MembersPage />);
    expect(await screen.findByRole('link', { name: 'شقة في المزة' })).toBeInTheDocument();
    expect(facts()).toMatchObject({ 'نوع الحساب': 'وكيل', اللغة: 'العربية', موثّق: 'نعم' });
    await user.click(screen.getByRole('button', { name: 'إيقاف Omar Haddad' }));
    await user.click(screen.getByRole('button', { name: 'إيقاف العضو' }));
    expect(screen.getByLabelText('لماذا يُوقف هذا العضو؟')).toHaveAccessibleDescription(
      'اذكر سبب الإيقاف: سيُبلَّغ به العضو.',
    );
  });
});
