import { useState } from 'react';
import { isLoggedIn, toast, useSession, useTranslation } from '@souq/shared';
import { toggleFavourite, type FavouriteEndpoint } from './favourite-request';
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
}

/** Members save or unsave the listing; guests are asked to log in first. */
export function FavouriteToggle({ ui, endpoint, listingId, initial }: FavouriteToggleProps) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  const signedIn = useSession(isLoggedIn);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const [favourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  const on = signedIn && favourite;

  const click = async () => {
    if (!signedIn) {
      openAuthModal('login');
      return;
    }
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

  return (
    <button type="button" className={`${p}button ${p}favourite`} aria-pressed={on} disabled={busy} onClick={click} data-favourite={on}>
      <Heart filled={on} />
      {t(on ? 'detail.favouriteRemove' : 'detail.favouriteAdd')}
    </button>
  );
}
