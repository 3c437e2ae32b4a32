import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { nameIn, Prices } from './planMoney';
import type { Currency, ListingOption } from './planTypes';
import './plansTexts';

/** The per-ad options (Premium Listing, Featured Listing): what each does, for how long, and its price. */
export function ListingOptions({
  options,
  currency,
  canBuy,
}: {
  options: ListingOption[];
  currency: Currency;
  canBuy: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  if (options.length === 0) return null;
  return (
    <section className="plans-options" aria-labelledby="plans-options-title">
      <h3 id="plans-options-title">{t('plans.optionsHeading')}</h3>
      <p className="plans-options__intro">{t('plans.optionsIntro')}</p>
      <ul className="plans-options__list">
        {options.map((option) => (
          <li key={option.code} className="plans-option" data-testid="listing-option">
            <h4 className="plans-option__name">{nameIn(option, i18n.language)}</h4>
            <p>{t(`plans.${option.code}`, { duration: t('common:age.day', { count: option.days }) })}</p>
            <Prices money={option.price} currency={currency} />
          </li>
        ))}
      </ul>
      {canBuy && (
        <p>
          {t('plans.optionsHow')} <Link to="/my-listing">{t('plans.myListings')}</Link>
        </p>
      )}
    </section>
  );
}
