import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { AuditEntry } from './auditApi';
import AuditLogPage from './AuditLogPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

const entries: AuditEntry[] = [
  {
    id: 3,
    admin: { id: 9, name: 'Sami Admin' },
    action: 'listing.hide',
    subject_kind: 'property',
    subject_id: '31',
    reason: 'Misleading photos',
    before: { status: 'active', hidden_reason: null, name: 'Flat' },
    after: { status: 'hidden', hidden_reason: 'moderator', name: 'Flat' },
    created_at: '2026-11-21T10:30:00.000Z',
  },
  {
    id: 2,
    admin: { id: 9, name: 'Sami Admin' },
    action: 'member.suspend',
    subject_kind: 'member',
    subject_id: '12',
    reason: 'Spam',
    before: { suspended_at: null },
    after: { suspended_at: '2026-11-20T08:00:00.000Z' },
    created_at: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 1,
    admin: { id: 4, name: 'Huda' },
    action: 'exchange_rate.set',
    subject_kind: 'exchange_rate',
    subject_id: 'usd',
    reason: null,
    before: null,
    after: null,
    created_at: '2026-11-19T08:00:00.000Z',
  },
];

beforeEach(() => {
  api.answer('GET /admin/audit-log', () =>
    ok('Audit log', { data: entries, pagination: { page: 1, per_page: 20, total: 3, last_page: 1 } }),
  );
});
afterEach(() => act(() => sessionStore.getState().logout()));

const cards = () => screen.queryAllByTestId('audit-entry');
const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const logCalls = () => api.calls.filter((c) => c.path === '/admin/audit-log');

describe('the audit log', () => {
  it('shows each entry: when, who, the action in words, the subject with its link, the reason and what changed', async () => {
    await renderPage('en', '/admin/audit-log', admin, <AuditLogPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [hide, suspend, unknown] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(hide).getByRole('heading', { level: 3 })).toHaveTextContent('Hid a listing');
    expect(facts(hide)).toMatchObject({ Admin: 'Sami Admin', Subject: 'Property #31', Reason: 'Misleading photos' });
    expect(facts(hide).When).toMatch(/^Sat, Nov 21, 2026/);
    expect(within(hide).getByRole('link', { name: 'Property #31' })).toHaveAttribute(
      'href',
      '/admin/listings?kind=property&id=31',
    );
    expect(within(hide).getByRole('link', { name: 'Sami Admin' })).toHaveAttribute('href', '/admin/members/9');
    // Only the fields that changed, before → after.
    expect(
      within(hide)
        .getAllByTestId('audit-change')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['status: active → To hidden', 'hidden_reason: — → To moderator']);

    expect(within(suspend).getByRole('heading', { level: 3 })).toHaveTextContent('Suspended a member');
    expect(within(suspend).getByRole('link', { name: 'Member #12' })).toHaveAttribute('href', '/admin/members/12');

    // An action the page has no words for is shown as recorded; a subject with no page is plain text.
    expect(within(unknown).getByRole('heading', { level: 3 })).toHaveTextContent('exchange_rate.set');
    expect(facts(unknown).Subject).toBe('exchange_rate #usd');
    expect(within(unknown).queryByRole('link', { name: /usd/ })).not.toBeInTheDocument();
    expect(within(unknown).queryByText('Changes')).not.toBeInTheDocument();
  });

  it('sends the filters as the query and keeps them in the address', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/audit-log?admin_id=9', admin, <AuditLogPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(Object.fromEntries(logCalls()[0]!.query)).toEqual({ admin_id: '9', page: '1' });

    await user.type(screen.getByLabelText('Action'), 'listing.hide');
    await user.type(screen.getByLabelText('Subject kind'), 'property');
    await user.type(screen.getByLabelText('Subject number'), '31');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(window.location.search).toBe(
        '?action=listing.hide&subject_kind=property&subject_id=31&admin_id=9&from=2026-11-01&to=2026-11-30',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(logCalls().at(-1)!.query)).toEqual({
        action: 'listing.hide',
        subject_kind: 'property',
        subject_id: '31',
        admin_id: '9',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '1',
      }),
    );
  });

  it("says 'No Records Found' when nothing matches", async () => {
    api.answer('GET /admin/audit-log', () =>
      ok('Audit log', { data: [], pagination: { page: 1, per_page: 20, total: 0, last_page: 1 } }),
    );
    await renderPage('en', '/admin/audit-log?action=page.delete', admin, <AuditLogPage />);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await renderPage('ar', '/admin/audit-log', admin, <AuditLogPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('أخفى إعلاناً');
    expect(facts(cards()[0]!)).toMatchObject({
      المسؤول: 'Sami Admin',
      الموضوع: 'عقار رقم 31',
      السبب: 'Misleading photos',
    });
    expect(within(cards()[2]!).getByRole('heading', { level: 3 })).toHaveTextContent('exchange_rate.set');
  });
});
