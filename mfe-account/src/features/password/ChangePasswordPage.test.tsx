import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { agent, fill, renderPage } from '../../testing/render';
import { ChangePasswordPage } from './ChangePasswordPage';

// No speed is being tested: Jest's default 5 s per test only measures how busy the shared machine is,
// so allow what a loaded machine needs.
jest.setTimeout(60_000);

let api: ApiStandIn;

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());

beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  api.answer('POST /change-password', (body) =>
    body.old_password === 'Right@2026'
      ? ok('Your password has been changed.')
      : invalid('The current password is incorrect.', { old_password: ['The current password is incorrect.'] }),
  );
});
afterEach(() => act(() => sessionStore.getState().logout()));

const field = (name: string) => screen.getByLabelText(name);
const changes = () => api.calls.filter((call) => call.path === '/change-password');

describe('change password', () => {
  it('requires every field before sending anything', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/change-password', agent, <ChangePasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The Current password field is required')).toBeInTheDocument();
    expect(screen.getByText('The New password field is required')).toBeInTheDocument();
    expect(screen.getByText('The Confirm new password field is required')).toBeInTheDocument();
    expect(changes()).toHaveLength(0);
  });

  it('asks for a long enough new password, confirmed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/change-password', agent, <ChangePasswordPage />);
    await fill(user, field('New password'), 'short');
    await fill(user, field('Confirm new password'), 'other');
    await user.tab();
    expect(await screen.findByText('The New password field must be at least 8 characters.')).toBeInTheDocument();
    expect(await screen.findByText('The Confirm new password field must match New password.')).toBeInTheDocument();
    expect(changes()).toHaveLength(0);
  });

  it('shows a wrong current password under that field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/change-password', agent, <ChangePasswordPage />);
    await fill(user, field('Current password'), 'Wrong@2026');
    await fill(user, field('New password'), 'Newer@2026');
    await fill(user, field('Confirm new password'), 'Newer@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('Current password')).toHaveAttribute('aria-invalid', 'true'));
    const form = screen.getByRole('form');
    expect(await within(form).findByText('The current password is incorrect.')).toHaveAttribute('role', 'alert');
    // The toast says it once, in words, never as 'old_password:…'.
    const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
    await waitFor(() => expect(toasts()).toEqual(['The current password is incorrect.']));
    // The message is what a screen reader reads with the field.
    expect(field('Current password')).toHaveAccessibleDescription('The current password is incorrect.');
    expect(field('Current password')).toHaveValue('Wrong@2026');
    expect(field('New password')).toHaveValue('Newer@2026');
    expect(changes()[0]!.body).toEqual({
      old_password: 'Wrong@2026',
      new_password: 'Newer@2026',
      confirm_password: 'Newer@2026',
    });
    expect(changes()[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('changes the password, says so and empties the form', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/change-password', agent, <ChangePasswordPage />);
    await fill(user, field('Current password'), 'Right@2026');
    await fill(user, field('New password'), 'Newer@2026');
    await fill(user, field('Confirm new password'), 'Newer@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(sessionStore.getState().token).toBe('token-1');
  });

  it('shows what was typed on request, and hides it again', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/change-password', agent, <ChangePasswordPage />);
    await fill(user, field('New password'), 'Newer@2026');
    expect(field('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show New password' }));
    expect(field('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide New password' }));
    expect(field('New password')).toHaveAttribute('type', 'password');
    expect(field('New password')).toHaveValue('Newer@2026');
  });

  it('speaks Arabic, with the documented messages in Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/change-password', agent, <ChangePasswordPage />);
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await screen.findByText('حقل كلمة المرور الحالية مطلوب')).toBeInTheDocument();
  });
});
