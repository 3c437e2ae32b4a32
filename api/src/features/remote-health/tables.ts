// The remote-health tables (migration 0450), as Kysely sees them.

export interface RemoteHealthBrowserMinutesTable {
  remote: string;
  version: string;
  minute: Date;
  /** The browser's id, hashed with the server's secret. */
  browser: string;
  /** 0 or 1 each: a browser counts at most once per kind per minute. */
  mounted: number;
  load_failures: number;
  boundary_errors: number;
  uncaught_errors: number;
  /** The worst value the browser reported in the minute. */
  lcp_ms: number | null;
  cls: number | null;
  inp_ms: number | null;
}

export interface RemoteHealthRollupsTable {
  remote: string;
  version: string;
  span: 'minute' | 'hour';
  at: Date;
  /** Distinct browsers in the minute; for an hour, the sum of its minutes' (an upper bound). */
  browsers: number;
  failing_browsers: number;
  mounts: number;
  failures: number;
  /** Counts per bucket of histogram.ts (one value per browser and minute). */
  lcp_hist: number[];
  cls_hist: number[];
  inp_hist: number[];
}

export interface RemoteHealthRollupStateTable {
  id: number;
  rolled_until: Date;
}

declare module '../../db/types.js' {
  interface Database {
    remote_health_browser_minutes: RemoteHealthBrowserMinutesTable;
    remote_health_rollups: RemoteHealthRollupsTable;
    remote_health_rollup_state: RemoteHealthRollupStateTable;
  }
}
