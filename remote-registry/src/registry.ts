import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, isRemoteName, type RemoteName } from './remotes.js';

/** One published build of a remote, addressed by its manifest URL. */
export interface RemoteVersion {
  version: string;
  manifest: string;
}

/** One line of a remote's append-only history: who did what, when, to which version. */
export interface HistoryEntry {
  at: string;
  by: string;
  action: string;
  version: string;
  /** Where that version's manifest was, so a later rollback can name it again. */
  manifest?: string;
  /** The share of visitors, for a canary. */
  percent?: number;
  /** The version replaced, for a rollback. */
  from?: string;
  /** Why, when the canary analysis decided it (the figures and the test that tripped). */
  reason?: string;
}

/** Who acts on a canary's figures by itself: the API's canary analysis writes its decisions under this name. */
export const CANARY_ANALYSIS = 'canary-analysis';

/**
 * A canary that judges itself: the API's canary analysis ends it when it is worse than current (always, with
 * `rollback`), and makes it current once it has been healthy long enough when `promote` was asked for. `since` is
 * when the analysis started watching: figures before it are not the canary's.
 */
export interface CanaryAuto {
  rollback: true;
  promote: boolean;
  since: string;
}

export type CanaryVersion = RemoteVersion & { percent: number; auto?: CanaryAuto };

export interface RemoteEntry {
  current: RemoteVersion;
  previous: RemoteVersion | null;
  canary: CanaryVersion | null;
  history: HistoryEntry[];
}

export interface Registry {
  schemaVersion: 1;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

export class RegistryError extends Error {}

/** A version label as the registry accepts it ('1.4.0-3f2a9c1'). */
export const VERSION_LABEL = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

function checkVersion(value: unknown, where: string): RemoteVersion {
  if (!value || typeof value !== 'object') throw new RegistryError(`${where}: expected {version, manifest}`);
  const { version, manifest } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !VERSION_LABEL.test(version))
    throw new RegistryError(`${where}.version: not a version label`);
  if (typeof manifest !== 'string' || !/^(\/|https?:\/\/)\S+mf-manifest\.json$/.test(manifest)) {
    throw new RegistryError(`${where}.manifest: must be a path or http(s) URL ending in mf-manifest.json`);
  }
  return { version, manifest };
}

