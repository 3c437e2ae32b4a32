import { SYP_PER_USD } from './currency.js';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './pagination.js';

/** What every kind's master data says the same way: the two currencies, the page sizes and the conversion rate. */
export const COMMON_MASTER = {
  currencies: [
    { value: 'SYP', symbol: 'Syp', name_en: 'Syrian pound', name_ar: 'ليرة سورية' },
    { value: 'USD', symbol: 'USD', name_en: 'US dollar', name_ar: 'دولار أمريكي' },
  ],
  per_page: { default: DEFAULT_PER_PAGE, max: MAX_PER_PAGE },
  syp_per_usd: SYP_PER_USD,
};
