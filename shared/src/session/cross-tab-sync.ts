import type { StoreApi } from 'zustand';
import { readStorage } from './browser-storage';
import { readSignedIn, sanitizePage, sanitizeSymbol } from './persisted-session';
import type { SessionState } from './session-store';
import { STORAGE_KEYS } from './storage-keys';

function sameUser(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Signing in or out (or switching currency or page type) in another tab changes the storage keys; this
 * tab follows. It only ever reads here: writing its own, older state back would undo the other tab's
 * change (a fresh sign-in wiped by a tab that had not heard of it yet). A session seen half-written is
 * left alone; the event for the other key follows.
 */
export function followOtherTabs(store: StoreApi<SessionState>, win: Window, area: () => Storage | null): void {
  win.addEventListener('storage', (event) => {
    const { key } = event;
    const everything = key === null;
    if (everything || key === STORAGE_KEYS.token || key === STORAGE_KEYS.user) {
      const stored = readSignedIn(area());
      const state = store.getState();
      if (stored === null && state.token !== null) store.setState({ token: null, user: null });
      if (
        stored !== null &&
        stored !== 'partial' &&
        (stored.token !== state.token || !sameUser(stored.user, state.user))
      ) {
        // As after a sign-in here (docs/product/routes.md): nothing left to sign into.
        store.setState({ token: stored.token, user: stored.user, authModal: { open: false, mode: 'login' } });
      }
    }
    if (everything || key === STORAGE_KEYS.symbol) {
      const symbol = sanitizeSymbol(readStorage(STORAGE_KEYS.symbol, area()));
      if (symbol && symbol !== store.getState().symbol) store.setState({ symbol });
    }
    if (everything || key === STORAGE_KEYS.page) {
      const page = sanitizePage(readStorage(STORAGE_KEYS.page, area()));
      if (page && page !== store.getState().page) store.setState({ page });
    }
  });
}
