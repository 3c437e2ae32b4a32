// Remote health reports: per remote build shown on the page, mounts that succeeded, load failures, errors caught by
// an error boundary, uncaught errors whose stack points into the remote's files, and the page's Web Vitals while it
// was shown. Counted here and sent in a few batches per page (`navigator.sendBeacon` when the page is hidden, and
// every half minute while something is pending) to POST /client-reports/remote-health, which counts each browser
// at most once per kind and minute. A share of browsers reports (`remoteHealthSample` in /config.json, percent;
// all of them by default: the site is small and the canary needs every report it can get). Nothing about the
// visitor is sent: a random id this browser keeps for the purpose, remote names, versions and numbers.
import { BOUNDARY_ERROR_EVENT, getRuntimeConfig, readBootData } from '@souq/shared';
import { browserId, canaryBucket } from './canary';
import { REMOTE_NAMES, type RemoteName } from './remoteRegistry';

export type BuildKind = 'current' | 'previous' | 'canary' | 'override';

export interface RemoteBuild {
  remote: RemoteName;
  version: string;
  build: BuildKind;
  manifest: string;
}

export type HealthKind = 'mounts' | 'loadFailures' | 'boundaryErrors' | 'uncaughtErrors';

export interface Vitals {
  lcpMs?: number;
  cls?: number;
  inpMs?: number;
}

export interface HealthItem extends Vitals {
  remote: RemoteName;
  version: string;
  build: BuildKind;
  mounts: number;
  loadFailures: number;
  boundaryErrors: number;
  uncaughtErrors: number;
}

export interface HealthBatch {
  browser: string;
  items: HealthItem[];
}

export const HEALTH_ID_KEY = 'souqHealthId';
/** Batches one page sends at most (the API takes 8 items per batch). */
export const MAX_BATCHES_PER_PAGE = 4;
export const MAX_ITEMS_PER_BATCH = 8;
export const FLUSH_INTERVAL_MS = 30_000;

/** The folder a build's files are served from: its manifest's origin and path, without the file name. */
export function buildBase(manifest: string, page = 'http://localhost/'): string | null {
  try {
    const url = new URL(manifest, page);
    return `${url.origin}${url.pathname.replace(/[^/]*$/, '')}`;
  } catch {
    return null;
  }
}

/** The build whose files a stack trace points into (the longest matching folder), or null: the shell's own, or a script of someone else's. */
export function attributeStack(
  stack: string | undefined,
  builds: readonly RemoteBuild[],
  page?: string,
): RemoteBuild | null {
  if (!stack) return null;
  let found: RemoteBuild | null = null;
  let foundLength = 0;
  for (const build of builds) {
    const base = buildBase(build.manifest, page);
    if (base && base.length > foundLength && stack.includes(base)) {
      found = build;
      foundLength = base.length;
    }
  }
  return found;
}

function finite(value: number | undefined, max: number): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : undefined;
}

export interface HealthReporterOptions {
  /** Every build this page may use, for attributing stacks. */
  builds: () => readonly RemoteBuild[];
  /** The build a remote is showing from now. */
  active: (remote: RemoteName) => RemoteBuild | null;
  send: (batch: HealthBatch) => void;
  browser: string;
  sampled: boolean;
  page?: string;
}

