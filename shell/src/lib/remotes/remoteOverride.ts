// A developer's per-browser override: `?remote:property=<manifest URL>` loads that build of a remote in this
// browser only (remembered in localStorage until `?remote:property=off`). Only the site's own origin and the
// origins listed in /config.json (`remoteOverrideOrigins`) are honoured, so a link cannot make a visitor run
// code from anywhere else.
import { readBootData } from '@souq/shared';
import { REMOTE_NAMES, type RemoteName } from './remoteRegistry';

export const OVERRIDE_KEY_PREFIX = 'souqRemoteOverride:';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads overrides from the query string (storing or clearing them) and from storage. */
export function readOverrides(search: string, storage: Store | null): Partial<Record<RemoteName, string>> {
  const params = new URLSearchParams(search);
  const overrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const key = OVERRIDE_KEY_PREFIX + name;
    const fromQuery = params.get(`remote:${name}`);
    try {
      if (fromQuery !== null) {
        if (fromQuery === '' || fromQuery === 'off') storage?.removeItem(key);
        else storage?.setItem(key, fromQuery);
      }
    } catch {
      // storage refused: the query string still applies to this page
    }
    const value = fromQuery !== null ? fromQuery : storage?.getItem(key);
    if (value && value !== 'off') overrides[name] = value;
  }
  return overrides;
}

/** The absolute manifest URL if `value` may be loaded on a page at `pageOrigin`, else null. */
export function allowedOverride(value: string, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.pathname.endsWith('mf-manifest.json') || url.username || url.password) return null;
  if (url.origin !== pageOrigin && !allowedOrigins.includes(url.origin)) return null;
  return url.href;
}

function originList(config: unknown): string[] {
  const origins = (config as { remoteOverrideOrigins?: unknown } | null)?.remoteOverrideOrigins;
  return Array.isArray(origins)
    ? origins.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[^/\s]+$/.test(o))
    : [];
}

/** The allow-list from the runtime config (the page's boot data, else /config.json); read only when an override is asked for. */
export async function fetchOverrideOrigins(url = '/config.json'): Promise<string[]> {
  const boot = readBootData();
  if (boot && boot.config !== undefined) return originList(boot.config);
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return [];
    return originList(await response.json());
  } catch {
    return [];
  }
}
