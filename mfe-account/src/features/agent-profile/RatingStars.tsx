import { Rate } from 'antd';
import { useTranslation } from '@souq/shared';

/** One decimal with a dot in both languages ("4.5"), as the API gives averages. */
export function ratingText(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * An average as read-only stars (to the nearest half) with "4.5 out of 5" for screen readers; the stars themselves
 * are decoration.
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <span className={['agp-stars', className].filter(Boolean).join(' ')} role="img" aria-label={t('agentProfile.rating.average', { average: ratingText(value) })}>
      <Rate disabled allowHalf value={Math.round(value * 2) / 2} aria-hidden="true" />
    </span>
  );
}
