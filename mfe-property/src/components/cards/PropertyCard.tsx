import { useTranslation } from '@souq/shared';
import type { PropertySummary } from '../../lib/listing/propertyModel';
import { detailPath } from '../../lib/paths';
import { Link } from '@souq/shared/mini-router';
import {
  CardPhoto,
  FairPriceMark,
  FeaturedMark,
  MixedText,
  PriceDroppedMark,
  PriceTag,
  StatusMark,
  VerifiedBadge,
  type PhotoPriority,
} from '@souq/shared/listing-ui';
import { PROPERTY_UI } from '../../lib/listing/listingUi';
import { PricePerSqm } from './PricePerSqm';
import { PropertyFacts } from './PropertyFacts';
import './cards.css';

/** `photo`: how soon the picture is wanted (the first cards of a list are in the first screen). */
export function PropertyCard({
  property,
  headingLevel = 2,
  photo = 'lazy',
}: {
  property: PropertySummary;
  headingLevel?: 2 | 3;
  photo?: PhotoPriority;
}) {
  const { t, i18n } = useTranslation('property');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="pp-card"
      data-testid="property-card"
      data-id={property.id}
      data-closed={property.closed ?? undefined}
    >
      <div className="pp-card__media">
        {property.image ? (
          <CardPhoto image={property.image} alt={property.name} priority={photo} />
        ) : (
          <span className="pp-card__noimage">{t('card.noImage')}</span>
        )}
        {property.listingType && <span className="pp-badge pp-badge--type">{t(`card.${property.listingType}`)}</span>}
        {property.featured && <FeaturedMark ui={PROPERTY_UI} />}
        {property.closed && <StatusMark ui={PROPERTY_UI} status={property.closed} />}
      </div>
      <div className="pp-card__body">
        <PriceTag
          ui={PROPERTY_UI}
          price={property.price}
          discountedPrice={property.discountedPrice}
          discountPercent={property.discountPercent}
          per={property.rentPeriod && t(`card.per.${property.rentPeriod}`)}
        />
        <PricePerSqm property={property} className="pp-card__per-sqm" />
        <Heading className="pp-card__title">
          <Link to={detailPath(property.id)}>
            <MixedText text={property.name} />
          </Link>
        </Heading>
        {(property.verified || property.priceDropped) && (
          <p className="pp-card__trust">
            {property.verified && <VerifiedBadge ui={PROPERTY_UI} />}
            {property.verified && property.priceDropped && ' '}
            {property.priceDropped && <PriceDroppedMark ui={PROPERTY_UI} />}
          </p>
        )}
        <FairPriceMark ui={PROPERTY_UI} fairPrice={property.fairPrice} />
        {property.places.length > 0 && (
          <p className="pp-card__place">{property.places.join(i18n.language === 'ar' ? '، ' : ', ')}</p>
        )}
        <PropertyFacts property={property} />
      </div>
    </article>
  );
}
