import { http, toast, useSession, useTranslation } from '@souq/shared';

/** Ends the session: tells the API (so the token is revoked there), clears the stored session, confirms. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation('shell');
  const logout = useSession((state) => state.logout);
  return async () => {
    try {
      await http.authJson({ method: 'POST', url: '/logout' });
    } catch {
      // The session ends on this device even when the API cannot be reached.
    }
    logout();
    toast.success(t('header.loggedOut'));
  };
}
