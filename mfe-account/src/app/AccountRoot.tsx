import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from '@souq/shared/mini-router';
import { pathSegment } from '@souq/shared/path-segment';
import { ErrorBoundary, LoadingText, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { NotFoundInRemote } from '@souq/shared/area-kit';
import { ListingsGate } from '../features/listings/ListingsGate';
import type { ListingKind } from '../components/listing-summary/listingSummary';
import { AccountLayout } from '../components/layout/AccountLayout';
import '../i18n/translations';

// Each page of the area loads when first visited: a visitor to /saved-listing never downloads the listing forms.
const MyAccountPage = lazy(() => import(/* webpackChunkName: "my-account" */ '../features/profile/MyAccountPage'));
const MyListingsPage = lazy(
  () => import(/* webpackChunkName: "my-listings" */ '../features/my-listings/MyListingsPage'),
);
const ListingFormPage = lazy(
  () => import(/* webpackChunkName: "listing-form" */ '../features/listing-forms/ListingFormPage'),
);
const ListingStatisticsPage = lazy(
  () => import(/* webpackChunkName: "listing-statistics" */ '../features/statistics/ListingStatisticsPage'),
);
const SavedListingsPage = lazy(
  () => import(/* webpackChunkName: "saved-listings" */ '../features/saved-listings/SavedListingsPage'),
);
const ChangePasswordPage = lazy(
  () => import(/* webpackChunkName: "change-password" */ '../features/password/ChangePasswordPage'),
);
const SavedSearchesPage = lazy(
  () => import(/* webpackChunkName: "saved-searches" */ '../features/saved-searches/SavedSearchesPage'),
);
const ContactedListingsPage = lazy(
  () => import(/* webpackChunkName: "contacted" */ '../features/contacted/ContactedListingsPage'),
);
const AssociatedAgentsPage = lazy(
  () => import(/* webpackChunkName: "associated-agents" */ '../features/associations/AssociatedAgentsPage'),
);
const AssociatedCorporatesPage = lazy(
  () => import(/* webpackChunkName: "associated-corporates" */ '../features/associations/AssociatedCorporatesPage'),
);
const AgentProfilePage = lazy(
  () => import(/* webpackChunkName: "agent-profile" */ '../features/agent-profile/AgentProfilePage'),
);
const SubscriptionHistoryPage = lazy(
  () =>
    import(/* webpackChunkName: "subscription-history" */ '../features/subscription-history/SubscriptionHistoryPage'),
);
const ReceiptPage = lazy(
  () => import(/* webpackChunkName: "payment-receipt" */ '../features/subscription-history/ReceiptPage'),
);
const PlansPage = lazy(() => import(/* webpackChunkName: "subscription-plans" */ '../features/plans/PlansPage'));
const CheckoutPage = lazy(() => import(/* webpackChunkName: "plan-checkout" */ '../features/plans/CheckoutPage'));
const PaymentPage = lazy(() => import(/* webpackChunkName: "plan-payment" */ '../features/plans/PaymentPage'));

function Area({
  children,
  listers = false,
  newListing,
}: {
  children: ReactNode;
  listers?: boolean;
  newListing?: ListingKind;
}) {
  const page = <Suspense fallback={<LoadingText />}>{children}</Suspense>;
  return <AccountLayout>{listers ? <ListingsGate newListing={newListing}>{page}</ListingsGate> : page}</AccountLayout>;
}

const EDIT_AUTO = /^\/my-listing\/update\/([^/]+)$/;
const EDIT_PROPERTY = /^\/my-listing\/updateProperty\/([^/]+)$/;
const AGENT_DETAILS = /^\/agent-details\/([^/]+)$/;
const RECEIPT = /^\/subscription-history\/receipt\/([^/]+)$/;
const PAYMENT = /^\/subscription-plans\/payment\/([^/]+)$/;

/** The page for a path of the account area (the address bar is the router's only state). */
export function AccountRoutes() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  switch (path) {
    case '/my-account':
      return (
        <Area>
          <MyAccountPage />
        </Area>
      );
    case '/my-account/saved-searches':
      return (
        <Area>
          <SavedSearchesPage />
        </Area>
      );
    case '/my-account/contacted':
      return (
        <Area>
          <ContactedListingsPage />
        </Area>
      );
    case '/my-listing':
      return (
        <Area listers>
          <MyListingsPage />
        </Area>
      );
    case '/my-listing/add':
      return (
        <Area listers newListing="auto">
          <ListingFormPage kind="auto" />
        </Area>
      );
    case '/my-listing/addProperty':
      return (
        <Area listers newListing="property">
          <ListingFormPage kind="property" />
        </Area>
      );
    case '/listing-statistics':
      return (
        <Area listers>
          <ListingStatisticsPage />
        </Area>
      );
    case '/saved-listing':
      return (
        <Area>
          <SavedListingsPage />
        </Area>
      );
    case '/change-password':
      return (
        <Area>
          <ChangePasswordPage />
        </Area>
      );
    case '/associated-agent':
      return (
        <Area>
          <AssociatedAgentsPage />
        </Area>
      );
    case '/associated-corporates':
      return (
        <Area>
          <AssociatedCorporatesPage />
        </Area>
      );
    case '/subscription-history':
      return (
        <Area>
          <SubscriptionHistoryPage />
        </Area>
      );
    case '/subscription-plans':
      return (
        <Area>
          <PlansPage />
        </Area>
      );
    case '/subscription-plans/checkout':
      return (
        <Area>
          <CheckoutPage />
        </Area>
      );
  }
  // Keyed by id so moving from one listing's form to another's starts clean.
  const auto = EDIT_AUTO.exec(path);
  if (auto)
    return (
      <Area listers>
        <ListingFormPage key={`auto-${auto[1]}`} kind="auto" id={pathSegment(auto[1]!)} />
      </Area>
    );
  const property = EDIT_PROPERTY.exec(path);
  if (property)
    return (
      <Area listers>
        <ListingFormPage key={`property-${property[1]}`} kind="property" id={pathSegment(property[1]!)} />
      </Area>
    );
  const agent = AGENT_DETAILS.exec(path);
  // Keyed by id so moving from one profile to another (an agent's company, a company's agent) starts clean.
  if (agent)
    return (
      <Suspense fallback={<LoadingText />}>
        <AgentProfilePage key={agent[1]} id={pathSegment(agent[1]!)} />
      </Suspense>
    );
  const receipt = RECEIPT.exec(path);
  if (receipt)
    return (
      <Area>
        <ReceiptPage key={receipt[1]} id={pathSegment(receipt[1]!)} />
      </Area>
    );
  const payment = PAYMENT.exec(path);
  if (payment)
    return (
      <Area>
        <PaymentPage key={payment[1]} id={pathSegment(payment[1]!)} />
      </Area>
    );
  return <NotFoundInRemote />;
}

/** Root of the account application: shared providers, an error boundary, and its sub-routes. */
export function AccountRoot() {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div
        className="mfe-root"
        data-remote="account"
        data-build={__SOUQ_BUILD_LABEL__ || undefined}
        data-shared-instance={SHARED_INSTANCE_ID}
      >
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <AccountRoutes />
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}
