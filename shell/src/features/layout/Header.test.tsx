import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, SouqToaster, type SessionUser } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { renderWithShell } from '../../test/renderWithShell';
import { Header } from './Header';

const individual: SessionUser = { id: 1, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const agent: SessionUser = { id: 2, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' };
const admin: SessionUser = { id: 3, name: 'Hala', email: 'hala@example.com', user_type: 'Admin' };

function navLinks(): Record<string, string | null> {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent ?? '', a.getAttribute('href')]),
  );
}

beforeEach(() => {
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().closeAuthModal();
    sessionStore.getState().setSymbol('Syp');
  });
});

describe('header', () => {
  it('shows a guest the public links and a login button that opens the login modal', async () => {
    await renderWithShell(<Header />);
    expect(navLinks()).toEqual({
      Home: '/',
      Property: '/property',
      Auto: '/auto',
      'About us': '/about',
      'Contact us': '/contact-us',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
  });

  it('shows an Individual subscribe, saved listings and account, but no My listings', async () => {
    act(() => sessionStore.getState().login('token-i', individual));
    await renderWithShell(<Header />);
    const links = navLinks();
    expect(links).toMatchObject({
      Subscribe: '/subscription-plans',
      'Saved listings': '/saved-listing',
      'My account': '/my-account',
    });
    expect(links).not.toHaveProperty('My listings');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows an Agent My listings too', async () => {
    act(() => sessionStore.getState().login('token-a', agent));
    await renderWithShell(<Header />);
    expect(navLinks()).toMatchObject({ 'My listings': '/my-listing', Subscribe: '/subscription-plans' });
  });

  it("shows the member's uploaded photo as the avatar, and follows a new one", async () => {
    act(() =>
      sessionStore.getState().login('token-a', { ...agent, image: '/api/uploaded-files/user_profile_image/rami.jpg' }),
    );
    await renderWithShell(<Header />);
    const account = screen.getByRole('button', { name: 'Rami: account menu' });
    expect(account.querySelector('img')).toHaveAttribute('src', '/api/uploaded-files/user_profile_image/rami.jpg');
    act(() =>
      sessionStore.getState().setUser({ ...agent, image: 'https://media.example.sy/souq/user_profile_image/new.webp' }),
    );
    expect(account.querySelector('img')).toHaveAttribute(
      'src',
      'https://media.example.sy/souq/user_profile_image/new.webp',
    );
  });

  it.each([null, '', 'javascript:alert(1)', '//evil.example/x.png'])(
    'shows the initial when the photo is %p',
    async (image) => {
      act(() => sessionStore.getState().login('token-a', { ...agent, image }));
      await renderWithShell(<Header />);
      const account = screen.getByRole('button', { name: 'Rami: account menu' });
      expect(account.querySelector('img')).toBeNull();
      expect(account.querySelector('.souq-avatar')).toHaveAttribute('data-initial', 'R');
    },
  );

  it('logs out from the user menu and says so', async () => {
    // The logout is sent to a real stand-in for the API, not to whatever listens on this machine's port 80.
    const api: ApiStandIn = await startApiStandIn();
    await useStandIn(api);
    api.answer('POST /logout', () => ok('Logged out successfully'));
    try {
      await logOutThroughMenu(api);
    } finally {
      await api.close();
    }
  });

  async function logOutThroughMenu(api: ApiStandIn) {
    act(() => sessionStore.getState().login('token-a', agent));
    await renderWithShell(
      <>
        <Header />
        <SouqToaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rami: account menu' }));
    expect(screen.getByText('Signed in as Rami')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).toMatchObject([
      { method: 'POST', path: '/logout', headers: { authorization: 'Bearer token-a' } },
    ]);
  }

  it('offers an admin the admin area in the account menu, and goes there', async () => {
    act(() => sessionStore.getState().login('token-admin', admin));
    await renderWithShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Hala: account menu' }));
    const link = screen.getByRole('menuitem', { name: 'Admin area' });
    expect(link).toHaveAttribute('href', '/admin');
    await userEvent.click(link);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('names the admin area in Arabic', async () => {
    act(() => sessionStore.getState().login('token-admin', admin));
    await renderWithShell(<Header />, { language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: /Hala/ }));
    expect(screen.getByRole('menuitem', { name: 'لوحة الإدارة' })).toHaveAttribute('href', '/admin');
  });

  it('offers no admin area to anyone else', async () => {
    for (const member of [individual, agent]) {
      act(() => sessionStore.getState().login('token-m', member));
      const { unmount } = await renderWithShell(<Header />);
      await userEvent.click(screen.getByRole('button', { name: `${member.name}: account menu` }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My account', 'Logout']);
      unmount();
    }
  });

  it('switches currency and language', async () => {
    await renderWithShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'USD' }));
    expect(sessionStore.getState().symbol).toBe('USD');
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العقارات' })).toHaveAttribute('href', '/property');
  });
});
