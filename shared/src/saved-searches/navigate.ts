import { useSyncExternalStore } from 'react';

// These controls live inside whichever app renders them; moving within the site goes through the
// history API and a popstate event, which every app's router (and single-spa) follows.

export function goTo(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** A plain click on a site link navigates in place; new tab, copy link and the like stay the browser's. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
const currentSearch = () => window.location.search;

/** The address bar's query string ('?a=1' or ''), following navigation. */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, currentSearch);
}
