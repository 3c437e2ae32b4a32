import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { configureHttp, sessionStore } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { renderIn, toastTexts } from '../../testing/render';
import AuthModal from './AuthModal';

// No speed is being tested: Jest's 5 s default only measures how busy the shared machine is, and a test cut
// off at 5 s leaves its dialogs' animations running into the next test (React's act(...) warnings there).
jest.setTimeout(60_000);

const agent = { id: 7, name: 'Rami', email: 'rami@example.sy', user_type: 'Agent' as const };
let api: ApiStandIn;

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());

beforeEach(async () => {
  api.reset();
  localStorage.clear();
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().openAuthModal('login');
  });
  await useStandIn(api);
  api.answer('POST /login', (body) => {
    if (body.email === 'new@example.sy') {
      return invalid('Please verify your email address. We have sent you a verification code.', undefined, {
        email: body.email,
        verification_required: true,
      });
    }
    return body.password === 'right-password'
      ? ok('Login successful.', { token: 'token-1', user: { ...agent, email: body.email } })
      : invalid('These credentials do not match our records.');
  });
  api.answer('POST /register', (body) =>
    body.email === 'taken@example.sy'
      ? invalid('The email has already been taken.', { email: ['The email has already been taken.'] })
      : ok('Registration successful. Please enter the verification code we sent to your email.', { email: body.email }),
  );
  api.answer('POST /otp-verify', (body) =>
    body.otp === '246810'
      ? ok('Your email has been verified.', { token: 'token-2', user: { ...agent, email: body.email } })
      : invalid('The verification code is incorrect.', { otp: ['The verification code is incorrect.'] }),
  );
});

const field = (name: string) => screen.getByLabelText(name);

// The address is set apart from the sentence (first-strong isolate … pop), so the full stop after it stays at the
// sentence's end in Arabic whatever the address starts or ends with.
const FSI = '\u2068';
const PDI = '\u2069';

async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

async function typeCode(user: UserEvent, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

describe('the two sides of the panel', () => {
  it('lists the benefits of signing in next to the current mode', async () => {
    await renderIn('en', <AuthModal />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('View your saved properties')).toBeInTheDocument();
    expect(screen.getByText('Keep your search history across devices')).toBeInTheDocument();
    expect(screen.getByText('See which properties you have contacted')).toBeInTheDocument();
  });

  it('links to the terms and the privacy policy, opening the page in place of the modal', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/cms/term-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/cms/privacy-policy');
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(window.location.pathname).toBe('/cms/privacy-policy');
    expect(sessionStore.getState().authModal.open).toBe(false);
  });

  it('speaks Arabic on an Arabic page', async () => {
    await renderIn('ar', <AuthModal />);
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(field('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الشروط والأحكام' })).toBeInTheDocument();
  });
});

