// The production site as `pnpm start` serves it, for the measuring scripts (`pnpm size`, `pnpm compare:mfe`): the
// remotes' builds published to a throw-away local CDN, the site server in front of a given API, and Chromium.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { REMOTES } from './paths.js';
import { publishRemote } from '../remotes/publish.js';
import { setCurrent, writeRegistry, type Registry } from '@souq/remote-registry';
import { createSiteServer, type RuntimeConfig } from '../site/server.js';

/** What `/config.json` says to a visitor of a local site (no Google sign-in, no social providers). */
export const VISITOR_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  tenant: 'default',
  googleClientId: null,
  socialProviders: [],
};

/** Publishes every remote's build (`<app>/dist`) to `cdnDir` and makes each current in its `remotes.json`. */
export function publishLocalRemotes(cdnDir: string, who: string): Registry {
  let registry: Registry = { schemaVersion: 1, remotes: {} };
  for (const remote of REMOTES) registry = setCurrent(registry, remote, publishRemote(remote, undefined, cdnDir), who);
  writeRegistry(path.join(cdnDir, 'remotes.json'), registry);
  return registry;
}

export interface LocalSite {
  base: string;
  close(): Promise<void>;
}

/** Serves a shell build (and the remotes in `cdnDir`) with `/api` forwarded to `apiUrl`; port 0 picks a free one. */
export async function serveSite(options: {
  shellDir: string;
  cdnDir: string;
  apiUrl: string;
  port?: number;
}): Promise<LocalSite> {
  const server = createSiteServer({
    shellDir: options.shellDir,
    cdnDir: options.cdnDir,
    apiTarget: options.apiUrl,
    runtimeConfig: VISITOR_RUNTIME_CONFIG,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  if (!fs.existsSync(path.join(options.shellDir, 'index.html'))) console.warn(`${options.shellDir} has no index.html`);
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A file's size gzipped at the highest level: how the budgets count JavaScript. */
export function gzipSize(bytes: Buffer): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}
