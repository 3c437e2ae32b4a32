import { formatDate } from '@souq/shared';

// The API's days are calendar dates ('2026-11-21'), not instants: read them as local dates so no time
// zone moves them to the day before. Shown per docs/product/constants.md (en-US) in both languages.
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function calendarDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** 'Sat, Nov 21, 2026' */
export const longDay = (day: string) => formatDate(calendarDate(day));

/** 'Nov 21', for axis ticks. */
export const shortDay = (day: string) => SHORT.format(calendarDate(day));
