import {
  changeRegistry,
  LocalFolderTarget,
  setCurrent,
  type Registry,
  type RemoteVersion,
} from '@souq/remote-registry';
import { CDN_DIR, REMOTES, type RemoteName } from '../lib/paths.js';
import { distDir, publishRemote } from './publish.js';

const STARTER = 'pnpm start';

export interface SyncOptions {
  /** The local CDN folder holding the versions and `remotes.json`. */
  cdnDir?: string;
  /** Where each remote's build is (its `dist/` by default). */
  buildDir?: (remote: RemoteName) => string;
  /** How long to wait for an operator's change that holds the registry lock before giving up. */
  waitMs?: number;
}

/**
 * Publishes each remote's local build and makes it current — unless an operator has since chosen
 * another version with the remotes CLI, which `pnpm start` then leaves alone. The registry is changed
 * under the same lock as the CLI's, so an operator's promote, rollback or canary running meanwhile is
 * never lost; if one holds the lock for longer than `waitMs`, this fails with its holder's message.
 */
export async function syncLocalBuilds({
  cdnDir = CDN_DIR,
  buildDir = distDir,
  waitMs = 5000,
}: SyncOptions = {}): Promise<Registry> {
  // Versions are immutable folders, so publishing them needs no lock; only the registry change does.
  const published = new Map<RemoteName, RemoteVersion>(
    REMOTES.map((remote) => [remote, publishRemote(remote, buildDir(remote), cdnDir)]),
  );
  return changeRegistry(
    new LocalFolderTarget(cdnDir),
    STARTER,
    (current) => {
      let registry = current;
      for (const [remote, version] of published) {
        const entry = registry.remotes[remote];
        const lastBy = entry?.history.at(-1)?.by;
        if (!entry || (lastBy === STARTER && entry.current.version !== version.version)) {
          registry = setCurrent(registry, remote, version, STARTER, 'local build');
        }
      }
      return registry;
    },
    { waitMs },
  );
}
