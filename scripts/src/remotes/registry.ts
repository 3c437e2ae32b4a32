import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, isRemoteName, type RemoteName } from '../lib/paths.js';

/** One published build of a remote, addressed by its manifest URL. */
export interface RemoteVersion {
  version: string;
  manifest: string;
}

export interface RemoteEntry {
  current: RemoteVersion;
  previous: RemoteVersion | null;
  canary: (RemoteVersion & { percent: number }) | null;
  history: Array<{ at: string; by: string; action: string; version: string }>;
}

export interface Registry {
  schemaVersion: 1;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

export class RegistryError extends Error {}

const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

function checkVersion(value: unknown, where: string): RemoteVersion {
  if (!value || typeof value !== 'object') throw new RegistryError(`${where}: expected {version, manifest}`);
  const { version, manifest } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !VERSION_RE.test(version)) throw new RegistryError(`${where}.version: not a version label`);
  if (typeof manifest !== 'string' || !/^(\/|https?:\/\/)\S+mf-manifest\.json$/.test(manifest)) {
    throw new RegistryError(`${where}.manifest: must be a path or http(s) URL ending in mf-manifest.json`);
  }
  return { version, manifest };
}

/** Validates an untrusted registry document; throws RegistryError naming the first bad field. */
export function parseRegistry(raw: unknown): Registry {
  if (!raw || typeof raw !== 'object') throw new RegistryError('registry: expected an object');
  const doc = raw as Record<string, unknown>;
  if (doc.schemaVersion !== 1) throw new RegistryError('registry.schemaVersion: expected 1');
  if (!doc.remotes || typeof doc.remotes !== 'object') throw new RegistryError('registry.remotes: expected an object');
  const remotes: Registry['remotes'] = {};
  for (const [name, value] of Object.entries(doc.remotes as Record<string, unknown>)) {
    if (!isRemoteName(name)) throw new RegistryError(`registry.remotes.${name}: unknown remote (known: ${REMOTES.join(', ')})`);
    const entry = value as Record<string, unknown>;
    if (!entry || typeof entry !== 'object') throw new RegistryError(`registry.remotes.${name}: expected an object`);
    const where = `registry.remotes.${name}`;
    let canary: RemoteEntry['canary'] = null;
    if (entry.canary != null) {
      const percent = (entry.canary as Record<string, unknown>).percent;
      if (typeof percent !== 'number' || !(percent > 0 && percent < 100)) throw new RegistryError(`${where}.canary.percent: expected 1–99`);
      canary = { ...checkVersion(entry.canary, `${where}.canary`), percent };
    }
    if (entry.history !== undefined && !Array.isArray(entry.history)) throw new RegistryError(`${where}.history: expected a list`);
    remotes[name] = {
      current: checkVersion(entry.current, `${where}.current`),
      previous: entry.previous == null ? null : checkVersion(entry.previous, `${where}.previous`),
      canary,
      history: (entry.history as RemoteEntry['history'] | undefined) ?? [],
    };
  }
  return { schemaVersion: 1, remotes };
}

export function readRegistry(file: string): Registry | null {
  if (!fs.existsSync(file)) return null;
  return parseRegistry(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Writes the registry atomically: readers see the old file or the new one, never half of one. */
export function writeRegistry(file: string, registry: Registry): void {
  const checked = parseRegistry(registry);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(checked, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** Makes `version` the current one, keeping the one it replaces as the known-good fallback. */
export function setCurrent(registry: Registry, remote: RemoteName, next: RemoteVersion, by: string, action = 'promote'): Registry {
  const entry = registry.remotes[remote];
  const history = [...(entry?.history ?? []), { at: new Date().toISOString(), by, action, version: next.version }];
  const previous = entry && entry.current.version !== next.version ? entry.current : (entry?.previous ?? null);
  return { ...registry, remotes: { ...registry.remotes, [remote]: { current: next, previous, canary: entry?.canary ?? null, history } } };
}
