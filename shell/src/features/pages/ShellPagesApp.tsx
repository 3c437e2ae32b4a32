import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, PageSkeleton, SouqProviders, UnavailableCard, useSession, useTranslation } from '@souq/shared';
import { isAdminRoute, isLoginRoute, pageShape } from '@souq/shared/routes';
import { NotFoundPage } from './NotFoundPage';

// Each page is its own chunk: the home page's first load carries none of the content pages.
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './HomePage'));
const AboutPage = lazy(() => import('./AboutPage'));
const ContactPage = lazy(() => import('./ContactPage'));
const CmsPage = lazy(() => import('./CmsPage'));
const AffiliatePage = lazy(() => import('./AffiliatePage'));
const NewsletterUnsubscribePage = lazy(() => import('./NewsletterUnsubscribePage'));

/**
 * Unknown paths get the 404 page; a (login) path only lands here on its way to / (see RouteGuard), but for /admin
 * opened by a signed-in member: the admin remote is loaded for admins only, and anyone else is told they may not.
 */
function Fallback() {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const signedIn = useSession((state) => state.token !== null);
  if (isAdminRoute(pathname) && signedIn)
    return (
      <p role="alert" className="souq-page">
        {t('errors.permission')}
      </p>
    );
  return isLoginRoute(pathname) ? null : <NotFoundPage />;
}

/** While a page's chunk loads: the skeleton of that page, as the outlet showed while this application loaded. */
function PageLoading() {
  const { pathname } = useLocation();
  return <PageSkeleton kind={pageShape(pathname)} />;
}

/** The shell's own pages, mounted by single-spa as a local application. */
export function ShellPagesApp() {
  return (
    <SouqProviders>
      <ErrorBoundary fallback={<UnavailableCard onRetry={() => window.location.reload()} />}>
        <BrowserRouter>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="/about" element={<AboutPage />} />
              <Route path="/contact-us" element={<ContactPage />} />
              <Route path="/cms/:slug" element={<CmsPage />} />
              <Route path="/affiliate" element={<AffiliatePage />} />
              <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
              <Route path="*" element={<Fallback />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ErrorBoundary>
    </SouqProviders>
  );
}
