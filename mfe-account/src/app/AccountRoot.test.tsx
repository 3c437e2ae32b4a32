import { act, render, screen } from '@testing-library/react';
import { changeLanguage, sessionStore, type SessionUser } from '@souq/shared';
import { AccountRoot } from './AccountRoot';

const individual: SessionUser = { id: 1, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const agent: SessionUser = { id: 2, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' };

beforeAll(() => changeLanguage('en'));
afterEach(() => act(() => sessionStore.getState().logout()));

describe('account remote', () => {
  it('keeps an Individual out of My listings', () => {
    act(() => sessionStore.getState().login('t', individual));
    window.history.pushState(null, '', '/my-listing/addProperty');
    render(<AccountRoot />);
    expect(screen.getByRole('alert')).toHaveTextContent('Individual accounts cannot create listings');
    expect(screen.queryByRole('heading', { name: 'Add a property listing' })).not.toBeInTheDocument();
  });

  it('opens My listings for an Agent', () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/my-listing/updateProperty/8');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { name: 'Edit a property listing' })).toBeInTheDocument();
    expect(screen.getByText('Listing number: 8')).toBeInTheDocument();
  });

  it('shows an Individual their account page', () => {
    act(() => sessionStore.getState().login('t', individual));
    window.history.pushState(null, '', '/my-account');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('session-status')).toHaveTextContent('Logged in as Lina (Individual)');
  });
});
