import { addTranslations } from '@souq/shared';
import { addFairPriceTexts } from './fair-price-texts';

// The price history's and the "Price dropped" mark's texts, added to a remote's namespace under `priceHistory` with
// the trust marks' (addTrustTexts), so every remote that shows listings has them.
const priceEn = {
  priceHistory: {
    title: 'Price history',
    date: 'Date',
    price: 'Price',
    dropped: 'Price dropped',
    droppedHint: 'The price fell in the last 14 days',
  },
};

const priceAr: typeof priceEn = {
  priceHistory: {
    title: 'سجل السعر',
    date: 'التاريخ',
    price: 'السعر',
    dropped: 'انخفض السعر',
    droppedHint: 'انخفض السعر خلال آخر 14 يومًا',
  },
};

export function addPriceTexts(ns: string): void {
  addTranslations(ns, { ar: priceAr, en: priceEn });
  addFairPriceTexts(ns);
}
