// Recording a browser's health report: one row per server minute, remote, version and browser, each kind counted
// at most once (a flooding browser weighs as much as a quiet one), vitals kept as the worst the browser saw.
import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** Browser-minute rows one minute may hold; past it, browsers already counted in the minute are still updated. */
export const MAX_BROWSER_ROWS_PER_MINUTE = 10_000;

export interface HealthItem {
  remote: string;
  version: string;
  mounts: number;
  loadFailures: number;
  boundaryErrors: number;
  uncaughtErrors: number;
  lcpMs?: number;
  cls?: number;
  inpMs?: number;
}

/** The browser's id as stored: keyed with the server's secret, so a stored value cannot be matched with a browser. */
export function hashBrowserId(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`remote-health:${id}`).digest('hex').slice(0, 32);
}

export function minuteOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

const worst = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** Items of one batch for the same remote and version are one row. */
function merged(items: readonly HealthItem[]): HealthItem[] {
  const byKey = new Map<string, HealthItem>();
  for (const item of items) {
    const key = `${item.remote}\u0000${item.version}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...item });
      continue;
    }
    seen.mounts += item.mounts;
    seen.loadFailures += item.loadFailures;
    seen.boundaryErrors += item.boundaryErrors;
    seen.uncaughtErrors += item.uncaughtErrors;
    seen.lcpMs = worst(seen.lcpMs, item.lcpMs);
    seen.cls = worst(seen.cls, item.cls);
    seen.inpMs = worst(seen.inpMs, item.inpMs);
  }
  return [...byKey.values()];
}

/** Stores a batch at the server's minute `at`; returns how many of its rows were kept. */
export async function recordHealth(
  db: Kysely<Database>,
  browser: string,
  at: Date,
  items: readonly HealthItem[],
): Promise<number> {
  const minute = minuteOf(at);
  const rows = merged(items).map((item) => ({
    remote: item.remote,
    version: item.version,
    minute,
    browser,
    mounted: item.mounts > 0 ? 1 : 0,
    load_failures: item.loadFailures > 0 ? 1 : 0,
    boundary_errors: item.boundaryErrors > 0 ? 1 : 0,
    uncaught_errors: item.uncaughtErrors > 0 ? 1 : 0,
    lcp_ms: item.lcpMs ?? null,
    cls: item.cls ?? null,
    inp_ms: item.inpMs ?? null,
  }));
  const { count } = await db
    .selectFrom('remote_health_browser_minutes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('minute', '=', minute)
    .executeTakeFirstOrThrow();
  const full = Number(count) >= MAX_BROWSER_ROWS_PER_MINUTE;
  let kept = 0;
  for (const row of rows) {
    const update = {
      mounted: sql<number>`greatest(remote_health_browser_minutes.mounted, ${row.mounted})`,
      load_failures: sql<number>`greatest(remote_health_browser_minutes.load_failures, ${row.load_failures})`,
      boundary_errors: sql<number>`greatest(remote_health_browser_minutes.boundary_errors, ${row.boundary_errors})`,
      uncaught_errors: sql<number>`greatest(remote_health_browser_minutes.uncaught_errors, ${row.uncaught_errors})`,
      lcp_ms: sql<number>`greatest(remote_health_browser_minutes.lcp_ms, ${row.lcp_ms}::double precision)`,
      cls: sql<number>`greatest(remote_health_browser_minutes.cls, ${row.cls}::double precision)`,
      inp_ms: sql<number>`greatest(remote_health_browser_minutes.inp_ms, ${row.inp_ms}::double precision)`,
    };
    if (full) {
      const result = await db
        .updateTable('remote_health_browser_minutes')
        .set(update)
        .where('remote', '=', row.remote)
        .where('version', '=', row.version)
        .where('minute', '=', minute)
        .where('browser', '=', browser)
        .executeTakeFirst();
      kept += Number(result.numUpdatedRows);
    } else {
      await db
        .insertInto('remote_health_browser_minutes')
        .values(row)
        .onConflict((oc) => oc.columns(['remote', 'version', 'minute', 'browser']).doUpdateSet(update))
        .execute();
      kept += 1;
    }
  }
  return kept;
}
