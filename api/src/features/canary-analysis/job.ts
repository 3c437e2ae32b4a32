import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import {
  CANARY_ANALYSIS,
  changeRegistry,
  decideCanary,
  LockBusyError,
  readRegistryFrom,
  REMOTES,
  type CanaryAuto,
  type CdnTarget,
  type Registry,
  type RemoteName,
} from '@souq/remote-registry';
import type { Config } from '../../config.js';
import { PeriodicJob, tryAdvisoryLock } from '../../lib/periodic-job.js';
import { decide, type AnalysisSettings, type FiguresSource } from './analysis.js';
import type { Decision } from './schemas.js';
import type { VersionHealth } from '../remote-health/figures.js';
import { storedFigures, type FiguresFor } from './figures-source.js';
import { verifyAgainstShell } from './verify-against-shell.js';

// The advisory lock one pass holds, so several API instances judge each canary once between them.
export const CANARY_JOB_LOCK = 0x43_41_4e_41;

export function analysisSettings(config: Config): AnalysisSettings {
  return {
    windowMinutes: config.CANARY_WINDOW_MINUTES,
    minMounts: config.CANARY_MIN_MOUNTS,
    minBrowsers: config.CANARY_MIN_BROWSERS,
    minFailingBrowsers: config.CANARY_MIN_FAILING_BROWSERS,
    errorMargin: config.CANARY_ERROR_MARGIN_PERCENT / 100,
    lcpMarginMs: config.CANARY_LCP_MARGIN_MS,
    clsMargin: config.CANARY_CLS_MARGIN,
    promoteAfterMinutes: config.CANARY_PROMOTE_AFTER_MINUTES,
  };
}

/**
 * The minutes a canary is judged on: the window up to now, never before the minute its analysis started. Reports
 * are stored per whole minute, so the start is taken back to its minute: a start at 12:00:40 must still count
 * what browsers reported at 12:00:50 (stored under 12:00), or a canary judged within its first minute has no data.
 */
export function analysisWindow(now: Date, since: string | null, windowMinutes: number): { from: Date; to: Date } {
  const start = now.getTime() - windowMinutes * 60_000;
  const sinceMs = since ? Date.parse(since) : Number.NaN;
  const sinceMinute = Math.floor(sinceMs / 60_000) * 60_000;
  return { from: new Date(Number.isNaN(sinceMs) ? start : Math.max(start, sinceMinute)), to: now };
}

export interface CanaryJudgement {
  remote: RemoteName;
  version: string;
  decision: Decision;
  /** Whether the registry was changed (a rollback or promotion written). */
  applied: boolean;
  canary: VersionHealth;
  current: VersionHealth;
}

export interface CanaryPassResult {
  /** false: another instance held the lock, or the analysis is off (no registry configured). */
  ran: boolean;
  judged: CanaryJudgement[];
  /** What stopped a part of the pass (an unreadable registry, a busy lock); tried again by the next pass. */
  problems: string[];
}

export interface CanaryPassOptions {
  target?: CdnTarget | null;
  figures?: FiguresFor;
  now?: Date;
}

/** The decision on a judged canary's figures at `now`, its analysis having started at `auto.since`. */
export function decisionAt(
  now: Date,
  auto: CanaryAuto,
  canary: VersionHealth,
  current: VersionHealth,
  settings: AnalysisSettings,
): Decision {
  const { from, to } = analysisWindow(now, auto.since, settings.windowMinutes);
  // A start in the future (a skewed clock where the canary was started) is no data yet.
  if (from >= to)
    return {
      action: 'wait',
      reason: `the analysis starts at ${auto.since}`,
      detail: { kind: 'starts-later', values: { since: auto.since } },
    };
  return decide(canary, current, settings, {
    watchedMinutes: (now.getTime() - Date.parse(auto.since)) / 60_000,
    promote: auto.promote,
  });
}

async function judge(
  figures: FiguresSource,
  registry: Registry,
  remote: RemoteName,
  settings: AnalysisSettings,
  now: Date,
) {
  const entry = registry.remotes[remote];
  const canary = entry?.canary;
  if (!entry || !canary?.auto) return null;
  const { from, to } = analysisWindow(now, canary.auto.since, settings.windowMinutes);
  const canaryFigures = await figures(remote, canary.version, from, to);
  const currentFigures = await figures(remote, entry.current.version, from, to);
  return {
    remote,
    version: canary.version,
    decision: decisionAt(now, canary.auto, canaryFigures, currentFigures, settings),
    canary: canaryFigures,
    current: currentFigures,
  };
}

