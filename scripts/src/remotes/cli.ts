/**
 * `pnpm remotes <command>`: publish remote versions and choose which one the live site uses.
 *
 *   status                                   what is current, previous, canary and published, per remote
 *   publish <remote> [--from <dir>]          build one remote for production and publish it (immutable)
 *   verify <remote> <version>                check a published version is complete and fits the shell
 *   promote <remote> <version>               verify, then make it current (the old one becomes the fallback)
 *   rollback <remote>                        go back to the previous version
 *   canary <remote> <version> <percent>      send that share of visitors (1–99) to a version; 0 ends it
 *          [--auto [--auto-promote]]        let the API's canary analysis roll it back (and promote it) by itself,
 *                                           then watch its figures and decisions until it ends (Ctrl-C stops watching)
 *
 * Options: --shell <file|URL> (the shell's mf-manifest.json; default shell/dist), --site <URL> (also fetch every file
 * from the live site). Target: SOUQ_CDN_DIR (default .cdn) or SOUQ_CDN_S3_* (docs/operations/remotes.md). Live figures
 * (status, watching a canary): SOUQ_API_URL and SOUQ_ADMIN_TOKEN (an admin's token), SOUQ_TENANT optionally.
 * Exit status: 0 done, 1 refused or failed, 2 wrong usage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AlreadyPublishedError,
  loadShellManifest,
  LockBusyError,
  readRegistryFrom,
  RegistryError,
  targetFromEnv,
  type CdnTarget,
  type RemoteName,
} from '@souq/remote-registry';
import { appOfRemote, CDN_DIR, ROOT, SHELL_MANIFEST } from '../lib/paths.js';
import { run } from '../lib/run.js';
import { apiAccessFromEnv, fetchLiveFigures, figuresText, type ApiAccess } from './live-figures.js';
import {
  canary,
  checkRemote,
  OperatorError,
  operatorName,
  promote,
  publishBuild,
  rollback,
  statusText,
  verify,
  type OperatorContext,
} from './operations.js';

class UsageError extends Error {}

const USAGE = `usage: pnpm remotes status
       pnpm remotes publish <remote> [--from <build dir>]
       pnpm remotes verify <remote> <version>
       pnpm remotes promote <remote> <version>
       pnpm remotes rollback <remote>
       pnpm remotes canary <remote> <version> <percent> [--auto [--auto-promote]]   (percent 1–99; 0 ends the canary)
options: --shell <mf-manifest.json file or URL>  --site <URL>`;

const FLAGS = ['auto', 'auto-promote'];

function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string>; flags: Set<string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (FLAGS.includes(name)) {
        if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
        flags.add(name);
        continue;
      }
      if (!['shell', 'site', 'from'].includes(name)) throw new UsageError(`unknown option --${name}`);
      const value = inline ?? argv[(i += 1)];
      if (!value) throw new UsageError(`--${name} needs a value`);
      options[name] = value;
    } else positional.push(arg);
  }
  return { positional, options, flags };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Prints a judged canary's figures and the analysis's decision every `everyMs`, until the canary ends (rolled back,
 * promoted or changed by someone) or Ctrl-C. Only watches: the decisions are the API's job, which runs whether or
 * not a terminal is open.
 */
async function watchCanary(
  target: CdnTarget,
  access: ApiAccess,
  remote: RemoteName,
  version: string,
  everyMs: number,
): Promise<void> {
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  process.once('SIGINT', stop);
  try {
    while (!stopped) {
      const entry = (await readRegistryFrom(target))?.remotes[remote];
      if (entry?.canary?.version !== version || !entry.canary.auto) {
        const last = entry?.history.at(-1);
        console.log(
          `${remote}: the canary of ${version} has ended${last ? `: ${last.action} ${last.version} by ${last.by}${last.reason ? ` (${last.reason})` : ''}` : ''}`,
        );
        return;
      }
      const live = await fetchLiveFigures(access);
      const at = new Date().toISOString().slice(11, 19);
      const found = typeof live === 'string' ? null : live.remotes.find((r) => r.remote === remote);
      if (typeof live === 'string') console.log(`${at} figures unavailable: ${live}`);
      else if (found?.canary) {
        console.log(`${at} canary ${version}: ${figuresText(found.canary.figures)}`);
        console.log(`${at} current ${found.current.version}: ${figuresText(found.current)}`);
        if (found.canary.decision)
          console.log(`${at} → ${found.canary.decision.action}: ${found.canary.decision.reason}`);
      }
      for (let waited = 0; waited < everyMs && !stopped; waited += 250) await sleep(250);
    }
    console.log(`stopped watching; the API's canary analysis goes on judging ${remote} ${version}`);
  } finally {
    process.off('SIGINT', stop);
  }
}

function expectArgs(args: string[], count: number): void {
  if (args.length !== count)
    throw new UsageError(`"${args[0] ?? ''}" takes ${count - 1} argument${count === 2 ? '' : 's'}`);
}