function checkHistoryEntry(value: unknown, where: string): void {
  if (!value || typeof value !== 'object') throw new RegistryError(`${where}: expected {at, by, action, version}`);
  const item = value as Record<string, unknown>;
  for (const key of ['at', 'by', 'action', 'version'] as const) {
    if (typeof item[key] !== 'string') throw new RegistryError(`${where}.${key}: expected text`);
  }
  if (item.reason !== undefined && (typeof item.reason !== 'string' || item.reason.length > 1000))
    throw new RegistryError(`${where}.reason: expected text of at most 1000 characters`);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function checkCanaryAuto(value: unknown, where: string): CanaryAuto {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new RegistryError(`${where}: expected {rollback, promote, since}`);
  const { rollback, promote, since, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined)
    throw new RegistryError(`${where}.${unknown}: unknown setting (known: rollback, promote, since)`);
  if (rollback !== true)
    throw new RegistryError(
      `${where}.rollback: expected true (a canary that judges itself always rolls back when it is worse)`,
    );
  if (typeof promote !== 'boolean') throw new RegistryError(`${where}.promote: expected true or false`);
  if (typeof since !== 'string' || !ISO_INSTANT.test(since) || Number.isNaN(Date.parse(since)))
    throw new RegistryError(`${where}.since: expected an ISO time such as 2026-01-31T12:00:00.000Z`);
  return { rollback, promote, since };
}

/** Validates an untrusted registry document; throws RegistryError naming the first bad field. */
export function parseRegistry(raw: unknown): Registry {
  if (!raw || typeof raw !== 'object') throw new RegistryError('registry: expected an object');
  const doc = raw as Record<string, unknown>;
  if (doc.schemaVersion !== 1) throw new RegistryError('registry.schemaVersion: expected 1');
  if (!doc.remotes || typeof doc.remotes !== 'object') throw new RegistryError('registry.remotes: expected an object');
  const remotes: Registry['remotes'] = {};
  for (const [name, value] of Object.entries(doc.remotes as Record<string, unknown>)) {
    if (!isRemoteName(name))
      throw new RegistryError(`registry.remotes.${name}: unknown remote (known: ${REMOTES.join(', ')})`);
    const entry = value as Record<string, unknown>;
    if (!entry || typeof entry !== 'object') throw new RegistryError(`registry.remotes.${name}: expected an object`);
    const where = `registry.remotes.${name}`;
    let canary: RemoteEntry['canary'] = null;
    if (entry.canary != null) {
      const { percent, auto } = entry.canary as Record<string, unknown>;
      if (typeof percent !== 'number' || !(percent > 0 && percent < 100))
        throw new RegistryError(`${where}.canary.percent: expected 1–99`);
      canary = {
        ...checkVersion(entry.canary, `${where}.canary`),
        percent,
        ...(auto === undefined ? {} : { auto: checkCanaryAuto(auto, `${where}.canary.auto`) }),
      };
    }
    if (entry.history !== undefined && !Array.isArray(entry.history))
      throw new RegistryError(`${where}.history: expected a list`);
    ((entry.history as unknown[] | undefined) ?? []).forEach((item, i) =>
      checkHistoryEntry(item, `${where}.history[${i}]`),
    );
    remotes[name] = {
      current: checkVersion(entry.current, `${where}.current`),
      previous: entry.previous == null ? null : checkVersion(entry.previous, `${where}.previous`),
      canary,
      history: (entry.history as RemoteEntry['history'] | undefined) ?? [],
    };
  }
  return { schemaVersion: 1, remotes };
}

// The registry is kept as two documents. `remotes.json` is what browsers read (a bucket may serve it to them
// directly): each remote's current, previous and canary build. The history — who changed what, when and why — is
// the operators' own and goes in `remotes-history.json` beside it, which nothing serves. A `remotes.json` written
// before the split (or by a tool of that time) still carries history inside: those lines are read too, after the
// history document's, until the next change moves them out.

/** The history document's name, beside the registry's. */
export const REGISTRY_HISTORY_KEY = 'remotes-history.json';

/**
 * The two documents a registry is kept as, in the order they are to be written: its history (the operators' own) first,
 * so that what browsers get never changes without its line in the history; then what browsers read.
 */
export function registryDocuments(registry: Registry): readonly { document: 'history' | 'registry'; text: string }[] {
  const checked = parseRegistry(registry);
  const remotes: Record<string, Omit<RemoteEntry, 'history'>> = {};
  const history: Record<string, HistoryEntry[]> = {};
  for (const [name, { history: lines, ...entry }] of Object.entries(checked.remotes) as [RemoteName, RemoteEntry][]) {
    remotes[name] = entry;
    history[name] = lines;
  }
  return [
    { document: 'history', text: `${JSON.stringify({ schemaVersion: 1, remotes: history }, null, 2)}\n` },
    { document: 'registry', text: `${JSON.stringify({ schemaVersion: 1, remotes }, null, 2)}\n` },
  ];
}

/**
 * The registry from its two documents (registryDocuments): each remote's history is the history document's lines,
 * then any the registry document still carries that the history document lacks. Throws RegistryError naming what is
 * wrong.
 */
export function joinRegistry(registryDoc: unknown, historyDoc: unknown): Registry {
  const registry = parseRegistry(registryDoc);
  if (historyDoc === null || historyDoc === undefined) return registry;
  const byRemote = (historyDoc as { remotes?: unknown }).remotes;
  if (!byRemote || typeof byRemote !== 'object')
    throw new RegistryError(`${REGISTRY_HISTORY_KEY}.remotes: expected an object`);
  const remotes: Registry['remotes'] = {};
  for (const [name, entry] of Object.entries(registry.remotes) as [RemoteName, RemoteEntry][]) {
    const kept = (byRemote as Record<string, unknown>)[name];
    if (kept !== undefined && !Array.isArray(kept))
      throw new RegistryError(`${REGISTRY_HISTORY_KEY}.remotes.${name}: expected a list`);
    ((kept as unknown[] | undefined) ?? []).forEach((item, i) =>
      checkHistoryEntry(item, `${REGISTRY_HISTORY_KEY}.remotes.${name}[${i}]`),
    );
    const lines = (kept as HistoryEntry[] | undefined) ?? [];
    const known = new Set(lines.map((line) => JSON.stringify(line)));
    remotes[name] = {
      ...entry,
      history: [...lines, ...entry.history.filter((line) => !known.has(JSON.stringify(line)))],
    };
  }
  return { schemaVersion: 1, remotes };
}

const historyFileOf = (file: string) => path.join(path.dirname(file), REGISTRY_HISTORY_KEY);

export function readRegistry(file: string): Registry | null {
  if (!fs.existsSync(file)) return null;
  const history = historyFileOf(file);
  return joinRegistry(
    JSON.parse(fs.readFileSync(file, 'utf8')),
    fs.existsSync(history) ? JSON.parse(fs.readFileSync(history, 'utf8')) : null,
  );
}

/**
 * Writes the registry's two documents in their order (registryDocuments), each atomically (readers see the old file or
 * the new one, never half of one): the registry to `file`, its history beside it.
 */
export function writeRegistry(file: string, registry: Registry): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const { document, text } of registryDocuments(registry)) {
    const target = document === 'registry' ? file : historyFileOf(file);
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, target);
  }
}