/**
 * One pass of the canary analysis, under an advisory lock: every canary the registry marks for it is judged on its
 * figures and current's over the same minutes, and a rollback or promotion is written to the registry, under the
 * registry's lock, with `by: canary-analysis` and the reason in its history. Remotes without such a canary are
 * left alone; a registry that cannot be read or a lock held by an operator is reported and tried again next pass.
 */
export async function runCanaryPass(app: FastifyInstance, options: CanaryPassOptions = {}): Promise<CanaryPassResult> {
  const target = options.target === undefined ? app.config.CDN_TARGET : options.target;
  if (!target)
    return { ran: false, judged: [], problems: ['no registry is configured (SOUQ_CDN_DIR or SOUQ_CDN_S3_BUCKET)'] };
  const settings = analysisSettings(app.config);
  const now = options.now ?? app.clock.now();
  const figuresFor = options.figures ?? app.remoteFigures;
  return app.db.transaction().execute(async (trx): Promise<CanaryPassResult> => {
    if (!(await tryAdvisoryLock(trx, CANARY_JOB_LOCK))) return { ran: false, judged: [], problems: [] };
    const problems: string[] = [];
    let registry: Registry | null;
    try {
      registry = await readRegistryFrom(target);
    } catch (err) {
      return { ran: true, judged: [], problems: [(err as Error).message] };
    }
    const judged: CanaryJudgement[] = [];
    for (const remote of REMOTES) {
      if (!registry) break;
      let found: Awaited<ReturnType<typeof judge>>;
      // A failed query would end the whole transaction (and the lock with it): it is undone to this point instead.
      await sql`SAVEPOINT canary_figures`.execute(trx);
      try {
        found = await judge(figuresFor(trx), registry, remote, settings, now);
        await sql`RELEASE SAVEPOINT canary_figures`.execute(trx);
      } catch (err) {
        await sql`ROLLBACK TO SAVEPOINT canary_figures`.execute(trx);
        problems.push(`${remote}: its figures could not be read (${(err as Error).message})`);
        continue;
      }
      if (!found) continue;
      let applied = false;
      if (found.decision.action === 'promote') {
        // Promoted, the version reaches every visitor: checked again as an operator's promotion is, since files may
        // have gone from the CDN (or the shell changed) since the canary started.
        const failed = await verifyAgainstShell(app.config, target, remote, found.version).then(
          (check) => (check.ok ? null : check.problems.join('; ')),
          (err: Error) => `it could not be checked: ${err.message}`,
        );
        if (failed) {
          found.decision = {
            action: 'wait',
            reason: `healthy, but not promoted: it fails verification (${failed})`,
            detail: { kind: 'not-verified', values: { problems: failed } },
          };
          problems.push(`${remote}: ${found.version} not promoted: ${failed}`);
        }
      }
      const { action, reason } = found.decision;
      if (action === 'rollback' || action === 'promote') {
        try {
          const before = registry;
          registry = await changeRegistry(
            target,
            CANARY_ANALYSIS,
            (latest) => decideCanary(latest, remote, found.version, action, reason),
            { waitMs: 2000 },
          );
          applied = registry.remotes[remote]?.history.length !== before.remotes[remote]?.history.length;
        } catch (err) {
          if (!(err instanceof LockBusyError)) throw err;
          problems.push(`${remote}: ${err.message}`);
        }
      }
      judged.push({ ...found, applied });
    }
    return { ran: true, judged, problems };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    canaryAnalysisJob: PeriodicJob<CanaryPassResult>;
    /** Where the canary analysis reads remote versions' figures (the stored health reports). */
    remoteFigures: FiguresFor;
  }
}

/** Decorates the app with the canary analysis job (not started) and stops it, waiting for a pass, on close. */
export const canaryAnalysisJob = fp<{ figures?: FiguresFor }>(
  async (app, { figures }) => {
    app.decorate('remoteFigures', figures ?? storedFigures);
    const interval = app.config.CDN_TARGET ? app.config.CANARY_ANALYSIS_INTERVAL_MS : 0;
    const job = new PeriodicJob(
      app,
      'canary analysis',
      interval,
      (a) => runCanaryPass(a),
      (r) => r.judged.some((j) => j.applied) || r.problems.length > 0,
    );
    app.decorate('canaryAnalysisJob', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'canary-analysis-job', dependencies: ['clock'] },
);
