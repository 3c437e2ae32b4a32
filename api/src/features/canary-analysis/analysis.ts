// The canary analysis's statistics: pure functions of two versions' figures over the same minutes. A canary is
// rolled back when it is worse than current by more than a margin AND the data says so with 95% confidence; it is
// promoted (when asked) once it has been healthy, on enough data, for long enough. Too little data is never a
// decision: the answer is to wait.

import type { Decision } from './schemas.js';
import type { VersionHealth } from '../remote-health/figures.js';

/** Where the figures come from: `versionHealth` of the stored health reports (figures-source.ts). */
export type FiguresSource = (remote: string, version: string, from: Date, to: Date) => Promise<VersionHealth>;

export interface AnalysisSettings {
  /** How far back the figures are read (never before the canary's analysis started). */
  windowMinutes: number;
  /** Mounts (attempts) each side needs before anything is decided. */
  minMounts: number;
  /** Distinct browsers each side needs before anything is decided. */
  minBrowsers: number;
  /** Distinct browsers that must have failed on the canary before its errors can roll it back. */
  minFailingBrowsers: number;
  /** How much higher than current's the canary's error rate may be (a proportion: 0.01 is one point). */
  errorMargin: number;
  /** How much slower the canary's p75 LCP may be, in milliseconds. */
  lcpMarginMs: number;
  /** How much higher the canary's p75 CLS may be. */
  clsMargin: number;
  /** How long a canary must have been watched, and healthy, before it promotes itself (when asked). */
  promoteAfterMinutes: number;
}

/** The one-sided 95% critical value of the standard normal distribution. */
export const Z_95_ONE_SIDED = 1.6448536269514722;

export interface ErrorRate {
  /** Attempts: mounts, or the failures when a version failed more often than it mounted (it never loaded). */
  attempts: number;
  failures: number;
  rate: number;
}

/**
 * Failures per mount, as a proportion. A load failure has no mount, so a version that fails more often than it
 * mounts counts as failing at every attempt (rate 1) rather than escaping the test with few mounts.
 */
export function errorRate(h: Pick<VersionHealth, 'mounts' | 'failures'>): ErrorRate {
  const failures = Math.max(0, h.failures);
  const attempts = Math.max(0, h.mounts, failures);
  return { attempts, failures, rate: attempts === 0 ? 0 : failures / attempts };
}

/**
 * One-sided two-proportion z statistic for H0: canary − current ≤ margin against H1: canary − current > margin,
 * with the unpooled (Wald) standard error, which is the right one when the hypothesised difference is not zero.
 * When neither side varies (both rates 0 or 1) the difference itself decides: +∞ above the margin, else 0.
 */
export function twoProportionZ(canary: ErrorRate, current: ErrorRate, margin: number): number {
  const diff = canary.rate - current.rate - margin;
  const variance =
    (canary.rate * (1 - canary.rate)) / canary.attempts + (current.rate * (1 - current.rate)) / current.attempts;
  if (!(variance > 0)) return diff > 0 ? Number.POSITIVE_INFINITY : 0;
  return diff / Math.sqrt(variance);
}

const pct = (rate: number) => `${(rate * 100).toFixed(2)}%`;
const describe = (label: string, h: VersionHealth, r: ErrorRate) =>
  `${label} ${h.version}: ${pct(r.rate)} (${r.failures} failures in ${r.attempts} mounts, ${h.browsers} browsers)`;

/** The decision to wait when either side has too little data to be compared, or null when both have enough. */
function tooLittle(canary: VersionHealth, current: VersionHealth, s: AnalysisSettings): Decision | null {
  const short: string[] = [];
  for (const [label, h] of [
    ['canary', canary],
    ['current', current],
  ] as const) {
    const attempts = errorRate(h).attempts;
    if (attempts < s.minMounts) short.push(`${label} has ${attempts} of ${s.minMounts} mounts`);
    if (h.browsers < s.minBrowsers) short.push(`${label} has ${h.browsers} of ${s.minBrowsers} browsers`);
  }
  if (!short.length) return null;
  const values = {
    canaryMounts: errorRate(canary).attempts,
    canaryBrowsers: canary.browsers,
    currentMounts: errorRate(current).attempts,
    currentBrowsers: current.browsers,
    minMounts: s.minMounts,
    minBrowsers: s.minBrowsers,
  };
  return { action: 'wait', reason: `too little data: ${short.join(', ')}`, detail: { kind: 'too-little', values } };
}