/** Makes `version` the current one, keeping the one it replaces as the known-good fallback. */
export function setCurrent(
  registry: Registry,
  remote: RemoteName,
  next: RemoteVersion,
  by: string,
  action = 'promote',
  reason?: string,
): Registry {
  const entry = registry.remotes[remote];
  const history = [...(entry?.history ?? []), { ...historyEntry(by, action, next), ...(reason ? { reason } : {}) }];
  const previous = entry && entry.current.version !== next.version ? entry.current : (entry?.previous ?? null);
  // A canary of the version now current has done its job; any other canary keeps running.
  const canary = entry?.canary && entry.canary.version !== next.version ? entry.canary : null;
  return { ...registry, remotes: { ...registry.remotes, [remote]: { current: next, previous, canary, history } } };
}

function historyEntry(by: string, action: string, target: RemoteVersion, percent?: number): HistoryEntry {
  return {
    at: new Date().toISOString(),
    by,
    action,
    version: target.version,
    manifest: target.manifest,
    ...(percent ? { percent } : {}),
  };
}

/**
 * Goes back to the previous version. The new fallback is the newest version in the history that was live
 * before it (never the version being rolled back), so a broken build cannot become the fallback.
 */
export function rollBack(registry: Registry, remote: RemoteName, by: string): Registry {
  const entry = registry.remotes[remote];
  if (!entry) throw new RegistryError(`${remote}: not in the registry`);
  if (!entry.previous)
    throw new RegistryError(`${remote}: no previous version to roll back to (current is ${entry.current.version})`);
  const back = entry.previous;
  const avoid = new Set([back.version, entry.current.version]);
  let previous: RemoteVersion | null = null;
  for (let i = entry.history.length - 1; i >= 0 && !previous; i -= 1) {
    const item = entry.history[i]!;
    // Walking back in time: a version rolled away from is not known-good, unless promoted again later.
    if (item.action === 'rollback' && item.from) avoid.add(item.from);
    if (avoid.has(item.version) || !item.manifest || !['promote', 'local build', 'rollback'].includes(item.action))
      continue;
    previous = { version: item.version, manifest: item.manifest };
  }
  const history = [...entry.history, { ...historyEntry(by, 'rollback', back), from: entry.current.version }];
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: { current: back, previous, canary: null, history } },
  };
}

/**
 * Sends `percent` of visitors (1–99) to `target`; percent 0 ends the canary. With `auto`, the canary analysis
 * judges it (and may promote it when `auto.promote`); without, it is the operator's alone. Changing the share of
 * a canary that was already judged keeps the time its analysis started.
 */
export function setCanary(
  registry: Registry,
  remote: RemoteName,
  target: RemoteVersion | null,
  percent: number,
  by: string,
  auto?: { promote: boolean; now?: Date },
): Registry {
  const entry = registry.remotes[remote];
  if (!entry) throw new RegistryError(`${remote}: not in the registry`);
  if (percent === 0 || !target) {
    if (!entry.canary) throw new RegistryError(`${remote}: no canary is running`);
    const history = [...entry.history, historyEntry(by, 'canary end', entry.canary)];
    return { ...registry, remotes: { ...registry.remotes, [remote]: { ...entry, canary: null, history } } };
  }
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new RegistryError(`canary percent must be a whole number from 1 to 99 (0 ends the canary), got ${percent}`);
  if (target.version === entry.current.version)
    throw new RegistryError(`${remote}: ${target.version} is already current`);
  let canaryAuto: CanaryAuto | undefined;
  if (auto) {
    const running = entry.canary?.version === target.version ? entry.canary.auto : undefined;
    canaryAuto = {
      rollback: true,
      promote: auto.promote,
      since: running?.since ?? (auto.now ?? new Date()).toISOString(),
    };
  }
  const history = [
    ...entry.history,
    {
      ...historyEntry(by, 'canary', target, percent),
      ...(canaryAuto
        ? { reason: `judged by the canary analysis${canaryAuto.promote ? ', promoted when healthy' : ''}` }
        : {}),
    },
  ];
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [remote]: { ...entry, canary: { ...target, percent, ...(canaryAuto ? { auto: canaryAuto } : {}) }, history },
    },
  };
}

/**
 * The canary analysis's decision, applied: `rollback` ends the canary (everyone gets current again), `promote`
 * makes it current; either is recorded with `reason`. Only the canary it judged: if an operator changed or ended it
 * meanwhile (or took judging away from the analysis), the registry is returned unchanged.
 */
export function decideCanary(
  registry: Registry,
  remote: RemoteName,
  version: string,
  decision: 'rollback' | 'promote',
  reason: string,
  by = CANARY_ANALYSIS,
): Registry {
  const entry = registry.remotes[remote];
  const canary = entry?.canary;
  if (!entry || !canary || canary.version !== version || !canary.auto) return registry;
  if (decision === 'promote') {
    if (!canary.auto.promote) return registry;
    return setCurrent(registry, remote, { version: canary.version, manifest: canary.manifest }, by, 'promote', reason);
  }
  const history = [...entry.history, { ...historyEntry(by, 'canary rollback', canary, canary.percent), reason }];
  return { ...registry, remotes: { ...registry.remotes, [remote]: { ...entry, canary: null, history } } };
}
