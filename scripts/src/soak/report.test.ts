import {
  byMinute,
  figuresOf,
  memoryChange,
  percentile,
  renderReport,
  type MemorySample,
  type Sample,
} from './report.js';

const MB = 1024 * 1024;
const sample = (at: number, ms: number, error?: string): Sample => ({
  at,
  operation: 'search',
  ms,
  ...(error ? { error } : {}),
});

describe('the soak report', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('puts each answer in the minute it came in, a late one in the last minute', () => {
    const minutes = byMinute([sample(1_000, 5), sample(59_999, 5), sample(60_000, 5), sample(125_000, 5)], 2);
    expect(minutes.map((m) => m.length)).toEqual([2, 2]);
  });

  it('counts errors and reads the memory change from the medians of the first and last minute', () => {
    // One collection right at the end (a dip) does not hide a steady climb of 20%.
    const memory: MemorySample[] = [
      ...Array.from({ length: 13 }, (_, i) => ({ at: i * 5_000, rssBytes: 100 * MB })),
      ...Array.from({ length: 13 }, (_, i) => ({ at: 540_000 + i * 5_000, rssBytes: 120 * MB })),
      { at: 600_000, rssBytes: 90 * MB },
    ];
    const change = memoryChange(memory, 600_000);
    expect(change.percent).toBeCloseTo(20);
    const samples = [sample(1_000, 10), sample(2_000, 30, '500 Internal Server Error')];
    expect(figuresOf(samples)).toMatchObject({ count: 2, errors: 1, p50: 10, p95: 30, max: 30 });

    const report = renderReport({ samples, memory, minutes: 10, change, header: ['Soak'] });
    expect(report).toContain('| 1 | 2 | 1 | 10 | 30 | 30 | 100 MB |');
    expect(report).toContain('- 2.0 s search: 500 Internal Server Error');
    expect(report).toContain('✗ errors: 1 (target 0)');
    expect(report).toContain('✗ memory: +20.0% (target within ±10%)');
  });

  it('passes a run without errors whose memory stays within 10%', () => {
    const memory: MemorySample[] = [
      { at: 0, rssBytes: 100 * MB },
      { at: 120_000, rssBytes: 95 * MB },
    ];
    const report = renderReport({
      samples: [sample(500, 12)],
      memory,
      minutes: 2,
      change: memoryChange(memory, 120_000),
      header: [],
    });
    expect(report).toContain('✓ errors: 0 (target 0)');
    expect(report).toContain('✓ memory: -5.0% (target within ±10%)');
  });
});
