/** A listing's price in both currencies; either may be missing. */
export interface Money {
  syp: number | null;
  usd: number | null;
}

/** The price to show in the visitor's currency; the other currency when a listing has only that one. */
export function pick(money: Money, symbol: 'Syp' | 'USD'): { amount: number; symbol: 'Syp' | 'USD' } | null {
  const wanted = symbol === 'USD' ? money.usd : money.syp;
  if (wanted !== null) return { amount: wanted, symbol };
  const other = symbol === 'USD' ? money.syp : money.usd;
  return other !== null ? { amount: other, symbol: symbol === 'USD' ? 'Syp' : 'USD' } : null;
}

/** The price a listing is offered at in the visitor's currency: the discounted one when there is a real discount. */
export function offeredPrice(price: Money, discountedPrice: Money | null, discountPercent: number, symbol: 'Syp' | 'USD'): { amount: number; symbol: 'Syp' | 'USD'; discounted: boolean } | null {
  const full = pick(price, symbol);
  if (!full) return null;
  const discounted = discountedPrice ? pick(discountedPrice, symbol) : null;
  const hasDiscount = discounted !== null && discountPercent > 0 && discounted.amount < full.amount;
  return hasDiscount ? { ...discounted, discounted: true } : { ...full, discounted: false };
}
