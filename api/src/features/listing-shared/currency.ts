// Listings carry a price in both currencies. When a poster gives only one, the other is derived at this rate
// (Syrian pounds per US dollar); it is a setting of the marketplace, not a live quote.
export const SYP_PER_USD = 13_000;

export const CURRENCIES = ['SYP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The site's stored symbol is 'Syp' or 'USD'; any casing of either is accepted. */
export function parseCurrency(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return upper === 'SYP' || upper === 'USD' ? upper : null;
}

export function bothPrices(input: { price_syp?: number | null; price_usd?: number | null }): { syp: number; usd: number } | null {
  const syp = input.price_syp ?? null;
  const usd = input.price_usd ?? null;
  if (syp === null && usd === null) return null;
  return {
    syp: syp ?? Math.round((usd as number) * SYP_PER_USD),
    usd: usd ?? Math.round((syp as number) / SYP_PER_USD),
  };
}

/** Price after a whole-percent discount, rounded to the currency's whole unit. */
export function discounted(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}