describe('mode switching', () => {
  it('switches between login and create-account modes', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    expect(sessionStore.getState().authModal.mode).toBe('register');
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(sessionStore.getState().authModal.mode).toBe('login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('follows the mode the shell asks for', async () => {
    await renderIn('en', <AuthModal mode="register" />);
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  });

  it('shows the login form when asked for the code step with no address to verify', async () => {
    await renderIn('en', <AuthModal mode="otp" />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('closes itself when an access token is already stored', async () => {
    act(() => sessionStore.getState().login('stored-token', agent));
    act(() => sessionStore.setState({ authModal: { open: true, mode: 'login' } }));
    await renderIn('en', <AuthModal />);
    expect(sessionStore.getState().authModal.open).toBe(false);
  });
});

describe('login', () => {
  it('names every empty field with the documented message', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    expect(screen.getByText('The Password field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a malformed email', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'rami@');
    await user.type(field('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in: stores the session, toasts the server message, resets the form and closes the modal', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'rami@example.sy');
    await user.type(field('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    const state = sessionStore.getState();
    expect(state.token).toBe('token-1');
    expect(state.user).toMatchObject({ name: 'Rami', email: 'rami@example.sy' });
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(state.authModal.open).toBe(false);
    expect(field('Email')).toHaveValue('');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/login',
      body: { email: 'rami@example.sy', password: 'right-password' },
    });
  });

  it('a wrong password shows the server message as an error toast and stays', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'rami@example.sy');
    await user.type(field('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(field('Email')).toHaveValue('rami@example.sy');
  });

  it("a suspended member's login shows the reason under the email, and they stay signed out", async () => {
    const user = userEvent.setup();
    const suspended = 'This account is suspended. Contact us if you think this is a mistake.';
    api.answer('POST /login', () => invalid(suspended, { email: [suspended] }));
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'suspended@example.sy');
    await user.type(field('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(suspended));
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveValue('suspended@example.sy');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('disables the button while signing in', async () => {
    const user = userEvent.setup();
    api.hold('POST /login');
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'rami@example.sy');
    await user.type(field('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    api.releaseHeld(ok('Login successful.', { token: 'token-1', user: agent }));
    await waitFor(() => expect(sessionStore.getState().token).toBe('token-1'));
  });

  it('re-enables the button with no message after a network failure', async () => {
    const user = userEvent.setup();
    // Nothing listens on port 9: jsdom reports the refused connection on the console, as a browser would.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configureHttp({ apiBase: 'http://127.0.0.1:9/api' });
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'rami@example.sy');
    await user.type(field('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.Toastify__toast--error')).toBeNull();
    // Nor any toast left over from an earlier test's sign-in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastTexts()).toEqual([]);
    expect(sessionStore.getState().token).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }),
    );
    consoleError.mockRestore();
  });

  describe('from a busy address (the API asks for a proof of work first)', () => {
    const puzzle = {
      status: 428,
      body: {
        success: false,
        message: 'Checking your connection. Please wait a moment…',
        proof_of_work: { challenge: '1.busy', difficulty: 4, expires_in: 300 },
      },
    };
    const answered = () => typeof api.calls.at(-1)?.headers['x-proof-of-work'] === 'string';

    it('answers it and signs in with what was typed, showing only the sign-in', async () => {
      const user = userEvent.setup();
      api.answer('POST /login', (body) =>
        answered() ? ok('Login successful.', { token: 'token-3', user: { ...agent, email: body.email } }) : puzzle,
      );
      await renderIn('en', <AuthModal />);
      await user.type(field('Email'), 'rami@example.sy');
      await user.type(field('Password'), 'right-password');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Login successful.')).toBeInTheDocument();
      expect(sessionStore.getState().token).toBe('token-3');
      expect(api.calls.map((call) => [call.path, call.body, Boolean(call.headers['x-proof-of-work'])])).toEqual([
        ['/login', { email: 'rami@example.sy', password: 'right-password' }, false],
        ['/login', { email: 'rami@example.sy', password: 'right-password' }, true],
      ]);
      expect(toastTexts()).not.toContain('Checking your connection. Please wait a moment…');
    });

    it('an answer the API refuses is said in Arabic, and the form keeps what was typed', async () => {
      const user = userEvent.setup();
      const refused = 'سبق استخدام هذا التحقق من الاتصال. يرجى المحاولة مرة أخرى.';
      api.answer('POST /login', () => (answered() ? invalid(refused, { request: [refused] }) : puzzle));
      await renderIn('ar', <AuthModal />);
      await user.type(field('البريد الإلكتروني'), 'rami@example.sy');
      await user.type(field('كلمة المرور'), 'right-password');
      await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
      expect(await screen.findByText(refused)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled());
      expect(field('البريد الإلكتروني')).toHaveValue('rami@example.sy');
      expect(field('كلمة المرور')).toHaveValue('right-password');
      expect(sessionStore.getState().token).toBeNull();
    });
  });

  it('an address not verified yet goes to the code step', async () => {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.type(field('Email'), 'new@example.sy');
    await user.type(field('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(`Enter the 6-digit code we sent to ${FSI}new@example.sy${PDI}.`)).toBeInTheDocument();
  });

  it('in Arabic, the code step sets the address apart, with the full stop after it ending the sentence', async () => {
    const user = userEvent.setup();
    await renderIn('ar', <AuthModal />);
    await user.type(field('البريد الإلكتروني'), 'new@example.sy');
    await user.type(field('كلمة المرور'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const intro = await screen.findByText(`أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى ${FSI}new@example.sy${PDI}.`);
    expect(intro.textContent!.endsWith(`${PDI}.`)).toBe(true);
  });
});

describe('create account', () => {
  async function openRegister() {
    const user = userEvent.setup();
    act(() => sessionStore.getState().openAuthModal('register'));
    await renderIn('en', <AuthModal />);
    return user;
  }

  it('asks for the listing category only when the user type is not Individual', async () => {
    const user = await openRegister();
    expect(screen.queryByRole('combobox', { name: 'Listing category' })).toBeNull();
    await chooseOption(user, 'User type', 'Individual');
    expect(screen.queryByRole('combobox', { name: 'Listing category' })).toBeNull();
    await chooseOption(user, 'User type', 'Agent');
    expect(screen.getByRole('combobox', { name: 'Listing category' })).toBeInTheDocument();
    await chooseOption(user, 'User type', 'Corporate');
    expect(screen.getByRole('combobox', { name: 'Listing category' })).toBeInTheDocument();
    await chooseOption(user, 'User type', 'Individual');
    expect(screen.queryByRole('combobox', { name: 'Listing category' })).toBeNull();
  });

  it('names every empty field, the listing category included for an Agent', async () => {
    const user = await openRegister();
    await chooseOption(user, 'User type', 'Agent');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The Name field is required')).toBeInTheDocument();
    expect(screen.getByText('The Email field is required')).toBeInTheDocument();
    expect(screen.getByText('The Password field is required')).toBeInTheDocument();
    expect(screen.getByText('The Listing category field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a short password gets the min template', async () => {
    const user = await openRegister();
    await user.type(field('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The Password field must be at least 8 characters.')).toBeInTheDocument();
  });

  it('creates an Agent account and moves to the code step with a fresh countdown', async () => {
    const user = await openRegister();
    await user.type(field('Name'), 'Rami');
    await user.type(field('Email'), 'rami@example.sy');
    await user.type(field('Password'), 'long-enough');
    await chooseOption(user, 'User type', 'Agent');
    await chooseOption(user, 'Listing category', 'Real Estate');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      name: 'Rami',
      email: 'rami@example.sy',
      password: 'long-enough',
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    expect(
      await screen.findByText('Registration successful. Please enter the verification code we sent to your email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('an Individual sends no listing category', async () => {
    const user = await openRegister();
    await user.type(field('Name'), 'Huda');
    await user.type(field('Email'), 'huda@example.sy');
    await user.type(field('Password'), 'long-enough');
    await chooseOption(user, 'User type', 'Individual');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(api.calls[0]?.body).toMatchObject({ user_type: 'Individual', listing_category: null });
  });

  it('a refused registration shows the server message and stays on the form', async () => {
    const user = await openRegister();
    await user.type(field('Name'), 'Rami');
    await user.type(field('Email'), 'taken@example.sy');
    await user.type(field('Password'), 'long-enough');
    await chooseOption(user, 'User type', 'Individual');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // Once in a toast, without the API's field key, and under the field.
    await waitFor(() => expect(toastTexts()).toEqual(['The email has already been taken.']));
    const form = screen.getByRole('region', { name: 'Create account' });
    expect(await within(form).findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('verifying the code', () => {
  async function reachCodeStep() {
    const user = userEvent.setup();
    act(() => sessionStore.getState().openAuthModal('register'));
    await renderIn('en', <AuthModal />);
    await user.type(field('Name'), 'Rami');
    await user.type(field('Email'), 'rami@example.sy');
    await user.type(field('Password'), 'long-enough');
    await chooseOption(user, 'User type', 'Individual');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    return user;
  }

  it('a wrong code shows the server message and stays on the code step', async () => {
    const user = await reachCodeStep();
    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const panel = screen.getByRole('region', { name: 'Verify your email' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The verification code is incorrect.');
    await waitFor(() => expect(toastTexts()).toContain('The verification code is incorrect.'));
    expect(toastTexts().filter((text) => text?.includes('verification code is incorrect'))).toEqual([
      'The verification code is incorrect.',
    ]);
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('in Arabic, a wrong code is toasted once, in Arabic and without the field key', async () => {
    api.answer('POST /otp-verify', () => invalid('انتهت صلاحيته.', { otp: ['انتهت صلاحيته.'] }));
    const user = userEvent.setup();
    act(() => sessionStore.getState().openAuthModal('register'));
    await renderIn('ar', <AuthModal />);
    await user.type(field('الاسم'), 'رامي');
    await user.type(field('البريد الإلكتروني'), 'rami@example.sy');
    await user.type(field('كلمة المرور'), 'long-enough');
    await chooseOption(user, 'نوع المستخدم', 'Individual');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await user.click(await screen.findByRole('textbox', { name: 'الرقم 1 من 6' }));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'تحقق من الرمز' }));
    await waitFor(() => expect(toastTexts()).toContain('رمز التحقق: انتهت صلاحيته.'));
    expect(toastTexts().filter((text) => text?.includes('انتهت صلاحيته'))).toHaveLength(1);
  });

  it('the right code logs in like a normal login', async () => {
    const user = await reachCodeStep();
    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('token-2');
    expect(sessionStore.getState().authModal.open).toBe(false);
    expect(api.calls.at(-1)).toMatchObject({ path: '/otp-verify', body: { email: 'rami@example.sy', otp: '246810' } });
  });
});

describe('Google and social sign-in by configuration', () => {
  it('shows neither when none is configured', async () => {
    await renderIn('en', <AuthModal />);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByText(/Continue with/)).toBeNull();
  });

  it('shows the Google button when a client id is configured, and one button per social provider', async () => {
    await useStandIn(api, { googleClientId: 'souq-test.apps.googleusercontent.com', socialProviders: ['facebook'] });
    await renderIn('en', <AuthModal />);
    expect(screen.getByRole('button', { name: /Sign in with Google/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      `${api.base}/auth/facebook/redirect`,
    );
  });
});

describe('forgot password', () => {
  beforeEach(() => {
    api.answer('POST /forgot-password', () =>
      ok('If an account exists for this email, we have sent a password reset code to it.'),
    );
    api.answer('POST /verify-reset-code', (body) =>
      body.code === '135790'
        ? ok('The code is valid.', { email: body.email })
        : invalid('The verification code is incorrect.', { code: ['The verification code is incorrect.'] }),
    );
  });

  const dialog = () => screen.getByRole('dialog');

  async function openForgot() {
    const user = userEvent.setup();
    await renderIn('en', <AuthModal />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('dialog');
    return user;
  }

  async function toCodeStep(user: UserEvent) {
    await user.type(within(dialog()).getByLabelText('Email'), 'rami@example.sy');
    await user.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    await within(dialog()).findByText(`Enter the 6-digit code we sent to ${FSI}rami@example.sy${PDI}.`);
  }

  it('opens its own dialog at the email step and asks for a valid email', async () => {
    const user = await openForgot();
    expect(sessionStore.getState().authModal.mode).toBe('forgot');
    expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('Email');
    await user.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog()).findByText('The Email field is required')).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog()).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('in Arabic, the code step sets the address apart, so the full stop ends the sentence', async () => {
    const user = userEvent.setup();
    await renderIn('ar', <AuthModal />);
    await user.click(screen.getByRole('button', { name: 'نسيت كلمة المرور؟' }));
    await screen.findByRole('dialog');
    await user.type(within(dialog()).getByLabelText('البريد الإلكتروني'), '2026@example.sy');
    await user.click(within(dialog()).getByRole('button', { name: 'أرسل الرمز' }));
    expect(
      await within(dialog()).findByText(`أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى ${FSI}2026@example.sy${PDI}.`),
    ).toBeInTheDocument();
  });

  it('walks email → code → new password, and goes back to login when done', async () => {
    const user = await openForgot();
    await toCodeStep(user);
    expect(
      await screen.findByText('If an account exists for this email, we have sent a password reset code to it.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('Code');

    await user.click(within(dialog()).getByRole('button', { name: 'Verify code' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('OTP is required and must be 6 digits.');

    await typeCode(user, '000000');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify code' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The verification code is incorrect.');
    expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('Code');

    await typeCode(user, '135790');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify code' }));
    await within(dialog()).findByText(`Choose a new password for ${FSI}rami@example.sy${PDI}.`);
    expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('New password');

    api.answer('POST /reset-password', () => ok('Your password has been reset. Please log in with your new password.'));
    await user.type(within(dialog()).getByLabelText('New password'), 'brand-new-pass');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Your password has been reset. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({
      path: '/reset-password',
      body: {
        email: 'rami@example.sy',
        code: '135790',
        new_password: 'brand-new-pass',
        confirm_password: 'brand-new-pass',
      },
    });
    expect(sessionStore.getState().authModal.mode).toBe('login');
  });

  it('a mismatched confirmation stays on the password step with the server message', async () => {
    const user = await openForgot();
    await toCodeStep(user);
    await typeCode(user, '135790');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify code' }));
    await within(dialog()).findByText(`Choose a new password for ${FSI}rami@example.sy${PDI}.`);
    const message = 'The confirm password field must match new password.';
    api.answer('POST /reset-password', () => invalid(message, { confirm_password: [message] }));
    await user.type(within(dialog()).getByLabelText('New password'), 'brand-new-pass');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'different-pass');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('New password');
  });

  it('a code that stopped working returns to the code step', async () => {
    const user = await openForgot();
    await toCodeStep(user);
    await typeCode(user, '135790');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify code' }));
    await within(dialog()).findByText(`Choose a new password for ${FSI}rami@example.sy${PDI}.`);
    const message = 'The verification code has expired. Please request a new one.';
    api.answer('POST /reset-password', () => invalid(message, { code: [message] }));
    await user.type(within(dialog()).getByLabelText('New password'), 'brand-new-pass');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(toastTexts()).toContain(message));
    expect(toastTexts().filter((text) => text?.includes('expired'))).toEqual([message]);
    await waitFor(() => expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('Code'));
  });

  it('closing the dialog resets every step', async () => {
    const user = await openForgot();
    await toCodeStep(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStore.getState().authModal.mode).toBe('login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('dialog');
    expect(within(dialog()).getByRole('listitem', { current: 'step' })).toHaveTextContent('Email');
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('');
  });
});
