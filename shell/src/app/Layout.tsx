import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SHARED_INSTANCE_ID, SouqProviders, SouqToaster } from '@souq/shared';
import { startApplications } from './applications/applications';
import { Outlets } from './applications/Outlets';
import { AuthModalSlot } from '../features/auth-modal/AuthModalSlot';
import { PageTitle } from '../features/routing/PageTitle';
import { RouteGuard } from '../features/routing/RouteGuard';
import { ScrollToTop } from '../features/routing/ScrollToTop';
import { SessionCheck } from '../features/session/SessionCheck';
import { Breadcrumbs } from '../features/layout/Breadcrumbs';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';

/** The page frame every route sits in (docs/product/routes.md "common site layout"). */
export function Layout() {
  // single-spa starts once the outlets its applications mount into are in the page.
  useEffect(() => startApplications(), []);
  return (
    <SouqProviders>
      <BrowserRouter>
        <ScrollToTop />
        <PageTitle />
        <RouteGuard />
        <SessionCheck />
        <div className="souq-shell" data-remote="shell" data-shared-instance={SHARED_INSTANCE_ID}>
          <Header />
          <Breadcrumbs />
          <Outlets />
          <Footer />
        </div>
        <AuthModalSlot />
        <SouqToaster />
      </BrowserRouter>
    </SouqProviders>
  );
}
