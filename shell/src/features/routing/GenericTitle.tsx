import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The title of the site's pages that set none of their own (shell/public/index.html has the same). */
export const GENERIC_TITLE = 'سوق | Souq';

/**
 * The site server writes the landed page's own title (a listing's name, a profile's); once the visitor moves to
 * another path inside the app, that title would stay on the tab, so it goes back to the generic one. Pages that
 * name themselves (content pages) set theirs after they load, which is after this.
 */
export function GenericTitle() {
  const { pathname } = useLocation();
  const landed = useRef(pathname);
  useEffect(() => {
    if (pathname !== landed.current) {
      landed.current = '';
      document.title = GENERIC_TITLE;
    }
  }, [pathname]);
  return null;
}
