import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { ErrorBoundary, LoadingText, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { RoutePlaceholder } from '../features/routes/RoutePlaceholder';
import { NotFoundInRemote } from '../features/routes/NotFoundInRemote';
import { ListingsGate } from '../features/listings/ListingsGate';
import { AccountLayout } from '../features/layout/AccountLayout';
import '../i18n/translations';
import './remote.css';

// Each page of the area loads when first visited: a visitor to /saved-listing never downloads the listing forms.
const MyAccountPage = lazy(() => import(/* webpackChunkName: "my-account" */ '../features/profile/MyAccountPage'));
const MyListingsPage = lazy(() => import(/* webpackChunkName: "my-listings" */ '../features/my-listings/MyListingsPage'));
const PropertyFormPage = lazy(() => import(/* webpackChunkName: "property-form" */ '../features/listing-forms/PropertyFormPage'));
const AutoFormPage = lazy(() => import(/* webpackChunkName: "auto-form" */ '../features/listing-forms/AutoFormPage'));
const ListingStatisticsPage = lazy(() => import(/* webpackChunkName: "listing-statistics" */ '../features/statistics/ListingStatisticsPage'));
const SavedListingsPage = lazy(() => import(/* webpackChunkName: "saved-listings" */ '../features/saved-listings/SavedListingsPage'));
const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "change-password" */ '../features/password/ChangePasswordPage'));
const SavedSearchesPage = lazy(() => import(/* webpackChunkName: "saved-searches" */ '../features/saved-searches/SavedSearchesPage'));
const ContactedListingsPage = lazy(() => import(/* webpackChunkName: "contacted" */ '../features/contacted/ContactedListingsPage'));

function WithId({ render }: { render: (id: string) => ReactNode }) {
  const { id = '' } = useParams();
  // Keyed by id so moving from one listing's form to another's starts clean.
  return <div key={id}>{render(id)}</div>;
}

function Area({ children, listers = false }: { children: ReactNode; listers?: boolean }) {
  const page = <Suspense fallback={<LoadingText />}>{children}</Suspense>;
  return <AccountLayout>{listers ? <ListingsGate>{page}</ListingsGate> : page}</AccountLayout>;
}

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
              <Route path="/my-account" element={<Area><MyAccountPage /></Area>} />
              <Route path="/my-account/saved-searches" element={<Area><SavedSearchesPage /></Area>} />
              <Route path="/my-account/contacted" element={<Area><ContactedListingsPage /></Area>} />
              <Route path="/my-listing" element={<Area listers><MyListingsPage /></Area>} />
              <Route path="/my-listing/add" element={<Area listers><AutoFormPage /></Area>} />
              <Route path="/my-listing/update/:id" element={<Area listers><WithId render={(id) => <AutoFormPage id={id} />} /></Area>} />
              <Route path="/my-listing/addProperty" element={<Area listers><PropertyFormPage /></Area>} />
              <Route path="/my-listing/updateProperty/:id" element={<Area listers><WithId render={(id) => <PropertyFormPage id={id} />} /></Area>} />
              <Route path="/listing-statistics" element={<Area listers><ListingStatisticsPage /></Area>} />
              <Route path="/saved-listing" element={<Area><SavedListingsPage /></Area>} />
              <Route path="/change-password" element={<Area><ChangePasswordPage /></Area>} />
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
