import { formatNumber, useTranslation } from '@souq/shared';
import { RATING_CATEGORIES, type RatingSummary as Summary } from '../../lib/agentApiTypes';
import { RatingStars, ratingText } from './RatingStars';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average and count overall and per category, as stars, with the reviews' distribution as bars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('account');
  const most = Math.max(1, ...STARS.map((stars) => summary.distribution[stars] ?? 0));
  return (
    <section className="agp-card agp-summary" aria-labelledby="agp-summary-title" data-testid="rating-summary">
      <h2 id="agp-summary-title">{t('agentProfile.rating.title')}</h2>
      <div className="agp-summary__overall">
        <span className="agp-summary__average" data-testid="rating-average">
          {ratingText(summary.average)}
        </span>
        <RatingStars value={summary.average} />
        <span className="agp-summary__count" data-testid="rating-count">
          {t('agentProfile.rating.count', { count: summary.count, value: formatNumber(summary.count) })}
        </span>
      </div>
      <dl className="agp-summary__categories">
        {RATING_CATEGORIES.map((category) => (
          <div key={category} className="agp-summary__category" data-category={category}>
            <dt>{t(`agentProfile.rating.categories.${category}`)}</dt>
            <dd>
              <RatingStars value={summary.categories[category]} />
              <span className="agp-summary__value">{ratingText(summary.categories[category])}</span>
            </dd>
          </div>
        ))}
      </dl>
      <ul className="agp-summary__bars" aria-label={t('agentProfile.rating.distribution')}>
        {STARS.map((stars) => {
          const count = summary.distribution[stars] ?? 0;
          return (
            <li key={stars} data-stars={stars}>
              <span className="agp-summary__bar-label" aria-hidden="true">
                {stars}★
              </span>
              <span className="agp-summary__bar" aria-hidden="true">
                <span style={{ inlineSize: `${(count / most) * 100}%` }} />
              </span>
              <span className="agp-summary__bar-count" aria-hidden="true">
                {formatNumber(count)}
              </span>
              <span className="agp-visually-hidden">
                {t('agentProfile.rating.bar', {
                  stars: t('agentProfile.rating.stars', { count: Number(stars) }),
                  count: formatNumber(count),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
