// A very small router for a remote with a handful of routes (property, auto): they do not need react-router's
// ~15 KB (gzip) on the first load of their list pages and of the home page's featured strips. The address bar is the
// only state; single-spa (which patches pushState and fires popstate) keeps the shell and the other apps in step.
// An extra entry, bundled by each app that uses it (not a federation singleton).
import { useCallback, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentHref = () => window.location.pathname + window.location.search;

/** Goes to `to` within the site (a new history entry unless `replace`) and tells every subscriber. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (to === currentHref() && !replace) return;
  const fromPath = window.location.pathname;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
  // A new page starts at its top (docs/product/routes.md); a new query on the same page (a filter) stays where it is.
  if (window.location.pathname !== fromPath) window.scrollTo?.(0, 0);
}

/** The current path and query; re-renders when they change. */
export function useLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  const queryAt = href.indexOf('?');
  return queryAt < 0
    ? { pathname: href, search: '' }
    : { pathname: href.slice(0, queryAt), search: href.slice(queryAt) };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const set = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString();
      navigate(query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
  return [new URLSearchParams(search), set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An ordinary link (new tab, copy address all work) that navigates in place on a plain click. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={click} {...rest} />;
}
