import type { ReactNode } from 'react';
import { useLocation } from '@souq/shared/mini-router';
import { useSession, useTranslation } from '@souq/shared';
import { AreaNav } from '@souq/shared/area-kit';
import '@souq/shared/area-kit/account-layout.css';

interface AreaLink {
  to: string;
  routeKey: string;
  listersOnly?: boolean;
  /** Shown to this account type only. */
  only?: 'Agent' | 'Corporate' | 'Admin';
}

// The pages of the my-account area, in the order the sub-navigation shows them.
const AREA_LINKS: readonly AreaLink[] = [
  { to: '/my-account', routeKey: 'myAccount' },
  { to: '/my-listing', routeKey: 'myListing', listersOnly: true },
  { to: '/listing-statistics', routeKey: 'listingStatistics', listersOnly: true },
  { to: '/saved-listing', routeKey: 'savedListing' },
  { to: '/my-account/saved-searches', routeKey: 'savedSearches' },
  { to: '/my-account/contacted', routeKey: 'contactedListings' },
  { to: '/associated-agent', routeKey: 'associatedAgent', only: 'Corporate' },
  { to: '/associated-corporates', routeKey: 'associatedCorporates', only: 'Agent' },
  { to: '/subscription-plans', routeKey: 'subscriptionPlans' },
  { to: '/subscription-history', routeKey: 'subscriptionHistory' },
  { to: '/admin', routeKey: 'adminArea', only: 'Admin' },
  { to: '/change-password', routeKey: 'changePassword' },
];

/** The title each path shows in the banner: the longest matching prefix wins. */
function bannerKey(pathname: string): string {
  if (/^\/my-listing\/updateProperty\//.test(pathname)) return 'updateProperty';
  if (/^\/my-listing\/addProperty/.test(pathname)) return 'addProperty';
  if (/^\/my-listing\/update\//.test(pathname)) return 'updateAuto';
  if (/^\/my-listing\/add/.test(pathname)) return 'addAuto';
  const link = [...AREA_LINKS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`));
  return link?.routeKey ?? 'myAccount';
}

/** A link of the area's navigation is current on its own path only (not on the pages below it), as NavLink's `end`. */
function isHere(pathname: string, to: string): boolean {
  return pathname === to || pathname === `${to}/`;
}

/** docs/product/routes.md: a banner with a centred title across the my-account area, and the area's own navigation. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const userType = useSession((state) => state.user?.user_type);
  const links = AREA_LINKS.filter(
    (link) =>
      (!link.listersOnly || (userType !== undefined && userType !== 'Individual')) &&
      (!link.only || link.only === userType),
  );
  return (
    <div className="account-area">
      <header className="account-banner">
        <h1 className="account-banner__title">{t(`routes.${bannerKey(pathname)}`)}</h1>
      </header>
      <AreaNav
        label={t('layout.areaNavigation')}
        links={links.map((link) => ({
          to: link.to,
          text: t(`routes.${link.routeKey}`),
          current: isHere(pathname, link.to),
        }))}
      />
      <div className="account-content">{children}</div>
    </div>
  );
}
