import { useId } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatNumber, useTranslation } from '@souq/shared';
import { amountIn, nameIn, Prices, useAmountText } from './planMoney';
import type { Billing, Currency, Plan } from './planTypes';
import './plansTexts';

export interface PlanCardProps {
  plan: Plan;
  billing: Billing;
  currency: Currency;
  current: boolean;
  /** The member may subscribe at all (not an Individual). */
  canSubscribe: boolean;
  trialAvailable: boolean;
  /** Why subscribing waits (a payment in progress), or null. */
  blockedReason: string | null;
  trialBusy: boolean;
  onTrial: (plan: Plan) => void;
}

export const checkoutPath = (plan: Plan, billing: Billing) =>
  `/subscription-plans/checkout?plan=${plan.id}&billing=${billing}`;

/** One plan, side by side with the others: price for the chosen billing, what it includes, and how to take it. */
export function PlanCard({
  plan,
  billing,
  currency,
  current,
  canSubscribe,
  trialAvailable,
  blockedReason,
  trialBusy,
  onTrial,
}: PlanCardProps) {
  const { t, i18n } = useTranslation('account');
  const amount = useAmountText();
  const reasonId = useId();
  const name = nameIn(plan, i18n.language);
  const titleId = `plan-${plan.id}-title`;
  const offersTrial = trialAvailable && !plan.is_free && plan.trial_days > 0;
  const yearlySaving = amountIn(plan.monthly, currency) * 12 - amountIn(plan.annual, currency);
  return (
    <article
      className={['plans-card', current ? 'plans-card--current' : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-plan={plan.code}
    >
      <header className="plans-card__head">
        <h3 id={titleId} className="plans-card__name">
          {name}
        </h3>
        {current && <span className="plans-badge plans-badge--current">{t('plans.current')}</span>}
        {offersTrial && (
          <span className="plans-badge plans-badge--trial">
            {t('plans.trialBadge', {
              days: formatNumber(plan.trial_days),
              duration: t('common:age.day', { count: plan.trial_days }),
            })}
          </span>
        )}
      </header>
      <div className="plans-card__price">
        {plan.is_free ? (
          <span className="plans-prices__main">{t('plans.free')}</span>
        ) : (
          <Prices
            money={billing === 'annual' ? plan.annual : plan.monthly}
            currency={currency}
            per={billing === 'annual' ? 'year' : 'month'}
          />
        )}
        {!plan.is_free && billing === 'annual' && yearlySaving > 0 && (
          <p className="plans-card__saving">{t('plans.saving', { price: amount(yearlySaving, currency) })}</p>
        )}
      </div>
      <ul className="plans-card__features">
        <li>
          {plan.listing_quota === null
            ? t('plans.quotaUnlimited')
            : t('plans.quotaUpTo', { count: formatNumber(plan.listing_quota) })}
        </li>
        <li>
          {plan.featured_credits > 0
            ? t('plans.featuredCredits', { count: formatNumber(plan.featured_credits) })
            : t('plans.noFeaturedCredits')}
        </li>
        {plan.profile_badge && <li>{t('plans.profileBadge')}</li>}
      </ul>
      {canSubscribe && !plan.is_free && (
        <div className="plans-card__actions">
          {blockedReason ? (
            <>
              <button type="button" className="acc-button acc-button--primary" disabled aria-describedby={reasonId}>
                {t('plans.subscribe')}
              </button>
              <p id={reasonId} className="plans-card__blocked">
                {blockedReason}
              </p>
            </>
          ) : (
            <>
              <Link
                className="acc-link-button acc-link-button--primary"
                to={checkoutPath(plan, billing)}
                aria-label={t('plans.subscribeLabel', { plan: name })}
              >
                {t('plans.subscribe')}
              </Link>
              {offersTrial && (
                <button
                  type="button"
                  className="acc-button"
                  disabled={trialBusy}
                  aria-busy={trialBusy}
                  aria-label={t('plans.trialLabel', { plan: name })}
                  onClick={() => onTrial(plan)}
                >
                  {t('plans.startTrial')}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </article>
  );
}
