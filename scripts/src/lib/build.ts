import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, type AppName } from './paths.js';
import { run } from './run.js';

export function isAppBuilt(app: AppName): boolean {
  const dist = path.join(ROOT, app, 'dist');
  const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  return fs.existsSync(path.join(dist, marker));
}

/** Builds the given apps for production, one after the other (webpack already uses both cores). */
export async function buildApps(apps: readonly AppName[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  for (const app of apps) {
    console.log(`[souq] building ${app}…`);
    await run('pnpm', ['--filter', app, 'run', 'build'], { env: { ...process.env, ...env } });
  }
}

export async function buildMissing(rebuild: boolean): Promise<void> {
  const todo = APPS.filter((app) => rebuild || !isAppBuilt(app));
  if (todo.length) await buildApps(todo);
}

/** The single-bundle build (every remote compiled into the shell, no Module Federation): `pnpm build:single`. */
export const SINGLE_BUNDLE_DIR = path.join(ROOT, 'shell', 'dist-single');

export function isSingleBundleBuilt(): boolean {
  return fs.existsSync(path.join(SINGLE_BUNDLE_DIR, 'index.html'));
}

export async function buildSingleBundle(): Promise<void> {
  console.log('[souq] building the single bundle (shell with every remote compiled in)…');
  await run('pnpm', ['--filter', 'shell', 'run', 'build'], { env: { ...process.env, SOUQ_BUNDLE: 'single' } });
}
