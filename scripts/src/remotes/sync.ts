import path from 'node:path';
import { CDN_DIR, REMOTES } from '../lib/paths.js';
import { publishRemote } from './publish.js';
import { readRegistry, setCurrent, writeRegistry, type Registry } from './registry.js';

export const REGISTRY_FILE = path.join(CDN_DIR, 'remotes.json');
const STARTER = 'pnpm start';

/**
 * Publishes each remote's local build and makes it current — unless an operator has since chosen
 * another version with the remotes CLI, which `pnpm start` then leaves alone.
 */
export function syncLocalBuilds(file = REGISTRY_FILE): Registry {
  let registry: Registry = readRegistry(file) ?? { schemaVersion: 1, remotes: {} };
  for (const remote of REMOTES) {
    const published = publishRemote(remote);
    const entry = registry.remotes[remote];
    const lastBy = entry?.history.at(-1)?.by;
    if (!entry || (lastBy === STARTER && entry.current.version !== published.version)) {
      registry = setCurrent(registry, remote, published, STARTER, 'local build');
    }
  }
  writeRegistry(file, registry);
  return registry;
}
