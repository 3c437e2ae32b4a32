import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AlreadyPublishedError,
  changeRegistry,
  readRegistryFrom,
  REGISTRY_KEY,
  REMOTES,
  rollBack,
  setCanary,
  setCurrent,
  VERSION_LABEL,
  verifyVersion,
  type CdnTarget,
  type Registry,
  type RemoteName,
  type RemoteVersion,
  type VerifyOptions,
  type VerifyResult,
} from '@souq/remote-registry';
import { figuresText, type LiveFigures } from './live-figures.js';
import { baseVersion, isBuilt } from './publish.js';

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

export function checkRemote(name: string | undefined): RemoteName {
  if (!name || !(REMOTES as readonly string[]).includes(name))
    throw new OperatorError(`unknown remote "${name ?? ''}" (known: ${REMOTES.join(', ')})`);
  return name as RemoteName;
}

function versionOf(ctx: OperatorContext, remote: RemoteName, version: string): RemoteVersion {
  return { version, manifest: ctx.target.publicUrl(`${remote}/${version}/mf-manifest.json`) };
}

export async function verify(ctx: OperatorContext, remote: RemoteName, version: string): Promise<VerifyResult> {
  if (!VERSION_LABEL.test(version)) throw new OperatorError(`"${version}" is not a version label`);
  return verifyVersion(ctx.target, remote, version, ctx);
}

async function verifyOrRefuse(
  ctx: OperatorContext,
  remote: RemoteName,
  version: string,
  action: string,
): Promise<void> {
  const result = await verify(ctx, remote, version);
  if (!result.ok)
    throw new OperatorError(
      `refusing to ${action} ${remote} ${version}; verify found:\n  - ${result.problems.join('\n  - ')}`,
    );
}

/** Makes a verified version current; the replaced one becomes the fallback. */
export async function promote(ctx: OperatorContext, remote: RemoteName, version: string): Promise<Registry> {
  await verifyOrRefuse(ctx, remote, version, 'promote');
  return changeRegistry(ctx.target, ctx.by, (registry) => {
    if (registry.remotes[remote]?.current.version === version)
      throw new OperatorError(`${remote} ${version} is already current`);
    return setCurrent(registry, remote, versionOf(ctx, remote, version), ctx.by, 'promote');
  });
}

export async function rollback(ctx: OperatorContext, remote: RemoteName): Promise<Registry> {
  return changeRegistry(ctx.target, ctx.by, (registry) => rollBack(registry, remote, ctx.by));
}

/**
 * Starts (or changes) a canary of a verified version; percent 0 ends it. With `auto`, the API's canary analysis
 * judges it: rolls it back when it is worse than current, and promotes it when healthy if `auto.promote`.
 */
export async function canary(
  ctx: OperatorContext,
  remote: RemoteName,
  version: string,
  percent: number,
  auto?: { promote: boolean },
): Promise<Registry> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 99)
    throw new OperatorError(`percent must be a whole number from 0 to 99, got "${percent}"`);
  if (percent > 0) await verifyOrRefuse(ctx, remote, version, 'start a canary of');
  return changeRegistry(ctx.target, ctx.by, (registry) => {
    if (!registry.remotes[remote]) throw new OperatorError(`${remote} has no current version yet; promote one first`);
    return setCanary(registry, remote, percent > 0 ? versionOf(ctx, remote, version) : null, percent, ctx.by, auto);
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
  if (!isBuilt(dir))
    throw new OperatorError(`${remote}: no build in ${dir} (mf-manifest.json and remoteEntry.js are needed)`);
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

/**
 * A readable summary of the registry and what is published; with `live`, each version's figures over the canary
 * analysis's window (or why they could not be read).
 */
export async function statusText(target: CdnTarget, live?: LiveFigures | string): Promise<string> {
  const registry = await readRegistryFrom(target);
  const lines = [`registry: ${target.description}/${REGISTRY_KEY}${registry ? '' : ' (none yet)'}`];
  if (typeof live === 'string') lines.push(`live figures: unavailable, ${live}`);
  else if (live)
    lines.push(
      `live figures: ${live.from} to ${live.to} (${live.window_minutes} minutes), canary analysis ${live.analysis}${live.problem ? ` (${live.problem})` : ''}`,
    );
  const figuresOf = (remote: string, version: string | undefined) => {
    if (!live || typeof live === 'string' || !version) return '';
    const found = live.remotes.find((r) => r.remote === remote);
    const f = [found?.current, found?.previous, found?.canary?.figures].find((x) => x?.version === version);
    return f ? `\n             ${figuresText(f)}` : '';
  };
  for (const remote of REMOTES) {
    const entry = registry?.remotes[remote];
    const published = await target.list(remote);
    lines.push('', `${remote}`);
    if (!entry) lines.push('  current:   (none)');
    else {
      lines.push(`  current:   ${entry.current.version}${figuresOf(remote, entry.current.version)}`);
      lines.push(`  previous:  ${entry.previous?.version ?? '(none)'}${figuresOf(remote, entry.previous?.version)}`);
      const auto = entry.canary?.auto;
      const judged = auto
        ? `, judged by the canary analysis since ${auto.since}${auto.promote ? ' (promoted when healthy)' : ''}`
        : '';
      lines.push(
        `  canary:    ${entry.canary ? `${entry.canary.version} for ${entry.canary.percent}% of visitors${judged}` : '(none)'}${figuresOf(remote, entry.canary?.version)}`,
      );
      const decision =
        live && typeof live !== 'string' ? live.remotes.find((r) => r.remote === remote)?.canary?.decision : null;
      if (decision) lines.push(`  analysis:  ${decision.action}: ${decision.reason}`);
      const last = entry.history.at(-1);
      if (last)
        lines.push(
          `  last:      ${last.action} ${last.version} by ${last.by} at ${last.at}${last.reason ? ` (${last.reason})` : ''}`,
        );
    }
    lines.push(`  published: ${published.join(', ') || '(none)'}`);
  }
  return lines.join('\n');
}
