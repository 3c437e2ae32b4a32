import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { sessionStore } from '@souq/shared';
import { renderWithShell } from '../../test/renderWithShell';
import { guardDecision } from './guard';
import { RouteGuard } from './RouteGuard';

/** The guard with the whole address in view and links elsewhere, as the site's header gives them. */
function renderAt(path: string) {
  function Location() {
    const { pathname, search } = useLocation();
    return <output data-testid="location">{`${pathname}${search}`}</output>;
  }
  return renderWithShell(
    <>
      <RouteGuard />
      <Location />
      <Link to="/about">About</Link>
      <Link to="/">Home</Link>
    </>,
    { path },
  );
}

const agent = { id: 7, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' as const };

beforeEach(() => {
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().closeAuthModal();
  });
});

describe('route guard', () => {
  it.each([
    '/my-account',
    '/my-listing/updateProperty/3',
    '/saved-listing',
    '/subscription-plans',
    '/agent-details/9',
    '/subscription-history/receipt/41',
    '/admin/payments',
  ])('sends a visitor without a session from %s to / and opens the login modal', async (path) => {
    await renderWithShell(<RouteGuard />, { path });
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
  });

  it('lets a signed-in user stay on a login route', async () => {
    act(() => sessionStore.getState().login('token-1', agent));
    await renderWithShell(<RouteGuard />, { path: '/my-account' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/my-account');
    expect(sessionStore.getState().authModal.open).toBe(false);
  });

  it('leaves public routes alone', async () => {
    await renderWithShell(<RouteGuard />, { path: '/property/map' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/property/map');
    expect(sessionStore.getState().authModal.open).toBe(false);
  });

  it('moves a user who logs out on a login route to /', async () => {
    act(() => sessionStore.getState().login('token-1', agent));
    await renderWithShell(<RouteGuard />, { path: '/saved-listing' });
    act(() => sessionStore.getState().logout());
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(sessionStore.getState().authModal.open).toBe(false);
  });

  it('takes a visitor who signs in from the modal on to the page they asked for, with its query', async () => {
    await renderAt('/agent-details/9?tab=reviews');
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    act(() => sessionStore.getState().login('token-1', agent));
    expect(screen.getByTestId('location')).toHaveTextContent('/agent-details/9?tab=reviews');
  });

  it('forgets the page asked for once the visitor closes the modal', async () => {
    await renderAt('/saved-listing');
    act(() => sessionStore.getState().closeAuthModal());
    act(() => sessionStore.getState().login('token-1', agent));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('forgets the page asked for once the visitor goes elsewhere', async () => {
    await renderAt('/saved-listing');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    act(() => sessionStore.getState().login('token-1', agent));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('decides by path and token alone', () => {
    expect(guardDecision('/my-account', null)).toEqual({ allow: false, redirectTo: '/', openLogin: true });
    expect(guardDecision('/my-account', 'abc')).toEqual({ allow: true });
    expect(guardDecision('/property', null)).toEqual({ allow: true });
    expect(guardDecision('/my-accountant', null)).toEqual({ allow: true });
  });
});
