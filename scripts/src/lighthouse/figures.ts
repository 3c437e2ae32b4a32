/** What one Lighthouse run of a page yields, and the median of several runs. */

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Total transfer size of the page load, bytes. */
  bytes: number;
  requests: number;
}

export const FIGURES: ReadonlyArray<keyof LighthouseFigures> = [
  'score',
  'lcpMs',
  'cls',
  'tbtMs',
  'fcpMs',
  'bytes',
  'requests',
];

export type Spread = Record<keyof LighthouseFigures, { min: number; max: number }>;

export interface MedianFigures extends LighthouseFigures {
  runs: number;
  spread: Spread;
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** The median of each figure over the runs (each figure on its own), with the lowest and highest run. */
export function median(figures: readonly LighthouseFigures[]): MedianFigures {
  if (!figures.length) throw new Error('median of no runs');
  const result = { runs: figures.length, spread: {} } as MedianFigures;
  for (const key of FIGURES) {
    const values = figures.map((f) => f[key]);
    result[key] = middle(values);
    result.spread[key] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return result;
}
