import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { getRuntimeConfig, toast, useSession, useTranslation } from '@souq/shared';
import { completeLogin } from '../../lib/complete-login';
import { emailFromCredential, loadGoogleIdentity, type GoogleCredentialResponse } from './google-identity';
import { googleLogin } from './google-login-request';

/** docs/product/routes.md: sign in with a Google identity; shown only when the site has a Google client id. */
export function GoogleSignIn() {
  const clientId = getRuntimeConfig().googleClientId;
  return clientId ? <GoogleButton clientId={clientId} /> : null;
}

function GoogleButton({ clientId }: { clientId: string }) {
  const { t } = useTranslation('auth');
  const language = useSession((state) => state.language);
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const [busy, setBusy] = useState(false);
  // The credential callback outlives renders; keep the latest translations for its messages.
  const unavailable = useRef(t('social.googleUnavailable'));
  unavailable.current = t('social.googleUnavailable');

  const onCredential = async ({ credential }: GoogleCredentialResponse) => {
    const email = credential ? emailFromCredential(credential) : null;
    if (!credential || !email) {
      toast.error(unavailable.current);
      return;
    }
    setBusy(true);
    try {
      const response = await googleLogin(email, credential);
      completeLogin(response.data, response.message);
    } catch {
      // The interceptor showed the server's message; a network failure only re-enables (docs/product/errors.md).
    } finally {
      setBusy(false);
    }
  };
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    let live = true;
    loadGoogleIdentity()
      .then((id) => {
        if (!live || !container.current) return;
        id.initialize({
          client_id: clientId,
          callback: (response) => void callback.current(response),
          ux_mode: 'popup',
        });
        id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          locale: language,
          width: 320,
        });
        setRendered(true);
      })
      // Until it loads (or when it cannot), our own button stands in and explains on click.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [clientId, language]);

  const tryAgain = () => {
    setBusy(true);
    loadGoogleIdentity()
      .then((id) => {
        id.initialize({
          client_id: clientId,
          callback: (response) => void callback.current(response),
          ux_mode: 'popup',
        });
        id.prompt();
      })
      .catch(() => toast.error(unavailable.current))
      .finally(() => setBusy(false));
  };

  return (
    <div className="mfe-google" data-testid="google-sign-in">
      <div ref={container} className="mfe-google__official" hidden={!rendered} />
      {!rendered && (
        <Button
          block
          onClick={tryAgain}
          loading={busy}
          icon={
            <span className="mfe-google__mark" aria-hidden="true">
              G
            </span>
          }
        >
          {t('social.google')}
        </Button>
      )}
    </div>
  );
}
