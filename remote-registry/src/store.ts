import { parseRegistry, RegistryError, type Registry } from './registry.js';
import { LockBusyError, REGISTRY_KEY, REGISTRY_LOCK_KEY, type CdnTarget } from './target.js';

// Reading and changing the live registry where it is published (a folder or a bucket). Every change is a
// read-modify-write under the registry lock, whoever makes it: an operator's command or the API's canary analysis.

export async function readRegistryFrom(target: CdnTarget): Promise<Registry | null> {
  const raw = await target.read(REGISTRY_KEY);
  if (!raw) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(raw.toString('utf8'));
  } catch (err) {
    throw new RegistryError(`${REGISTRY_KEY} in ${target.description} is not valid JSON (${(err as Error).message}); fix or restore it before changing anything`);
  }
  try {
    return parseRegistry(doc);
  } catch (err) {
    throw new RegistryError(`${REGISTRY_KEY} in ${target.description} is malformed: ${(err as Error).message}; fix or restore it before changing anything`);
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
export async function lockRegistry(target: CdnTarget, by: string, { waitMs = 0, retryMs = 200 }: LockWait = {}): Promise<() => Promise<void>> {
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
export async function changeRegistry(target: CdnTarget, by: string, change: (registry: Registry) => Registry, wait: LockWait = {}): Promise<Registry> {
  const release = await lockRegistry(target, by, wait);
  try {
    const next = parseRegistry(change((await readRegistryFrom(target)) ?? { schemaVersion: 1, remotes: {} }));
    await target.replace(REGISTRY_KEY, Buffer.from(`${JSON.stringify(next, null, 2)}\n`));
    return next;
  } finally {
    await release();
  }
}
