import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { CDN_DIR, ROOT, appOfRemote, type RemoteName } from '../lib/paths.js';
import type { RemoteVersion } from '@souq/remote-registry';

export function shortCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'local';
  }
}

export function digest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of ['mf-manifest.json', 'remoteEntry.js']) hash.update(fs.readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 7);
}

export function distDir(remote: RemoteName): string {
  return path.join(ROOT, appOfRemote(remote), 'dist');
}

export function isBuilt(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'mf-manifest.json')) && fs.existsSync(path.join(dir, 'remoteEntry.js'));
}

export function manifestUrl(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** A build's version label: the remote's package version and the short commit it was built from. */
export function baseVersion(remote: RemoteName): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, appOfRemote(remote), 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${pkg.version}-${shortCommit()}`;
}

/**
 * Copies a remote's build to an immutable `<cdn>/<remote>/<version>/` folder. The version is the
 * package version plus the short commit; a different build of the same commit gets its content
 * digest appended, so a published folder is never overwritten.
 */
export function publishRemote(remote: RemoteName, fromDir = distDir(remote), cdnDir = CDN_DIR): RemoteVersion {
  if (!isBuilt(fromDir))
    throw new Error(`${remote}: no build in ${fromDir} (run pnpm --filter ${appOfRemote(remote)} build)`);
  const sum = digest(fromDir);
  let version = baseVersion(remote);
  let target = path.join(cdnDir, remote, version);
  if (fs.existsSync(target) && digest(target) !== sum) {
    version = `${version}-${sum}`;
    target = path.join(cdnDir, remote, version);
  }
  if (!fs.existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(fromDir, tmp, { recursive: true });
    fs.renameSync(tmp, target);
  }
  return { version, manifest: manifestUrl(remote, version) };
}
