import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore } from '@souq/shared';
import AuthModal from './AuthModal';

beforeEach(async () => {
  await changeLanguage('en');
  act(() => sessionStore.getState().openAuthModal('login'));
});

describe('sign-in panel', () => {
  it('lists the benefits of signing in next to the current mode', () => {
    render(<AuthModal />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Keep your search history across devices')).toBeInTheDocument();
  });

  it('switches between login and create-account modes', async () => {
    render(<AuthModal />);
    await userEvent.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    expect(sessionStore.getState().authModal.mode).toBe('register');
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page', async () => {
    await changeLanguage('ar');
    render(<AuthModal />);
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});
