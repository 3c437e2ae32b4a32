// docs/product/constants.md: dates in en-US as short weekday, short month, day and year: 'Sat, Nov 21, 2026'.
// Created on the first date shown, not while the shared code is evaluated at start-up.
let dateFormat: Intl.DateTimeFormat | null = null;

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** An empty string for a missing or unreadable date. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  if (!d) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return dateFormat.format(d);
}

/** docs/product/states.md: a date earlier than now is 'Expired', otherwise 'Active'. */
export function isExpired(value: unknown, now: Date = new Date()): boolean {
  const d = toDate(value);
  return d !== null && d.getTime() < now.getTime();
}
