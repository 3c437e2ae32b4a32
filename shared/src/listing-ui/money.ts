/** A listing's price in both currencies; either may be missing. */
export interface Money {
  syp: number | null;
  usd: number | null;
  /**
   * The one currency the owner priced in (the API's `priced_in`); the other amount was derived on the day it was posted,
   * and is shown converted at the current rate instead (atRate), marked "≈". Absent or null: both are the owner's.
   */
  pricedIn?: 'SYP' | 'USD' | null;
}

/** The symbol (session store) of the currency a listing was priced in, or null when its owner gave both. */
export function ownerSymbol(money: Money): 'Syp' | 'USD' | null {
  return money.pricedIn === 'USD' ? 'USD' : money.pricedIn === 'SYP' ? 'Syp' : null;
}

/**
 * A price with the amount its owner did not give converted from the one they gave at `sypPerUsd` (the current rate,
 * new pounds per dollar), or missing while the rate is not known (the owner's amount then shows alone).
 */
export function atRate(money: Money, sypPerUsd: number | null): Money {
  if (money.pricedIn === 'USD' && money.usd !== null)
    return { ...money, syp: sypPerUsd ? Math.round(money.usd * sypPerUsd) : null };
  if (money.pricedIn === 'SYP' && money.syp !== null)
    return { ...money, usd: sypPerUsd ? Math.round(money.syp / sypPerUsd) : null };
  return money;
}

/** The price to show in the visitor's currency; the other currency when a listing has only that one. */
export function pick(money: Money, symbol: 'Syp' | 'USD'): { amount: number; symbol: 'Syp' | 'USD' } | null {
  const wanted = symbol === 'USD' ? money.usd : money.syp;
  if (wanted !== null) return { amount: wanted, symbol };
  const other = symbol === 'USD' ? money.syp : money.usd;
  return other !== null ? { amount: other, symbol: symbol === 'USD' ? 'Syp' : 'USD' } : null;
}

/** The price a listing is offered at in the visitor's currency: the discounted one when there is a real discount. */
export function offeredPrice(
  price: Money,
  discountedPrice: Money | null,
  discountPercent: number,
  symbol: 'Syp' | 'USD',
): { amount: number; symbol: 'Syp' | 'USD'; discounted: boolean } | null {
  const full = pick(price, symbol);
  if (!full) return null;
  const discounted = discountedPrice ? pick(discountedPrice, symbol) : null;
  const hasDiscount = discounted !== null && discountPercent > 0 && discounted.amount < full.amount;
  return hasDiscount ? { ...discounted, discounted: true } : { ...full, discounted: false };
}
