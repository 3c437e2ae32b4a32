import { act, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { sessionStore, type SessionUser } from '@souq/shared';
import { loadRemoteModule } from '../../lib/remotes/federation';
import { activeApplication, APPLICATIONS, startApplications } from './applications';
import { outletId } from './outletElements';

// The federation runtime stands in: what matters is which remotes the shell asks for, as asking for one fetches its
// manifest (mf-manifest.json) and remote entry.
jest.mock('../../lib/remotes/federation', () => ({
  loadRemoteModule: jest.fn(async () => ({
    bootstrap: async () => undefined,
    mount: async () => undefined,
    unmount: async () => undefined,
  })),
  prepareRetry: jest.fn(async () => undefined),
}));

const loaded = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const member: SessionUser = { id: 2, name: 'Omar', email: 'agent@example.sy', user_type: 'Agent' };
const admin: SessionUser = { id: 9, name: 'Hala', email: 'admin@example.sy', user_type: 'Admin' };
const asked = () => loaded.mock.calls.map(([id]) => id);

describe('which application owns a path', () => {
  it('gives /admin to the admin remote for a signed-in admin only', () => {
    expect(activeApplication('/admin', 'token', true)).toBe('admin');
    expect(activeApplication('/admin/payments', 'token', true)).toBe('admin');
    expect(activeApplication('/admin/payments', 'token', false)).toBe('shell-pages');
    expect(activeApplication('/admin', null, false)).toBe('shell-pages');
  });

  it("keeps the member's pages with the account remote, an admin's too", () => {
    expect(activeApplication('/my-account', 'token', false)).toBe('account');
    expect(activeApplication('/my-account', 'token', true)).toBe('account');
    expect(activeApplication('/agent-details/4', 'token', false)).toBe('account');
    expect(activeApplication('/my-account', null, false)).toBe('shell-pages');
  });
});

describe('loading the remotes', () => {
  beforeAll(() => {
    for (const app of APPLICATIONS) {
      const outlet = document.createElement('div');
      outlet.id = outletId(app);
      document.body.appendChild(outlet);
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("never asks for the admin remote on a member's visit, and asks for it once an admin opens /admin", async () => {
    act(() => sessionStore.getState().login('token-member', member));
    window.history.pushState(null, '', '/my-account');
    startApplications();
    await waitFor(() => expect(asked()).toContain('account/app'));
    act(() => navigateToUrl('/admin/payments'));
    // The member is told they may not (the shell's own pages), with nothing of the admin remote fetched.
    await waitFor(() =>
      expect(document.getElementById(outletId('shell-pages'))).toHaveTextContent('You do not have permission!'),
    );
    act(() => navigateToUrl('/admin'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).not.toContain('admin/app');

    act(() => sessionStore.getState().login('token-admin', admin));
    await waitFor(() => expect(asked()).toContain('admin/app'));
  });
});
