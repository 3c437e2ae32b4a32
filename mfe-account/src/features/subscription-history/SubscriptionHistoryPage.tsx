import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { EmptyState, formatDate, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { CardCell, inLanguage, RecordDate, usePagedRecords, usePageInAddress } from '@souq/shared/area-kit';
import { fetchHistory, type SubscriptionRecord } from './paymentRecords';
import './historyTexts';
import '../../components/listing-summary/listing-row.css';
import './subscription-history.css';

const COLUMNS = [
  'planName',
  'duration',
  'paymentMethod',
  'startsAt',
  'expiresAt',
  'subscribedAt',
  'paymentStatus',
  'planStatus',
  'receipt',
] as const;

function Row({ record }: { record: SubscriptionRecord }) {
  const { t, i18n } = useTranslation('account');
  const none = t('paymentRecord.none');
  const plan = inLanguage(record.plan_name_en, record.plan_name_ar, i18n.language) || none;
  // A per-ad option names the listing it was bought for (not once that listing is deleted).
  const listing = inLanguage(record.listing_name, record.listing_name_ar, i18n.language);
  const cell = (column: (typeof COLUMNS)[number], content: ReactNode) => (
    <CardCell column={column} label={t(`history.columns.${column}`)}>
      {content}
    </CardCell>
  );
  return (
    <tr role="row" data-testid="subscription-record" data-id={record.id}>
      <th role="rowheader" scope="row" data-column="planName">
        {plan}
        {listing && <bdi className="sh-listing">{listing}</bdi>}
      </th>
      {cell(
        'duration',
        t(`paymentRecord.duration.${record.duration}`, { duration: t('common:age.day', { count: record.days ?? 0 }) }),
      )}
      {cell('paymentMethod', record.payment_method ? t(`paymentRecord.method.${record.payment_method}`) : none)}
      {cell('startsAt', <RecordDate value={record.starts_at} />)}
      {cell('expiresAt', <RecordDate value={record.expires_at} />)}
      {cell('subscribedAt', <RecordDate value={record.subscribed_at} />)}
      {cell(
        'paymentStatus',
        <span className={`acc-badge sh-status sh-status--${record.payment_status}`}>
          {t(`paymentRecord.status.${record.payment_status}`)}
        </span>,
      )}
      {cell(
        'planStatus',
        // The server's clock decides (docs/product/states.md): an end earlier than its now is Expired. A payment that started no plan
        // (open, rejected or cancelled) and a per-ad option have no plan status.
        record.plan_status === null ? (
          none
        ) : (
          <span className={`acc-badge sh-plan sh-plan--${record.plan_status === 'Expired' ? 'expired' : 'active'}`}>
            {t(record.plan_status === 'Expired' ? 'common:status.expired' : 'common:status.active')}
          </span>
        ),
      )}
      {cell(
        'receipt',
        record.payment_id !== null ? (
          <Link
            to={`/subscription-history/receipt/${record.payment_id}`}
            aria-label={t('history.receiptLabel', { plan, date: formatDate(record.subscribed_at) })}
          >
            {t('history.receipt')}
          </Link>
        ) : (
          none
        ),
      )}
    </tr>
  );
}

/** docs/product/routes.md /subscription-history: every subscription record with its docs/product/data.md fields, a receipt per payment, paginated. */
export function SubscriptionHistoryPage() {
  const { t } = useTranslation('account');
  const [page, setPage] = usePageInAddress();
  const list = usePagedRecords(fetchHistory, page);
  let body: ReactNode;
  if (list.records === null) body = <LoadingText />;
  else if (list.records.length === 0) {
    body = (
      <div className="sh-empty">
        <EmptyState kind="noRecords" />
        {list.failed ? (
          <p className="acc-retry">
            {t('history.loadFailed')}{' '}
            <button type="button" className="acc-button" onClick={list.reload}>
              {t('history.retry')}
            </button>
          </p>
        ) : (
          <p>
            <Link className="acc-link-button acc-link-button--primary" to="/subscription-plans">
              {t('history.plans')}
            </Link>
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {/* Nine columns do not fit a phone: there each record is a card (CardCell). Between a phone and a wide screen
            the table may still be wider than its frame, which then scrolls. */}
        <div className="sh-table-frame" tabIndex={0} role="region" aria-labelledby="subscription-history-caption">
          <table className="sh-table acc-card-table" role="table">
            <caption id="subscription-history-caption">{t('history.caption')}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {COLUMNS.map((column) => (
                  <th key={column} role="columnheader" scope="col">
                    {t(`history.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {list.records.map((record) => (
                <Row key={record.id} record={record} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination className="acc-pagination" current={page} total={list.lastPage} onChange={setPage} />
      </>
    );
  }
  return (
    <section className="acc-page" aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title" className="acc-visually-hidden">
        {t('routes.subscriptionHistory')}
      </h2>
      {body}
    </section>
  );
}

export default SubscriptionHistoryPage;
