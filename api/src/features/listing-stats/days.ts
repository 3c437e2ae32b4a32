/** The statistics page covers this many UTC days, today included. */
export const STAT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the last `count` UTC days, oldest first, the day of `now` last. */
export function lastDays(now: Date, count = STAT_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
