import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type ApiAnswer } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { agent, corporate, individual, renderPage } from '../../testing/render';
import { AssociatedCorporatesPage } from './AssociatedCorporatesPage';

// antd (the confirmation) loads and animates slowly on a busy 2-core machine: a generous hang detector, not a timing assertion.
jest.setTimeout(30_000);

type Data = ApiAnswer<'/api/agent-companies'>;
const api = standInForEachTest();
let data: Data;
const sham = { id: 4, name: 'Sham Real Estate', logo: null, owner_id: 3 };
const halab = { id: 5, name: 'Halab Homes', logo: null, owner_id: 7 };

beforeEach(() => {
  data = {
    companies: [{ id: 21, company: halab, since: '2026-10-01T10:00:00.000Z' }],
    invitations: [{ id: 22, company: sham, invited_at: '2026-11-20T10:00:00.000Z' }],
  };
  api.answer('GET /agent-companies', () => ok('Associated companies', data));
  api.answer('POST /agent-companies/22/accept', () => ok('Invitation accepted.'));
  api.answer('POST /agent-companies/22/decline', () => ok('Invitation declined.'));
  api.answer('DELETE /agent-companies/21', () => ok('You have left the company.'));
});
afterEach(() => {
  act(() => sessionStore.getState().logout());
});

const list = (name: string) => screen.findByRole('list', { name });

describe('associated corporates page (Agent)', () => {
  it("lists the agent's companies linked to their page, and accepting an invitation adds the company", async () => {
    const user = userEvent.setup();
    await renderPage('en', '/associated-corporates', agent, <AssociatedCorporatesPage />);
    const companies = await list('Your companies');
    expect(within(companies).getByRole('link', { name: 'The page of Halab Homes' })).toHaveAttribute(
      'href',
      '/agent-details/7',
    );
    expect(companies).toHaveTextContent('Since Thu, Oct 1, 2026');
    const invitations = await list('Invitations');
    expect(invitations).toHaveTextContent('Sham Real Estate invites you to join its agents.');

    await user.click(within(invitations).getByRole('button', { name: 'Accept the invitation of Sham Real Estate' }));
    expect(await screen.findByRole('link', { name: 'The page of Sham Real Estate' })).toHaveAttribute(
      'href',
      '/agent-details/3',
    );
    expect(screen.getByText('No invitations are waiting for your answer.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/agent-companies/22/accept']);
  });

  it('declines an invitation', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/associated-corporates', agent, <AssociatedCorporatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation of Sham Real Estate' }));
    await waitFor(() => expect(screen.getByText('No invitations are waiting for your answer.')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'The page of Sham Real Estate' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/agent-companies/22/decline']);
  });

  it('leaves a company after the confirmation, in Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/associated-corporates', agent, <AssociatedCorporatesPage />);
    await user.click(await screen.findByRole('button', { name: 'مغادرة Halab Homes' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('هل أنت متأكد أنك تريد مغادرة Halab Homes؟');
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(within(dialog).getByRole('button', { name: 'مغادرة' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'صفحة Halab Homes' })).not.toBeInTheDocument());
    expect(screen.getByText('لم تنضم إلى أي شركة بعد.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/agent-companies/21']);
  });

  it('tells other account types what the page is for', async () => {
    await renderPage('en', '/associated-corporates', corporate, <AssociatedCorporatesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('This page is for Agent accounts');
    expect(screen.getByRole('link', { name: 'See your agents' })).toHaveAttribute('href', '/associated-agent');
    act(() => sessionStore.getState().login('token-1', individual));
    expect(screen.getByRole('status')).toHaveTextContent('This page is for Agent accounts');
    expect(api.calls).toHaveLength(0);
  });
});
