import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { detectLanguage } from '../i18n/detect-language';
import { sanitizeLanguage, type Lang } from '../i18n/languages';
import { localStorageOf } from './browser-storage';
import { followOtherTabs } from './cross-tab-sync';
import {
  DEFAULT_PAGE,
  DEFAULT_SYMBOL,
  loadPersisted,
  sanitizePage,
  sanitizeSymbol,
  sanitizeToken,
  writePage,
  writeSignedIn,
  writeSymbol,
  writeUser,
  type CurrencySymbol,
  type PageType,
} from './persisted-session';
import { parseSessionUser, type SessionUser } from './session-user';

export { DEFAULT_PAGE, DEFAULT_SYMBOL, sanitizePage, sanitizeSymbol, type CurrencySymbol, type PageType };
export type AuthModalMode = 'login' | 'register' | 'otp' | 'forgot';

const AUTH_MODAL_MODES: readonly AuthModalMode[] = ['login', 'register', 'otp', 'forgot'];

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  language: Lang;
  symbol: CurrencySymbol;
  page: PageType;
  authModal: { open: boolean; mode: AuthModalMode };
  login: (token: string, user: SessionUser) => void;
  logout: () => void;
  setUser: (user: SessionUser) => void;
  /** Prefer `changeLanguage` from i18n; calling this directly is forwarded to it. */
  setLanguage: (lang: Lang) => void;
  setSymbol: (symbol: CurrencySymbol) => void;
  setPage: (page: PageType) => void;
  openAuthModal: (mode?: AuthModalMode) => void;
  closeAuthModal: () => void;
}

/**
 * The session of one page (browser tab) over the docs/product/data.md storage keys of `win`. Each action writes only
 * the keys it changes: storage is shared with the other tabs, and writing this tab's whole state on any
 * change (opening the sign-in modal, say) would put back a session another tab had just replaced.
 */
export function createSessionStore(
  win: Window | undefined = typeof window !== 'undefined' ? window : undefined,
): UseBoundStore<StoreApi<SessionState>> {
  const area = () => localStorageOf(win);
  const store = create<SessionState>()((set, get) => ({
    ...loadPersisted(area()),
    language: detectLanguage(),
    authModal: { open: false, mode: 'login' },
    login: (token, user) => {
      const cleanToken = sanitizeToken(token);
      const cleanUser = parseSessionUser(user);
      if (!cleanToken || !cleanUser) throw new TypeError('login needs an access token and a user with an id');
      writeSignedIn(area(), { token: cleanToken, user: cleanUser });
      // docs/product/routes.md: the sign-in modal closes once an access token is stored.
      set({ token: cleanToken, user: cleanUser, authModal: { open: false, mode: 'login' } });
    },
    logout: () => {
      writeSignedIn(area(), null);
      set({ token: null, user: null });
    },
    setUser: (user) => {
      const cleanUser = parseSessionUser(user);
      // Details that arrive after a sign-out must not leave a user without a token behind.
      if (!cleanUser || !get().token) return;
      writeUser(area(), cleanUser);
      set({ user: cleanUser });
    },
    setLanguage: (lang) => {
      const clean = sanitizeLanguage(lang);
      if (clean) set({ language: clean });
    },
    setSymbol: (symbol) => {
      const clean = sanitizeSymbol(symbol);
      if (!clean) return;
      writeSymbol(area(), clean);
      set({ symbol: clean });
    },
    setPage: (page) => {
      const clean = sanitizePage(page);
      if (!clean) return;
      writePage(area(), clean);
      set({ page: clean });
    },
    openAuthModal: (mode = 'login') => {
      set({ authModal: { open: true, mode: AUTH_MODAL_MODES.includes(mode) ? mode : 'login' } });
    },
    closeAuthModal: () => set((s) => ({ authModal: { open: false, mode: s.authModal.mode } })),
  }));
  if (win) followOtherTabs(store, win, area);
  return store;
}

export const useSession = createSessionStore();

/** The same store for code outside React (HTTP client, i18n, single-spa lifecycles). */
export const sessionStore = useSession;

export function isLoggedIn(state: Pick<SessionState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}
