import { useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';

/**
 * Guests are asked to log in (docs/product/overview.md: to view a property's details; to reach a car's seller); the button opens
 * the shell's login modal. The texts are the remote's `detail.loginPrompt`, `detail.loginPromptText` and
 * `detail.loginButton`.
 */
export function LoginPrompt({ ui }: { ui: ListingUi }) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const titleId = `${p}login-prompt-title`;
  return (
    <section className={`${p}login-prompt`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('detail.loginPrompt')}</h2>
      <p>{t('detail.loginPromptText')}</p>
      <button type="button" className={`${p}button ${p}button--primary`} onClick={() => openAuthModal('login')}>
        {t('detail.loginButton')}
      </button>
    </section>
  );
}
