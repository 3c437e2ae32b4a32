import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@souq/shared';

// antd's Modal is only fetched once someone opens the modal, keeping it out of every page's first load.
const AuthModalDialog = lazy(() => import('./AuthModalDialog'));

/** The sign-in modal slot: the shell owns the dialog, mfe-auth fills it (auth/AuthModal). */
export function AuthModalSlot() {
  const open = useSession((state) => state.authModal.open);
  const token = useSession((state) => state.token);
  const closeAuthModal = useSession((state) => state.closeAuthModal);
  const [everOpened, setEverOpened] = useState(false);

  // docs/product/routes.md: the modal closes by itself once an access token is stored.
  useEffect(() => {
    if (open && token) closeAuthModal();
  }, [open, token, closeAuthModal]);

  useEffect(() => {
    if (open) setEverOpened(true);
  }, [open]);

  if (!everOpened && !open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalDialog open={open && !token} />
    </Suspense>
  );
}
