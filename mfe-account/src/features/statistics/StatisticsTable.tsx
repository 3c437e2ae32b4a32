import { useId, useState } from 'react';
import { formatNumber, useTranslation } from '@souq/shared';
import { longDay } from './dayDates';
import type { StatisticsDay } from './statisticsRequests';

/**
 * The charts' numbers as a table: always there for screen readers, shown on request to everyone else
 * (some people read numbers better than bars).
 */
export function StatisticsTable({ days }: { days: StatisticsDay[] }) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div className="stats-table">
      <button
        type="button"
        className="stats-button"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((value) => !value)}
      >
        {t(shown ? 'listingStats.hideTable' : 'listingStats.showTable')}
      </button>
      <div className={shown ? 'stats-table__wrap' : 'stats-visually-hidden'}>
        <table id={tableId}>
          <caption>{t('listingStats.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('listingStats.date')}</th>
              <th scope="col">{t('listingStats.views')}</th>
              <th scope="col">{t('listingStats.channels.call')}</th>
              <th scope="col">{t('listingStats.channels.email')}</th>
              <th scope="col">{t('listingStats.channels.whatsapp')}</th>
              <th scope="col">{t('listingStats.favourites')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                <td>{formatNumber(day.views)}</td>
                <td>{formatNumber(day.contacts.call)}</td>
                <td>{formatNumber(day.contacts.email)}</td>
                <td>{formatNumber(day.contacts.whatsapp)}</td>
                <td>{formatNumber(day.favourites)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
