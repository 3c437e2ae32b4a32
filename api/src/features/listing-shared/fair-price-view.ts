import type { FairPriceBasis, FairPriceLabel } from './fair-price.js';

/** The fair-price columns a card row carries (0440). */
export interface FairPriceRow {
  fair_price_label: FairPriceLabel | null;
  fair_price_median_syp: number | string | null;
  fair_price_comparables: number | null;
  fair_price_basis: FairPriceBasis | null;
}

/** A card's fair-price label as the API says it; null: no label (the job found fewer comparables than it needs). */
export function fairPriceView(row: FairPriceRow) {
  if (
    row.fair_price_label === null ||
    row.fair_price_comparables === null ||
    row.fair_price_basis === null ||
    row.fair_price_median_syp === null
  )
    return null;
  return {
    label: row.fair_price_label,
    comparables: row.fair_price_comparables,
    median_syp: Number(row.fair_price_median_syp),
    basis: row.fair_price_basis,
  };
}
