import type { CSSProperties } from 'react';
import { useTranslation } from '@souq/shared';

/** One decimal with a dot in both languages ("4.5"), as the API gives averages. */
export function ratingText(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

const STARS = '★★★★★';

/**
 * An average as read-only stars (to the nearest half) with "4.5 out of 5" for screen readers; the stars themselves
 * are decoration. Drawn, not a disabled rating input: an input's stars stay in the accessibility tree as radio
 * buttons inside the picture, which screen readers then offer to focus.
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('account');
  const filled = Math.min(5, Math.max(0, Math.round(value * 2) / 2));
  return (
    <span
      className={['agp-stars', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={t('agentProfile.rating.average', { average: ratingText(value) })}
    >
      <span className="agp-stars__empty" aria-hidden="true">
        {STARS}
      </span>
      <span
        className="agp-stars__filled"
        aria-hidden="true"
        style={{ '--agp-filled': `${filled * 20}%` } as CSSProperties}
      >
        {STARS}
      </span>
    </span>
  );
}
