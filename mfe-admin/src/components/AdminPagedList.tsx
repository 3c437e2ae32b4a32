import type { ReactNode } from 'react';
import { EmptyState, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { type PagedRecords } from '@souq/shared/area-kit';
import '../i18n/adminQueueTexts';
import '@souq/shared/area-kit/account-layout.css';

interface AdminPagedListProps<T> {
  list: PagedRecords<T>;
  page: number;
  onPage: (page: number) => void;
  /** The records of the page, once there are some. */
  children: (records: T[]) => ReactNode;
}

/** An admin list's states: loading, 'No Records Found' (with a retry when the list failed), or its records and pages. */
export function AdminPagedList<T>({ list, page, onPage, children }: AdminPagedListProps<T>) {
  const { t } = useTranslation('admin');
  if (list.records === null) return <LoadingText />;
  if (list.records.length === 0) {
    return (
      <>
        <EmptyState kind="noRecords" />
        {list.failed && (
          <p className="acc-retry">
            {t('adminQueue.loadFailed')}{' '}
            <button type="button" className="acc-button" onClick={list.reload}>
              {t('adminQueue.retry')}
            </button>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {children(list.records)}
      <Pagination className="acc-pagination" current={page} total={list.lastPage} onChange={onPage} />
    </>
  );
}
