import { useEffect, useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatNumber, isHttpError, LoadingText, useTranslation } from '@souq/shared';
import { fetchQueueCounts, type QueueCounts } from './adminDashboardApi';
import './adminDashboardTexts';
import './admin-dashboard.css';

/** The queues in the order of the area's navigation, each with the page deciding it. */
const QUEUES: readonly { key: keyof QueueCounts; path: string }[] = [
  { key: 'listing_reports', path: '/admin/listing-reports' },
  { key: 'review_reports', path: '/admin/review-reports' },
  { key: 'agent_reports', path: '/admin/review-reports' },
  { key: 'payments', path: '/admin/payments' },
  { key: 'verification', path: '/admin/verification' },
  { key: 'duplicates', path: '/admin/duplicates' },
];

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; counts: QueueCounts };

function useQueueCounts() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchQueueCounts(controller.signal)
      .then((counts) => setLoaded({ state: 'loaded', counts }))
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);
  return { loaded, retry: () => setAttempt((value) => value + 1) };
}

/** /admin: the admin's dashboard, a card per queue with how many items wait in it, each a link to the queue. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { loaded, retry } = useQueueCounts();
  return (
    <section className="acc-page" aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title" className="admin-dashboard__title">
        {t('adminDashboard.heading')}
      </h2>
      <p className="admin-dashboard__intro">{t('adminDashboard.intro')}</p>
      {loaded.state === 'loading' && <LoadingText />}
      {loaded.state === 'failed' && (
        <p className="acc-retry" role="alert">
          {t('adminDashboard.loadFailed')}{' '}
          <button type="button" className="acc-button" onClick={retry}>
            {t('adminDashboard.retry')}
          </button>
        </p>
      )}
      {loaded.state === 'loaded' && (
        <>
          <ul className="admin-dashboard__cards">
            {QUEUES.map(({ key, path }) => {
              const count = loaded.counts[key];
              const queue = t(`adminDashboard.queues.${key}`);
              return (
                <li
                  key={key}
                  className={
                    count > 0 ? 'admin-dashboard__card admin-dashboard__card--waiting' : 'admin-dashboard__card'
                  }
                  data-testid="admin-queue-card"
                >
                  {/* Named by what it shows ("3 Reported listings waiting"), so a voice command that reads the card opens it. */}
                  <Link to={path} className="admin-dashboard__link">
                    <span className="admin-dashboard__count" dir="ltr">
                      {formatNumber(count)}
                    </span>{' '}
                    <span className="admin-dashboard__queue">{queue}</span>{' '}
                    <span className="admin-dashboard__waiting">{t('adminDashboard.waiting')}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {QUEUES.every(({ key }) => loaded.counts[key] === 0) && (
            <p className="admin-dashboard__clear">{t('adminDashboard.allClear')}</p>
          )}
        </>
      )}
    </section>
  );
}

export default AdminDashboardPage;
