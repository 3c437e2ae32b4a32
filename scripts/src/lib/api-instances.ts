/**
 * How many API processes `pnpm start --api-instances N` runs (1 without the flag). Several need what they share
 * outside themselves: PostgreSQL (DATABASE_URL) rather than the embedded database, which is one process's files,
 * and Redis (REDIS_URL) for rate limits counted across all of them. Throws a message an operator can act on.
 */
export function apiInstances(argv: string[], env: Record<string, string | undefined>): number {
  const at = argv.findIndex((a) => a === '--api-instances' || a.startsWith('--api-instances='));
  if (at === -1) return 1;
  const raw = argv[at]!.includes('=') ? argv[at]!.slice(argv[at]!.indexOf('=') + 1) : argv[at + 1];
  const n = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || n < 1 || n > 16)
    throw new Error(`--api-instances takes a number of instances from 1 to 16 (got "${raw ?? ''}")`);
  if (n === 1) return 1;
  const missing = [
    !env.DATABASE_URL?.trim() &&
      'DATABASE_URL (PostgreSQL: the embedded database lives in the files of one process and cannot be shared)',
    !env.REDIS_URL?.trim() &&
      'REDIS_URL (Redis: rate limits must be counted across the instances, not in the memory of each)',
  ].filter(Boolean);
  if (missing.length) throw new Error(`--api-instances ${n} needs ${missing.join(' and ')}.`);
  return n;
}
