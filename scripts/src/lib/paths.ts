import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no pnpm-workspace.yaml above ${start}`);
  }
}

/** The workspace root, whatever directory inside it a script is started from (pnpm runs scripts in packages). */
export const ROOT = findRoot(
  process.env.INIT_CWD && fs.existsSync(process.env.INIT_CWD) ? process.env.INIT_CWD : process.cwd(),
);

/** The local static "CDN": published remote versions and the live registry. */
export const CDN_DIR = process.env.SOUQ_CDN_DIR ? path.resolve(process.env.SOUQ_CDN_DIR) : path.join(ROOT, '.cdn');

/** The shell build's manifest, which `pnpm remotes` checks a version's shared dependencies against. */
export const SHELL_MANIFEST = path.join(ROOT, 'shell', 'dist', 'mf-manifest.json');

export { REMOTES, type RemoteName } from '@souq/remote-registry';
import type { RemoteName } from '@souq/remote-registry';

export const APPS = ['shell', 'mfe-auth', 'mfe-property', 'mfe-auto', 'mfe-account', 'mfe-admin'] as const;
export type AppName = (typeof APPS)[number];

export function appOfRemote(remote: RemoteName): AppName {
  return `mfe-${remote}` as AppName;
}
