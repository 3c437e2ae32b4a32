import type { Lang } from '../../../shared/src/i18n/languages.js';
import type { LighthouseFigures, MedianFigures } from './figures.js';

/** docs/performance.md: the targets every measured page must meet in both languages. */
export const TARGETS = {
  score: { min: 95, label: '≥ 95' },
  lcpMs: { max: 2000, label: '≤ 2.0 s' },
  cls: { max: 0.05, label: '≤ 0.05' },
  tbtMs: { max: 150, label: '≤ 150 ms' },
} as const;

type Target = { min: number; label: string } | { max: number; label: string };

export interface PageResult {
  page: string;
  path: string;
  lang: Lang;
  median: MedianFigures;
  /** Lighthouse's CPU benchmark of each run. */
  benchmarkIndex: number[];
}

export interface Conditions {
  date: string;
  site: string;
  chromium: string;
  cpus: string;
  load: string;
  runs: number;
}

export function meetsTarget(key: keyof LighthouseFigures, value: number): boolean | null {
  const target = (TARGETS as Partial<Record<keyof LighthouseFigures, Target>>)[key];
  if (!target) return null;
  return 'min' in target ? value >= target.min : value <= target.max;
}

const FORMAT: Record<keyof LighthouseFigures, { value: (n: number) => string; unit: string }> = {
  score: { value: (n) => String(Math.round(n)), unit: '' },
  lcpMs: { value: (n) => (n / 1000).toFixed(2), unit: ' s' },
  cls: { value: (n) => n.toFixed(3), unit: '' },
  tbtMs: { value: (n) => String(Math.round(n)), unit: ' ms' },
  fcpMs: { value: (n) => (n / 1000).toFixed(2), unit: ' s' },
  bytes: { value: (n) => (n / 1024).toFixed(0), unit: ' KB' },
  requests: { value: (n) => String(Math.round(n)), unit: '' },
};

/** "1.84 s (1.80–1.95) ✓": the median, the spread of the runs, and the mark against the target. */
export function cell(key: keyof LighthouseFigures, figures: MedianFigures): string {
  const { value, unit } = FORMAT[key];
  const { min, max } = figures.spread[key];
  const spread = figures.runs > 1 && value(min) !== value(max) ? ` (${value(min)}–${value(max)})` : '';
  const met = meetsTarget(key, figures[key]);
  const mark = met === null ? '' : met ? ' ✓' : ' ✗';
  return `${value(figures[key])}${unit}${spread}${mark}`;
}

const COLUMNS: Array<[keyof LighthouseFigures, string]> = [
  ['score', `score (${TARGETS.score.label})`],
  ['lcpMs', `LCP (${TARGETS.lcpMs.label})`],
  ['cls', `CLS (${TARGETS.cls.label})`],
  ['tbtMs', `TBT (${TARGETS.tbtMs.label})`],
  ['fcpMs', 'FCP'],
  ['bytes', 'bytes'],
  ['requests', 'requests'],
];

/** The Markdown table for docs/performance.md and the count of medians that miss a target. */
export function formatReport(results: readonly PageResult[], conditions: Conditions): { text: string; misses: number } {
  let misses = 0;
  const rows = results.map((r) => {
    for (const [key] of COLUMNS) if (meetsTarget(key, r.median[key]) === false) misses += 1;
    return `| ${r.path} | ${r.lang} | ${COLUMNS.map(([key]) => cell(key, r.median)).join(' | ')} |`;
  });
  const benchmarks = results.flatMap((r) => r.benchmarkIndex);
  const benchmark = benchmarks.length
    ? `Lighthouse CPU benchmark ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`
    : '';
  const lines = [
    '',
    `Lighthouse 12.2.3, default mobile configuration (simulated slow 4G, 4× CPU slowdown), performance only; median of ${conditions.runs} run(s), (min–max) of the runs, ✓/✗ against docs/performance.md.`,
    `${conditions.date.slice(0, 16).replace('T', ' ')} UTC · ${conditions.site} · ${conditions.chromium} · ${conditions.cpus} · ${conditions.load}${benchmark ? ` · ${benchmark}` : ''}`,
    '',
    `| page | lang | ${COLUMNS.map(([, title]) => title).join(' | ')} |`,
    `|---|---|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows,
    '',
    misses ? `${misses} median(s) miss a target.` : 'Every median meets its target.',
  ];
  return { text: lines.join('\n'), misses };
}
