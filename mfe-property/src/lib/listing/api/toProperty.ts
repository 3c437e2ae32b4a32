import {
  closedStatus,
  fairPrice,
  galleryImages,
  listingPerson,
  listingPrices,
  localName,
  thumbnail,
} from '@souq/shared/listing-ui';
import {
  OWNERSHIP_DOCUMENTS,
  type OwnershipDocument,
  type PropertyDetail,
  type PropertySummary,
  type RentPeriod,
} from '../propertyModel';
import type { ApiPlace, ApiPropertyCard, ApiPropertyDetail } from './apiTypes';

function listingName(record: { name: string; name_ar: string | null }, language: string): string {
  return language === 'ar' && record.name_ar ? record.name_ar : record.name;
}

function places(record: ApiPropertyCard, language: string): string[] {
  return (
    [record.sub_neighborhood, record.neighborhood, record.city, record.governorate]
      .filter((place): place is ApiPlace => place !== null && place !== undefined)
      .map((place) => localName(place, language))
      // "Damascus, Damascus" (the city of the governorate of the same name) says it once.
      .filter((name, index, names) => name !== '' && name !== names[index - 1])
  );
}

function listingType(value: string): PropertySummary['listingType'] {
  return value === 'sale' || value === 'rent' ? value : '';
}

function rentPeriod(record: ApiPropertyCard): RentPeriod | undefined {
  const value = record.rent_period;
  return record.listing_type === 'rent' && (value === 'monthly' || value === 'yearly' || value === 'daily')
    ? value
    : undefined;
}

/** A kind this page has no words for (added later to the API) is left out rather than shown as a code. */
function ownershipDocument(value: string | null | undefined): OwnershipDocument | null {
  return value && (OWNERSHIP_DOCUMENTS as readonly string[]).includes(value) ? (value as OwnershipDocument) : null;
}

export function toSummary(record: ApiPropertyCard, language: string): PropertySummary {
  return {
    id: String(record.id),
    name: listingName(record, language),
    listingType: listingType(record.listing_type),
    rentPeriod: rentPeriod(record),
    propertyType: record.property_type,
    ...listingPrices(record),
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    size: record.size_sqm,
    image: thumbnail(record.primary_image),
    places: places(record, language),
    createdAt: record.created_at,
    latitude: record.latitude,
    longitude: record.longitude,
    featured: record.is_featured,
    verified: record.verified,
    priceDropped: record.price_dropped ?? false,
    fairPrice: fairPrice(record),
    closed: closedStatus(record.status),
  };
}

export function toDetail(record: ApiPropertyDetail, language: string): PropertyDetail {
  return {
    ...toSummary(record, language),
    description: (language === 'ar' && record.description_ar) || record.description,
    additionalInfo: record.additional_information ?? '',
    furnished: record.furnished === 'furnished' || record.furnished === 'unfurnished' ? record.furnished : '',
    ownershipDocument: ownershipDocument(record.ownership_document),
    floor: record.floor_level === null ? null : String(record.floor_level),
    amenities: record.amenities,
    images: galleryImages(record),
    video: record.video?.url ?? null,
    status: record.status,
    category: record.category,
    owner: record.owner ? listingPerson(record.owner) : null,
    isFavourite: record.is_favourite,
    views: record.views_count,
    mapUrl: record.map_url,
    isOwner: record.is_owner,
    myReport: record.my_report,
  };
}
