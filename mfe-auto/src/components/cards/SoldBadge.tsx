import { useTranslation } from '@souq/shared';

export function SoldBadge({ className }: { className?: string }) {
  const { t } = useTranslation('auto');
  return <span className={['ap-badge ap-badge--sold', className].filter(Boolean).join(' ')}>{t('card.sold')}</span>;
}
