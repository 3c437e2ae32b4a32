import type { ReactNode } from 'react';
import { EmptyState, LoadingText, Pagination, useTranslation, type EmptyStateKind } from '@souq/shared';
import type { PagedListings } from './usePagedListings';
import './listingTexts';

interface ListStateProps {
  list: PagedListings;
  page: number;
  onPage: (page: number) => void;
  empty: EmptyStateKind;
  children: ReactNode;
}

/** Loading text, the empty state, or the rows with pagination under them. */
export function ListState({ list, page, onPage, empty, children }: ListStateProps) {
  const { t } = useTranslation('account');
  if (list.cards === null) return <LoadingText />;
  if (list.cards.length === 0) {
    return (
      <>
        <EmptyState kind={empty} />
        {list.failed && (
          <p className="acc-retry">
            {t('listingRow.loadFailed')}{' '}
            <button type="button" className="acc-button" onClick={list.reload}>
              {t('listingRow.retry')}
            </button>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <div className="acc-list">{children}</div>
      <Pagination className="acc-pagination" current={page} total={list.lastPage} onChange={onPage} />
    </>
  );
}
