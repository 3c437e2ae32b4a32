import type { Lang } from '../../db/types.js';
// Listings carry a price in both currencies, the pound in NEW Syrian pounds (since the redenomination of 1 January
// 2026, 1 new pound = 100 old; migration 0420 moved stored amounts). When a poster gives only one, the other is
// derived at the site's current rate (exchange-rate/current-rate.ts, set by admins); this is the rate until an admin
// sets one, and the scale of the seed's prices (13,000 old pounds per dollar before the redenomination).
export const SYP_PER_USD = 130;

export const CURRENCIES = ['SYP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The site's stored symbol is 'Syp' or 'USD'; any casing of either is accepted. */
export function parseCurrency(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return upper === 'SYP' || upper === 'USD' ? upper : null;
}

export function bothPrices(
  input: { price_syp?: number | null; price_usd?: number | null },
  sypPerUsd = SYP_PER_USD,
): { syp: number; usd: number } | null {
  const syp = input.price_syp ?? null;
  const usd = input.price_usd ?? null;
  if (syp === null && usd === null) return null;
  return {
    syp: syp ?? Math.round((usd as number) * sypPerUsd),
    usd: usd ?? Math.round((syp as number) / sypPerUsd),
  };
}

/**
 * The one currency a poster gave a price in, or null when they gave both: the other amount is derived, and what pages
 * and budget searches show and compare of it is the amount at the current rate, not at the rate of the posting day.
 */
export function pricedIn(input: { price_syp?: number | null; price_usd?: number | null }): Currency | null {
  const syp = input.price_syp != null;
  const usd = input.price_usd != null;
  return syp === usd ? null : syp ? 'SYP' : 'USD';
}

/** Price after a whole-percent discount, rounded to the currency's whole unit. */
export function discounted(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

/**
 * Currency names as the site shows them (shared common-en/common-ar), for what the API writes itself: emails and
 * page heads. SYP amounts are new pounds, and say so.
 */
export const CURRENCY_NAMES: Record<Lang, Record<Currency, string>> = {
  en: { SYP: 'new SYP', USD: 'USD' },
  ar: { SYP: 'ل.س جديدة', USD: 'دولار' },
};

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A number as the site writes it (docs/product/constants.md: whole, en-US grouping, on the Arabic pages too). */
export function formatWhole(n: number): string {
  return WHOLE.format(n);
}

/** "13,000,000 new SYP" / "13,000,000 ل.س جديدة": an amount with its currency's name, for emails and page heads. */
export function amountWithCurrency(lang: Lang, amount: number, currency: Currency): string {
  return `${formatWhole(amount)} ${CURRENCY_NAMES[lang][currency]}`;
}
