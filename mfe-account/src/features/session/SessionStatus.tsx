import { isLoggedIn, useSession, useTranslation } from '@souq/shared';

/** Who is browsing: the signed-in user and their type, or a guest. */
export function SessionStatus() {
  const { t } = useTranslation('account');
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((state) => state.user);
  return (
    <p className="mfe-session" data-testid="session-status">
      {loggedIn && user
        ? t('session.loggedIn', { name: user.name || user.email, type: t(`userTypes.${user.user_type}`) })
        : t('session.guest')}
    </p>
  );
}
