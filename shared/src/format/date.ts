// SPEC §9: dates in en-US as short weekday, short month, day and year: 'Sat, Nov 21, 2026'.
const DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

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
  return d ? DATE.format(d) : '';
}

/** SPEC §4: a date earlier than now is 'Expired', otherwise 'Active'. */
export function isExpired(value: unknown, now: Date = new Date()): boolean {
  const d = toDate(value);
  return d !== null && d.getTime() < now.getTime();
}
