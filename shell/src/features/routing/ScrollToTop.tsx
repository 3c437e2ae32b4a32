import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** docs/product/routes.md: the view scrolls to the top whenever the path changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
