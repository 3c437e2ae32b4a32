import { SYP_PER_USD } from './currency.js';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './pagination.js';

// The fixed vocabularies of the listings (docs/product/data.md) are lists of options, each value with its English and Arabic
// label. Values are what the API accepts and returns; labels are for display.
export interface Option<T extends string | number> {
  value: T;
  name_en: string;
  name_ar: string;
}

export const opt = <T extends string | number>(value: T, name_en: string, name_ar: string): Option<T> => ({
  value,
  name_en,
  name_ar,
});

export const values = <T extends string | number>(options: readonly Option<T>[]): T[] => options.map((o) => o.value);

/** How a visitor may reach a listing's owner, the same for every kind. */
export const CONTACT_CHANNELS: readonly Option<'call' | 'email' | 'whatsapp'>[] = [
  opt('call', 'Call', 'اتصال'),
  opt('email', 'Email', 'بريد إلكتروني'),
  opt('whatsapp', 'WhatsApp', 'واتساب'),
];

/** The orders every kind's results may be sorted in; a kind adds its own after them. */
export const COMMON_SORT_OPTIONS: readonly Option<'newest' | 'price_asc' | 'price_desc'>[] = [
  opt('newest', 'Newest', 'الأحدث'),
  opt('price_asc', 'Price: low to high', 'السعر: من الأقل إلى الأعلى'),
  opt('price_desc', 'Price: high to low', 'السعر: من الأعلى إلى الأقل'),
];

/** What every kind's master data says the same way: the two currencies, the page sizes and the default rate (the routes send the current one). */
export const COMMON_MASTER = {
  currencies: [
    { value: 'SYP', symbol: 'Syp', name_en: 'Syrian pound', name_ar: 'ليرة سورية' },
    { value: 'USD', symbol: 'USD', name_en: 'US dollar', name_ar: 'دولار أمريكي' },
  ],
  per_page: { default: DEFAULT_PER_PAGE, max: MAX_PER_PAGE },
  syp_per_usd: SYP_PER_USD,
  old_pounds_per_new: 100,
};
