import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { RoutePlaceholder } from '../features/routes/RoutePlaceholder';
import { NotFoundInRemote } from '../features/routes/NotFoundInRemote';
import '../i18n/translations';
import './remote.css';

/** Root of the auto application: shared providers, an error boundary, and its sub-routes. */
export function AutoRoot() {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div className="mfe-root" data-remote="auto" data-build={__SOUQ_BUILD_LABEL__ || undefined} data-shared-instance={SHARED_INSTANCE_ID}>
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <BrowserRouter>
            <Routes>
              <Route path="/auto" element={<RoutePlaceholder routeKey="list" />} />
              <Route path="/auto/auto-detail/:id" element={<RoutePlaceholder routeKey="detail" />} />
              <Route path="*" element={<NotFoundInRemote />} />
            </Routes>
          </BrowserRouter>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
