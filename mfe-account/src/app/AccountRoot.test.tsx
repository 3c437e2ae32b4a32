import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore, type SessionUser } from '@souq/shared';
import { standInForEachTest } from '@souq/shared/testing';
import { AccountRoot } from './AccountRoot';

const individual: SessionUser = { id: 1, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const agent: SessionUser = { id: 2, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' };

// The pages ask the API for their data; a stand-in answers (404 for what a test does not set), so no request
// leaves the machine.
standInForEachTest();

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

  it("does not open the form for a new listing of a kind outside the member's listing category", async () => {
    act(() => sessionStore.getState().login('t', { ...agent, listing_category: 'real_estate' }));
    window.history.pushState(null, '', '/my-listing/add');
    render(<AccountRoot />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your listing category is real estate only, so you cannot add cars.',
    );
    expect(screen.getByRole('link', { name: 'Change your listing category in your profile.' })).toHaveAttribute(
      'href',
      '/my-account',
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says so in Arabic to a cars-only member opening the property form, and still lets them edit', async () => {
    act(() => sessionStore.getState().login('t', { ...agent, listing_category: 'auto' }));
    await act(() => changeLanguage('ar'));
    try {
      window.history.pushState(null, '', '/my-listing/addProperty');
      const { unmount } = render(<AccountRoot />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'فئة إعلاناتك هي السيارات فقط، لذا لا يمكنك إضافة عقارات.',
      );
      unmount();
      window.history.pushState(null, '', '/my-listing/updateProperty/8');
      render(<AccountRoot />);
      expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('titles the banner after the page for an Individual', async () => {
    act(() => sessionStore.getState().login('t', individual));
    window.history.pushState(null, '', '/my-account/saved-searches');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it("marks the area's current page in its navigation and moves between pages with its links", async () => {
    const user = userEvent.setup({ delay: null });
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/my-account/saved-searches');
    render(<AccountRoot />);
    const nav = screen.getByRole('navigation', { name: 'My account pages' });
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute('aria-current', 'page');
    // My account is not current on the pages below it.
    expect(screen.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Contacted listings' }));
    expect(window.location.pathname).toBe('/my-account/contacted');
    expect(screen.getByRole('heading', { level: 1, name: 'Contacted listings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacted listings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Saved searches' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    // The browser's back button brings the previous page back.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
  });

  it('opens the edit form of the listing named in the address, with or without a trailing slash', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/my-listing/update/12/');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit a car listing' })).toBeInTheDocument();
    // The form page itself, loaded when visited.
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('answers an unknown path inside the area with a not-found page', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/my-listing/update/12/extra');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('opens the subscription plans under their banner (loaded when visited)', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/subscription-plans');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeInTheDocument();
    // The stand-in has no plans to give: the page says so and offers to ask again.
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the subscription history and a receipt under its banner, with the history in the area navigation', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/subscription-history');
    const { unmount } = render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription history' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription history' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription history' })).toBeInTheDocument();
    unmount();
    window.history.pushState(null, '', '/subscription-history/receipt/41');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription history' })).toBeInTheDocument();
    // The stand-in knows no payment 41: the receipt page says it could not load it.
    expect(await screen.findByText('The receipt could not be loaded.')).toBeInTheDocument();
  });

  it('says an agent profile address that names no member is not found (loaded when visited)', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/agent-details/not-a-number');
    render(<AccountRoot />);
    // The page's chunk brings antd's stars and dialogs: compiling them the first time takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent not found.' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows an address with a malformed escape as typed instead of failing', async () => {
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/agent-details/%E0%A4%A');
    render(<AccountRoot />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found.' })).toBeInTheDocument();
  });
});
