import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary, LoadingText, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { NotFoundInRemote } from '../features/routes/NotFoundInRemote';
import { useLocation } from '@souq/shared/mini-router';
import { PropertySearchPage } from '../features/search/PropertySearchPage';
import '../i18n/translations';
import './remote.css';

// The list is the landing page and ships with the remote; the detail (gallery, contact) and the map
// (Leaflet) load only when visited.
const PropertyDetailPage = lazy(() => import(/* webpackChunkName: "property-detail" */ '../features/detail/PropertyDetailPage'));
const PropertyMapPage = lazy(() => import(/* webpackChunkName: "property-map" */ '../features/map/PropertyMapPage'));

const DETAIL_PATH = /^\/property\/property-detail\/([^/]+)\/?$/;

/** /property, /property/map, /property/property-detail/{id} and /property-detail?id={id}. */
function PropertyRoutes() {
  const { pathname, search } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/property') return <PropertySearchPage />;
  if (path === '/property/map') return <PropertyMapPage />;
  const match = DETAIL_PATH.exec(path);
  if (match) return <PropertyDetailPage id={decodeURIComponent(match[1] ?? '')} />;
  if (path === '/property-detail') return <PropertyDetailPage id={new URLSearchParams(search).get('id')} />;
  return <NotFoundInRemote />;
}

/** Root of the property application: shared providers, an error boundary, and its sub-routes. */
export function PropertyRoot() {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div className="mfe-root" data-remote="property" data-build={__SOUQ_BUILD_LABEL__ || undefined} data-shared-instance={SHARED_INSTANCE_ID}>
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <Suspense fallback={<LoadingText />}>
            <PropertyRoutes />
          </Suspense>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
