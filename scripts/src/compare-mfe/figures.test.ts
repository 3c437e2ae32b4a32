import { compareRoute, comparisonTable, ratio, sample, type PageFigures } from './figures.js';

const figures = (over: Partial<PageFigures> = {}): PageFigures => ({
  jsGzipBytes: 200 * 1024,
  transferBytes: 400 * 1024,
  requests: 30,
  lcpMs: sample([2000, 2100, 1900]),
  tbtMs: sample([100, 120, 110]),
  interactiveMs: sample([5000]),
  ...over,
});

describe('compare:mfe figures', () => {
  it('takes the median of the runs, with their spread', () => {
    expect(sample([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, runs: 3 });
    expect(sample([4, 1, 2, 3])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
    expect(() => sample([])).toThrow('no runs');
  });

  it('divides composed by single, and never passes a division by zero off as a number', () => {
    expect(ratio(110, 100)).toBeCloseTo(1.1);
    expect(ratio(90, 100)).toBeCloseTo(0.9);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(40, 0)).toBe(Infinity);
  });

  it('compares every figure of a route on its median, against 1.10×', () => {
    const rows = compareRoute(
      '/property',
      figures({ requests: 36, tbtMs: sample([30, 0, 50]) }),
      figures({ requests: 30, tbtMs: sample([0, 0, 10]) }),
    );
    const byFigure = Object.fromEntries(rows.map((row) => [row.figure, row]));
    expect(rows).toHaveLength(6);
    expect(byFigure.requests).toMatchObject({ ratio: 1.2, withinTarget: false });
    expect(byFigure.jsGzipBytes).toMatchObject({ ratio: 1, withinTarget: true });
    expect(byFigure.tbtMs).toMatchObject({ ratio: Infinity, withinTarget: false });
    // exactly at the target is within it
    expect(
      compareRoute('/', figures({ requests: 33 }), figures({ requests: 30 })).find((r) => r.figure === 'requests')
        ?.withinTarget,
    ).toBe(true);
  });

  it('prints one line per route and figure, medians with the range of their runs', () => {
    const table = comparisonTable(
      compareRoute('/', figures({ requests: 36, tbtMs: sample([30, 20, 50]) }), figures({ tbtMs: sample([0, 0, 0]) })),
    );
    expect(table).toContain('| / | requests | 36 | 30 | 1.20× | ✗ |');
    expect(table).toContain(
      '| / | Lighthouse LCP | 2000 ms (1900 ms–2100 ms) | 2000 ms (1900 ms–2100 ms) | 1.00× | ✓ |',
    );
    expect(table).toContain('| / | Lighthouse TBT | 30 ms (20 ms–50 ms) | 0 ms | ∞ (single: 0) | ✗ |');
    expect(table).toContain('| / | first-load JS (gzip) | 200.0 KB | 200.0 KB | 1.00× | ✓ |');
  });
});
