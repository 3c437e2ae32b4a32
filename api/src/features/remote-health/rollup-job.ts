import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { lockedPass, type PassResult, PeriodicJob } from '../../lib/periodic-job.js';
import { addHistograms, addValues, CLS_BOUNDS, emptyHistogram, MS_BOUNDS } from './histogram.js';
import { minuteOf } from './store.js';

// The advisory lock of a pass, so several API instances roll up each minute once between them.
export const REMOTE_HEALTH_JOB_LOCK = 0x52_48_4c_54;
/** Browser minutes are kept this long (the canary analysis reads exact figures from them). */
export const BROWSER_MINUTES_KEPT_MINUTES = 180;
/** Per-minute roll-ups are kept this long, then merged into hours. */
export const MINUTE_ROLLUPS_KEPT_HOURS = 48;
/** Hourly roll-ups are kept this long. */
export const HOUR_ROLLUPS_KEPT_DAYS = 90;

const MINUTE = 60_000;
const HOUR = 3_600_000;

function intArray(values: readonly number[]) {
  return sql<number[]>`${`{${values.map((v) => Math.round(v)).join(',')}}`}::integer[]`;
}

/**
 * One pass at `now`: every complete minute not rolled up yet (but the last one, which reports may still be
 * reaching) becomes one row per remote and version; browser minutes older than the kept window are deleted; minute
 * roll-ups older than two days are merged into hours; hours older than 90 days are deleted. Returns the rows removed.
 */
