import { median, type LighthouseFigures } from './figures.js';
import { cell, formatReport, meetsTarget } from './report.js';

const run = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  score: 96,
  lcpMs: 1800,
  cls: 0.01,
  tbtMs: 100,
  fcpMs: 900,
  bytes: 300 * 1024,
  requests: 40,
  ...over,
});

const conditions = {
  date: '2026-11-26T06:00:00.000Z',
  site: 'test',
  chromium: 'Chromium',
  cpus: '2 × CPU',
  load: 'load average 0.1',
  runs: 3,
};

describe('median of Lighthouse runs', () => {
  test('takes each figure on its own, with the spread of the runs', () => {
    const m = median([
      run({ score: 90, lcpMs: 2500 }),
      run({ score: 97, lcpMs: 1700 }),
      run({ score: 95, lcpMs: 1900 }),
    ]);
    expect(m.score).toBe(95);
    expect(m.lcpMs).toBe(1900);
    expect(m.spread.score).toEqual({ min: 90, max: 97 });
    expect(m.spread.lcpMs).toEqual({ min: 1700, max: 2500 });
    expect(m.runs).toBe(3);
  });

  test('of an even number of runs is the mean of the middle two', () => {
    expect(median([run({ tbtMs: 100 }), run({ tbtMs: 300 }), run({ tbtMs: 200 }), run({ tbtMs: 900 })]).tbtMs).toBe(
      250,
    );
  });

  test('of no runs is an error', () => {
    expect(() => median([])).toThrow('no runs');
  });
});

describe('the report', () => {
  test('marks each figure against docs/performance.md', () => {
    expect(meetsTarget('score', 95)).toBe(true);
    expect(meetsTarget('score', 94)).toBe(false);
    expect(meetsTarget('cls', 0.05)).toBe(true);
    expect(meetsTarget('cls', 0.051)).toBe(false);
    expect(meetsTarget('lcpMs', 2000)).toBe(true);
    expect(meetsTarget('tbtMs', 151)).toBe(false);
    expect(meetsTarget('bytes', 1e9)).toBeNull();
  });

  test('shows the median, the spread and the mark in one cell', () => {
    const m = median([run({ lcpMs: 1800 }), run({ lcpMs: 2100 }), run({ lcpMs: 1900 })]);
    expect(cell('lcpMs', m)).toBe('1.90 s (1.80–2.10) ✓');
    expect(cell('score', m)).toBe('96 ✓');
    expect(cell('bytes', m)).toBe('300 KB');
  });

  test('is a Markdown table that counts the medians missing a target', () => {
    const good = median([run({})]);
    const bad = median([run({ score: 60, cls: 0.7 })]);
    const { text, misses } = formatReport(
      [
        { page: 'home', path: '/', lang: 'ar', median: good, benchmarkIndex: [1500] },
        { page: 'property', path: '/property', lang: 'en', median: bad, benchmarkIndex: [1400] },
      ],
      conditions,
    );
    expect(misses).toBe(2);
    expect(text).toContain(
      '| page | lang | score (≥ 95) | LCP (≤ 2.0 s) | CLS (≤ 0.05) | TBT (≤ 150 ms) | FCP | bytes | requests |',
    );
    expect(text).toContain('| / | ar | 96 ✓ | 1.80 s ✓ | 0.010 ✓ | 100 ms ✓ | 0.90 s | 300 KB | 40 |');
    expect(text).toContain('| /property | en | 60 ✗ | 1.80 s ✓ | 0.700 ✗ |');
    expect(text).toContain('Lighthouse CPU benchmark 1400–1500');
    expect(text).toContain('2 median(s) miss a target.');
  });
});
