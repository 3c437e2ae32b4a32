import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type ApiAnswer } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { agent, corporate, individual, renderPage } from '../../testing/render';
import { AssociatedAgentsPage } from './AssociatedAgentsPage';

// antd (the confirmation) loads and animates slowly on a busy 2-core machine: a generous hang detector, not a timing assertion.
jest.setTimeout(30_000);

type Data = ApiAnswer<'/api/company-agent'>;
const api = standInForEachTest();
let data: Data;

beforeEach(() => {
  data = {
    company: { id: 4, name: 'Sham Real Estate', logo: null, owner_id: 3 },
    agents: [
      {
        id: 11,
        agent: { id: 2, name: 'Omar', surname: 'Khatib', image: null, email: 'omar@example.sy' },
        listing_counts: { property: 3, auto: 1 },
        rating: { average: 4.3, count: 6 },
        since: '2026-11-02T10:00:00.000Z',
      },
    ],
    pending: [{ id: 12, email: 'sami@example.sy', invited_at: '2026-11-20T10:00:00.000Z' }],
  };
  api.answer('GET /company-agent', () => ok('Associated agents', data));
  api.answer('DELETE /company-agent/11', () => ok('The agent has been removed from your company.'));
  api.answer('DELETE /company-agent/12', () => ok('Invitation cancelled.'));
});
afterEach(() => {
  act(() => sessionStore.getState().logout());
});

const list = (name: string) => screen.findByRole('list', { name });

describe('associated agents page (Corporate)', () => {
  it("lists the company's agents with their listings and rating, linked to their profile, and the pending invitations", async () => {
    await renderPage('en', '/associated-agent', corporate, <AssociatedAgentsPage />);
    const agents = await list('Your agents');
    const omar = within(agents).getByRole('listitem');
    expect(within(omar).getByRole('link', { name: "Omar Khatib's profile" })).toHaveAttribute(
      'href',
      '/agent-details/2',
    );
    expect(omar).toHaveTextContent('Active listings: 3 properties · 1 cars');
    expect(omar).toHaveTextContent('Rating: 4.3 of 5 (reviews: 6)');
    expect(omar).toHaveTextContent('Since Mon, Nov 2, 2026');
    const pending = await list('Invitations waiting for an answer');
    expect(pending).toHaveTextContent('sami@example.sy');
    expect(pending).toHaveTextContent('Invited on Fri, Nov 20, 2026');
  });

  it('cancels a pending invitation', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/associated-agent', corporate, <AssociatedAgentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the invitation to sami@example.sy' }));
    await waitFor(() => expect(screen.queryByText('sami@example.sy')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/company-agent/12')).toBe(true);
    expect(await screen.findByText('Invitation cancelled.')).toBeInTheDocument();
  });

  it('removes an agent only after the confirmation, and Cancel keeps them', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/associated-agent', corporate, <AssociatedAgentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Omar Khatib' }));
    let dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Are you sure you want to remove Omar Khatib from your company?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Omar Khatib' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: "Omar Khatib's profile" })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/company-agent/11']);
    expect(screen.getByText('No agent has joined your company yet.')).toBeInTheDocument();
  });

  it('invites an address, lists it as pending, and shows a refusal under the field keeping what was typed', async () => {
    const user = userEvent.setup();
    api.answer('POST /company-agent', (body) =>
      body.email === 'lina@example.sy'
        ? invalid('Only agents can join a company.', { email: ['Only agents can join a company.'] })
        : ok('Invitation sent.', { id: 13, email: body.email, invited_at: '2026-11-25T10:00:00.000Z' }),
    );
    await renderPage('en', '/associated-agent', corporate, <AssociatedAgentsPage />);
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(field).toHaveAccessibleDescription('The Email address field is required');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'lina@example.sy');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Only agents can join a company.'));
    expect(field).toHaveValue('lina@example.sy');

    await user.clear(field);
    await user.type(field, 'nadia@example.sy');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(await list('Invitations waiting for an answer')).findByText('nadia@example.sy'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ email: 'nadia@example.sy' });
  });

  it('asks for the company details before inviting, in Arabic', async () => {
    data = { company: null, agents: [], pending: [] };
    await renderPage('ar', '/associated-agent', corporate, <AssociatedAgentsPage />);
    expect(await screen.findByText('لم ينضم أي وكيل إلى شركتك بعد.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('أضف بيانات شركتك قبل دعوة الوكلاء.');
    expect(screen.getByRole('link', { name: 'بيانات الشركة في حسابي' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('tells other account types what the page is for, without calling the API', async () => {
    await renderPage('en', '/associated-agent', agent, <AssociatedAgentsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('This page is for company (Corporate) accounts');
    expect(screen.getByRole('link', { name: 'See the companies you have joined' })).toHaveAttribute(
      'href',
      '/associated-corporates',
    );
    act(() => sessionStore.getState().login('token-1', individual));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
