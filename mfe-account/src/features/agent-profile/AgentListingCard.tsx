import { Link } from '@souq/shared/mini-router';
import { formatNumber, useTranslation } from '@souq/shared';
import {
  listingPrices,
  localName,
  MixedText,
  PriceTag,
  thumbnail,
  VerifiedBadge,
  type ListingUi,
} from '@souq/shared/listing-ui';
import { detailPath } from '../../components/listing-summary/listingSummary';
import type { AutoCard, PropertyCard } from '../../lib/agentApiTypes';

/** The price tag's texts are the account area's; its classes start with 'agp-' (this page's prefix). */
const PROFILE_UI: ListingUi = { ns: 'account', prefix: 'agp' };

// Cards keep a fixed 4:3 picture box, as the search's do, so the grid does not jump while images arrive.
const CARD_IMAGE = { width: 400, height: 300 };

type CardListing = { kind: 'property'; card: PropertyCard } | { kind: 'auto'; card: AutoCard };

function facts(
  listing: CardListing,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): { place: string; facts: string[] } {
  if (listing.kind === 'property') {
    const card = listing.card;
    const places = [card.neighborhood, card.city, card.governorate]
      .filter((place): place is NonNullable<typeof place> => place !== null && place !== undefined)
      .map((place) => localName(place, language))
      .filter((name, index, names) => name !== '' && name !== names[index - 1]);
    const list: string[] = [];
    if (card.bedrooms) list.push(t('agentProfile.listings.bedrooms', { count: card.bedrooms }));
    if (card.size_sqm !== null) list.push(t('agentProfile.listings.size', { size: formatNumber(card.size_sqm) }));
    return { place: places.join(language === 'ar' ? '، ' : ', '), facts: list };
  }
  const card = listing.card;
  return {
    place: [localName(card.brand, language), localName(card.model, language), card.trim].filter(Boolean).join(' · '),
    facts: [String(card.year), t('agentProfile.listings.mileage', { km: formatNumber(card.mileage_km) })],
  };
}

/** One of the agent's listings, as the search shows it: photo, price in the visitor's currency, name, place, key facts. */
export function AgentListingCard(listing: CardListing) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const { card, kind } = listing;
  const name = (language === 'ar' && card.name_ar) || card.name;
  const image = thumbnail(card.primary_image);
  const badge =
    kind === 'property'
      ? listing.card.listing_type === 'rent'
        ? 'rent'
        : 'sale'
      : listing.card.vehicle_status === 'sold'
        ? 'sold'
        : null;
  const shown = facts(listing, t, language);
  return (
    <article className="agp-listing" data-testid="agent-listing" data-kind={kind} data-id={card.id}>
      <div className="agp-listing__media">
        {image ? (
          <img
            src={image.url}
            alt={name}
            width={image.width || CARD_IMAGE.width}
            height={image.height || CARD_IMAGE.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="agp-listing__noimage">{t('card.noImage')}</span>
        )}
        {badge && <span className="agp-badge agp-badge--type">{t(`agentProfile.listings.${badge}`)}</span>}
      </div>
      <div className="agp-listing__body">
        <PriceTag ui={PROFILE_UI} {...listingPrices(card)} />
        <h3 className="agp-listing__title">
          <Link to={detailPath(kind, card.id)}>
            <MixedText text={name} />
          </Link>
        </h3>
        {card.verified && (
          <p className="agp-listing__trust">
            <VerifiedBadge ui={PROFILE_UI} />
          </p>
        )}
        {shown.place && <p className="agp-listing__place">{shown.place}</p>}
        {shown.facts.length > 0 && (
          <ul className="agp-listing__facts">
            {shown.facts.map((fact) => (
              <li key={fact}>
                <bdi>{fact}</bdi>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
