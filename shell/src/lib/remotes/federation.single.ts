// The shell's remote loading in the single-bundle build (`pnpm build:single`, see
// build-config/webpack/singleBundle.cjs), which replaces federation.ts there: every remote is compiled into the shell,
// so an exposed module is a chunk of the shell's own, loaded by a dynamic import of its federation name
// ("property/app"), which that build resolves to the remote's exposed source file. No registry, no manifests, no
// federation runtime. The composed site never includes this file.
import { createExposedModuleLoader } from './exposedModuleLoader';

// Exactly the modules the remotes expose (the build checks the list against their webpack configurations).
const loader = createExposedModuleLoader({
  'auth/app': () => import('auth/app'),
  'auth/AuthModal': () => import('auth/AuthModal'),
  'property/app': () => import('property/app'),
  'property/FeaturedProperties': () => import('property/FeaturedProperties'),
  'auto/app': () => import('auto/app'),
  'auto/FeaturedAutos': () => import('auto/FeaturedAutos'),
  'account/app': () => import('account/app'),
  'admin/app': () => import('admin/app'),
});

/** Nothing to read: the remotes are part of this build. */
export async function loadRegistry(): Promise<boolean> {
  return true;
}

/** A retry loads the chunk again (webpack forgets a chunk that failed to load). */
export async function prepareRetry(_name: string): Promise<void> {}

export function installFallbackPlugin(): void {}

/** Loads an exposed module ("property/app"); rejects when its chunk cannot be loaded. */
export function loadRemoteModule<T>(id: string): Promise<T> {
  return loader.load<T>(id);
}
