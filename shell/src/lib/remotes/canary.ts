// Canary membership: a canary version goes to `percent` of browsers. Each browser keeps one random id in
// localStorage, and its bucket for a remote is a stable hash of that id and the remote's name, so a visitor
// stays on the same version across reloads, and different remotes' canaries pick different visitors.

export const CANARY_ID_KEY = 'souqCanaryId';

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's canary id, created on first use; a fresh one per page when storage is unavailable. */
export function canaryId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  return browserId(CANARY_ID_KEY, storage);
}

/** A random id this browser keeps under `key` (not tied to the member), created on first use. */
export function browserId(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
): string {
  const stored = storage?.getItem(key);
  if (stored && /^[0-9A-Za-z_-]{1,64}$/.test(stored)) return stored;
  const id = randomId();
  try {
    storage?.setItem(key, id);
  } catch {
    // storage full or refused: this page still gets a consistent answer
  }
  return id;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 0–99, the same for the same id and remote on every page load (FNV-1a, 32 bits). */
export function canaryBucket(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  const text = `${id}:${remote}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // A final mix spreads ids that differ only in their last characters.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x7feb352d) >>> 0;
  hash ^= hash >>> 15;
  return (hash >>> 0) % 100;
}

export function inCanary(id: string, remote: string, percent: number): boolean {
  return canaryBucket(id, remote) < percent;
}
