import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../lib/paths.js';
import {
  changeRegistry,
  LocalFolderTarget,
  LockBusyError,
  readRegistryFrom,
  REGISTRY_LOCK_KEY,
  setCurrent,
} from '@souq/remote-registry';
import { syncLocalBuilds } from './sync.js';

/** A small remote build: manifest, entry and one chunk. */
function writeBuild(dir: string, remote: RemoteName, label: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: remote, label, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${label} */`);
  fs.writeFileSync(path.join(dir, `app.${label}00000000.js`), `/* ${remote} chunk ${label} */`);
}

describe("pnpm start's sync of the local builds into the registry", () => {
  let work: string;
  let cdnDir: string;
  let target: LocalFolderTarget;
  let label: string;
  const buildDir = (remote: RemoteName) => path.join(work, 'builds', label, remote);
  const build = (next: string) => {
    label = next;
    for (const remote of REMOTES) writeBuild(buildDir(remote), remote, next);
  };

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-sync-'));
    cdnDir = path.join(work, 'cdn');
    target = new LocalFolderTarget(cdnDir);
    build('a1');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it("makes each remote's build current, and leaves alone a version an operator chose since", async () => {
    const first = await syncLocalBuilds({ cdnDir, buildDir });
    expect(Object.keys(first.remotes).sort()).toEqual([...REMOTES].sort());
    const chosen = first.remotes.property!.current;
    expect(fs.readFileSync(path.join(cdnDir, 'property', chosen.version, 'remoteEntry.js'), 'utf8')).toBe(
      '/* property a1 */',
    );
    await changeRegistry(target, 'omar', (registry) => setCurrent(registry, 'property', chosen, 'omar', 'promote'));

    build('b2');
    const second = await syncLocalBuilds({ cdnDir, buildDir });
    expect(second.remotes.property!.current).toEqual(chosen);
    expect(second.remotes.auth!.current.version).not.toBe(first.remotes.auth!.current.version);
    expect(fs.existsSync(path.join(cdnDir, REGISTRY_LOCK_KEY))).toBe(false);
  });

  it('fails with the holder named, and changes nothing, while an operator keeps the registry locked', async () => {
    const release = await target.lock(REGISTRY_LOCK_KEY, 'omar');
    try {
      const sync = syncLocalBuilds({ cdnDir, buildDir, waitMs: 300 });
      await expect(sync).rejects.toThrow(LockBusyError);
      await expect(sync).rejects.toThrow(
        /another change to the registry is in progress \(omar, pid \d+, since .+\); try again when it has finished/,
      );
      expect(await readRegistryFrom(target)).toBeNull();
    } finally {
      await release();
    }
  });

  it("waits for an operator's change that finishes meanwhile, and keeps it", async () => {
    await syncLocalBuilds({ cdnDir, buildDir });
    const release = await target.lock(REGISTRY_LOCK_KEY, 'omar');
    build('b2');
    let settled = false;
    const sync = syncLocalBuilds({ cdnDir, buildDir, waitMs: 60_000 }).finally(() => {
      settled = true;
    });
    // The operator's change lands while the sync waits for the lock.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(settled).toBe(false);
    const before = (await readRegistryFrom(target))!;
    const pinned = before.remotes.auto!.current;
    await target.replace(
      'remotes.json',
      Buffer.from(JSON.stringify(setCurrent(before, 'auto', pinned, 'omar', 'promote'))),
    );
    await release();

    const registry = await sync;
    expect(registry.remotes.auto!.history.at(-1)).toMatchObject({ by: 'omar', version: pinned.version });
    expect(registry.remotes.auto!.current).toEqual(pinned);
    expect(registry.remotes.property!.history.at(-1)).toMatchObject({ by: 'pnpm start', action: 'local build' });
    expect(registry.remotes.property!.current.version).not.toBe(before.remotes.property!.current.version);
  });
});
