import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init } from '@module-federation/enhanced/runtime';
import { renderWithShell } from '../../test/renderWithShell';
import { RemoteComponent } from './RemoteComponent';
import { installFallbackPlugin, loadRegistry } from './federation';

function ExplodingWidget(): never {
  throw new Error('widget crashed');
}

beforeAll(async () => {
  // The shell's federation runtime, as the webpack plugin creates it in the browser.
  init({ name: 'shell', remotes: [] });
  installFallbackPlugin();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no network to fetch /remotes.json from: the registry stays unavailable, as when it is missing.
  expect(await loadRegistry()).toBe(false);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Remote registry unavailable'));
});

describe('remote component fallback', () => {
  it('shows the localised unavailable card with a retry button when the remote cannot be loaded', async () => {
    await renderWithShell(
      <main>
        <h1>Page title</h1>
        <RemoteComponent id="property/FeaturedProperties" />
      </main>,
    );
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page title' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  });

  it('says it in Arabic on an Arabic page', async () => {
    await renderWithShell(<RemoteComponent id="auto/FeaturedAutos" />, { language: 'ar' });
    expect(await screen.findByText('هذا القسم غير متاح حاليًا')).toBeInTheDocument();
  });

  it('renders a remote component that loads', async () => {
    (globalThis as Record<string, unknown>).working_remote = {
      init: () => undefined,
      get: async () => () => ({ default: () => <p>Sign-in panel</p> }),
    };
    const { getInstance } = await import('@module-federation/enhanced/runtime');
    getInstance()!.registerRemotes([
      {
        name: 'auth',
        entry: 'http://localhost/remotes/auth/1/remoteEntry.js',
        entryGlobalName: 'working_remote',
        type: 'global',
      },
    ]);
    await renderWithShell(<RemoteComponent id="auth/AuthModal" />);
    expect(await screen.findByText('Sign-in panel')).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  });

  it('keeps a remote component that throws while rendering inside its card', async () => {
    // A federation container already on the page is used as is (the runtime's "global" remote type).
    (globalThis as Record<string, unknown>).crashing_remote = {
      init: () => undefined,
      get: async () => () => ({ default: ExplodingWidget }),
    };
    const { getInstance } = await import('@module-federation/enhanced/runtime');
    getInstance()!.registerRemotes([
      {
        name: 'account',
        entry: 'http://localhost/remotes/account/1/remoteEntry.js',
        entryGlobalName: 'crashing_remote',
        type: 'global',
      },
    ]);
    await renderWithShell(
      <>
        <p>Rest of the page</p>
        <RemoteComponent id="account/Widget" />
      </>,
    );
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  });
});
