import { formatPrice, type ApiAnswer } from '@souq/shared';

// How a record's names and amounts read on the page: the member's payments and the admin's queue of them.

type Currency = ApiAnswer<'/api/payment-detail'>['currency'];

/** A name the API gives in both languages, in the page's one (the other when that one is missing). */
export function inLanguage(en: string | null | undefined, ar: string | null | undefined, lng: string): string {
  const first = lng === 'ar' ? ar : en;
  const second = lng === 'ar' ? en : ar;
  return (first?.trim() || second?.trim() || '').trim();
}

/** '1,200 new SYP' / '25 USD': docs/product/constants.md grouping, the currency in the page's words (`label` gives them). */
export function amountText(amount: number, currency: Currency, lng: string): string {
  return formatPrice(amount, currency === 'USD' ? 'USD' : 'Syp', lng);
}
