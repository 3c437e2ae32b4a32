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
