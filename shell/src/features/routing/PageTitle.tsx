import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readBootData, useSession, useTranslation } from '@souq/shared';
import { usePageTrail } from '../../hooks/usePageTrail';
import { isLoginRoute } from '@souq/shared/routes';

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
 * The language the site server wrote the page's head in (its boot data), or null where no server wrote one (the
 * development servers). A visitor whose stored choice differs (the language cookie lost) sees the page in their
 * language, and the server's title, in the other one, is not theirs to keep.
 */
function headLanguage(): unknown {
  return readBootData()?.lang ?? null;
}

/** How long a title must stand before it is read out: a listing's page names its listing a moment after it opens. */
const ANNOUNCE_AFTER_MS = 400;

/**
 * The tab's title (what a tab or a bookmark reads): the page's own name from its breadcrumbs ("Saved listings |
 * Souq", a listing's name once its page has announced it), or the site's title on the home page, in the visitor's
 * language, from the first move inside the app on. A move inside the app loads no page, so a screen reader would say
 * nothing of where a link led: the new title is also read out, politely, from a visually hidden live region.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  const trail = usePageTrail(pathname);
  const page = trail.at(-1)?.label;
  const title = page ? t('pageTitle', { page }) : t('siteTitle');
  const landed = useRef<{ pathname: string; language: string } | null>({ pathname, language });
  const [head] = useState(headLanguage);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const stay = landed.current;
    const onLandedPage = stay !== null && stay.pathname === pathname && stay.language === language;
    // Once left, the landed page is a page like any other, also when the visitor comes back to it.
    if (!onLandedPage) landed.current = null;
    if (onLandedPage && serverTitled(pathname) && (head === null || head === language)) return undefined;
    document.title = title;
    // The landed page is read out by the screen reader as any page load is, also once it names itself (an admin page).
    if (onLandedPage) return undefined;
    const timer = setTimeout(() => setAnnouncement(title), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname, language, title, head]);
  return (
    <p className="souq-visually-hidden" aria-live="polite" data-testid="page-announcement">
      {announcement}
    </p>
  );
}