/** The counting and batching, apart from the page's events (tests drive it directly). */
export function createHealthReporter(options: HealthReporterOptions) {
  const pending = new Map<string, HealthItem>();
  /** Builds shown on this page since the vitals were last sent. */
  const shown = new Map<string, RemoteBuild>();
  let vitals: Vitals = {};
  let vitalsSent = false;
  let batches = 0;
  const keyOf = (b: RemoteBuild) => `${b.remote}@${b.version}@${b.build}`;

  function itemFor(build: RemoteBuild): HealthItem {
    const key = keyOf(build);
    let item = pending.get(key);
    if (!item) {
      item = {
        remote: build.remote,
        version: build.version,
        build: build.build,
        mounts: 0,
        loadFailures: 0,
        boundaryErrors: 0,
        uncaughtErrors: 0,
      };
      pending.set(key, item);
    }
    return item;
  }

  return {
    /** Counts one event of a build (a load failure names the build that failed). */
    record(build: RemoteBuild | null, kind: HealthKind): void {
      if (!options.sampled || !build) return;
      itemFor(build)[kind] += 1;
      if (kind === 'mounts') shown.set(keyOf(build), build);
    },
    /** Counts an event of whatever build a remote shows now. */
    recordRemote(remote: string, kind: HealthKind): void {
      if ((REMOTE_NAMES as readonly string[]).includes(remote)) this.record(options.active(remote as RemoteName), kind);
    },
    /** An error a boundary caught: the remote it names, else the one its stack points into. */
    recordError(error: unknown, kind: 'boundaryErrors' | 'uncaughtErrors', remote?: string): void {
      const stack = error instanceof Error ? error.stack : typeof error === 'string' ? error : undefined;
      const build = attributeStack(stack, options.builds(), options.page);
      if (build) this.record(build, kind);
      else if (remote) this.recordRemote(remote, kind);
    },
    setVitals(next: Vitals): void {
      vitals = { ...vitals, ...next };
    },
    /**
     * Sends what is pending in one batch (at most MAX_BATCHES_PER_PAGE per page). With `final` (the page is being
     * hidden), the page's Web Vitals go with every build shown on it, once.
     */
    flush(final = false): void {
      if (!options.sampled || batches >= MAX_BATCHES_PER_PAGE) return;
      const withVitals = final && !vitalsSent && Object.keys(vitals).length > 0;
      if (withVitals) {
        const page = {
          lcpMs: finite(vitals.lcpMs, 120_000),
          cls: finite(vitals.cls, 10),
          inpMs: finite(vitals.inpMs, 120_000),
        };
        for (const build of shown.values())
          Object.assign(itemFor(build), Object.fromEntries(Object.entries(page).filter(([, v]) => v !== undefined)));
        vitalsSent = true;
        shown.clear();
      }
      if (pending.size === 0) return;
      const keys = [...pending.keys()].slice(0, MAX_ITEMS_PER_BATCH);
      const items = keys.map((key) => pending.get(key)!);
      keys.forEach((key) => pending.delete(key));
      batches += 1;
      try {
        options.send({ browser: options.browser, items });
      } catch {
        // reporting must never break the page
      }
    },
    /** What the next batch would carry. */
    pendingItems(): HealthItem[] {
      return [...pending.values()];
    },
  };
}

export type HealthReporter = ReturnType<typeof createHealthReporter>;

function sendBatch(batch: HealthBatch): void {
  const url = `${getRuntimeConfig().apiBase}/client-reports/remote-health`;
  const body = JSON.stringify(batch);
  // A beacon survives the page being closed; it is sent with the page's cookies, so only to the same origin.
  if (
    url.startsWith('/') &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
  )
    return;
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Percent of browsers that report, from the runtime config the site server wrote in the page. */
function samplePercent(): number {
  const value = (readBootData()?.config as { remoteHealthSample?: unknown } | undefined)?.remoteHealthSample;
  return typeof value === 'number' && value >= 0 && value <= 100 ? value : 100;
}

/** Errors already counted as load failures, which a boundary then shows: not counted twice. */
const ignoredErrors = new WeakSet<object>();

export function countedAsLoadFailure(error: unknown): void {
  if (error && typeof error === 'object') ignoredErrors.add(error);
}

let reporter: HealthReporter | null = null;

/** This page's reporter once installed; events before that (none: it is installed with the registry) are dropped. */
export function healthReporter(): HealthReporter | null {
  return reporter;
}

/**
 * Starts reporting for this page: listens for uncaught errors, boundary errors and the page being hidden, flushes
 * every half minute, and loads the Web Vitals observers once the page is idle.
 */
export function installHealthReporting(
  builds: HealthReporterOptions['builds'],
  active: HealthReporterOptions['active'],
): void {
  if (reporter || typeof window === 'undefined') return;
  const browser = browserId(HEALTH_ID_KEY);
  const sampled = canaryBucket(browser, 'health') < samplePercent();
  const created = createHealthReporter({
    builds,
    active,
    send: sendBatch,
    browser,
    sampled,
    page: window.location.href,
  });
  reporter = created;
  if (!sampled) return;
  window.addEventListener('error', (event) =>
    created.recordError(event.error ?? (event.filename ? `at ${event.filename}` : undefined), 'uncaughtErrors'),
  );
  window.addEventListener('unhandledrejection', (event) => created.recordError(event.reason, 'uncaughtErrors'));
  window.addEventListener(BOUNDARY_ERROR_EVENT, (event) => {
    const detail = (event as CustomEvent<{ error?: unknown; remote?: string }>).detail;
    if (!ignoredErrors.has(detail?.error as object))
      created.recordError(detail?.error, 'boundaryErrors', detail?.remote);
  });
  const hidden = () => created.flush(true);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
  window.addEventListener('pagehide', hidden);
  setInterval(() => created.flush(false), FLUSH_INTERVAL_MS);
  const observe = () =>
    void import(/* webpackChunkName: "web-vitals" */ './webVitals')
      .then((m) => m.observeVitals((v) => created.setVitals(v)))
      .catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(observe, { timeout: 5000 });
  else setTimeout(observe, 2000);
}
