// localStorage and cookies can be missing (server rendering) or throw (storage disabled,
// private modes, quota). The session must still work in memory then, so every access is guarded.

/** The localStorage of a window (the page's own by default), or null where there is none to use. */
export function localStorageOf(
  win: Window | undefined = typeof window !== 'undefined' ? window : undefined,
): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStorage(key: string, area: Storage | null = localStorageOf()): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, area: Storage | null = localStorageOf()): void {
  try {
    const s = area;
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory session still holds the value for this page.
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}
