import {
  REGISTRY_HISTORY_KEY,
  joinRegistry,
  parseRegistry,
  registryDocuments,
  RegistryError,
  type Registry,
} from './registry.js';
import { LockBusyError, REGISTRY_KEY, REGISTRY_LOCK_KEY, type CdnTarget } from './target.js';

// Reading and changing the live registry where it is published (a folder or a bucket). Every change is a
// read-modify-write under the registry lock, whoever makes it: an operator's command or the API's canary analysis.

/** The registry where it is published, with its history (registry.ts: the two documents); null when there is none. */
export async function readRegistryFrom(target: CdnTarget): Promise<Registry | null> {
  const doc = await readJson(target, REGISTRY_KEY);
  if (doc === null) return null;
  const history = await readJson(target, REGISTRY_HISTORY_KEY);
  try {
    return joinRegistry(doc, history);
  } catch (err) {
    throw new RegistryError(
      `${REGISTRY_KEY} in ${target.description} is malformed: ${(err as Error).message}; fix or restore it before changing anything`,
    );
  }
}

async function readJson(target: CdnTarget, key: string): Promise<unknown> {
  const raw = await target.read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (err) {
    throw new RegistryError(
      `${key} in ${target.description} is not valid JSON (${(err as Error).message}); fix or restore it before changing anything`,
    );
  }
}

export interface LockWait {
  /** How long to keep trying while another change holds the lock (0: refuse at once, as the CLI does). */
  waitMs?: number;
  /** Pause between attempts. */
  retryMs?: number;
}

/**
 * Takes the registry lock, trying again while another change holds it for up to `waitMs`; then throws the
 * holder's LockBusyError, so the caller reads who holds it and since when.
 */
export async function lockRegistry(
  target: CdnTarget,
  by: string,
  { waitMs = 0, retryMs = 200 }: LockWait = {},
): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await target.lock(REGISTRY_LOCK_KEY, by);
    } catch (err) {
      if (!(err instanceof LockBusyError) || Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(retryMs, deadline - Date.now()))));
    }
  }
}

/**
 * Read-modify-write of the registry under the lock, so two changes never interleave: the second one is refused
 * with LockBusyError instead of silently losing the first one's update.
 */
export async function changeRegistry(
  target: CdnTarget,
  by: string,
  change: (registry: Registry) => Registry,
  wait: LockWait = {},
): Promise<Registry> {
  const release = await lockRegistry(target, by, wait);
  try {
    const next = change((await readRegistryFrom(target)) ?? { schemaVersion: 1, remotes: {} });
    for (const { document, text } of registryDocuments(next)) {
      await target.replace(document === 'registry' ? REGISTRY_KEY : REGISTRY_HISTORY_KEY, Buffer.from(text));
    }
    return parseRegistry(next);
  } finally {
    await release();
  }
}
