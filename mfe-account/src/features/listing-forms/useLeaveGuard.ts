import { useEffect, useRef } from 'react';

interface RoutingDetail {
  originalEvent?: Event & { singleSpa?: boolean };
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

/**
 * Asks before leaving a form with unsaved changes. Every link of the page is an ordinary anchor, whether it is the
 * account area's (the mini-router's Link) or the shell's, and every router here follows the address bar, so the
 * guard works at the page level: a click on any link (caught before any router sees it), the browser's back and
 * forward buttons (single-spa's routing event, which can cancel them), and reloads or closing the tab
 * (beforeunload). Programmatic moves (after a save, or the site's redirect when a session ends) are not asked
 * about. Leaving on purpose drops the draft; a reload or an ended session keeps it.
 */
export function useLeaveGuard(active: boolean, message: string, onLeave?: () => void): void {
  const state = useRef({ active, message, onLeave });
  state.current = { active, message, onLeave };

  useEffect(() => {
    const formPath = window.location.pathname;
    const here = () => window.location.pathname + window.location.search;

    const onClick = (event: MouseEvent) => {
      if (!state.current.active || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname + url.search === here()) return;
      if (!window.confirm(state.current.message)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else state.current.onLeave?.();
    };

    const onRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingDetail>).detail;
      const original = detail?.originalEvent;
      // Only the browser's own back/forward: links were asked about already, and the site's own redirects
      // (a session that ended) must go through; the draft keeps the entries.
      if (!state.current.active || !detail?.cancelNavigation || original?.type !== 'popstate' || original.singleSpa)
        return;
      if (detail.newUrl && new URL(detail.newUrl).pathname === formPath) return;
      if (!window.confirm(state.current.message)) detail.cancelNavigation(true);
      else state.current.onLeave?.();
    };

    const onUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.active) return;
      event.preventDefault();
      // Older browsers read the message from here (modern ones show their own text).
      event.returnValue = state.current.message;
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);
}
