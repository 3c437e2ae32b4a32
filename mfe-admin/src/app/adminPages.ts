import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page of the admin area: its path, its navigation label (adminArea.nav.*) and the page, loaded when opened. */
export interface AdminPage {
  path: string;
  navKey: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Offered only to the site's operator (the signed-in user's `site_operator`); the API refuses other admins. */
  operatorOnly?: true;
}

// In the order the navigation shows them. Each page is its own chunk inside the admin area's.
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin',
    navKey: 'dashboard',
    Page: lazy(
      () => import(/* webpackChunkName: "admin-dashboard" */ '../features/admin-dashboard/AdminDashboardPage'),
    ),
  },
  {
    path: '/admin/listing-reports',
    navKey: 'listingReports',
    Page: lazy(
      () =>
        import(/* webpackChunkName: "admin-listing-reports" */ '../features/admin-listing-reports/ListingReportsPage'),
    ),
  },
  {
    path: '/admin/review-reports',
    navKey: 'reviewReports',
    Page: lazy(
      () => import(/* webpackChunkName: "admin-review-reports" */ '../features/admin-review-reports/ReviewReportsPage'),
    ),
  },
  {
    path: '/admin/payments',
    navKey: 'payments',
    Page: lazy(() => import(/* webpackChunkName: "admin-payments" */ '../features/admin-payments/AdminPaymentsPage')),
  },
  {
    path: '/admin/verification',
    navKey: 'verification',
    Page: lazy(
      () => import(/* webpackChunkName: "admin-verification" */ '../features/admin-verification/VerificationQueuePage'),
    ),
  },
  {
    path: '/admin/duplicates',
    navKey: 'duplicates',
    Page: lazy(() => import(/* webpackChunkName: "admin-duplicates" */ '../features/admin-duplicates/DuplicatesPage')),
  },
  {
    path: '/admin/members',
    navKey: 'members',
    Page: lazy(() => import(/* webpackChunkName: "admin-members" */ '../features/admin-members/MembersPage')),
  },
  {
    path: '/admin/listings',
    navKey: 'listings',
    Page: lazy(() => import(/* webpackChunkName: "admin-listings" */ '../features/admin-listings/AdminListingsPage')),
  },
  {
    path: '/admin/content',
    navKey: 'content',
    Page: lazy(() => import(/* webpackChunkName: "admin-content" */ '../features/admin-content/ContentPage')),
  },
  {
    path: '/admin/plans',
    navKey: 'plans',
    Page: lazy(() => import(/* webpackChunkName: "admin-plans" */ '../features/admin-plans/PlansAdminPage')),
  },
  {
    path: '/admin/newsletter',
    navKey: 'newsletter',
    Page: lazy(() => import(/* webpackChunkName: "admin-newsletter" */ '../features/admin-newsletter/NewsletterPage')),
  },
  {
    path: '/admin/exchange-rate',
    navKey: 'exchangeRate',
    Page: lazy(
      () => import(/* webpackChunkName: "admin-exchange-rate" */ '../features/admin-exchange-rate/ExchangeRatePage'),
    ),
  },
  {
    path: '/admin/remote-versions',
    navKey: 'remoteVersions',
    Page: lazy(
      () =>
        import(/* webpackChunkName: "admin-remote-versions" */ '../features/admin-remote-versions/RemoteVersionsPage'),
    ),
    operatorOnly: true,
  },
  {
    path: '/admin/audit-log',
    navKey: 'auditLog',
    Page: lazy(() => import(/* webpackChunkName: "admin-audit-log" */ '../features/admin-audit/AuditLogPage')),
  },
];

/** The pages an admin is offered: every tenant's admin runs its content and members, the operator's also the code. */
export function adminPagesFor(siteOperator: boolean): readonly AdminPage[] {
  return siteOperator ? ADMIN_PAGES : ADMIN_PAGES.filter((page) => !page.operatorOnly);
}

/** Example paths of this remote's routes, for the standalone harness's links. */
export const ADMIN_PATHS: readonly string[] = ADMIN_PAGES.map((page) => page.path);
