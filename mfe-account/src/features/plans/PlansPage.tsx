import { useState } from 'react';
import { LoadingText, toast, useTranslation } from '@souq/shared';
import { useRequest } from '../../hooks/useRequest';
import { BillingSwitch } from './BillingSwitch';
import { ListingOptions } from './ListingOptions';
import { PlanCard } from './PlanCard';
import { CurrentPlanSummary, IndividualNote, PendingPaymentBanner } from './PlansNotices';
import { amountIn, useHeaderCurrency } from './planMoney';
import { getPlans, startTrial } from './plansApi';
import type { Billing, Currency, Plan } from './planTypes';
import './plansTexts';
import './plans.css';

/** The most an annual price saves on twelve monthly ones, in whole percent (0 when none does). */
function bestSaving(plans: Plan[], currency: Currency): number {
  let best = 0;
  for (const plan of plans) {
    const yearOfMonths = amountIn(plan.monthly, currency) * 12;
    if (plan.is_free || yearOfMonths <= 0) continue;
    best = Math.max(best, Math.floor((1 - amountIn(plan.annual, currency) / yearOfMonths) * 100));
  }
  return best;
}

/**
 * /subscription-plans (issue #17): the plans of the member's type side by side, priced in the header's currency with
 * the other one too, monthly or annual; the current plan and its quota; the trial; the per-ad options.
 */
export function PlansPage() {
  const { t } = useTranslation('account');
  const currency = useHeaderCurrency();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [trialBusy, setTrialBusy] = useState(false);
  const { data, error, retry } = useRequest('plans', (signal) => getPlans(signal));

  if (!data) {
    return error ? (
      <p className="acc-retry" role="alert">
        {t('plans.loadFailed')}{' '}
        <button type="button" className="acc-button" onClick={retry}>
          {t('plans.retry')}
        </button>
      </p>
    ) : (
      <LoadingText />
    );
  }

  const pending = data.pending_payment;
  // One open payment per member and purpose: a new subscription waits until the open one is settled.
  const blockedReason = pending?.purpose === 'subscription' ? t('plans.subscribeWhilePending') : null;
  const trial = async (plan: Plan) => {
    setTrialBusy(true);
    try {
      toast.success((await startTrial(plan.id)) || t('plans.trialStarted'));
      retry();
    } catch {
      // The interceptor has shown the server's reason.
    } finally {
      setTrialBusy(false);
    }
  };

  return (
    <section className="acc-page plans-page" aria-labelledby="plans-title">
      <h2 id="plans-title" className="acc-visually-hidden">
        {t('routes.subscriptionPlans')}
      </h2>
      {pending && <PendingPaymentBanner payment={pending} />}
      {data.audience === 'Individual' && <IndividualNote />}
      {data.current && <CurrentPlanSummary current={data.current} />}
      <BillingSwitch billing={billing} onChange={setBilling} savingPercent={bestSaving(data.plans, currency)} />
      <div className="plans-grid">
        {data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            currency={currency}
            current={data.current?.plan_id === plan.id}
            canSubscribe={data.can_subscribe}
            trialAvailable={data.trial_available}
            blockedReason={blockedReason}
            trialBusy={trialBusy}
            onTrial={(chosen) => void trial(chosen)}
          />
        ))}
      </div>
      <ListingOptions options={data.options} currency={currency} canBuy={data.can_subscribe} />
    </section>
  );
}

export default PlansPage;
