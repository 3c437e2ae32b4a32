import { useState } from 'react';
import { ErrorBoundary, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import AuthModal from './auth-modal/AuthModal';
import '../i18n/translations';

/** The sign-in panel as a page of its own (the shell uses auth/AuthModal inside its modal instead). */
export function AuthRoot() {
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div className="mfe-root" data-remote="auth" data-shared-instance={SHARED_INSTANCE_ID}>
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <AuthModal />
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
