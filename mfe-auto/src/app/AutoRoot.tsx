import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary, LoadingText, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { NotFoundInRemote } from '../features/routes/NotFoundInRemote';
import { useLocation } from '@souq/shared/mini-router';
import { AutoSearchPage } from '../features/search/AutoSearchPage';
import '../i18n/translations';
import './remote.css';

// The list is the landing page and ships with the remote; the detail (gallery, specification, contact) loads
// only when visited.
const AutoDetailPage = lazy(() => import(/* webpackChunkName: "auto-detail" */ '../features/detail/AutoDetailPage'));

const DETAIL_PATH = /^\/auto\/auto-detail\/([^/]+)\/?$/;

/** /auto and /auto/auto-detail/{id}. */
function AutoRoutes() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/auto') return <AutoSearchPage />;
  const match = DETAIL_PATH.exec(path);
  if (match) return <AutoDetailPage id={decodeURIComponent(match[1] ?? '')} />;
  return <NotFoundInRemote />;
}

/** Root of the auto application: shared providers, an error boundary, and its sub-routes. */
export function AutoRoot() {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div className="mfe-root" data-remote="auto" data-build={__SOUQ_BUILD_LABEL__ || undefined} data-shared-instance={SHARED_INSTANCE_ID}>
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <Suspense fallback={<LoadingText />}>
            <AutoRoutes />
          </Suspense>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
