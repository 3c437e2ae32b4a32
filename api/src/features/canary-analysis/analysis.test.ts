import { decide, errorRate, twoProportionZ, type AnalysisSettings } from './analysis.js';
import type { VersionHealth } from '../remote-health/figures.js';

// The statistics on constructed figures: what rolls a canary back, what makes it wait, what promotes it.
const settings: AnalysisSettings = {
  windowMinutes: 30,
  minMounts: 500,
  minBrowsers: 50,
  minFailingBrowsers: 5,
  errorMargin: 0.01,
  lcpMarginMs: 500,
  clsMargin: 0.05,
  promoteAfterMinutes: 60,
};

function figures(version: string, mounts: number, failures: number, extra: Partial<VersionHealth> = {}): VersionHealth {
  return {
    remote: 'property',
    version,
    mounts,
    failures,
    browsers: Math.max(1, Math.round(mounts / 3)),
    failingBrowsers: Math.min(failures, Math.round(mounts / 3)),
    lcpP75Ms: 1800,
    clsP75: 0.02,
    inpP75Ms: 120,
    ...extra,
  };
}
const judged = { watchedMinutes: 20, promote: false };

describe('the error-rate test', () => {
  it('rolls back a canary failing 5% of mounts against current at 0.5%, with enough mounts', () => {
    const decision = decide(figures('2.0.0', 2000, 100), figures('1.0.0', 8000, 40), settings, judged);
    expect(decision.action).toBe('rollback');
    expect(decision.reason).toMatch(/error rate worse by more than 1\.00% at 95% confidence/);
    expect(decision.reason).toMatch(/canary 2\.0\.0: 5\.00% \(100 failures in 2000 mounts/);
    expect(decision.reason).toMatch(/current 1\.0\.0: 0\.50%/);
  });

  it('waits, whatever the rates, while either side has too few mounts or browsers', () => {
    expect(decide(figures('2.0.0', 100, 50), figures('1.0.0', 8000, 40), settings, judged)).toEqual({
      action: 'wait',
      reason: expect.stringMatching(/too little data: canary has 100 of 500 mounts, canary has 33 of 50 browsers/),
      detail: {
        kind: 'too-little',
        values: {
          canaryMounts: 100,
          canaryBrowsers: 33,
          currentMounts: 8000,
          currentBrowsers: 2667,
          minMounts: 500,
          minBrowsers: 50,
        },
      },
    });
    expect(decide(figures('2.0.0', 2000, 100), figures('1.0.0', 300, 0), settings, judged).action).toBe('wait');
    expect(
      decide(figures('2.0.0', 2000, 100, { browsers: 10 }), figures('1.0.0', 8000, 40), settings, judged).action,
    ).toBe('wait');
  });

  it('never triggers on equal rates, however much data', () => {
    for (const mounts of [500, 5000, 500_000]) {
      for (const rate of [0, 0.005, 0.05, 0.5, 1]) {
        const failures = Math.round(mounts * rate);
        const decision = decide(
          figures('2.0.0', mounts, failures),
          figures('1.0.0', mounts, failures),
          settings,
          judged,
        );
        expect(decision.action).toBe('healthy');
      }
    }
  });

  it('keeps a canary only slightly worse, within the margin, even on a great deal of data', () => {
    // 1.4% vs 0.5%: worse, but by less than the one-point margin.
    expect(decide(figures('2.0.0', 200_000, 2800), figures('1.0.0', 200_000, 1000), settings, judged).action).toBe(
      'healthy',
    );
  });

  it('does not roll back on the failures of a handful of browsers (forged reports)', () => {
    const decision = decide(
      figures('2.0.0', 2000, 400, { failingBrowsers: 2 }),
      figures('1.0.0', 8000, 40),
      settings,
      judged,
    );
    expect(decision.action).toBe('healthy');
  });

  it('counts a version that fails more often than it mounts as failing every time', () => {
    expect(errorRate({ mounts: 3, failures: 900 })).toEqual({ attempts: 900, failures: 900, rate: 1 });
    const decision = decide(
      figures('2.0.0', 0, 900, { browsers: 300, failingBrowsers: 300 }),
      figures('1.0.0', 8000, 40),
      settings,
      judged,
    );
    expect(decision.action).toBe('rollback');
  });

  it('is a one-sided z statistic: large when the canary is worse, negative when it is better, infinite without variance', () => {
    // (0.05 − 0.005 − 0.01) / √(0.05·0.95/2000 + 0.005·0.995/8000) = 0.035 / 0.004937 ≈ 7.09
    expect(
      twoProportionZ(errorRate({ mounts: 2000, failures: 100 }), errorRate({ mounts: 8000, failures: 40 }), 0.01),
    ).toBeCloseTo(7.09, 2);
    expect(
      twoProportionZ(errorRate({ mounts: 2000, failures: 0 }), errorRate({ mounts: 8000, failures: 400 }), 0.01),
    ).toBeLessThan(0);
    expect(
      twoProportionZ(errorRate({ mounts: 600, failures: 600 }), errorRate({ mounts: 600, failures: 0 }), 0.01),
    ).toBe(Number.POSITIVE_INFINITY);
    expect(twoProportionZ(errorRate({ mounts: 600, failures: 0 }), errorRate({ mounts: 600, failures: 0 }), 0.01)).toBe(
      0,
    );
  });
});

describe('Web Vitals', () => {
  it('rolls back a canary whose p75 LCP is slower than current by more than the margin', () => {
    const slow = decide(
      figures('2.0.0', 2000, 10, { lcpP75Ms: 2400 }),
      figures('1.0.0', 8000, 40, { lcpP75Ms: 1800 }),
      settings,
      judged,
    );
    expect(slow).toEqual({
      action: 'rollback',
      reason: expect.stringMatching(/p75 LCP 2400 ms vs current's 1800 ms: slower by more than 500 ms/),
      detail: { kind: 'lcp', values: { canaryMs: 2400, currentMs: 1800, marginMs: 500 } },
    });
    expect(
      decide(
        figures('2.0.0', 2000, 10, { lcpP75Ms: 2250 }),
        figures('1.0.0', 8000, 40, { lcpP75Ms: 1800 }),
        settings,
        judged,
      ).action,
    ).toBe('healthy');
  });

  it('rolls back on CLS beyond its margin, and ignores a vital one side has not reported', () => {
    expect(
      decide(
        figures('2.0.0', 2000, 10, { clsP75: 0.2 }),
        figures('1.0.0', 8000, 40, { clsP75: 0.05 }),
        settings,
        judged,
      ).action,
    ).toBe('rollback');
    expect(
      decide(
        figures('2.0.0', 2000, 10, { clsP75: 0.09 }),
        figures('1.0.0', 8000, 40, { clsP75: 0.05 }),
        settings,
        judged,
      ).action,
    ).toBe('healthy');
    expect(
      decide(
        figures('2.0.0', 2000, 10, { lcpP75Ms: 9000 }),
        figures('1.0.0', 8000, 40, { lcpP75Ms: null }),
        settings,
        judged,
      ).action,
    ).toBe('healthy');
  });

  it('never decides on vitals with too little data', () => {
    expect(
      decide(figures('2.0.0', 100, 0, { lcpP75Ms: 9000 }), figures('1.0.0', 8000, 40), settings, judged).action,
    ).toBe('wait');
  });
});

describe('promotion', () => {
  const healthy = () => [figures('2.0.0', 2000, 10), figures('1.0.0', 8000, 40)] as const;

  it('promotes a healthy canary watched for the whole window only when it was asked to', () => {
    const [canary, current] = healthy();
    expect(decide(canary, current, settings, { watchedMinutes: 61, promote: true })).toEqual({
      action: 'promote',
      reason: expect.stringMatching(/^healthy for 61 minutes \(at least 60\)/),
      detail: { kind: 'promote', values: { minutes: 61, after: 60, canaryRate: 0.005, currentRate: 0.005 } },
    });
    expect(decide(canary, current, settings, { watchedMinutes: 61, promote: false }).action).toBe('healthy');
  });

  it('does not promote before the window has passed, on too little data, or when the canary is worse', () => {
    const [canary, current] = healthy();
    expect(decide(canary, current, settings, { watchedMinutes: 59, promote: true }).action).toBe('healthy');
    expect(decide(figures('2.0.0', 200, 0), current, settings, { watchedMinutes: 600, promote: true }).action).toBe(
      'wait',
    );
    expect(decide(figures('2.0.0', 2000, 100), current, settings, { watchedMinutes: 600, promote: true }).action).toBe(
      'rollback',
    );
  });
});
