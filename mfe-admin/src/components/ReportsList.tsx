import { formatNumber, useTranslation } from '@souq/shared';
import { RecordDate } from '@souq/shared/area-kit';
import type { QueueReport } from '../lib/queueTypes';
import '../i18n/adminQueueTexts';
import './admin-queue.css';

/**
 * The undecided reports of a reported listing, review or agent: their count, then each one's reason in words, the
 * reporter's own text, when it was made (docs/product/constants.md) and by whom (admins only: the reported member is never told).
 */
export function ReportsList({
  reports,
  count,
  subject,
}: {
  reports: readonly QueueReport[];
  count: number;
  subject: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-reports">
      <p className="admin-reports__count">{t('adminQueue.reportsCount', { value: formatNumber(count) })}</p>
      <ul className="admin-reports__list" aria-label={t('adminQueue.reportsOf', { name: subject })}>
        {reports.map((report, index) => (
          <li key={`${report.reporter.id}-${index}`} className="admin-report" data-testid="admin-report">
            <p className="admin-report__head">
              <strong className="admin-report__reason">
                {t(`adminQueue.reportReason.${report.reason}`, { defaultValue: report.reason })}
              </strong>
              <RecordDate value={report.created_at} />
              <span className="admin-report__by">{t('adminQueue.reportedBy', { name: report.reporter.name })}</span>
            </p>
            {report.text && <p className="admin-report__text">{report.text}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
