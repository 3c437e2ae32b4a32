import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { renderIn } from '../ui/test-render';
import { FavouriteToggle } from './FavouriteToggle';
import { TEST_UI } from './test-texts';

const member: SessionUser = { id: 5, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const ENDPOINT = { url: '/add-remove-wishlist', idField: 'auto_id' };
let api: ApiStandIn;
let favourite = false;

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  favourite = false;
  await useStandIn(api);
  api.answer('POST /add-remove-wishlist', () => {
    favourite = !favourite;
    return ok(favourite ? 'Added to your saved listings.' : 'Removed from your saved listings.', {
      auto_id: 7,
      is_favourite: favourite,
    });
  });
});
afterEach(() =>
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().closeAuthModal();
  }),
);

describe('favourite button', () => {
  it('asks a guest to log in instead of saving', async () => {
    await renderIn('ar', <FavouriteToggle ui={TEST_UI} endpoint={ENDPOINT} listingId="7" initial={false} />);
    const button = screen.getByRole('button', { name: 'حفظ في المفضلة' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
    expect(api.calls.filter((call) => call.path === '/add-remove-wishlist')).toHaveLength(0);
  });

  it('saves and unsaves for a member, sending the listing under the API name', async () => {
    act(() => sessionStore.getState().login('token-1', member));
    await renderIn('en', <FavouriteToggle ui={TEST_UI} endpoint={ENDPOINT} listingId="7" initial={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save to favourites' }));
    const saved = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveClass('ap-button', 'ap-favourite');
    expect(api.calls.find((call) => call.path === '/add-remove-wishlist')?.body).toEqual({ auto_id: 7 });
    await userEvent.click(saved);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});
