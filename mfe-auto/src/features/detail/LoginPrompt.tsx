import { useSession, useTranslation } from '@souq/shared';

/** Guests are asked to log in to reach the seller; the button opens the shell's login modal. */
export function LoginPrompt() {
  const { t } = useTranslation('auto');
  const openAuthModal = useSession((state) => state.openAuthModal);
  return (
    <section className="ap-login-prompt" aria-labelledby="ap-login-prompt-title">
      <h2 id="ap-login-prompt-title">{t('detail.loginPrompt')}</h2>
      <p>{t('detail.loginPromptText')}</p>
      <button type="button" className="ap-button ap-button--primary" onClick={() => openAuthModal('login')}>
        {t('detail.loginButton')}
      </button>
    </section>
  );
}
