import { Suspense } from 'react';
import { useLocation } from '@souq/shared/mini-router';
import { AnnouncePageTitle, LoadingText, useSession, useTranslation } from '@souq/shared';
import { AreaNav, NotFoundInRemote } from '@souq/shared/area-kit';
import { ADMIN_PAGES, adminPagesFor } from './adminPages';
import '../i18n/adminAreaTexts';
import '@souq/shared/area-kit/account-layout.css';

/** The page of an admin path: an exact page, or the one whose path it continues (/admin/members/12 → members). */
function pageFor(path: string) {
  return (
    ADMIN_PAGES.find((p) => p.path === path) ??
    ADMIN_PAGES.find((p) => p.path !== '/admin' && path.startsWith(`${p.path}/`))
  );
}

/**
 * The admin area (/admin/*): its own banner and navigation, and the page of the path. Loaded only when an admin
 * path is opened, so members never download it; every admin route of the API checks the role again.
 */
export default function AdminArea() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const userType = useSession((state) => state.user?.user_type);
  const siteOperator = useSession((state) => state.user?.site_operator === true);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = pageFor(path);
  if (userType !== 'Admin')
    return (
      <p role="alert" className="account-area">
        {t('adminArea.notAdmin')}
      </p>
    );
  if (!page) return <NotFoundInRemote />;
  const { Page } = page;
  const title = t(`adminArea.nav.${page.navKey}`);
  return (
    <div className="account-area admin-area">
      {/* The breadcrumbs and the tab's title end with the page's name; the dashboard is the admin area itself. */}
      {page.path !== '/admin' && <AnnouncePageTitle title={title} />}
      <header className="account-banner">
        <h1 className="account-banner__title">{title}</h1>
      </header>
      <AreaNav
        label={t('adminArea.navigation')}
        links={adminPagesFor(siteOperator).map((link) => ({
          to: link.path,
          text: t(`adminArea.nav.${link.navKey}`),
          current: path === link.path,
        }))}
      />
      <div className="account-content">
        <Suspense fallback={<LoadingText />}>
          <Page />
        </Suspense>
      </div>
    </div>
  );
}
