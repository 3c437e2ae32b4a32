// Exposed as "auth/AuthModal": the content of the shell's sign-in modal (SPEC §2: benefits on one side,
// the current mode on the other).
import { SHARED_INSTANCE_ID, useSession, useTranslation, type AuthModalMode } from '@souq/shared';
import '../../i18n/translations';
import './auth-modal.css';

export interface AuthModalProps {
  mode?: AuthModalMode;
  onClose?: () => void;
}

export default function AuthModal({ mode: modeProp }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const storeMode = useSession((state) => state.authModal.mode);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const mode = modeProp ?? storeMode;
  return (
    <div className="mfe-auth-modal" data-remote="auth" data-shared-instance={SHARED_INSTANCE_ID}>
      <section className="mfe-auth-modal__benefits">
        <h2>{t('benefits.title')}</h2>
        <ul>
          <li>{t('benefits.saved')}</li>
          <li>{t('benefits.history')}</li>
          <li>{t('benefits.contacted')}</li>
        </ul>
      </section>
      <section className="mfe-auth-modal__form" aria-live="polite">
        <h2>{t(`modes.${mode}`)}</h2>
        <p>{t('placeholder.pending')}</p>
        <p className="mfe-auth-modal__links">
          {mode === 'login' ? (
            <>
              <button type="button" onClick={() => openAuthModal('register')}>
                {t('links.toRegister')}
              </button>
              <button type="button" onClick={() => openAuthModal('forgot')}>
                {t('links.forgot')}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => openAuthModal('login')}>
              {t('links.toLogin')}
            </button>
          )}
        </p>
      </section>
    </div>
  );
}
