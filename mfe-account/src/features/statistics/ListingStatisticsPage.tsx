import { useId, useState } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { EmptyState, formatNumber, LoadingText, useTranslation } from '@souq/shared';
import { DailyBarChart, type ChartSeries } from './DailyBarChart';
import { StatisticsTable } from './StatisticsTable';
import { StatisticsTotals } from './StatisticsTotals';
import { contactTotal, type ListingKind, type StatisticsDay, type StatisticsListing } from './statisticsRequests';
import { useListingStatistics, useStatisticsListings } from './useListingStatistics';
import './statisticsTranslations';
import './statistics.css';

const COLORS = { views: '#1f8a6d', call: '#0b5cad', email: '#b36b00', whatsapp: '#2f9e44', favourites: '#c0395a' };

function selectionFromUrl(params: URLSearchParams): { kind: ListingKind; id: number } | null {
  const kind = params.get('kind');
  const id = Number(params.get('id'));
  if ((kind === 'property' || kind === 'auto') && Number.isInteger(id) && id > 0) return { kind, id };
  return null;
}

const optionValue = (listing: { kind: ListingKind; id: number }) => `${listing.kind}:${listing.id}`;

/** /listing-statistics (Agents and Corporates): one listing's last 30 days — totals, charts by day and the same numbers as a table. */
export function ListingStatisticsPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const selectId = useId();
  const listings = useStatisticsListings(attempt);
  const first: StatisticsListing | undefined = listings.status === 'ready' ? listings.data[0] : undefined;
  // A listing named in the address (e.g. from My listings) comes first; otherwise the first of the list.
  const selection = selectionFromUrl(params) ?? (first ? { kind: first.kind, id: first.id } : null);
  const statistics = useListingStatistics(selection, attempt);
  // The all-time counts My listings shows, beside this page's 30 days, so the two are not mistaken for each other.
  const chosen =
    listings.status === 'ready' && selection
      ? listings.data.find((listing) => optionValue(listing) === optionValue(selection))
      : undefined;
  const retry = () => setAttempt((n) => n + 1);

  const kindLabel = (kind: ListingKind) => t(`listingStats.kind.${kind}`);
  const statusLabel = (status: string) => t(`listingStats.status.${status}`, { defaultValue: status });
  const contactSeries: ChartSeries[] = (['call', 'email', 'whatsapp'] as const).map((channel) => ({
    key: channel,
    label: t(`listingStats.channels.${channel}`),
    color: COLORS[channel],
    value: (day: StatisticsDay) => day.contacts[channel],
  }));

  return (
    <section className="listing-stats">
      <h2 className="listing-stats__heading">{t('listingStats.heading')}</h2>
      {listings.status === 'loading' && <LoadingText />}
      {listings.status === 'failed' && (
        <div role="alert">
          <p>{listings.message ?? t('listingStats.loadFailed')}</p>
          <button type="button" className="stats-button" onClick={retry}>
            {t('listingStats.retry')}
          </button>
        </div>
      )}
      {listings.status === 'ready' && listings.data.length === 0 && !selection && <EmptyState kind="noListings" />}
      {listings.status === 'ready' && selection && (
        <div className="listing-stats__chooser">
          <label htmlFor={selectId}>{t('listingStats.listing')}</label>
          <select
            id={selectId}
            value={optionValue(selection)}
            onChange={(event) => {
              const [kind, id] = event.target.value.split(':');
              setParams(new URLSearchParams({ kind: kind!, id: id! }));
            }}
          >
            {!listings.data.some((listing) => optionValue(listing) === optionValue(selection)) && (
              <option value={optionValue(selection)}>{`${kindLabel(selection.kind)} #${selection.id}`}</option>
            )}
            {listings.data.map((listing) => (
              <option key={optionValue(listing)} value={optionValue(listing)}>
                {`${listing.title} (${kindLabel(listing.kind)})`}
              </option>
            ))}
          </select>
        </div>
      )}
      {statistics.status === 'loading' && <LoadingText />}
      {statistics.status === 'failed' && (
        <div role="alert" className="listing-stats__failed">
          <p>{statistics.message ?? t('listingStats.loadFailed')}</p>
          {statistics.message === null && (
            <button type="button" className="stats-button" onClick={retry}>
              {t('listingStats.retry')}
            </button>
          )}
        </div>
      )}
      {statistics.status === 'ready' && (
        <article className="listing-stats__report" aria-labelledby="listing-stats-title">
          <header className="listing-stats__listing">
            <h3 id="listing-stats-title">{statistics.data.listing.title}</h3>
            <span className="listing-stats__badge">{kindLabel(statistics.data.listing.kind)}</span>
            <span className="listing-stats__badge">
              {t('listingStats.statusLabel', { status: statusLabel(statistics.data.listing.status) })}
            </span>
            {chosen && (
              <>
                <span className="listing-stats__badge">
                  {t('listingStats.allTimeViews', { value: formatNumber(chosen.views) })}
                </span>
                <span className="listing-stats__badge">
                  {t('listingStats.allTimeContacts', {
                    value: formatNumber(
                      typeof chosen.contacts === 'number' ? chosen.contacts : contactTotal(chosen.contacts),
                    ),
                  })}
                </span>
              </>
            )}
          </header>
          <StatisticsTotals totals={statistics.data.totals} />
          <section className="listing-stats__charts" aria-label={t('listingStats.last30')}>
            <DailyBarChart
              title={t('listingStats.viewsChart')}
              days={statistics.data.days}
              series={[
                { key: 'views', label: t('listingStats.views'), color: COLORS.views, value: (day) => day.views },
              ]}
            />
            <DailyBarChart title={t('listingStats.contactsChart')} days={statistics.data.days} series={contactSeries} />
            <DailyBarChart
              title={t('listingStats.favouritesChart')}
              days={statistics.data.days}
              series={[
                {
                  key: 'favourites',
                  label: t('listingStats.favourites'),
                  color: COLORS.favourites,
                  value: (day) => day.favourites,
                },
              ]}
            />
          </section>
          <StatisticsTable days={statistics.data.days} />
        </article>
      )}
    </section>
  );
}

export default ListingStatisticsPage;
