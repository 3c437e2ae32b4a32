// Where published remote versions and the live registry are stored. The local folder served by `pnpm start`
// is the default; an S3-compatible bucket (behind a CDN) is chosen by configuration. Keys are relative paths:
// `remotes.json`, `<remote>/<version>/<file>`.

/** Thrown when another operator's change holds the registry lock. */
export class LockBusyError extends Error {}

/** Thrown when a publish would overwrite something already published. */
export class AlreadyPublishedError extends Error {}

export interface CdnTarget {
  /** Where this is, for messages ("folder /srv/cdn", "s3://bucket/prefix"). */
  readonly description: string;
  /** The address browsers use for a key: a site path (`/remotes/…`) or an absolute CDN URL. */
  publicUrl(key: string): string;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Names directly under `prefix/` (for `<remote>`: its published versions). */
  list(prefix: string): Promise<string[]>;
  /**
   * Publishes every file of `dir` under `prefix/`. Never overwrites: refuses with AlreadyPublishedError when
   * anything is there already. The manifest is written last, so a half-finished upload is never a version.
   */
  publishFolder(prefix: string, dir: string): Promise<void>;
  /** Replaces one object so that readers see the old or the new content, never a mix (the registry). */
  replace(key: string, body: Buffer): Promise<void>;
  /** Takes an exclusive lock named `key`; throws LockBusyError naming the holder. Returns the release. */
  lock(key: string, owner: string): Promise<() => Promise<void>>;
}

export const REGISTRY_KEY = 'remotes.json';
export const REGISTRY_LOCK_KEY = 'remotes.json.lock';

// Manifests and entries name a version's hashed chunks, so they are revalidated; chunks never change.
const REVALIDATED = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'remotes.json', 'index.html']);

/** Cache-Control for a published file, the same policy the site server applies. */
export function cacheControlFor(file: string): string {
  const name = file.split('/').pop() ?? file;
  if (REVALIDATED.has(name)) return 'no-cache';
  return /\.[0-9a-f]{8,}\.(js|css|mjs)$/.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

export function contentTypeFor(file: string): string {
  return TYPES[file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
