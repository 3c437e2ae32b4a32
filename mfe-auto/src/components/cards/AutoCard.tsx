import { useTranslation } from '@souq/shared';
import type { AutoSummary } from '../../lib/listing/autoModel';
import { detailPath } from '../../lib/paths';
import { Link } from '@souq/shared/mini-router';
import { AutoFacts } from './AutoFacts';
import {
  CardPhoto,
  FairPriceMark,
  FeaturedMark,
  MixedText,
  PriceDroppedMark,
  PriceTag,
  VerifiedBadge,
  type PhotoPriority,
} from '@souq/shared/listing-ui';
import { AUTO_UI } from '../../lib/listing/listingUi';
import { SoldBadge } from './SoldBadge';
import './cards.css';

/** `photo`: how soon the picture is wanted (the first cards of a list are in the first screen). */
export function AutoCard({
  auto,
  headingLevel = 2,
  photo = 'lazy',
}: {
  auto: AutoSummary;
  headingLevel?: 2 | 3;
  photo?: PhotoPriority;
}) {
  const { t } = useTranslation('auto');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ap-card" data-testid="auto-card" data-id={auto.id} data-sold={auto.sold || undefined}>
      <div className="ap-card__media">
        {auto.image ? (
          <CardPhoto image={auto.image} alt={auto.name} priority={photo} />
        ) : (
          <span className="ap-card__noimage">{t('card.noImage')}</span>
        )}
        {auto.sold && <SoldBadge className="ap-card__sold" />}
        {auto.featured && <FeaturedMark ui={AUTO_UI} />}
      </div>
      <div className="ap-card__body">
        <PriceTag
          ui={AUTO_UI}
          price={auto.price}
          discountedPrice={auto.discountedPrice}
          discountPercent={auto.discountPercent}
        />
        <Heading className="ap-card__title">
          <Link to={detailPath(auto.id)}>
            <MixedText text={auto.name} />
          </Link>
        </Heading>
        {(auto.verified || auto.priceDropped) && (
          <p className="ap-card__trust">
            {auto.verified && <VerifiedBadge ui={AUTO_UI} />}
            {auto.verified && auto.priceDropped && ' '}
            {auto.priceDropped && <PriceDroppedMark ui={AUTO_UI} />}
          </p>
        )}
        <FairPriceMark ui={AUTO_UI} fairPrice={auto.fairPrice} />
        <p className="ap-card__make">{[auto.brand, auto.model, auto.trim].filter(Boolean).join(' · ')}</p>
        <AutoFacts auto={auto} />
      </div>
    </article>
  );
}
