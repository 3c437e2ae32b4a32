import { formatNumber, useTranslation } from '@souq/shared';
import { contactTotal, type ListingStatistics } from './statisticsRequests';

/** The 30 days' totals: views, contacts (and by which channel), favourites. */
export function StatisticsTotals({ totals }: { totals: ListingStatistics['totals'] }) {
  const { t } = useTranslation('account');
  return (
    <section className="stats-totals" aria-labelledby="stats-totals-title">
      <h3 id="stats-totals-title" className="stats-section-title">
        {t('listingStats.totals')}
      </h3>
      <dl className="stats-totals__list">
        <div className="stats-total">
          <dt>{t('listingStats.last30Views')}</dt>
          <dd>{formatNumber(totals.views)}</dd>
        </div>
        <div className="stats-total">
          <dt>{t('listingStats.last30Contacts')}</dt>
          <dd>
            {formatNumber(contactTotal(totals.contacts))}
            <ul className="stats-total__channels">
              {(['call', 'email', 'whatsapp'] as const).map((channel) => (
                <li key={channel}>
                  {t(`listingStats.channels.${channel}`)}: {formatNumber(totals.contacts[channel])}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="stats-total">
          <dt>{t('listingStats.last30Favourites')}</dt>
          <dd>{formatNumber(totals.favourites)}</dd>
        </div>
      </dl>
    </section>
  );
}
