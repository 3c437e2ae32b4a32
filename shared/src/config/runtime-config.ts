// Runtime configuration read at boot (from the page's boot data, or /config.json), so one build serves any deployment.
import { readBootData } from './boot-data';

export interface RuntimeConfig {
  apiBase: string;
  tenant: string;
  googleClientId: string | null;
  socialProviders: string[];
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBase: '/api',
  tenant: 'default',
  googleClientId: null,
  socialProviders: [],
});

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, socialProviders: [] };

const SAFE_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

function parseApiBase(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Same-origin path ('/api') or an explicit http(s) origin; '//host' and 'javascript:' are refused.
  const ok = (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(value);
  if (!ok || /\s/.test(value)) return null;
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

/** Keeps each well-formed field and falls back to the default for every other one. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const raw =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const tenant =
    typeof raw.tenant === 'string' && SAFE_NAME.test(raw.tenant) ? raw.tenant : DEFAULT_RUNTIME_CONFIG.tenant;
  const googleClientId =
    typeof raw.googleClientId === 'string' && raw.googleClientId.trim() !== '' ? raw.googleClientId.trim() : null;
  const socialProviders = Array.isArray(raw.socialProviders)
    ? raw.socialProviders.filter((p): p is string => typeof p === 'string' && SAFE_NAME.test(p))
    : [];
  return {
    apiBase: parseApiBase(raw.apiBase) ?? DEFAULT_RUNTIME_CONFIG.apiBase,
    tenant,
    googleClientId,
    socialProviders,
  };
}

/**
 * Takes the runtime config from the page's boot data when the site server wrote it there, else fetches it
 * (never from the HTTP cache), and keeps it for `getRuntimeConfig`.
 * A missing, unreachable or corrupt file leaves the defaults in place; this never rejects.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const boot = readBootData();
  if (boot && boot.config !== undefined) {
    current = parseRuntimeConfig(boot.config);
    return getRuntimeConfig();
  }
  try {
    const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    current = response.ok ? parseRuntimeConfig(await response.json()) : parseRuntimeConfig(null);
  } catch {
    current = parseRuntimeConfig(null);
  }
  return getRuntimeConfig();
}

export function getRuntimeConfig(): RuntimeConfig {
  return { ...current, socialProviders: [...current.socialProviders] };
}
