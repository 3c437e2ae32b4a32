import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary, LoadingText, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import '../i18n/translations';

// The area's frame and navigation load with the remote; each page is its own chunk inside it (adminPages.ts).
const AdminArea = lazy(() => import(/* webpackChunkName: "admin-area" */ './AdminArea'));

/** Root of the admin application (/admin/*): shared providers, an error boundary, and the admin area. */
export function AdminRoot() {
  // Retrying remounts the area from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div
        className="mfe-root"
        data-remote="admin"
        data-build={__SOUQ_BUILD_LABEL__ || undefined}
        data-shared-instance={SHARED_INSTANCE_ID}
      >
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <Suspense fallback={<LoadingText />}>
            <AdminArea />
          </Suspense>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
