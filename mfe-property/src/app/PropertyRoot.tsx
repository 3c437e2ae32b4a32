import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary, LoadingText, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { NotFoundInRemote } from '../features/routes/NotFoundInRemote';
import { PropertySearchPage } from '../features/search/PropertySearchPage';
import '../i18n/translations';
import './remote.css';

// The list is the landing page and ships with the remote; the detail (gallery, contact) and the map
// (Leaflet) load only when visited.
const PropertyDetailPage = lazy(() => import(/* webpackChunkName: "property-detail" */ '../features/detail/PropertyDetailPage'));
const PropertyMapPage = lazy(() => import(/* webpackChunkName: "property-map" */ '../features/map/PropertyMapPage'));

/** Root of the property application: shared providers, an error boundary, and its sub-routes. */
export function PropertyRoot() {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div className="mfe-root" data-remote="property" data-build={__SOUQ_BUILD_LABEL__ || undefined} data-shared-instance={SHARED_INSTANCE_ID}>
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <BrowserRouter>
            <Suspense fallback={<LoadingText />}>
              <Routes>
                <Route path="/property" element={<PropertySearchPage />} />
                <Route path="/property/map" element={<PropertyMapPage />} />
                <Route path="/property/property-detail/:id" element={<PropertyDetailPage />} />
                <Route path="/property-detail" element={<PropertyDetailPage />} />
                <Route path="*" element={<NotFoundInRemote />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
