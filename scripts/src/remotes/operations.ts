import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../lib/paths.js';
import { baseVersion, isBuilt } from './publish.js';
import { parseRegistry, RegistryError, rollBack, setCanary, setCurrent, type Registry, type RemoteVersion } from './registry.js';
import { AlreadyPublishedError, LockBusyError, REGISTRY_KEY, REGISTRY_LOCK_KEY, type CdnTarget } from './target.js';
import { verifyVersion, type VerifyOptions, type VerifyResult } from './verify.js';

/** A refusal the operator should read (bad input, a broken version…), as opposed to a crash. */
export class OperatorError extends Error {}

export interface OperatorContext extends VerifyOptions {
  target: CdnTarget;
  /** Who is acting, for the history. */
  by: string;
}

/** The operator's name for the history: SOUQ_OPERATOR, else the login name. */
export function operatorName(env: NodeJS.ProcessEnv = process.env): string {
  let login = '';
  try {
    login = os.userInfo().username;
  } catch {
    // no passwd entry (containers)
  }
  return (env.SOUQ_OPERATOR || env.USER || login || 'unknown').trim().slice(0, 64);
}

export async function readRegistryFrom(target: CdnTarget): Promise<Registry | null> {
  const raw = await target.read(REGISTRY_KEY);
  if (!raw) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(raw.toString('utf8'));
  } catch (err) {
    throw new RegistryError(`${REGISTRY_KEY} in ${target.description} is not valid JSON (${(err as Error).message}); fix or restore it before changing anything`);
  }
  try {
    return parseRegistry(doc);
  } catch (err) {
    throw new RegistryError(`${REGISTRY_KEY} in ${target.description} is malformed: ${(err as Error).message}; fix or restore it before changing anything`);
  }
}

export interface LockWait {
  /** How long to keep trying while another change holds the lock (0: refuse at once, as the CLI does). */
  waitMs?: number;
  /** Pause between attempts. */
  retryMs?: number;
}

/**
 * Takes the registry lock, trying again while another change holds it for up to `waitMs`; then throws the
 * holder's LockBusyError, so the caller reads who holds it and since when.
 */
export async function lockRegistry(target: CdnTarget, by: string, { waitMs = 0, retryMs = 200 }: LockWait = {}): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await target.lock(REGISTRY_LOCK_KEY, by);
    } catch (err) {
      if (!(err instanceof LockBusyError) || Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(retryMs, deadline - Date.now()))));
    }
  }
}

/**
 * Read-modify-write of the registry under the lock, so two operators' changes never interleave: the
 * second one is refused with LockBusyError instead of silently losing the first one's update.
 */
export async function changeRegistry(target: CdnTarget, by: string, change: (registry: Registry) => Registry, wait: LockWait = {}): Promise<Registry> {
  const release = await lockRegistry(target, by, wait);
  try {
    const next = parseRegistry(change((await readRegistryFrom(target)) ?? { schemaVersion: 1, remotes: {} }));
    await target.replace(REGISTRY_KEY, Buffer.from(`${JSON.stringify(next, null, 2)}\n`));
    return next;
  } finally {
    await release();
  }
}

export function checkRemote(name: string | undefined): RemoteName {
  if (!name || !(REMOTES as readonly string[]).includes(name)) throw new OperatorError(`unknown remote "${name ?? ''}" (known: ${REMOTES.join(', ')})`);
  return name as RemoteName;
}

function versionOf(ctx: OperatorContext, remote: RemoteName, version: string): RemoteVersion {
  return { version, manifest: ctx.target.publicUrl(`${remote}/${version}/mf-manifest.json`) };
}

export async function verify(ctx: OperatorContext, remote: RemoteName, version: string): Promise<VerifyResult> {
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/.test(version)) throw new OperatorError(`"${version}" is not a version label`);
  return verifyVersion(ctx.target, remote, version, ctx);
}

async function verifyOrRefuse(ctx: OperatorContext, remote: RemoteName, version: string, action: string): Promise<void> {
  const result = await verify(ctx, remote, version);
  if (!result.ok) throw new OperatorError(`refusing to ${action} ${remote} ${version}; verify found:\n  - ${result.problems.join('\n  - ')}`);
}

