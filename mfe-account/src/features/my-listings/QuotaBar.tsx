import { useEffect, useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatNumber, useSession, useTranslation } from '@souq/shared';
import { fetchCurrentPlan, type CurrentPlan } from './planQuota';
import './my-listings.css';

/**
 * The top of My listings for Agents and Corporates: how many active listings their plan allows and how many are
 * used, how many the quota has paused, and the way to a bigger plan. Asked again after every change (`version`).
 */
export function QuotaBar({ version }: { version: number }) {
  const { t, i18n } = useTranslation('account');
  const userType = useSession((state) => state.user?.user_type);
  const lister = userType === 'Agent' || userType === 'Corporate';
  // undefined while it loads; null: no plan applies (or it could not be loaded).
  const [plan, setPlan] = useState<CurrentPlan | null | undefined>(undefined);

  useEffect(() => {
    if (!lister) return undefined;
    const controller = new AbortController();
    fetchCurrentPlan(controller.signal).then(
      (current) => setPlan(current),
      // The shared client has said what went wrong; the listings below are shown all the same.
      () => {
        if (!controller.signal.aborted) setPlan((current) => current ?? null);
      },
    );
    return () => controller.abort();
  }, [lister, version]);

  if (!lister || plan === null) return null;
  // Its room is kept while the plan loads: the listings below do not move down when it arrives.
  if (plan === undefined)
    return (
      <section
        className="ml-quota ml-quota--loading"
        aria-label={t('quota.label')}
        aria-busy="true"
        data-testid="quota-bar-loading"
      />
    );
  const name = (i18n.language === 'ar' ? plan.name_ar : plan.name_en) || plan.name_en;
  const limited = plan.listing_quota !== null;
  const used = limited && plan.listing_quota! > 0 ? Math.min(1, plan.active_listings / plan.listing_quota!) : 0;
  const full = limited && plan.active_listings >= plan.listing_quota!;
  return (
    <section
      className={`ml-quota${full ? ' ml-quota--full' : ''}`}
      aria-label={t('quota.label')}
      data-testid="quota-bar"
    >
      <p className="ml-quota__text">
        {limited
          ? t('quota.used', {
              active: formatNumber(plan.active_listings),
              quota: formatNumber(plan.listing_quota),
              plan: name,
            })
          : t('quota.unlimited', { active: formatNumber(plan.active_listings), plan: name })}
      </p>
      {limited && (
        // The sentence says it; the bar only shows it.
        <div className="ml-quota__bar" aria-hidden="true">
          <span style={{ inlineSize: `${Math.round(used * 100)}%` }} />
        </div>
      )}
      {plan.quota_paused_listings > 0 && (
        <p className="ml-quota__paused">{t('quota.paused', { count: formatNumber(plan.quota_paused_listings) })}</p>
      )}
      {limited && (
        <Link className="acc-link-button acc-link-button--primary" to="/subscription-plans">
          {t('quota.upgrade')}
        </Link>
      )}
    </section>
  );
}
