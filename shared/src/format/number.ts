import { i18n } from '../i18n/i18n';
import type { CurrencySymbol } from '../session/session-store';

// docs/product/constants.md: whole numbers with en-US grouping, in both languages (Western digits in Arabic too).
// Grouped by hand: creating the page's first Intl.NumberFormat costs tens of milliseconds on a slow phone
// (the number formatting data is loaded then), and it used to happen while the shared code was evaluated.
// Only numbers too large for plain digits (1e21 and up) go through Intl, created on that first use.
let wholeFormat: Intl.NumberFormat | null = null;

function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole));
  if (!/^\d+$/.test(digits)) {
    wholeFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    return wholeFormat.format(whole);
  }
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = end > 3 ? `,${digits.slice(end - 3, end)}${grouped}` : `${digits.slice(0, end)}${grouped}`;
  }
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Numbers or numeric strings (the API sends prices like "1500000.00"); anything else gives null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** '1,234,568' for 1234567.8; an empty string when there is no number to show. */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const rounded = Math.round(n);
  // Math.round(-0.4) is -0, which Intl would print as '-0'.
  return groupThousands(rounded === 0 ? 0 : rounded);
}

/**
 * '1,500 USD' in English, '1,500 دولار' in Arabic ('5 دولارات': Arabic counts three to ten in the plural); the number
 * always in en-US grouping.
 */
export function formatPrice(amount: unknown, symbol: CurrencySymbol, lng?: string): string {
  const number = formatNumber(amount);
  if (number === '') return '';
  const count = Math.abs(Math.round(toNumber(amount)!));
  const label = i18n.t(`common:currency.${symbol === 'USD' ? 'USD' : 'Syp'}`, { lng, count });
  return `${number} ${label}`;
}

/**
 * Old pounds in one new pound: the Syrian pound was redenominated on 1 January 2026 (two zeros removed). The API keeps
 * it as a setting and reports it with the rate (GET /api/exchange-rate → redenomination); this is its value.
 */
export const OLD_POUNDS_PER_NEW = 100;

/** One decimal, none when it is .0: 41.1, 7. */
const oneDecimal = (n: number) => {
  const tenths = Math.round(n * 10);
  return `${groupThousands(Math.trunc(tenths / 10))}${tenths % 10 ? `.${Math.abs(tenths % 10)}` : ''}`;
};

/**
 * What an amount in new pounds was in old pounds, at a glance: '= 41.1 million old SYP', '= 41.1 مليون ل.س قديمة'
 * (docs/product/constants.md: Western digits and en-US grouping in both languages). Below a million the whole amount is written out.
 */
export function formatOldPounds(newPounds: unknown, lng?: string, factor = OLD_POUNDS_PER_NEW): string {
  const n = toNumber(newPounds);
  if (n === null) return '';
  return i18n.t('common:oldPounds.amount', { lng, amount: inWords(n * factor, lng) });
}

/** '41.1 million', '2.5 مليار'; below a million, the whole number ('850,000'). */
function inWords(n: number, lng?: string): string {
  if (Math.abs(n) >= 1e9) return i18n.t('common:oldPounds.billion', { lng, n: oneDecimal(n / 1e9) });
  if (Math.abs(n) >= 1e6) return i18n.t('common:oldPounds.million', { lng, n: oneDecimal(n / 1e6) });
  return formatNumber(n);
}

/**
 * A price at a glance, for amounts too long to read digit by digit: '19.2 million USD', '2.5 مليار ل.س جديدة'; below
 * a million as formatPrice writes it ('850,000 USD').
 */
export function formatLargePrice(amount: unknown, symbol: CurrencySymbol, lng?: string): string {
  const n = toNumber(amount);
  if (n === null) return '';
  if (Math.abs(n) < 1e6) return formatPrice(n, symbol, lng);
  // "million dollars": the currency's word as after any large round number (Arabic: the singular after a hundred).
  return `${inWords(n, lng)} ${i18n.t(`common:currency.${symbol === 'USD' ? 'USD' : 'Syp'}`, { lng, count: 100 })}`;
}

/** SYP per US dollar that the factor below corresponds to (1 / 7.69e-8 ≈ 13,003,901 ≈ 13,000 × 1,000). */
export const WHOLE_NUMBER_FACTOR = 7.69e-8;

/**
 * docs/product/constants.md: multiplies by about 7.69e-8 and shows the result as a whole number with en-US grouping.
 * The spec does not say what for. Arithmetically, at roughly 13,000 SYP to the dollar, it turns an
 * amount in Syrian pounds into thousands of US dollars; treat it as that kind of scaled-down display
 * value and nothing more.
 */
export function toWholeNumberString(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  return formatNumber(n * WHOLE_NUMBER_FACTOR);
}
