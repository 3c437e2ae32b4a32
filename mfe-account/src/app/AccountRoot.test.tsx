import { act, render, screen } from '@testing-library/react';
import { changeLanguage, sessionStore, type SessionUser } from '@souq/shared';
import { AccountRoot } from './AccountRoot';

const individual: SessionUser = { id: 1, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const agent: SessionUser = { id: 2, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' };

beforeAll(() => changeLanguage('en'));
afterEach(() => act(() => sessionStore.getState().logout()));

describe('account remote', () => {
  it('keeps an Individual out of My listings', async () => {
    act(() => sessionStore.getState().login('t', individual));
    window.history.pushState(null, '', '/my-listing/addProperty');
    render(<AccountRoot />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Individual accounts cannot create listings');
    expect(screen.queryByRole('link', { name: 'My listings' })).not.toBeInTheDocument();
  });

  it('opens a listing form for an Agent, with the area banner titled for it', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/my-listing/updateProperty/8');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit a property listing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/my-listing');
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('titles the banner after the page for an Individual', async () => {
    act(() => sessionStore.getState().login('t', individual));
    window.history.pushState(null, '', '/my-account/saved-searches');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
