import { i18n } from '../i18n/i18n';
import { toDate } from './date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// docs/product/constants.md: a year is 365.25 days and a month 30.4375 days.
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

export type AgeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: readonly [AgeUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** The largest whole unit of the time elapsed; anything under a second (or in the future) counts as 1 second. */
export function ageParts(from: unknown, now: unknown = new Date()): { count: number; unit: AgeUnit } | null {
  const start = toDate(from);
  const end = toDate(now);
  if (!start || !end) return null;
  const elapsed = end.getTime() - start.getTime();
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return { count, unit };
  }
  return { count: 1, unit: 'second' };
}

/** '3 days', '1 year' / '3 أيام', 'سنة واحدة', in the current language unless `lng` is given. */
export function relativeAge(from: unknown, now?: unknown, lng?: string): string {
  const parts = ageParts(from, now ?? new Date());
  if (!parts) return '';
  return i18n.t(`common:age.${parts.unit}`, { count: parts.count, lng });
}
