import { useSession, useTranslation } from '@souq/shared';
import { amountText } from '@souq/shared/area-kit';
import type { Currency, Money } from './planTypes';
import './plansTexts';

/** The header's currency switch (session `symbol`, 'Syp' by default) as the API's currency code. */
export function useHeaderCurrency(): Currency {
  return useSession((state) => state.symbol) === 'USD' ? 'USD' : 'SYP';
}

export const otherCurrency = (currency: Currency): Currency => (currency === 'USD' ? 'SYP' : 'USD');

export const amountIn = (money: Money, currency: Currency) => (currency === 'USD' ? money.usd : money.syp);

/** The name of a plan or option in the page's language. */
export const nameIn = (item: { name_en: string; name_ar: string }, language: string) =>
  language === 'ar' ? item.name_ar : item.name_en;

/** '3,000 new SYP' / '3,000 ل.س جديدة': en-US grouping in both languages (docs/product/constants.md); SYP is in new pounds. */
export function useAmountText() {
  const { i18n } = useTranslation('account');
  return (amount: number, currency: Currency) => amountText(amount, currency, i18n.language);
}

/**
 * A price in the header's currency, with the other currency under it; `per` adds "a month" / "a year".
 * Each amount is its own isolated run, so the number and its currency keep their order on Arabic pages.
 */
export function Prices({ money, currency, per }: { money: Money; currency: Currency; per?: 'month' | 'year' }) {
  const { t } = useTranslation('account');
  const text = useAmountText();
  const other = otherCurrency(currency);
  const phrase = (value: string) =>
    per ? t(per === 'month' ? 'plans.perMonth' : 'plans.perYear', { price: value }) : value;
  return (
    <span className="plans-prices">
      <bdi className="plans-prices__main" data-currency={currency}>
        {phrase(text(amountIn(money, currency), currency))}
      </bdi>
      <bdi className="plans-prices__other" data-currency={other}>
        {t('plans.otherCurrency', { price: phrase(text(amountIn(money, other), other)) })}
      </bdi>
    </span>
  );
}
