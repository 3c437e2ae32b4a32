import { useSession, useTranslation } from '@souq/shared';

/** SPEC §1: guests are asked to log in to view a property's details; the button opens the shell's login modal. */
export function LoginPrompt() {
  const { t } = useTranslation('property');
  const openAuthModal = useSession((state) => state.openAuthModal);
  return (
    <section className="pp-login-prompt" aria-labelledby="pp-login-prompt-title">
      <h2 id="pp-login-prompt-title">{t('detail.loginPrompt')}</h2>
      <p>{t('detail.loginPromptText')}</p>
      <button type="button" className="pp-button pp-button--primary" onClick={() => openAuthModal('login')}>
        {t('detail.loginButton')}
      </button>
    </section>
  );
}
