import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession, useTranslation } from '@souq/shared';
import { usePageTrail } from '../layout/usePageTrail';
import { isLoginRoute } from './routes';

/**
 * The site server writes the landed page's own title (a listing's name and price, a profile's, a search's), richer
 * than anything the shell knows, so it stays while the visitor is on that page in that language. A signed-in page is
 * the exception: the server does not know what it shows and titles every one "My account" (an agent's profile, which
 * it does title, aside).
 */
function serverTitled(pathname: string): boolean {
  return !isLoginRoute(pathname) || /^\/agent-details\/[^/]+\/?$/.test(pathname);
}

/**
 * The tab's title (what a screen reader announces on arriving, what a tab or a bookmark reads): the page's own
 * name from its breadcrumbs ("Saved listings | Souq", a listing's name once its page has announced it), or the
 * site's title on the home page, in the visitor's language, from the first move inside the app on.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  const trail = usePageTrail(pathname);
  const page = trail.at(-1)?.label;
  const title = page ? t('pageTitle', { page }) : t('siteTitle');
  const landed = useRef<{ pathname: string; language: string } | null>({ pathname, language });
  useEffect(() => {
    const stay = landed.current;
    if (stay && stay.pathname === pathname && stay.language === language && serverTitled(pathname)) return;
    landed.current = null;
    document.title = title;
  }, [pathname, language, title]);
  return null;
}