export async function rollUpRemoteHealth(db: Kysely<Database>, now: Date): Promise<number> {
  const until = new Date(minuteOf(now).getTime() - MINUTE);
  const state = await db
    .selectFrom('remote_health_rollup_state')
    .select('rolled_until')
    .where('id', '=', 1)
    .executeTakeFirst();
  const first = await db
    .selectFrom('remote_health_browser_minutes')
    .select((eb) => eb.fn.min('minute').as('first'))
    .executeTakeFirst();
  const since = state ? new Date(state.rolled_until) : first?.first ? new Date(first.first) : until;
  if (since < until) {
    const { rows } = await sql<{
      remote: string;
      version: string;
      minute: Date;
      browsers: number;
      failing_browsers: number;
      mounts: number;
      failures: number;
      lcp: number[];
      cls: number[];
      inp: number[];
    }>`
      SELECT remote, version, minute,
        count(*)::int AS browsers,
        (count(*) FILTER (WHERE load_failures + boundary_errors + uncaught_errors > 0))::int AS failing_browsers,
        sum(mounted + load_failures)::int AS mounts,
        sum(load_failures + boundary_errors + uncaught_errors)::int AS failures,
        coalesce(array_agg(lcp_ms) FILTER (WHERE lcp_ms IS NOT NULL), '{}') AS lcp,
        coalesce(array_agg(cls) FILTER (WHERE cls IS NOT NULL), '{}') AS cls,
        coalesce(array_agg(inp_ms) FILTER (WHERE inp_ms IS NOT NULL), '{}') AS inp
      FROM remote_health_browser_minutes WHERE minute >= ${since} AND minute < ${until}
      GROUP BY remote, version, minute`.execute(db);
    for (const r of rows) {
      const values = {
        remote: r.remote,
        version: r.version,
        span: 'minute' as const,
        at: new Date(r.minute),
        browsers: r.browsers,
        failing_browsers: r.failing_browsers,
        mounts: r.mounts,
        failures: r.failures,
        lcp_hist: intArray(addValues(emptyHistogram(MS_BOUNDS), MS_BOUNDS, r.lcp.map(Number))),
        cls_hist: intArray(addValues(emptyHistogram(CLS_BOUNDS), CLS_BOUNDS, r.cls.map(Number))),
        inp_hist: intArray(addValues(emptyHistogram(MS_BOUNDS), MS_BOUNDS, r.inp.map(Number))),
      };
      await db
        .insertInto('remote_health_rollups')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['remote', 'version', 'span', 'at']).doUpdateSet({
            browsers: values.browsers,
            failing_browsers: values.failing_browsers,
            mounts: values.mounts,
            failures: values.failures,
            lcp_hist: values.lcp_hist,
            cls_hist: values.cls_hist,
            inp_hist: values.inp_hist,
          }),
        )
        .execute();
    }
    await db
      .insertInto('remote_health_rollup_state')
      .values({ id: 1, rolled_until: until })
      .onConflict((oc) => oc.column('id').doUpdateSet({ rolled_until: until }))
      .execute();
  }
  const rolledUntil = since < until ? until : since;
  const keepFrom = new Date(
    Math.min(minuteOf(now).getTime() - BROWSER_MINUTES_KEPT_MINUTES * MINUTE, rolledUntil.getTime()),
  );
  const prunedMinutes = await db
    .deleteFrom('remote_health_browser_minutes')
    .where('minute', '<', keepFrom)
    .executeTakeFirst();

  // Minute roll-ups of hours that ended two days ago become one row per hour.
  const hoursBefore = new Date(Math.floor((now.getTime() - MINUTE_ROLLUPS_KEPT_HOURS * HOUR) / HOUR) * HOUR);
  const old = await db
    .selectFrom('remote_health_rollups')
    .selectAll()
    .where('span', '=', 'minute')
    .where('at', '<', hoursBefore)
    .execute();
  const hours = new Map<string, (typeof old)[number]>();
  for (const r of old) {
    const at = new Date(Math.floor(new Date(r.at).getTime() / HOUR) * HOUR);
    const key = `${r.remote}\u0000${r.version}\u0000${at.toISOString()}`;
    const hour = hours.get(key);
    if (!hour) {
      hours.set(key, {
        ...r,
        span: 'hour',
        at,
        lcp_hist: [...r.lcp_hist],
        cls_hist: [...r.cls_hist],
        inp_hist: [...r.inp_hist],
      });
      continue;
    }
    hour.browsers += r.browsers;
    hour.failing_browsers += r.failing_browsers;
    hour.mounts += r.mounts;
    hour.failures += r.failures;
    addHistograms(hour.lcp_hist, r.lcp_hist);
    addHistograms(hour.cls_hist, r.cls_hist);
    addHistograms(hour.inp_hist, r.inp_hist);
  }
  for (const h of hours.values()) {
    const existing = await db
      .selectFrom('remote_health_rollups')
      .selectAll()
      .where('remote', '=', h.remote)
      .where('version', '=', h.version)
      .where('span', '=', 'hour')
      .where('at', '=', h.at)
      .forUpdate()
      .executeTakeFirst();
    const total = existing
      ? {
          browsers: existing.browsers + h.browsers,
          failing_browsers: existing.failing_browsers + h.failing_browsers,
          mounts: existing.mounts + h.mounts,
          failures: existing.failures + h.failures,
          lcp_hist: addHistograms([...existing.lcp_hist], h.lcp_hist),
          cls_hist: addHistograms([...existing.cls_hist], h.cls_hist),
          inp_hist: addHistograms([...existing.inp_hist], h.inp_hist),
        }
      : h;
    const values = {
      remote: h.remote,
      version: h.version,
      span: 'hour' as const,
      at: h.at,
      browsers: total.browsers,
      failing_browsers: total.failing_browsers,
      mounts: total.mounts,
      failures: total.failures,
      lcp_hist: intArray(total.lcp_hist),
      cls_hist: intArray(total.cls_hist),
      inp_hist: intArray(total.inp_hist),
    };
    await db
      .insertInto('remote_health_rollups')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['remote', 'version', 'span', 'at']).doUpdateSet({
          browsers: values.browsers,
          failing_browsers: values.failing_browsers,
          mounts: values.mounts,
          failures: values.failures,
          lcp_hist: values.lcp_hist,
          cls_hist: values.cls_hist,
          inp_hist: values.inp_hist,
        }),
      )
      .execute();
  }
  const mergedMinutes = await db
    .deleteFrom('remote_health_rollups')
    .where('span', '=', 'minute')
    .where('at', '<', hoursBefore)
    .executeTakeFirst();
  const prunedHours = await db
    .deleteFrom('remote_health_rollups')
    .where('span', '=', 'hour')
    .where('at', '<', new Date(now.getTime() - HOUR_ROLLUPS_KEPT_DAYS * 24 * HOUR))
    .executeTakeFirst();
  return (
    Number(prunedMinutes.numDeletedRows) + Number(mergedMinutes.numDeletedRows) + Number(prunedHours.numDeletedRows)
  );
}

/** A pass under the job's advisory lock, at the app's clock. */
export async function runRemoteHealthPass(app: FastifyInstance): Promise<PassResult> {
  const now = app.clock.now();
  return lockedPass(app, REMOTE_HEALTH_JOB_LOCK, 'remote health', async (trx) => ({
    expired: await rollUpRemoteHealth(trx, now),
    reminded: 0,
  }));
}

declare module 'fastify' {
  interface FastifyInstance {
    remoteHealthJob: PeriodicJob;
  }
}

/** Decorates the app with its remote-health roll-up job (not started) and stops it on close. */
export const remoteHealthJob = fp(
  async (app: FastifyInstance) => {
    const job = new PeriodicJob(app, 'remote health', app.config.REMOTE_HEALTH_JOB_INTERVAL_MS, runRemoteHealthPass);
    app.decorate('remoteHealthJob', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'remote-health-job', dependencies: ['clock'] },
);
