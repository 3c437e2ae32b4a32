import { relativeAge } from '@souq/shared';
import {
  addDetailStyles,
  ContactSection,
  DetailColumns,
  DetailSection,
  DetailText,
  Gallery,
  GALLERY_SIZES,
  ListingDetail,
  localName,
  LoginPrompt,
  OwnerCard,
  photoLoading,
  priceHistory,
  useDetailPage,
} from '@souq/shared/listing-ui';
import { Link } from '@souq/shared/mini-router';
import { PricePerSqm } from '../../components/cards/PricePerSqm';
import { PropertyFacts } from '../../components/cards/PropertyFacts';
import type { ApiPropertyDetail } from '../../lib/listing/api/apiTypes';
import { usePropertyMaster } from '../../lib/listing/api/getPropertyMaster';
import { toDetail } from '../../lib/listing/api/toProperty';
import { PROPERTY_UI } from '../../lib/listing/listingUi';
import type { PropertyDetail } from '../../lib/listing/propertyModel';
import { DETAIL_API_PATH, detailPath, KIND, LIST_PATH, MAP_PATH } from '../../lib/paths';
import { DetailFacts } from './DetailFacts';
import '../../components/cards/cards.css';
import '../../components/filters/controlStyles';
import '../../components/filters/filters.css';
import './detail.css';

addDetailStyles(PROPERTY_UI.prefix, 'agent');
const FAVOURITE = { url: '/add-remove-property-wishlist', idField: 'property_id' };

/** /property/property-detail/{id} and /property-detail?id={id}. */
export default function PropertyDetailPage({ id }: { id: string | null }) {
  const { t, lng, signedIn, master } = useDetailPage(PROPERTY_UI, usePropertyMaster);
  const amenityName = (value: string) => {
    const option = master.data?.amenities.find((amenity) => amenity.value === value);
    return option ? localName(option, lng) : t(`amenities.${value}`, { defaultValue: value });
  };

  const view = (record: ApiPropertyDetail) => {
    const property: PropertyDetail = toDetail(record, lng);
    const cover = property.images[0] ?? null;
    const mapHere =
      property.latitude !== null && property.longitude !== null
        ? `${MAP_PATH}?lat=${property.latitude}&lng=${property.longitude}&zoom=15`
        : null;
    const placeLine = property.places.join(lng === 'ar' ? '، ' : ', ');
    return {
      listing: property,
      // Shared under its canonical path, whichever of the two addresses it was opened at.
      share: { path: detailPath(property.id), about: placeLine },
      verified: property.verified,
      priceDropped: property.priceDropped,
      fairPrice: property.fairPrice,
      priceHistory: priceHistory(record),
      report: { kind: KIND, myReport: property.myReport, own: property.isOwner },
      summary: (
        <>
          <PricePerSqm property={property} className="pp-card__per-sqm" />
          {property.places.length > 0 && <p className="pp-card__place">{placeLine}</p>}
          {property.createdAt && (
            <p className="pp-card__place">{t('card.listed', { age: relativeAge(property.createdAt) })}</p>
          )}
        </>
      ),
      per: property.rentPeriod && t(`card.per.${property.rentPeriod}`),
      body: !signedIn ? (
        <>
          {cover && (
            <div className="pp-gallery__stage">
              <img
                src={cover.url}
                alt={property.name}
                width={cover.width}
                height={cover.height}
                className="pp-detail__teaser"
                {...photoLoading({ priority: 'first', srcSet: cover.srcSet, sizes: GALLERY_SIZES })}
              />
            </div>
          )}
          <PropertyFacts property={property} />
          <LoginPrompt ui={PROPERTY_UI} />
        </>
      ) : (
        <DetailColumns
          ui={PROPERTY_UI}
          main={
            <>
              <Gallery ui={PROPERTY_UI} images={property.images} video={property.video} name={property.name} />
              <DetailSection ui={PROPERTY_UI} name="overview" titleKey="detail.overview">
                <DetailFacts property={property} />
              </DetailSection>
              <DetailText
                ui={PROPERTY_UI}
                name="description"
                titleKey="detail.description"
                text={property.description}
              />
              <DetailText
                ui={PROPERTY_UI}
                name="additional"
                titleKey="detail.additionalInfo"
                text={property.additionalInfo}
              />
              <DetailSection ui={PROPERTY_UI} name="amenities" titleKey="detail.amenities">
                {property.amenities.length > 0 ? (
                  <ul className="pp-detail__amenities">
                    {property.amenities.map((amenity) => (
                      <li key={amenity}>{amenityName(amenity)}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{t('detail.noAmenities')}</p>
                )}
              </DetailSection>
              <DetailSection ui={PROPERTY_UI} name="location" titleKey="detail.location">
                <p>{placeLine}</p>
                <p className="pp-detail__links">
                  {mapHere && (
                    <Link className="pp-button" to={mapHere}>
                      {t('detail.openMap')}
                    </Link>
                  )}
                  {property.mapUrl && (
                    <a className="pp-button" href={property.mapUrl} target="_blank" rel="noopener noreferrer">
                      {t('detail.externalMap')}
                    </a>
                  )}
                </p>
              </DetailSection>
            </>
          }
          aside={
            property.owner && (
              <>
                <OwnerCard
                  ui={PROPERTY_UI}
                  block="agent"
                  titleKey="detail.listedBy"
                  profileKey="detail.ownerProfile"
                  owner={property.owner}
                  profilePath={`/agent-details/${encodeURIComponent(property.owner.id)}`}
                />
                <ContactSection
                  ui={PROPERTY_UI}
                  recordUrl="/property/contact"
                  listingId={property.id}
                  listingName={property.name}
                  owner={property.owner}
                />
              </>
            )
          }
        />
      ),
    };
  };

  return (
    <ListingDetail
      ui={PROPERTY_UI}
      detailPath={DETAIL_API_PATH}
      id={id}
      listPath={LIST_PATH}
      favourite={FAVOURITE}
      view={view}
    />
  );
}
