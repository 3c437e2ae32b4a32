// The soak's figures: every measured request lands in the minute it was answered in; the report is the per-minute
// table, the per-operation table, the errors, the API's memory from start to end and the verdict against the targets.

/** Issue 20's targets: no error at all, and the API's memory within 10% of where it started. */
export const TARGETS = { errors: 0, memoryChangePercent: 10 } as const;

export interface Sample {
  /** Milliseconds since the measured run started, when the answer (or the failure) came. */
  at: number;
  operation: string;
  ms: number;
  /** What went wrong (status and message, or the network error); undefined for a success. */
  error?: string;
}

export interface MemorySample {
  at: number;
  rssBytes: number;
}

export interface Figures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

/** The value at or above p per cent of the sorted values (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

export function figuresOf(samples: readonly Sample[]): Figures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    errors: samples.filter((s) => s.error !== undefined).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** The samples of each whole minute of the run (minute 1 first); a minute without any answer is still listed. */
export function byMinute(samples: readonly Sample[], minutes: number): Sample[][] {
  const buckets: Sample[][] = Array.from({ length: minutes }, () => []);
  for (const s of samples) buckets[Math.min(minutes - 1, Math.floor(s.at / 60_000))]!.push(s);
  return buckets;
}

export function byOperation(samples: readonly Sample[]): Map<string, Sample[]> {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    const group = groups.get(s.operation);
    if (group) group.push(s);
    else groups.set(s.operation, [s]);
  }
  return new Map([...groups].sort((a, b) => b[1].length - a[1].length));
}

/** The RSS of the last memory sample taken in each minute (the closest before it when that minute has none). */
export function rssByMinute(memory: readonly MemorySample[], minutes: number): (number | undefined)[] {
  return Array.from(
    { length: minutes },
    (_, i) => [...memory].reverse().find((m) => m.at < (i + 1) * 60_000)?.rssBytes,
  );
}

export interface MemoryChange {
  startBytes: number;
  endBytes: number;
  percent: number;
}

/**
 * The API's memory at the start and at the end of the run: the median of the samples of the first and of the last
 * `window` ms (a minute; a quarter of a short run), so that one garbage collection more or less at either instant
 * does not decide the verdict.
 */
export function memoryChange(memory: readonly MemorySample[], runMs: number): MemoryChange {
  const window = Math.min(60_000, runMs / 4);
  const median = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      50,
    );
  const startBytes = median(memory.filter((m) => m.at <= window).map((m) => m.rssBytes));
  const endBytes = median(memory.filter((m) => m.at >= runMs - window).map((m) => m.rssBytes));
  return { startBytes, endBytes, percent: ((endBytes - startBytes) / startBytes) * 100 };
}

export interface Verdict {
  errorsOk: boolean;
  memoryOk: boolean;
}

export function verdict(errors: number, memory: MemoryChange): Verdict {
  return { errorsOk: errors <= TARGETS.errors, memoryOk: Math.abs(memory.percent) <= TARGETS.memoryChangePercent };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));
export const mb = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const mark = (ok: boolean) => (ok ? '✓' : '✗');

export interface ReportInput {
  samples: readonly Sample[];
  memory: readonly MemorySample[];
  minutes: number;
  /** The API's memory after the warm-up and at the end. */
  change: MemoryChange;
  /** Context for the reader: virtual users, the database, the load average and so on. */
  header: string[];
}

/** The whole report as Markdown, ready for the terminal and docs/operations/soak.md. */
export function renderReport({ samples, memory, minutes, change, header }: ReportInput): string {
  const lines: string[] = [...header, ''];
  const all = figuresOf(samples);
  const rss = rssByMinute(memory, minutes);
  lines.push(
    '| Minute | Requests | Errors | p50 (ms) | p95 (ms) | Max (ms) | API RSS |',
    '|---|---|---|---|---|---|---|',
  );
  byMinute(samples, minutes).forEach((bucket, i) => {
    const f = figuresOf(bucket);
    lines.push(`| ${i + 1} | ${f.count} | ${f.errors} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${mb(rss[i])} |`);
  });
  lines.push(`| all | ${all.count} | ${all.errors} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.max)} | |`, '');

  lines.push('| Operation | Requests | Errors | p50 (ms) | p95 (ms) | Max (ms) |', '|---|---|---|---|---|---|');
  for (const [operation, group] of byOperation(samples)) {
    const f = figuresOf(group);
    lines.push(`| ${operation} | ${f.count} | ${f.errors} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} |`);
  }
  lines.push('');

  const errors = samples.filter((s) => s.error !== undefined);
  if (errors.length) {
    lines.push(`Errors (${errors.length}; the first 20):`);
    for (const e of errors.slice(0, 20)) lines.push(`- ${(e.at / 1000).toFixed(1)} s ${e.operation}: ${e.error}`);
    lines.push('');
  }

  const v = verdict(all.errors, change);
  const sign = change.percent >= 0 ? '+' : '';
  lines.push(
    `API memory (RSS, median of the first and of the last minute): ${mb(change.startBytes)} after the warm-up, ${mb(change.endBytes)} at the end (${sign}${change.percent.toFixed(1)}%)`,
  );
  lines.push(`${mark(v.errorsOk)} errors: ${all.errors} (target ${TARGETS.errors})`);
  lines.push(
    `${mark(v.memoryOk)} memory: ${sign}${change.percent.toFixed(1)}% (target within ±${TARGETS.memoryChangePercent}%)`,
  );
  return lines.join('\n');
}
