import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { RoutePlaceholder } from '../features/routes/RoutePlaceholder';
import { NotFoundInRemote } from '../features/routes/NotFoundInRemote';
import { ListingsGate } from '../features/listings/ListingsGate';
import '../i18n/translations';
import './remote.css';

/** Root of the account application: shared providers, an error boundary, and its sub-routes. */
export function AccountRoot() {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div className="mfe-root" data-remote="account" data-build={__SOUQ_BUILD_LABEL__ || undefined} data-shared-instance={SHARED_INSTANCE_ID}>
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <BrowserRouter>
            <Routes>
              <Route path="/my-account" element={<RoutePlaceholder routeKey="myAccount" />} />
              <Route path="/my-listing" element={<ListingsGate><RoutePlaceholder routeKey="myListing" /></ListingsGate>} />
              <Route path="/my-listing/add" element={<ListingsGate><RoutePlaceholder routeKey="addAuto" /></ListingsGate>} />
              <Route path="/my-listing/update/:id" element={<ListingsGate><RoutePlaceholder routeKey="updateAuto" /></ListingsGate>} />
              <Route path="/my-listing/addProperty" element={<ListingsGate><RoutePlaceholder routeKey="addProperty" /></ListingsGate>} />
              <Route path="/my-listing/updateProperty/:id" element={<ListingsGate><RoutePlaceholder routeKey="updateProperty" /></ListingsGate>} />
              <Route path="/listing-statistics" element={<RoutePlaceholder routeKey="listingStatistics" />} />
              <Route path="/saved-listing" element={<RoutePlaceholder routeKey="savedListing" />} />
              <Route path="/change-password" element={<RoutePlaceholder routeKey="changePassword" />} />
              <Route path="/agent-details/:id" element={<RoutePlaceholder routeKey="agentDetails" />} />
              <Route path="/subscription-plans" element={<RoutePlaceholder routeKey="subscriptionPlans" />} />
              <Route path="/subscription-history" element={<RoutePlaceholder routeKey="subscriptionHistory" />} />
              <Route path="/associated-agent" element={<RoutePlaceholder routeKey="associatedAgent" />} />
              <Route path="/associated-corporates" element={<RoutePlaceholder routeKey="associatedCorporates" />} />
              <Route path="*" element={<NotFoundInRemote />} />
            </Routes>
          </BrowserRouter>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
