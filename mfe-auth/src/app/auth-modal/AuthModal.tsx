// Exposed as "auth/AuthModal": the content of the shell's sign-in modal (docs/product/routes.md: benefits on one side,
// the current mode on the other; forgot password in a dialog of its own).
import { useEffect, useState } from 'react';
import { AntdProvider } from '@souq/shared/antd';
import {
  getRuntimeConfig,
  isolate,
  SHARED_INSTANCE_ID,
  toast,
  useSession,
  useTranslation,
  type AuthModalMode,
} from '@souq/shared';
import { ForgotPasswordDialog } from '../../features/forgot-password/ForgotPasswordDialog';
import { GoogleSignIn } from '../../features/google/GoogleSignIn';
import { LoginForm } from '../../features/login/LoginForm';
import { OtpStep } from '../../components/otp/OtpStep';
import { sendOtp, verifyOtp } from '../../components/otp/otp-requests';
import { register, type RegisterInput } from '../../features/register/register-requests';
import { RegisterForm } from '../../features/register/RegisterForm';
import { completeLogin } from '../../lib/complete-login';
import { SocialSignIn } from '../../features/social/SocialSignIn';
import { Benefits } from './Benefits';
import { LegalLinks } from './LegalLinks';
import '../../i18n/translations';
import './auth-modal.css';

export interface AuthModalProps {
  mode?: AuthModalMode;
  onClose?: () => void;
}

/** Whose email the OTP step verifies; the registration is kept so that a resend can repeat it (docs/product/states.md). */
interface PendingVerification {
  email: string;
  registration: RegisterInput | null;
  /** Each new verification starts the step afresh (empty boxes, countdown at 30). */
  round: number;
}

export default function AuthModal({ mode: modeProp }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const storeMode = useSession((state) => state.authModal.mode);
  const token = useSession((state) => state.token);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const closeAuthModal = useSession((state) => state.closeAuthModal);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const mode = modeProp ?? storeMode;

  // docs/product/routes.md: nothing to sign into when an access token is already stored.
  useEffect(() => {
    if (token) closeAuthModal();
  }, [token, closeAuthModal]);

  const startVerification = (email: string, registration: RegisterInput | null) => {
    setPending((previous) => ({ email, registration, round: (previous?.round ?? 0) + 1 }));
    openAuthModal('otp');
  };

  // The OTP step needs an address; without one (opened directly) the login form is the way in.
  const view: 'login' | 'register' | 'otp' =
    mode === 'register' ? 'register' : mode === 'otp' && pending ? 'otp' : 'login';

  const resend = async (): Promise<boolean> => {
    if (!pending) return false;
    try {
      const response = pending.registration ? await register(pending.registration) : await sendOtp(pending.email);
      toast.success(response.message);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <AntdProvider>
      <div className="mfe-auth-modal" data-remote="auth" data-shared-instance={SHARED_INSTANCE_ID}>
        <Benefits />
        <section className="mfe-auth-modal__form" aria-labelledby="mfe-auth-mode-title">
          <h2 id="mfe-auth-mode-title">{t(`modes.${view}`)}</h2>
          {view === 'login' && (
            <LoginForm
              onForgotPassword={() => openAuthModal('forgot')}
              onVerificationRequired={(email) => startVerification(email, null)}
            />
          )}
          {view === 'register' && <RegisterForm onRegistered={(input) => startVerification(input.email, input)} />}
          {view === 'otp' && pending && (
            <OtpStep
              key={pending.round}
              intro={t('otp.intro', { email: isolate(pending.email) })}
              submitLabel={t('buttons.verify')}
              onSubmit={async (code) => {
                const response = await verifyOtp(pending.email, code);
                completeLogin(response.data, response.message);
              }}
              onResend={resend}
            />
          )}
          <p className="mfe-auth-links">
            {view === 'login' ? (
              <button type="button" className="mfe-auth-link" onClick={() => openAuthModal('register')}>
                {t('links.toRegister')}
              </button>
            ) : (
              <button type="button" className="mfe-auth-link" onClick={() => openAuthModal('login')}>
                {t('links.toLogin')}
              </button>
            )}
          </p>
          {view !== 'otp' && <AlternativeSignIns />}
          <LegalLinks />
        </section>
        <ForgotPasswordDialog open={mode === 'forgot'} onClose={() => openAuthModal('login')} />
      </div>
    </AntdProvider>
  );
}

/** Google and social-network sign-in, with the "or" divider only when at least one is configured. */
function AlternativeSignIns() {
  const { t } = useTranslation('auth');
  const { googleClientId, socialProviders } = getRuntimeConfig();
  if (!googleClientId && !socialProviders.some((provider) => provider.toLowerCase() !== 'google')) return null;
  return (
    <div className="mfe-auth-alternatives">
      <p className="mfe-auth-alternatives__or">
        <span>{t('social.or')}</span>
      </p>
      <GoogleSignIn />
      <SocialSignIn />
    </div>
  );
}