/** Makes a verified version current; the replaced one becomes the fallback. */
export async function promote(ctx: OperatorContext, remote: RemoteName, version: string): Promise<Registry> {
  await verifyOrRefuse(ctx, remote, version, 'promote');
  return changeRegistry(ctx.target, ctx.by, (registry) => {
    if (registry.remotes[remote]?.current.version === version) throw new OperatorError(`${remote} ${version} is already current`);
    return setCurrent(registry, remote, versionOf(ctx, remote, version), ctx.by, 'promote');
  });
}

export async function rollback(ctx: OperatorContext, remote: RemoteName): Promise<Registry> {
  return changeRegistry(ctx.target, ctx.by, (registry) => rollBack(registry, remote, ctx.by));
}

/** Starts (or changes) a canary of a verified version; percent 0 ends it. */
export async function canary(ctx: OperatorContext, remote: RemoteName, version: string, percent: number): Promise<Registry> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 99) throw new OperatorError(`percent must be a whole number from 0 to 99, got "${percent}"`);
  if (percent > 0) await verifyOrRefuse(ctx, remote, version, 'start a canary of');
  return changeRegistry(ctx.target, ctx.by, (registry) => {
    if (!registry.remotes[remote]) throw new OperatorError(`${remote} has no current version yet; promote one first`);
    return setCanary(registry, remote, percent > 0 ? versionOf(ctx, remote, version) : null, percent, ctx.by);
  });
}

async function sameBuild(target: CdnTarget, folder: string, dir: string): Promise<boolean> {
  for (const name of ['mf-manifest.json', 'remoteEntry.js']) {
    const there = await target.read(`${folder}/${name}`);
    if (!there || !there.equals(fs.readFileSync(path.join(dir, name)))) return false;
  }
  return true;
}

export interface PublishResult extends RemoteVersion {
  /** false when exactly this build was already published under that version. */
  published: boolean;
}

/**
 * Publishes a built remote under `<remote>/<package version>-<commit>/`. A different build of the same commit
 * gets its content digest appended; nothing published is ever overwritten.
 */
export async function publishBuild(ctx: OperatorContext, remote: RemoteName, dir: string): Promise<PublishResult> {
  if (!isBuilt(dir)) throw new OperatorError(`${remote}: no build in ${dir} (mf-manifest.json and remoteEntry.js are needed)`);
  const hash = crypto.createHash('sha256');
  for (const name of ['mf-manifest.json', 'remoteEntry.js']) hash.update(fs.readFileSync(path.join(dir, name)));
  const base = baseVersion(remote);
  for (const version of [base, `${base}-${hash.digest('hex').slice(0, 7)}`]) {
    const folder = `${remote}/${version}`;
    if (await ctx.target.exists(`${folder}/mf-manifest.json`)) {
      if (await sameBuild(ctx.target, folder, dir)) return { ...versionOf(ctx, remote, version), published: false };
      continue;
    }
    await ctx.target.publishFolder(folder, dir);
    return { ...versionOf(ctx, remote, version), published: true };
  }
  throw new AlreadyPublishedError(`${remote}: versions ${base} and its digest variant are both taken by other builds`);
}

/** A readable summary of the registry and what is published. */
export async function statusText(target: CdnTarget): Promise<string> {
  const registry = await readRegistryFrom(target);
  const lines = [`registry: ${target.description}/${REGISTRY_KEY}${registry ? '' : ' (none yet)'}`];
  for (const remote of REMOTES) {
    const entry = registry?.remotes[remote];
    const published = await target.list(remote);
    lines.push('', `${remote}`);
    if (!entry) lines.push('  current:   (none)');
    else {
      lines.push(`  current:   ${entry.current.version}`);
      lines.push(`  previous:  ${entry.previous?.version ?? '(none)'}`);
      lines.push(`  canary:    ${entry.canary ? `${entry.canary.version} for ${entry.canary.percent}% of visitors` : '(none)'}`);
      const last = entry.history.at(-1);
      if (last) lines.push(`  last:      ${last.action} ${last.version} by ${last.by} at ${last.at}`);
    }
    lines.push(`  published: ${published.join(', ') || '(none)'}`);
  }
  return lines.join('\n');
}
