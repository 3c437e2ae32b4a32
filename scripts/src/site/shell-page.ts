// The shell's page as the site serves it: index.html with the runtime configuration and the remote registry
// written in (so the shell does not fetch /config.json and then /remotes.json before it can start), and
// preload hints for the remote that owns the address (its manifest, remote entry and first chunks), so they
// download while the shell's own scripts do instead of after them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KIND_MODULES } from '../../../shared/src/listing-kinds/registry.js';
import { remoteForPath } from '../../../shared/src/routing/routes.js';
import { resolveInside } from './static-files.js';

/** The script element the shell reads (shared/src/config/boot-data.ts). */
export const BOOT_DATA_ID = 'souq-boot';

interface RegistryVersion {
  version: string;
  manifest: string;
}

/**
 * What the page carries of remotes.json: per remote, the builds the browser chooses from (current, previous,
 * canary). The choice itself (a browser's canary bucket, a developer's override) stays in the browser, as it
 * depends on what only the browser knows; the history is left out.
 */
export function registryForPage(document: unknown): unknown {
  if (!document || typeof document !== 'object') return null;
  const { schemaVersion, remotes } = document as { schemaVersion?: unknown; remotes?: unknown };
  if (!remotes || typeof remotes !== 'object') return { schemaVersion };
  const slim: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(remotes as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { current, previous, canary } = entry as Record<string, unknown>;
    slim[name] = { current, previous: previous ?? null, canary: canary ?? null };
  }
  return { schemaVersion, remotes: slim };
}

/** JSON that is safe inside a <script> element: no "</script>", "<!--" or line separators can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The lazily loaded page chunk (webpackChunkName) a route opens with, besides the remote's exposed app. */
function routeChunkPrefix(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const kind = KIND_MODULES.find(({ pages }) => segments[0] === pages.list && segments[1] === pages.detail);
  if (kind) return `${kind.detailChunk}.`;
  if (segments[0] === 'my-listing' && segments.length === 1) return 'my-listings.';
  return null;
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown };
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && /^[\w.-]+$/.test(item))
    : [];
}

/**
 * Preload hints for the build of the route's remote that every browser gets: its manifest, remote entry, the
 * exposed app's chunks and the route's page chunk. A remote in a canary gets no hints (which build this browser
 * runs is decided in the browser), nor one whose manifest is not in the local CDN folder, nor the admin remote.
 */
export function remoteHints(pathname: string, registry: unknown, cdnDir: string): string[] {
  const remote = remoteForPath(pathname);
  // The admin remote is for signed-in admins only, whom the server cannot tell apart: a member never fetches it.
  if (!remote || remote === 'admin') return [];
  const entry = (registry as { remotes?: Record<string, { current?: RegistryVersion; canary?: unknown }> } | null)
    ?.remotes?.[remote];
  const manifestUrl = entry?.current?.manifest;
  if (!entry || entry.canary || typeof manifestUrl !== 'string') return [];
  const local = /^\/remotes\/[a-z]+\/[0-9A-Za-z.+_-]+\/mf-manifest\.json$/.test(manifestUrl)
    ? resolveInside(cdnDir, manifestUrl.slice('/remotes'.length))
    : null;
  if (!local) return [];
  let manifest: {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { path?: unknown; assets?: ManifestAssets }[];
  };
  try {
    manifest = JSON.parse(fs.readFileSync(local, 'utf8')) as typeof manifest;
  } catch {
    return [];
  }
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const hints = [`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (typeof remoteEntry?.name === 'string' && /^[\w.-]+$/.test(remoteEntry.name) && !remoteEntry.path) {
    hints.push(`<link rel="preload" href="${escapeAttribute(base + remoteEntry.name)}" as="script">`);
  }
  const app = manifest.exposes?.find((expose) => expose.path === './app');
  const chunks = strings(app?.assets?.js?.sync);
  const prefix = routeChunkPrefix(pathname);
  if (prefix) chunks.push(...strings(app?.assets?.js?.async).filter((name) => name.startsWith(prefix)));
  for (const chunk of chunks) hints.push(`<link rel="preload" href="${escapeAttribute(base + chunk)}" as="script">`);
  for (const sheet of strings(app?.assets?.css?.sync))
    hints.push(`<link rel="preload" href="${escapeAttribute(base + sheet)}" as="style">`);
  return hints;
}

/**
 * Preload hints for the shell's own pages on their addresses: the chunk groups the shell build lists in
 * chunk-groups.json ("shell-pages", and "home" on /). Remote routes get the remote's hints instead.
 */
export function shellPageHints(pathname: string, shellDir: string): string[] {
  if (remoteForPath(pathname)) return [];
  let groups: Record<string, unknown>;
  try {
    groups = JSON.parse(fs.readFileSync(path.join(shellDir, 'chunk-groups.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return [];
  }
  const files = [...strings(groups['shell-pages']), ...(pathname === '/' ? strings(groups.home) : [])];
  return files.map((file) => `<link rel="preload" href="/${escapeAttribute(file)}" as="script">`);
}

export interface ShellPageInput {
  /** The built index.html. */
  template: string;
  /** The path asked for (which remote's hints to add). */
  pathname: string;
  runtimeConfig: unknown;
  /** remotes.json, parsed; null when it is missing or unreadable (the shell then fetches it and reports why). */
  registry: unknown;
  cdnDir: string;
  /** The shell's build folder (its chunk-groups.json); without it, no hints for the shell's own pages. */
  shellDir?: string;
  /**
   * The language the server chose for the page (its head and <html lang dir> are in it) and where it came from
   * (page-language.ts). With source 'url' the address fixed it (`?lang=`), which the shell honours before its stored
   * setting; otherwise it is the server's best guess (cookie, Accept-Language, Arabic) and the stored setting wins.
   */
  language?: { lang: string; source: string };
}

/** index.html with the boot data and the route's hints placed before </head>. */
export function renderShellPage(input: ShellPageInput): string {
  const boot: Record<string, unknown> = { config: input.runtimeConfig };
  if (input.registry !== null) boot.registry = registryForPage(input.registry);
  if (input.language) {
    boot.lang = input.language.lang;
    boot.langSource = input.language.source;
  }
  const parts = [
    `<script id="${BOOT_DATA_ID}" type="application/json">${scriptJson(boot)}</script>`,
    ...(input.registry !== null ? remoteHints(input.pathname, input.registry, input.cdnDir) : []),
    ...(input.shellDir ? shellPageHints(input.pathname, input.shellDir) : []),
  ];
  const insert = parts.join('');
  // Before </head>; a page without one gets it at its end (still before the shell's scripts run: they are deferred).
  const at = input.template.indexOf('</head>');
  return at === -1 ? input.template + insert : input.template.slice(0, at) + insert + input.template.slice(at);
}

/** Reads remotes.json for a page; null when it is missing or not JSON. */
export function readRegistry(cdnDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A strong validator of the page as sent, so a revalidation answers 304 only when nothing in it changed. */
export function pageEtag(body: string): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
