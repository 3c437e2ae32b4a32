import { formatDate, formatNumber, useTranslation } from '@souq/shared';
import { Link } from '@souq/shared/mini-router';
import { nameIn } from './planMoney';
import { paymentPath, usePaymentWords } from './paymentWords';
import type { CurrentPlan, Payment } from './planTypes';
import './plansTexts';

/** The open payment, linking to its progress page. */
export function PendingPaymentBanner({ payment }: { payment: Payment }) {
  const { t } = useTranslation('account');
  const words = usePaymentWords();
  return (
    <div className="plans-banner plans-banner--pending" role="status" data-testid="pending-payment">
      <p>{t('plans.pending', { what: words.what(payment), amount: words.amount(payment) })}</p>
      <Link className="acc-link-button" to={paymentPath(payment.id)}>
        {t('plans.pendingLink')}
      </Link>
    </div>
  );
}

/** Individuals do not post (docs/product/roles.md): they see the plans, and where to become an Agent. */
export function IndividualNote() {
  const { t } = useTranslation('account');
  return (
    <div className="plans-banner" role="note">
      <p>{t('plans.individualNote')}</p>
      <Link className="acc-link-button acc-link-button--primary" to="/my-account#become-agent">
        {t('plans.becomeAgent')}
      </Link>
    </div>
  );
}

/** The member's plan, until when, and how much of its quota their active listings use. */
export function CurrentPlanSummary({ current }: { current: CurrentPlan }) {
  const { t, i18n } = useTranslation('account');
  const until = current.expires_at
    ? t(current.billing === 'trial' ? 'plans.trialUntil' : 'plans.expires', { date: formatDate(current.expires_at) })
    : null;
  return (
    <section className="plans-current" aria-labelledby="plans-current-title" data-testid="current-plan">
      <h3 id="plans-current-title" className="plans-current__title">
        {t('plans.yourPlan', { plan: nameIn(current, i18n.language) })}
      </h3>
      {until && <p className="plans-current__until">{until}</p>}
      <p className="plans-current__quota">
        {current.listing_quota === null
          ? t('plans.usedUnlimited', { used: formatNumber(current.active_listings) })
          : t('plans.used', {
              used: formatNumber(current.active_listings),
              quota: formatNumber(current.listing_quota),
            })}
      </p>
      {current.listing_quota !== null && (
        <progress
          className="plans-current__bar"
          max={current.listing_quota}
          value={Math.min(current.active_listings, current.listing_quota)}
          aria-hidden="true"
        />
      )}
      {current.quota_paused_listings > 0 && (
        <p className="plans-current__paused">
          {t('plans.quotaPaused', { count: formatNumber(current.quota_paused_listings) })}
        </p>
      )}
    </section>
  );
}
