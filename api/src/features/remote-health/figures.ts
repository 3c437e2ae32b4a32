// Figures of one remote version, read from the browser minutes still kept (exact: distinct browsers, exact p75)
// and, before them, from the rolled-up minutes and hours (browsers summed per minute or hour, p75 from histograms).
// The canary analysis and the versions dashboard read these.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import {
  addHistograms,
  addValues,
  CLS_BOUNDS,
  emptyHistogram,
  exactP75,
  histogramP75,
  MS_BOUNDS,
} from './histogram.js';
import type { RemoteHealthRollupsTable } from './tables.js';

/** Health of one remote version over [from, to): what the canary analysis compares. */
export interface VersionHealth {
  remote: string;
  version: string;
  /** distinct browsers that reported this version in the window */
  browsers: number;
  /** mounts attempted (succeeded + failed to load), counted with the per-browser cap */
  mounts: number;
  /** load failures + error-boundary errors + uncaught errors in the remote's files, with the same cap */
  failures: number;
  /** distinct browsers that saw at least one failure */
  failingBrowsers: number;
  lcpP75Ms: number | null;
  clsP75: number | null;
  inpP75Ms: number | null;
}

type Figures = Omit<VersionHealth, 'remote' | 'version'>;

interface RawPart {
  browsers: number;
  failing_browsers: number;
  mounts: number;
  failures: number;
  lcp: number[];
  cls: number[];
  inp: number[];
}

type RollupPart = Pick<
  RemoteHealthRollupsTable,
  'at' | 'browsers' | 'failing_browsers' | 'mounts' | 'failures' | 'lcp_hist' | 'cls_hist' | 'inp_hist'
>;

/** The oldest minute still kept per browser: minutes from it on are read there, older ones from the roll-ups. */
async function browserMinutesFrom(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('remote_health_browser_minutes')
    .select((eb) => eb.fn.min('minute').as('first'))
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

const rawColumns = sql<RawPart>`
  count(DISTINCT browser)::int AS browsers,
  (count(DISTINCT browser) FILTER (WHERE load_failures + boundary_errors + uncaught_errors > 0))::int AS failing_browsers,
  coalesce(sum(mounted + load_failures), 0)::int AS mounts,
  coalesce(sum(load_failures + boundary_errors + uncaught_errors), 0)::int AS failures,
  coalesce(array_agg(lcp_ms) FILTER (WHERE lcp_ms IS NOT NULL), '{}') AS lcp,
  coalesce(array_agg(cls) FILTER (WHERE cls IS NOT NULL), '{}') AS cls,
  coalesce(array_agg(inp_ms) FILTER (WHERE inp_ms IS NOT NULL), '{}') AS inp`;

function numbers(values: unknown): number[] {
  return Array.isArray(values) ? values.map(Number) : [];
}

function combine(raw: RawPart | null, rollups: readonly RollupPart[]): Figures {
  const figures: Figures = {
    browsers: raw?.browsers ?? 0,
    failingBrowsers: raw?.failing_browsers ?? 0,
    mounts: raw?.mounts ?? 0,
    failures: raw?.failures ?? 0,
    lcpP75Ms: null,
    clsP75: null,
    inpP75Ms: null,
  };
  const lcp = numbers(raw?.lcp);
  const cls = numbers(raw?.cls);
  const inp = numbers(raw?.inp);
  if (rollups.length === 0) {
    return { ...figures, lcpP75Ms: exactP75(lcp), clsP75: exactP75(cls), inpP75Ms: exactP75(inp) };
  }
  const lcpHist = addValues(emptyHistogram(MS_BOUNDS), MS_BOUNDS, lcp);
  const clsHist = addValues(emptyHistogram(CLS_BOUNDS), CLS_BOUNDS, cls);
  const inpHist = addValues(emptyHistogram(MS_BOUNDS), MS_BOUNDS, inp);
  for (const r of rollups) {
    figures.browsers += r.browsers;
    figures.failingBrowsers += r.failing_browsers;
    figures.mounts += r.mounts;
    figures.failures += r.failures;
    addHistograms(lcpHist, r.lcp_hist);
    addHistograms(clsHist, r.cls_hist);
    addHistograms(inpHist, r.inp_hist);
  }
  return {
    ...figures,
    lcpP75Ms: histogramP75(lcpHist, MS_BOUNDS),
    clsP75: histogramP75(clsHist, CLS_BOUNDS),
    inpP75Ms: histogramP75(inpHist, MS_BOUNDS),
  };
}

async function rollupsIn(
  db: Kysely<Database>,
  remote: string,
  version: string,
  from: Date,
  before: Date,
): Promise<RollupPart[]> {
  if (before <= from) return [];
  return db
    .selectFrom('remote_health_rollups')
    .select(['at', 'browsers', 'failing_browsers', 'mounts', 'failures', 'lcp_hist', 'cls_hist', 'inp_hist'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('at', '>=', from)
    .where('at', '<', before)
    .orderBy('at')
    .execute();
}

function window(first: Date | null, from: Date, to: Date): { rawFrom: Date; rollupsBefore: Date } {
  if (!first) return { rawFrom: to, rollupsBefore: to };
  return { rawFrom: first > from ? first : from, rollupsBefore: first < to ? first : to };
}

/** Health of one remote version over [from, to). */
export async function versionHealth(
  db: Kysely<Database>,
  remote: string,
  version: string,
  from: Date,
  to: Date,
): Promise<VersionHealth> {
  const { rawFrom, rollupsBefore } = window(await browserMinutesFrom(db), from, to);
  let raw: RawPart | null = null;
  if (rawFrom < to) {
    const { rows } = await sql<RawPart>`SELECT ${rawColumns} FROM remote_health_browser_minutes
      WHERE remote = ${remote} AND version = ${version} AND minute >= ${rawFrom} AND minute < ${to}`.execute(db);
    raw = rows[0] ?? null;
  }
  const rollups = await rollupsIn(db, remote, version, from, rollupsBefore);
  return { remote, version, ...combine(raw, rollups) };
}

/** Per-minute (or per-hour for old data) series for a chart. */
export async function versionHealthSeries(
  db: Kysely<Database>,
  remote: string,
  version: string,
  from: Date,
  to: Date,
): Promise<Array<{ at: string } & Omit<VersionHealth, 'remote' | 'version'>>> {
  const { rawFrom, rollupsBefore } = window(await browserMinutesFrom(db), from, to);
  const points: Array<{ at: string } & Figures> = [];
  for (const r of await rollupsIn(db, remote, version, from, rollupsBefore))
    points.push({ at: new Date(r.at).toISOString(), ...combine(null, [r]) });
  if (rawFrom < to) {
    const { rows } = await sql<
      RawPart & { minute: Date }
    >`SELECT minute, ${rawColumns} FROM remote_health_browser_minutes
      WHERE remote = ${remote} AND version = ${version} AND minute >= ${rawFrom} AND minute < ${to}
      GROUP BY minute ORDER BY minute`.execute(db);
    for (const r of rows) points.push({ at: new Date(r.minute).toISOString(), ...combine(r, []) });
  }
  return points;
}
