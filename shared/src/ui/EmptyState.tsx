import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export type EmptyStateKind = 'noData' | 'noListings' | 'noSavedListings' | 'noReviews' | 'noRecords';

/** SPEC §8 empty states, localised. */
export function EmptyState({ kind, className }: { kind: EmptyStateKind; className?: string }) {
  const { t } = useTranslation('common');
  return <Empty className={className} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`empty.${kind}`)} />;
}
