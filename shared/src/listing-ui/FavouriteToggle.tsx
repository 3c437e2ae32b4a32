import { useEffect, useEffectEvent, useState } from 'react';
import { isLoggedIn, sessionStore, toast, useSession, useTranslation } from '@souq/shared';
import {
  forgetSaveAfterLogin,
  rememberSaveAfterLogin,
  takeSaveAfterLogin,
  toggleFavourite,
  type FavouriteEndpoint,
} from './favourite-request';
import type { ListingUi } from './listing-ui';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 4.2 2.4.6-1.2 2.1-2.4 4.2-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

interface FavouriteToggleProps {
  ui: ListingUi;
  endpoint: FavouriteEndpoint;
  listingId: string;
  initial: boolean;
  /**
   * `initial` was loaded for the signed-in member, so it says whether they saved the listing already. A guest's
   * save waits for it after logging in: the API toggles, and saving a listing already saved would unsave it.
   */
  memberView?: boolean;
}

/** Members save or unsave the listing; guests are asked to log in first, and the listing is saved once they have. */
export function FavouriteToggle({ ui, endpoint, listingId, initial, memberView = false }: FavouriteToggleProps) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  const signedIn = useSession(isLoggedIn);
  const modalOpen = useSession((state) => state.authModal.open);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const [favourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  const on = signedIn && favourite;

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await toggleFavourite(endpoint, listingId);
      setFavourite(result.favourite);
      if (result.message) toast.success(result.message);
    } catch {
      // The shared client has already told the visitor what went wrong.
    } finally {
      setBusy(false);
    }
  };

  // A guest who closes the login without logging in, or leaves the listing, has given up on saving. (Logging in
  // replaces this button with a new one, as a member: the save is kept for it.)
  useEffect(() => {
    if (!signedIn && !modalOpen) forgetSaveAfterLogin(endpoint, listingId);
  }, [signedIn, modalOpen, endpoint, listingId]);
  useEffect(
    () => () => {
      if (!isLoggedIn(sessionStore.getState())) forgetSaveAfterLogin(endpoint, listingId);
    },
    [endpoint, listingId],
  );

  // Acts once per login, when the member's answer is in; whether it is already saved is read at that moment.
  const saveAfterLogin = useEffectEvent(() => {
    if (!initial) void toggle();
  });
  useEffect(() => {
    if (!signedIn || !memberView || !takeSaveAfterLogin(endpoint, listingId)) return;
    saveAfterLogin();
  }, [signedIn, memberView, endpoint, listingId]);

  const click = async () => {
    if (!signedIn) {
      rememberSaveAfterLogin(endpoint, listingId);
      openAuthModal('login');
      return;
    }
    await toggle();
  };

  return (
    <button
      type="button"
      className={`${p}button ${p}favourite`}
      aria-pressed={on}
      disabled={busy}
      onClick={click}
      data-favourite={on}
    >
      <Heart filled={on} />
      {t(on ? 'detail.favouriteRemove' : 'detail.favouriteAdd')}
    </button>
  );
}
