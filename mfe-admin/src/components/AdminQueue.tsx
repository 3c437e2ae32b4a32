import { Fragment, useEffect, type ReactNode } from 'react';
import { EmptyState, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { type RecordPage, usePagedRecords, usePageInAddress } from '@souq/shared/area-kit';
import '../i18n/adminQueueTexts';
import './admin-queue.css';

/** What an item of a queue tells its queue once a decision has been sent. */
export interface QueueControls {
  /** The item was decided: it leaves the list at once, and the page is asked for again to bring the next one up. */
  decided: () => void;
  /** Another admin decided it meanwhile (409): the list is asked for again as it now stands. */
  conflict: () => void;
}

interface AdminQueueProps<T> {
  /** One page of the queue (a stable function: module-level or memoised). */
  load: (page: number, signal: AbortSignal) => Promise<RecordPage<T>>;
  keyOf: (item: T) => string | number;
  children: (item: T, controls: QueueControls) => ReactNode;
  /** The address parameter of the page shown ('page'); a second queue on the same page names its own. */
  pageKey?: string;
  /** What a failed load says (the list's own words); the shared one otherwise. */
  loadFailed?: string;
}

/**
 * A paged admin queue: loading, 'No Records Found', a failed load with a retry, the items with their decisions and
 * the pages. A decided item leaves the list; a page emptied by decisions shows the page before.
 */
export function AdminQueue<T>({ load, keyOf, children, pageKey = 'page', loadFailed }: AdminQueueProps<T>) {
  const { t } = useTranslation('admin');
  const [page, setPage] = usePageInAddress(pageKey);
  const list = usePagedRecords(load, page);

  useEffect(() => {
    if (list.records?.length === 0 && page > 1 && !list.failed) setPage(Math.min(page - 1, list.lastPage));
  }, [list.records, list.failed, list.lastPage, page, setPage]);

  if (list.records === null) return <LoadingText />;
  const failure = list.failed && (
    <p className="acc-retry" role="alert">
      {loadFailed ?? t('adminQueue.loadFailed')}{' '}
      <button type="button" className="acc-button" onClick={list.reload}>
        {t('adminQueue.retry')}
      </button>
    </p>
  );
  if (list.records.length === 0) {
    return <>{failure || <EmptyState kind="noRecords" />}</>;
  }
  return (
    <>
      {failure}
      <div className="admin-queue">
        {list.records.map((item) => {
          const key = keyOf(item);
          const controls: QueueControls = {
            decided: () => {
              list.remove((other) => keyOf(other) !== key);
              list.reload();
            },
            conflict: list.reload,
          };
          return <Fragment key={key}>{children(item, controls)}</Fragment>;
        })}
      </div>
      <Pagination className="acc-pagination" current={page} total={list.lastPage} onChange={setPage} />
    </>
  );
}