async function buildRemote(remote: ReturnType<typeof checkRemote>): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `souq-${remote}-build-`));
  console.error(`building ${appOfRemote(remote)} for production…`);
  // Built beside the working copy's dist/, so publishing never disturbs what `pnpm start` serves.
  await run('pnpm', ['--filter', appOfRemote(remote), 'run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, NODE_ENV: 'production', SOUQ_OUT_DIR: out },
  });
  return out;
}

async function main(argv: string[]): Promise<void> {
  const { positional, options, flags } = parseArgs(argv);
  const [command] = positional;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    if (!command) process.exitCode = 2;
    return;
  }
  const shellSource = options.shell ?? SHELL_MANIFEST;
  const ctx: OperatorContext = {
    target: targetFromEnv(process.env, CDN_DIR),
    by: operatorName(),
    shell: ['verify', 'promote', 'canary'].includes(command) ? await loadShellManifest(shellSource) : null,
    shellSource,
    siteUrl: options.site,
  };
  switch (command) {
    case 'status':
      expectArgs(positional, 1);
      {
        const access = apiAccessFromEnv();
        console.log(
          await statusText(
            ctx.target,
            access
              ? await fetchLiveFigures(access)
              : "set SOUQ_API_URL and SOUQ_ADMIN_TOKEN (an admin's token) to see them",
          ),
        );
      }
      return;
    case 'publish': {
      expectArgs(positional, 2);
      const remote = checkRemote(positional[1]);
      const dir = options.from ? path.resolve(options.from) : await buildRemote(remote);
      try {
        const result = await publishBuild(ctx, remote, dir);
        console.log(
          result.published
            ? `published ${remote} ${result.version} → ${result.manifest}`
            : `${remote} ${result.version} was already published with this exact build`,
        );
        console.log(
          `next: pnpm remotes promote ${remote} ${result.version}   (or: pnpm remotes canary ${remote} ${result.version} 10)`,
        );
      } finally {
        if (!options.from) fs.rmSync(dir, { recursive: true, force: true });
      }
      return;
    }
    case 'verify': {
      expectArgs(positional, 3);
      const result = await verify(ctx, checkRemote(positional[1]), positional[2]!);
      if (!result.ok)
        throw new OperatorError(
          `${positional[1]} ${positional[2]} failed verification:\n  - ${result.problems.join('\n  - ')}`,
        );
      console.log(
        `${positional[1]} ${positional[2]}: ${result.files.length} files present, shared dependencies fit the shell`,
      );
      return;
    }
    case 'promote': {
      expectArgs(positional, 3);
      const remote = checkRemote(positional[1]);
      const registry = await promote(ctx, remote, positional[2]!);
      const entry = registry.remotes[remote]!;
      console.log(
        `${remote}: ${entry.current.version} is current (fallback: ${entry.previous?.version ?? 'none'}); visitors get it on their next page load`,
      );
      return;
    }
    case 'rollback': {
      expectArgs(positional, 2);
      const remote = checkRemote(positional[1]);
      const entry = (await rollback(ctx, remote)).remotes[remote]!;
      console.log(
        `${remote}: rolled back to ${entry.current.version} (fallback: ${entry.previous?.version ?? 'none'}); visitors get it on their next page load`,
      );
      return;
    }
    case 'canary': {
      expectArgs(positional, 4);
      const remote = checkRemote(positional[1]);
      const percentText = positional[3]!;
      if (!/^\d{1,2}$/.test(percentText))
        throw new OperatorError(`percent must be a whole number from 0 to 99, got "${percentText}"`);
      if (flags.has('auto-promote') && !flags.has('auto')) throw new UsageError('--auto-promote goes with --auto');
      if (flags.has('auto') && percentText === '0')
        throw new UsageError('--auto needs a canary to judge: a percent from 1 to 99');
      const auto = flags.has('auto') ? { promote: flags.has('auto-promote') } : undefined;
      const entry = (await canary(ctx, remote, positional[2]!, Number(percentText), auto)).remotes[remote]!;
      console.log(
        entry.canary
          ? `${remote}: ${entry.canary.version} for ${entry.canary.percent}% of browsers, ${entry.current.version} for the rest`
          : `${remote}: canary ended; everyone gets ${entry.current.version}`,
      );
      if (!entry.canary?.auto) return;
      console.log(
        `the API's canary analysis now judges it${entry.canary.auto.promote ? ' and promotes it once healthy' : ''} (it runs without this terminal)`,
      );
      const access = apiAccessFromEnv();
      if (!access) {
        console.log(
          "set SOUQ_API_URL and SOUQ_ADMIN_TOKEN (an admin's token) to watch its figures here, or run `pnpm remotes status`",
        );
        return;
      }
      await watchCanary(
        ctx.target,
        access,
        remote,
        entry.canary.version,
        Number(process.env.SOUQ_WATCH_SECONDS ?? 30) * 1000 || 30_000,
      );
      return;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`remotes: ${err.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const known =
    err instanceof OperatorError ||
    err instanceof RegistryError ||
    err instanceof LockBusyError ||
    err instanceof AlreadyPublishedError;
  console.error(
    `remotes: ${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  );
  process.exitCode = 1;
});
