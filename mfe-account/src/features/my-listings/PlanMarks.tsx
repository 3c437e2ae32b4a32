import { Link } from '@souq/shared/mini-router';
import { formatDate, isExpired, useTranslation } from '@souq/shared';
import type { ListingSummary } from '../../components/listing-summary/listingSummary';

const live = (until: string | null): until is string => until !== null && formatDate(until) !== '' && !isExpired(until);

/** What the member's plan and options do to a listing: paused for the quota, or Featured / Premium until a date. */
export function PlanMarks({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('account');
  if (listing.quotaPaused) {
    return (
      <p className="acc-row__detail ml-mark ml-mark--paused">
        <span>{t('myListings.quotaPaused')}</span>
        <Link to="/subscription-plans">{t('quota.upgrade')}</Link>
      </p>
    );
  }
  if (listing.status !== 'active') return null;
  const featured = live(listing.featuredUntil);
  const premium = live(listing.premiumUntil);
  if (!featured && !premium) return null;
  return (
    <p className="acc-row__detail ml-mark">
      {featured && (
        <span className="acc-badge ml-mark__featured">
          {t('myListings.featuredUntil', { date: formatDate(listing.featuredUntil) })}
        </span>
      )}
      {premium && (
        <span className="acc-badge ml-mark__premium">
          {t('myListings.premiumUntil', { date: formatDate(listing.premiumUntil) })}
        </span>
      )}
    </p>
  );
}
