import { readStorage, writeStorage } from './browser-storage';
import { parseSessionUser, type SessionUser } from './session-user';
import { STORAGE_KEYS } from './storage-keys';

export type CurrencySymbol = 'Syp' | 'USD';
export type PageType = 'Property' | 'Auto';

export const DEFAULT_SYMBOL: CurrencySymbol = 'Syp';
export const DEFAULT_PAGE: PageType = 'Property';

export function sanitizeSymbol(value: unknown): CurrencySymbol | null {
  return value === 'Syp' || value === 'USD' ? value : null;
}

export function sanitizePage(value: unknown): PageType | null {
  return value === 'Property' || value === 'Auto' ? value : null;
}

export function sanitizeToken(value: unknown): string | null {
  // 'undefined' and 'null' are what a careless `setItem(key, undefined)` leaves behind.
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return token === '' || token === 'undefined' || token === 'null' ? null : token;
}

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/**
 * What storage says about who is signed in: a session, nobody (null), or 'partial' when only one of
 * the two keys is readable. Another tab writes accessToken and userData one after the other and this
 * tab may look in between, so 'partial' can be a sign-in or sign-out still under way.
 */
export function readSignedIn(area: Storage | null): SignedIn | null | 'partial' {
  const token = sanitizeToken(readStorage(STORAGE_KEYS.token, area));
  const user = parseSessionUser(readStorage(STORAGE_KEYS.user, area));
  if (token && user) return { token, user };
  if (!token && !user) return null;
  return 'partial';
}

export interface PersistedSession {
  token: string | null;
  user: SessionUser | null;
  symbol: CurrencySymbol;
  page: PageType;
}

/**
 * The session a page load starts from. Only here is a half-stored session cleared: a token without a
 * readable user (or the reverse) would make the header and the route guard disagree about who is signed in.
 */
export function loadPersisted(area: Storage | null): PersistedSession {
  let signedIn = readSignedIn(area);
  if (signedIn === 'partial') {
    writeSignedIn(area, null);
    signedIn = null;
  }
  return {
    token: signedIn?.token ?? null,
    user: signedIn?.user ?? null,
    symbol: sanitizeSymbol(readStorage(STORAGE_KEYS.symbol, area)) ?? DEFAULT_SYMBOL,
    page: sanitizePage(readStorage(STORAGE_KEYS.page, area)) ?? DEFAULT_PAGE,
  };
}

export function writeSignedIn(area: Storage | null, signedIn: SignedIn | null): void {
  writeStorage(STORAGE_KEYS.user, signedIn ? JSON.stringify(signedIn.user) : null, area);
  writeStorage(STORAGE_KEYS.token, signedIn?.token ?? null, area);
}

export function writeUser(area: Storage | null, user: SessionUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user), area);
}

export function writeSymbol(area: Storage | null, symbol: CurrencySymbol): void {
  writeStorage(STORAGE_KEYS.symbol, symbol, area);
}

export function writePage(area: Storage | null, page: PageType): void {
  writeStorage(STORAGE_KEYS.page, page, area);
}
