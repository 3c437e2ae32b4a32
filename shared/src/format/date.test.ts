/** @jest-environment node */
import { changeLanguage } from '../i18n/i18n';
import { capitalizeFirst } from './text';
import { formatDate, isExpired } from './date';
import { ageParts, relativeAge } from './relative-age';

describe('formatDate (docs/product/constants.md: en-US short weekday, short month, day, year)', () => {
  it('formats like Sat, Nov 21, 2026', () => {
    expect(formatDate(new Date(2026, 10, 21, 9, 30))).toBe('Sat, Nov 21, 2026');
    expect(formatDate(new Date(2025, 0, 5))).toBe('Sun, Jan 5, 2025');
  });

  it('accepts timestamps and ISO strings', () => {
    const d = new Date(2026, 1, 3, 12);
    expect(formatDate(d.getTime())).toBe('Tue, Feb 3, 2026');
    expect(formatDate(d.toISOString())).toBe('Tue, Feb 3, 2026');
  });

  it.each([null, undefined, '', 'not a date', new Date('x')])('shows nothing for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });

  it('stays en-US in Arabic', async () => {
    await changeLanguage('ar');
    expect(formatDate(new Date(2026, 10, 21))).toBe('Sat, Nov 21, 2026');
  });
});

describe('isExpired (docs/product/states.md)', () => {
  const now = new Date(2026, 10, 21, 12);
  it('is true only for dates before now', () => {
    expect(isExpired(new Date(2026, 10, 21, 11), now)).toBe(true);
    expect(isExpired(new Date(2026, 10, 21, 13), now)).toBe(false);
    expect(isExpired('garbage', now)).toBe(false);
  });
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;
const now = new Date(Date.UTC(2026, 10, 21, 12));
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relative age: largest unit, minimum 1 second', () => {
  it.each([
    [0, 1, 'second'],
    [999, 1, 'second'],
    [-5 * MINUTE, 1, 'second'],
    [SECOND, 1, 'second'],
    [59 * SECOND, 59, 'second'],
    [MINUTE, 1, 'minute'],
    [HOUR - 1, 59, 'minute'],
    [HOUR, 1, 'hour'],
    [DAY - 1, 23, 'hour'],
    [DAY, 1, 'day'],
    [MONTH - 1, 30, 'day'],
    [MONTH, 1, 'month'],
    [YEAR - 1, 11, 'month'],
    [YEAR, 1, 'year'],
    [3 * YEAR + 5 * DAY, 3, 'year'],
  ])('%p ms ago → %p %s', (ms, count, unit) => {
    expect(ageParts(ago(ms), now)).toEqual({ count, unit });
  });

  it('writes English with singular and plural', () => {
    expect(relativeAge(ago(0), now, 'en')).toBe('1 second');
    expect(relativeAge(ago(2 * DAY), now, 'en')).toBe('2 days');
    expect(relativeAge(ago(MONTH), now, 'en')).toBe('1 month');
    expect(relativeAge(ago(5 * YEAR), now, 'en')).toBe('5 years');
  });

  it("writes Arabic with Arabic's plural forms", () => {
    expect(relativeAge(ago(SECOND), now, 'ar')).toBe('ثانية واحدة');
    expect(relativeAge(ago(2 * DAY), now, 'ar')).toBe('يومان');
    expect(relativeAge(ago(3 * DAY), now, 'ar')).toBe('3 أيام');
    expect(relativeAge(ago(11 * MINUTE), now, 'ar')).toBe('11 دقيقة');
    expect(relativeAge(ago(11 * MONTH), now, 'ar')).toBe('11 شهرًا');
    expect(relativeAge(ago(10 * HOUR), now, 'ar')).toBe('10 ساعات');
  });

  it('follows the current language by default', async () => {
    await changeLanguage('en');
    expect(relativeAge(ago(HOUR), now)).toBe('1 hour');
    await changeLanguage('ar');
    expect(relativeAge(ago(HOUR), now)).toBe('ساعة واحدة');
  });

  it('shows nothing for an unreadable date', () => {
    expect(relativeAge('yesterday-ish', now)).toBe('');
  });
});

describe('capitalizeFirst', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalizeFirst('villa in homs')).toBe('Villa in homs');
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst(null)).toBe('');
    expect(capitalizeFirst('شقة')).toBe('شقة');
  });
});
