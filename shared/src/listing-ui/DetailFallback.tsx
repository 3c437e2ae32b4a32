import { EmptyState, PageSkeleton, useTranslation } from '@souq/shared';
import { Link } from '@souq/shared/mini-router';
import type { ListingUi } from './listing-ui';

interface DetailFallbackProps {
  ui: ListingUi;
  status: 'loading' | 'missing' | 'error';
  retry: () => void;
  /** Where "back to the list" goes. */
  listPath: string;
}

/**
 * A detail page before (or instead of) its listing: loading, a listing that does not exist, or a failed load
 * with a retry. Texts: the remote's `detail.notFound`, `detail.back`, `list.loadFailed`, `list.retry`.
 */
export function DetailFallback({ ui, status, retry, listPath }: DetailFallbackProps) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  if (status === 'loading') return <PageSkeleton kind="detail" />;
  if (status === 'missing') {
    return (
      <div className={`${p}detail ${p}detail--missing`}>
        <EmptyState kind="noData" />
        <h1 className={`${p}detail__missing`}>{t('detail.notFound')}</h1>
        <Link to={listPath}>{t('detail.back')}</Link>
      </div>
    );
  }
  return (
    <div className={`${p}detail ${p}detail__error`} role="alert">
      <p>{t('list.loadFailed')}</p>
      <button type="button" className={`${p}button`} onClick={retry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