/**
 * The decision on one canary from its figures and current's over the same minutes. `watchedMinutes` is how long
 * the analysis has been watching it; `promote` whether it may promote itself.
 *
 * - wait: either side has fewer than `minMounts` mounts or `minBrowsers` browsers. Nothing else is looked at.
 * - rollback, errors: the one-sided two-proportion z-test rejects "canary ≤ current + errorMargin" at 95%
 *   (z > 1.645), the canary's rate is above current's plus the margin, and at least `minFailingBrowsers` distinct
 *   browsers failed on it (one browser's reports, forged or not, cannot end a canary).
 * - rollback, vitals: the canary's p75 LCP is more than `lcpMarginMs` above current's, or its p75 CLS more than
 *   `clsMargin` above (both sides having reported that vital).
 * - promote: asked for, watched for `promoteAfterMinutes`, enough data, and none of the above.
 * - healthy: otherwise.
 */
export function decide(
  canary: VersionHealth,
  current: VersionHealth,
  s: AnalysisSettings,
  { watchedMinutes, promote }: { watchedMinutes: number; promote: boolean },
): Decision {
  const missing = tooLittle(canary, current, s);
  if (missing) return missing;
  const c = errorRate(canary);
  const k = errorRate(current);
  const rates = `${describe('canary', canary, c)} vs ${describe('current', current, k)}`;
  const rateValues = { canaryRate: c.rate, currentRate: k.rate };
  const z = twoProportionZ(c, k, s.errorMargin);
  if (z > Z_95_ONE_SIDED && canary.failingBrowsers >= s.minFailingBrowsers) {
    return {
      action: 'rollback',
      reason: `error rate worse by more than ${pct(s.errorMargin)} at 95% confidence (one-sided two-proportion z = ${Number.isFinite(z) ? z.toFixed(2) : '∞'} > 1.645, ${canary.failingBrowsers} browsers failing): ${rates}`,
      detail: {
        kind: 'error-rate',
        values: { ...rateValues, margin: s.errorMargin, failingBrowsers: canary.failingBrowsers },
      },
    };
  }
  if (canary.lcpP75Ms !== null && current.lcpP75Ms !== null && canary.lcpP75Ms - current.lcpP75Ms > s.lcpMarginMs) {
    return {
      action: 'rollback',
      reason: `p75 LCP ${Math.round(canary.lcpP75Ms)} ms vs current's ${Math.round(current.lcpP75Ms)} ms: slower by more than ${s.lcpMarginMs} ms (${canary.browsers} and ${current.browsers} browsers)`,
      detail: {
        kind: 'lcp',
        values: {
          canaryMs: Math.round(canary.lcpP75Ms),
          currentMs: Math.round(current.lcpP75Ms),
          marginMs: s.lcpMarginMs,
        },
      },
    };
  }
  if (canary.clsP75 !== null && current.clsP75 !== null && canary.clsP75 - current.clsP75 > s.clsMargin) {
    return {
      action: 'rollback',
      reason: `p75 CLS ${canary.clsP75.toFixed(3)} vs current's ${current.clsP75.toFixed(3)}: higher by more than ${s.clsMargin} (${canary.browsers} and ${current.browsers} browsers)`,
      detail: { kind: 'cls', values: { canary: canary.clsP75, current: current.clsP75, margin: s.clsMargin } },
    };
  }
  if (promote && watchedMinutes >= s.promoteAfterMinutes) {
    return {
      action: 'promote',
      reason: `healthy for ${Math.floor(watchedMinutes)} minutes (at least ${s.promoteAfterMinutes}): ${rates}`,
      detail: {
        kind: 'promote',
        values: { ...rateValues, minutes: Math.floor(watchedMinutes), after: s.promoteAfterMinutes },
      },
    };
  }
  return {
    action: 'healthy',
    reason: `no worse than current so far: ${rates}`,
    detail: { kind: 'healthy', values: rateValues },
  };
}
