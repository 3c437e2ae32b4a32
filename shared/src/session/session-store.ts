import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { detectLanguage } from '../i18n/detect-language';
import { sanitizeLanguage, type Language } from '../i18n/languages';
import { readStorage, writeStorage } from './browser-storage';
import { parseSessionUser, type SessionUser } from './session-user';
import { STORAGE_KEYS } from './storage-keys';

export type CurrencySymbol = 'Syp' | 'USD';
export type PageType = 'Property' | 'Auto';
export type AuthModalMode = 'login' | 'register' | 'otp' | 'forgot';

export const DEFAULT_SYMBOL: CurrencySymbol = 'Syp';
export const DEFAULT_PAGE: PageType = 'Property';
const AUTH_MODAL_MODES: readonly AuthModalMode[] = ['login', 'register', 'otp', 'forgot'];

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  language: Language;
  symbol: CurrencySymbol;
  page: PageType;
  authModal: { open: boolean; mode: AuthModalMode };
  login: (token: string, user: SessionUser) => void;
  logout: () => void;
  setUser: (user: SessionUser) => void;
  /** Prefer `changeLanguage` from i18n; calling this directly is forwarded to it. */
  setLanguage: (lng: Language) => void;
  setSymbol: (symbol: CurrencySymbol) => void;
  setPage: (page: PageType) => void;
  openAuthModal: (mode?: AuthModalMode) => void;
  closeAuthModal: () => void;
}

type Persisted = Pick<SessionState, 'token' | 'user' | 'symbol' | 'page'>;

export function sanitizeSymbol(value: unknown): CurrencySymbol | null {
  return value === 'Syp' || value === 'USD' ? value : null;
}

export function sanitizePage(value: unknown): PageType | null {
  return value === 'Property' || value === 'Auto' ? value : null;
}

function sanitizeToken(value: unknown): string | null {
  // 'undefined' and 'null' are what a careless `setItem(key, undefined)` leaves behind.
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return token === '' || token === 'undefined' || token === 'null' ? null : token;
}

function readPersisted(): Persisted {
  let token = sanitizeToken(readStorage(STORAGE_KEYS.token));
  let user = parseSessionUser(readStorage(STORAGE_KEYS.user));
  // A token without a readable user (or the reverse) is a broken session: treat it as logged out
  // and clear it, so the header and the route guard never disagree about who is signed in.
  if (!token || !user) {
    if (readStorage(STORAGE_KEYS.token) !== null || readStorage(STORAGE_KEYS.user) !== null) {
      writeStorage(STORAGE_KEYS.token, null);
      writeStorage(STORAGE_KEYS.user, null);
    }
    token = null;
    user = null;
  }
  return {
    token,
    user,
    symbol: sanitizeSymbol(readStorage(STORAGE_KEYS.symbol)) ?? DEFAULT_SYMBOL,
    page: sanitizePage(readStorage(STORAGE_KEYS.page)) ?? DEFAULT_PAGE,
  };
}

function writePersisted(state: Persisted): void {
  writeStorage(STORAGE_KEYS.token, state.token);
  writeStorage(STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null);
  writeStorage(STORAGE_KEYS.symbol, state.symbol);
  writeStorage(STORAGE_KEYS.page, state.page);
}

// The spec stores each value under its own key rather than one JSON blob, so the persist
// middleware gets a storage adapter that spreads the state over those keys.
const specKeysStorage: PersistStorage<Persisted> = {
  getItem: () => ({ state: readPersisted(), version: 0 }),
  setItem: (_name, value) => writePersisted(value.state),
  removeItem: () => {
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.user, null);
    writeStorage(STORAGE_KEYS.symbol, null);
    writeStorage(STORAGE_KEYS.page, null);
  },
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      language: detectLanguage(),
      symbol: DEFAULT_SYMBOL,
      page: DEFAULT_PAGE,
      authModal: { open: false, mode: 'login' },
      login: (token, user) => {
        const cleanToken = sanitizeToken(token);
        const cleanUser = parseSessionUser(user);
        if (!cleanToken || !cleanUser) throw new TypeError('login needs an access token and a user with an id');
        // SPEC §2: the sign-in modal closes once an access token is stored.
        set({ token: cleanToken, user: cleanUser, authModal: { open: false, mode: 'login' } });
      },
      logout: () => set({ token: null, user: null }),
      setUser: (user) => {
        const cleanUser = parseSessionUser(user);
        if (cleanUser) set({ user: cleanUser });
      },
      setLanguage: (lng) => {
        const clean = sanitizeLanguage(lng);
        if (clean) set({ language: clean });
      },
      setSymbol: (symbol) => {
        const clean = sanitizeSymbol(symbol);
        if (clean) set({ symbol: clean });
      },
      setPage: (page) => {
        const clean = sanitizePage(page);
        if (clean) set({ page: clean });
      },
      openAuthModal: (mode = 'login') => {
        set({ authModal: { open: true, mode: AUTH_MODAL_MODES.includes(mode) ? mode : 'login' } });
      },
      closeAuthModal: () => set((s) => ({ authModal: { open: false, mode: s.authModal.mode } })),
    }),
    {
      name: 'souq-session',
      storage: specKeysStorage,
      partialize: (s) => ({ token: s.token, user: s.user, symbol: s.symbol, page: s.page }),
    },
  ),
);

/** The same store for code outside React (HTTP client, i18n, single-spa lifecycles). */
export const sessionStore = useSession;

export function isLoggedIn(state: Pick<SessionState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}

// Signing in or out in another tab changes the storage keys; follow it here so the tabs agree.
if (typeof window !== 'undefined') {
  const watched: string[] = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.symbol, STORAGE_KEYS.page];
  window.addEventListener('storage', (event) => {
    if (event.key === null || watched.includes(event.key)) void sessionStore.persist.rehydrate();
  });
}
