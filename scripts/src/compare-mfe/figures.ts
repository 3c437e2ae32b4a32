// The figures `pnpm compare:mfe` takes of each build, and the table that compares them: composed ÷ single per
// figure, against the target (docs/performance.md: the composed site at most 1.10× the single bundle on each figure).

export const TARGET_RATIO = 1.1;

/** A figure taken several times: the median and the spread of the runs. */
export interface Sampled {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export interface PageFigures {
  /** JavaScript the first load runs, each file gzipped at level 9 (as `pnpm size` counts it). */
  jsGzipBytes: number;
  /** Everything the first load transferred (bodies as sent, compressed where the server compresses, plus headers). */
  transferBytes: number;
  requests: number;
  lcpMs: Sampled;
  tbtMs: Sampled;
  /** Navigation start → the page's first listing link visible and the main thread answering (see interactive.ts). */
  interactiveMs: Sampled;
}

export type FigureName = keyof PageFigures;

export const FIGURES: ReadonlyArray<{ name: FigureName; label: string; unit: 'bytes' | 'ms' | 'count' }> = [
  { name: 'jsGzipBytes', label: 'first-load JS (gzip)', unit: 'bytes' },
  { name: 'transferBytes', label: 'first-load bytes, all (transferred)', unit: 'bytes' },
  { name: 'requests', label: 'requests', unit: 'count' },
  { name: 'lcpMs', label: 'Lighthouse LCP', unit: 'ms' },
  { name: 'tbtMs', label: 'Lighthouse TBT', unit: 'ms' },
  { name: 'interactiveMs', label: 'list interactive (4× CPU, slow 4G)', unit: 'ms' },
];

/** The median of some numbers (the mean of the middle two for an even count), with their spread. */
export function sample(values: readonly number[]): Sampled {
  if (values.length === 0) throw new Error('no runs to take a median of');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

const valueOf = (figure: number | Sampled): number => (typeof figure === 'number' ? figure : figure.median);

/**
 * composed ÷ single. Equal figures are 1 (also both zero); a figure the single bundle does not have at all (0)
 * while the composed site does is an infinite ratio, never a division by zero passed off as a number.
 */
export function ratio(composed: number, single: number): number {
  if (composed === single) return 1;
  if (single === 0) return Infinity;
  return composed / single;
}

export interface ComparisonRow {
  route: string;
  figure: FigureName;
  label: string;
  composed: number | Sampled;
  single: number | Sampled;
  ratio: number;
  withinTarget: boolean;
}

export function compareRoute(route: string, composed: PageFigures, single: PageFigures): ComparisonRow[] {
  return FIGURES.map(({ name, label }) => {
    const r = ratio(valueOf(composed[name]), valueOf(single[name]));
    return {
      route,
      figure: name,
      label,
      composed: composed[name],
      single: single[name],
      ratio: r,
      withinTarget: r <= TARGET_RATIO,
    };
  });
}

function formatValue(figure: number | Sampled, unit: 'bytes' | 'ms' | 'count'): string {
  const one = (n: number) =>
    unit === 'bytes' ? `${(n / 1024).toFixed(1)} KB` : unit === 'ms' ? `${Math.round(n)} ms` : String(Math.round(n));
  if (typeof figure === 'number') return one(figure);
  // Runs that agree show one number; otherwise the median and the range of the runs.
  return figure.min === figure.max
    ? one(figure.median)
    : `${one(figure.median)} (${one(figure.min)}–${one(figure.max)})`;
}

export function formatRatio(r: number): string {
  return Number.isFinite(r) ? `${r.toFixed(2)}×` : '∞ (single: 0)';
}

/** A Markdown table: one line per route and figure. */
export function comparisonTable(rows: readonly ComparisonRow[]): string {
  const lines = [
    '| route | figure | composed | single bundle | composed ÷ single | ≤ 1.10× |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const unit = FIGURES.find((f) => f.name === row.figure)!.unit;
    lines.push(
      `| ${row.route} | ${row.label} | ${formatValue(row.composed, unit)} | ${formatValue(row.single, unit)} | ${formatRatio(row.ratio)} | ${row.withinTarget ? '✓' : '✗'} |`,
    );
  }
  return lines.join('\n');
}
