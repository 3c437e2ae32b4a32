// The remote registry (/remotes.json): which build of each remote the site uses right now, and which build
// to fall back to. It is read at boot (from the page's boot data, which the site server fills from that file
// when it serves the page, or fetched) and never compiled into the shell, so swapping a remote's version is an
// edit of that file.
import { readBootData } from '@souq/shared';

export const REMOTE_NAMES = ['auth', 'property', 'auto', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteVersion {
  version: string;
  manifest: string;
}

export interface CanaryVersion extends RemoteVersion {
  /** Share of browsers (1–99) that get this version instead of `current`. */
  percent: number;
}

export interface RemoteEntry {
  current: RemoteVersion;
  previous: RemoteVersion | null;
  canary: CanaryVersion | null;
}

export type RemoteRegistry = Partial<Record<RemoteName, RemoteEntry>>;

export type RegistryLoadResult = { ok: true; remotes: RemoteRegistry } | { ok: false; reason: string };

function asVersion(value: unknown): RemoteVersion | null {
  if (!value || typeof value !== 'object') return null;
  const { version, manifest } = value as Record<string, unknown>;
  if (typeof version !== 'string' || typeof manifest !== 'string' || manifest.length === 0) return null;
  return { version, manifest };
}

function asCanary(value: unknown): CanaryVersion | null {
  const version = asVersion(value);
  const percent = (value as Record<string, unknown> | null)?.percent;
  // A malformed canary is ignored: everyone gets the current version.
  if (!version || typeof percent !== 'number' || !(percent > 0 && percent < 100)) return null;
  return { ...version, percent };
}

/**
 * Validates a parsed remotes.json. A remote with an unusable `current` is left out (its routes show the
 * unavailable card) rather than failing the whole document.
 */
export function parseRemoteRegistry(document: unknown): RegistryLoadResult {
  if (!document || typeof document !== 'object') return { ok: false, reason: 'not an object' };
  const { schemaVersion, remotes } = document as Record<string, unknown>;
  if (schemaVersion !== 1) return { ok: false, reason: `unsupported schemaVersion ${String(schemaVersion)}` };
  if (!remotes || typeof remotes !== 'object') return { ok: false, reason: 'no remotes' };
  const registry: RemoteRegistry = {};
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (!entry || typeof entry !== 'object') continue;
    const current = asVersion((entry as Record<string, unknown>).current);
    if (!current) continue;
    registry[name] = {
      current,
      previous: asVersion((entry as Record<string, unknown>).previous),
      canary: asCanary((entry as Record<string, unknown>).canary),
    };
  }
  return { ok: true, remotes: registry };
}

/** Fetches /remotes.json past every cache; never throws. */
export async function fetchRemoteRegistry(url = '/remotes.json'): Promise<RegistryLoadResult> {
  try {
    const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    return parseRemoteRegistry(JSON.parse(await response.text()));
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The registry the site server wrote into this page, when it did; otherwise (or when that copy is unusable,
 * or `fresh` asks for the file itself, as a retry does) /remotes.json fetched past every cache.
 */
export async function loadRemoteRegistryDocument(options: { fresh?: boolean } = {}): Promise<RegistryLoadResult> {
  const embedded = options.fresh ? undefined : readBootData()?.registry;
  if (embedded !== undefined) {
    const parsed = parseRemoteRegistry(embedded);
    if (parsed.ok) return parsed;
  }
  return fetchRemoteRegistry();
}
