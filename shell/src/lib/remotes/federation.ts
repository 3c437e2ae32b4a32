// The shell's side of the Module Federation runtime: registering remotes from the registry (with this
// browser's canary membership and developer override), and loading exposed modules with a retry, then the
// next build down to the previous known-good one, then giving up (callers show the unavailable card).
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { canaryId, inCanary } from './canary';
import { reportRemoteFailure } from './failureReport';
import { installHealthReporting, type RemoteBuild } from './healthReport';
import {
  loadRemoteRegistryDocument,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRegistry,
  type RemoteVersion,
} from './remoteRegistry';
import { allowedOverride, fetchOverrideOrigins, readOverrides } from './remoteOverride';

type BuildKind = RemoteBuild['build'];
interface Candidate extends RemoteVersion {
  build: BuildKind;
}

let registryLoaded = false;
let registryRefresh: Promise<void> | null = null;
/** Per remote, the builds to try in order: override or canary first, then current, then previous. */
const candidates = new Map<RemoteName, Candidate[]>();
/** Which of those builds each remote is registered with right now. */
const registeredIndex = new Map<RemoteName, number>();

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

function register(name: RemoteName, index: number): boolean {
  const target = candidates.get(name)?.[index];
  if (!target) return false;
  if (registeredIndex.has(name)) {
    // Every build of a remote pushes its chunks into the same global array (webpack's chunk loading global,
    // named after the remote). Left in place, the next build's runtime would adopt the failed build's chunks
    // and run a mix of two versions; a fresh array makes it load its own.
    delete (globalThis as Record<string, unknown>)[`webpackChunk${name}`];
  }
  registerRemotes([{ name, entry: target.manifest }], { force: registeredIndex.has(name) });
  registeredIndex.set(name, index);
  return true;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Orders each remote's builds for this browser: a developer override, its canary bucket, then the registry. */
async function chooseBuilds(registry: RemoteRegistry): Promise<void> {
  const overrides = readOverrides(window.location.search, safeStorage());
  const allowList = Object.keys(overrides).length ? await fetchOverrideOrigins() : [];
  const needsId = REMOTE_NAMES.some((name) => registry[name]?.canary);
  const id = needsId ? canaryId() : '';
  candidates.clear();
  for (const name of REMOTE_NAMES) {
    const entry = registry[name];
    const list: Candidate[] = [];
    const asked = overrides[name];
    if (asked) {
      const url = allowedOverride(asked, window.location.origin, allowList);
      if (url) {
        console.warn(`Remote "${name}" is overridden in this browser: ${url} (remove with ?remote:${name}=off).`);
        list.push({ build: 'override', version: 'override', manifest: url });
      } else {
        console.error(`Ignoring the override of remote "${name}": ${asked} is not on an allowed origin.`);
      }
    }
    if (entry?.canary && inCanary(id, name, entry.canary.percent)) list.push({ build: 'canary', ...entry.canary });
    if (entry) list.push({ build: 'current', ...entry.current });
    if (entry?.previous) list.push({ build: 'previous', ...entry.previous });
    const unique = list.filter((c, i) => list.findIndex((o) => o.manifest === c.manifest) === i);
    if (unique.length) candidates.set(name, unique);
  }
}

/**
 * Reads the registry (the page's copy, or /remotes.json when the page has none or `fresh` is asked) and
 * registers every remote's build for this browser. Never throws.
 */
export async function loadRegistry(options: { fresh?: boolean } = {}): Promise<boolean> {
  const result = await loadRemoteRegistryDocument(options);
  if (!result.ok) {
    console.error(`Remote registry unavailable (${result.reason}); remote sections will show as unavailable.`);
    return false;
  }
  await chooseBuilds(result.remotes);
  registryLoaded = true;
  for (const name of REMOTE_NAMES) register(name, 0);
  installHealthReporting(remoteBuilds, activeBuild);
  return true;
}

/** Every build this browser may use, for attributing errors to the remote whose files they come from. */
function remoteBuilds(): RemoteBuild[] {
  return [...candidates].flatMap(([remote, list]) =>
    list.map((c) => ({ remote, version: c.version, build: c.build, manifest: c.manifest })),
  );
}

/** The build a remote is registered with now (after any fallback), for counting its mounts and errors. */
function activeBuild(remote: RemoteName): RemoteBuild | null {
  const c = candidates.get(remote)?.[registeredIndex.get(remote) ?? 0];
  return c ? { remote, version: c.version, build: c.build, manifest: c.manifest } : null;
}

/** Before a user-requested retry: re-read the registry if it never loaded, and go back to the first choice. */
export async function prepareRetry(name: RemoteName): Promise<void> {
  if (!registryLoaded) {
    registryRefresh ??= loadRegistry({ fresh: true }).then(() => {
      registryRefresh = null;
    });
    await registryRefresh;
    return;
  }
  if ((registeredIndex.get(name) ?? 0) > 0) register(name, 0);
}

const recovering = new Set<string>();

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'unknown error');
}

/**
 * errorLoadRemote runs when loading an exposed module fails (manifest, remote entry or module factory).
 * It retries once, then moves the remote to its next build (canary or override → current → previous),
 * reporting each failure; if nothing works it returns nothing, so loadRemote rejects and the caller renders
 * its fallback.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'souq-remote-fallback',
    async errorLoadRemote(args) {
      // Manifest failures are reported twice (afterResolve, then onLoad); act once, on the final report.
      if (args.lifecycle !== 'onLoad') return undefined;
      const { id, origin } = args;
      const name = id.split('/')[0] ?? '';
      if (recovering.has(id) || !isRemoteName(name)) return undefined;
      recovering.add(id);
      let lastError: unknown = args.error;
      try {
        try {
          return await origin.loadRemote(id);
        } catch (error) {
          lastError = error;
        }
        const list = candidates.get(name) ?? [];
        for (let index = registeredIndex.get(name) ?? 0; index < list.length; index += 1) {
          const failed = list[index]!;
          const next = index + 1 < list.length;
          reportRemoteFailure({
            remote: name,
            version: failed.version,
            manifest: failed.manifest,
            build: failed.build,
            outcome: next ? 'fallback' : 'unavailable',
            message: describe(lastError),
          });
          if (!next || !register(name, index + 1)) break;
          try {
            return await origin.loadRemote(id);
          } catch (error) {
            lastError = error;
          }
        }
        return undefined;
      } finally {
        recovering.delete(id);
      }
    },
  };
}

export function installFallbackPlugin(): void {
  registerPlugins([fallbackPlugin()]);
}

/** Loads an exposed module ("property/app"); rejects when it cannot be had from any known build. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  const loaded = await loadRemote<T>(id);
  if (loaded == null) throw new Error(`Remote module ${id} is unavailable`);
  return loaded;
}
