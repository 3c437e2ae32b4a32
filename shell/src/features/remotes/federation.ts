// The shell's side of the Module Federation runtime: registering remotes from the registry, and loading
// exposed modules with a retry, then the previous known-good build, then giving up (callers show the
// unavailable card).
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchRemoteRegistry, REMOTE_NAMES, type RemoteName, type RemoteRegistry } from './remoteRegistry';

let registry: RemoteRegistry = {};
let registryLoaded = false;
let registryRefresh: Promise<void> | null = null;
/** Which build each remote is registered with right now. */
const registeredBuild = new Map<RemoteName, 'current' | 'previous'>();

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

function register(name: RemoteName, build: 'current' | 'previous'): boolean {
  const target = registry[name]?.[build];
  if (!target) return false;
  registerRemotes([{ name, entry: target.manifest }], { force: registeredBuild.has(name) });
  registeredBuild.set(name, build);
  return true;
}

/** Reads /remotes.json and registers every remote's current build. Never throws. */
export async function loadRegistry(): Promise<boolean> {
  const result = await fetchRemoteRegistry();
  if (!result.ok) {
    console.error(`Remote registry unavailable (${result.reason}); remote sections will show as unavailable.`);
    return false;
  }
  registry = result.remotes;
  registryLoaded = true;
  for (const name of REMOTE_NAMES) register(name, 'current');
  return true;
}

/** Before a user-requested retry: re-read the registry if it never loaded, and go back to current builds. */
export async function prepareRetry(name: RemoteName): Promise<void> {
  if (!registryLoaded) {
    registryRefresh ??= loadRegistry().then(() => {
      registryRefresh = null;
    });
    await registryRefresh;
    return;
  }
  if (registeredBuild.get(name) === 'previous') register(name, 'current');
}

const recovering = new Set<string>();

/**
 * errorLoadRemote runs when loading an exposed module fails (manifest, remote entry or module factory).
 * It retries once, then switches the remote to its previous build; if nothing works it returns nothing,
 * so loadRemote rejects and the caller renders its fallback.
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
      try {
        try {
          return await origin.loadRemote(id);
        } catch {
          // fall through to the previous build
        }
        if (registeredBuild.get(name) !== 'previous' && register(name, 'previous')) {
          console.warn(`Remote "${name}" failed; using its previous build.`);
          try {
            return await origin.loadRemote(id);
          } catch {
            // give up below
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
