import { act, render, screen } from '@testing-library/react';
import { changeLanguage, sessionStore, type SessionUser } from '@souq/shared';
import { standInForEachTest } from '@souq/shared/testing';
import { AdminRoot } from './AdminRoot';

const agent: SessionUser = { id: 2, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' };

// The pages ask the API for their data; a stand-in answers (404 for what a test does not set), so no request
// leaves the machine.
standInForEachTest();

beforeAll(() => changeLanguage('en'));
afterEach(() => act(() => sessionStore.getState().logout()));

describe('admin remote', () => {
  it('opens the admin area to an admin only, and tells anyone else they have no permission', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/admin/payments');
    const { unmount } = render(<AdminRoot />);
    expect(await screen.findByText('You do not have permission!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payments to confirm' })).not.toBeInTheDocument();
    unmount();
    act(() =>
      sessionStore.getState().login('t', { id: 9, name: 'Admin', email: 'admin@example.com', user_type: 'Admin' }),
    );
    render(<AdminRoot />);
    expect(await screen.findByRole('link', { name: 'Payments to confirm' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Payments to confirm' })).toBeInTheDocument();
    expect(await screen.findByText(/waiting for you to check that the money arrived/)).toBeInTheDocument();
  });
});
