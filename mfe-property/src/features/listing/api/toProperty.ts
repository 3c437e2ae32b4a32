import type { ListingImage, PropertyDetail, PropertySummary, RentPeriod } from '../propertyModel';
import type { ApiImage, ApiPlace, ApiPropertyCard, ApiPropertyDetail } from './apiTypes';

// The API's images are re-encoded to a fixed 4:3 frame; the sizes let the browser reserve the space.
const FULL = { width: 1200, height: 900 };
const THUMB = { width: 400, height: 300 };

export function localName(record: { name_en: string; name_ar: string }, language: string): string {
  return (language === 'ar' ? record.name_ar : record.name_en) || record.name_en || record.name_ar;
}

function listingName(record: { name: string; name_ar: string | null }, language: string): string {
  return language === 'ar' && record.name_ar ? record.name_ar : record.name;
}

function image(value: ApiImage | null, size: 'thumb' | 'full'): ListingImage | null {
  if (!value) return null;
  return size === 'thumb' ? { url: value.thumb_url || value.url, ...THUMB } : { url: value.url, ...FULL };
}

function places(record: ApiPropertyCard, language: string): string[] {
  return [record.sub_neighborhood, record.neighborhood, record.city, record.governorate]
    .filter((place): place is ApiPlace => place !== null && place !== undefined)
    .map((place) => localName(place, language))
    // "Damascus, Damascus" (the city of the governorate of the same name) says it once.
    .filter((name, index, names) => name !== '' && name !== names[index - 1]);
}

function listingType(value: string): PropertySummary['listingType'] {
  return value === 'sale' || value === 'rent' ? value : '';
}

function rentPeriod(record: ApiPropertyCard): RentPeriod | undefined {
  const value = record.rent_period;
  return record.listing_type === 'rent' && (value === 'monthly' || value === 'yearly' || value === 'daily') ? value : undefined;
}

export function toSummary(record: ApiPropertyCard, language: string): PropertySummary {
  const hasDiscount = record.discount_percent > 0;
  return {
    id: String(record.id),
    name: listingName(record, language),
    listingType: listingType(record.listing_type),
    rentPeriod: rentPeriod(record),
    propertyType: record.property_type,
    price: { syp: record.price_syp, usd: record.price_usd },
    discountedPrice: hasDiscount ? { syp: record.discounted_price_syp, usd: record.discounted_price_usd } : null,
    discountPercent: record.discount_percent,
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    size: record.size_sqm,
    image: image(record.primary_image, 'thumb'),
    places: places(record, language),
    createdAt: record.created_at,
    latitude: record.latitude,
    longitude: record.longitude,
    featured: record.is_featured,
  };
}

export function toDetail(record: ApiPropertyDetail, language: string): PropertyDetail {
  const owner = record.owner;
  const gallery = record.images.length > 0 ? record.images : record.primary_image ? [record.primary_image] : [];
  return {
    ...toSummary(record, language),
    description: (language === 'ar' && record.description_ar) || record.description,
    additionalInfo: record.additional_information ?? '',
    furnished: record.furnished === 'furnished' || record.furnished === 'unfurnished' ? record.furnished : '',
    floor: record.floor_level === null ? null : String(record.floor_level),
    amenities: record.amenities,
    images: gallery.map((item) => image(item, 'full') as ListingImage),
    video: record.video?.url ?? null,
    status: record.status,
    category: record.category,
    owner: owner
      ? {
          id: String(owner.id),
          name: [owner.name, owner.surname].filter(Boolean).join(' '),
          userType: owner.user_type,
          image: owner.image,
          phone: owner.phone,
          whatsapp: owner.whatsapp,
          email: owner.email,
          companyName: owner.company?.company_name ?? null,
        }
      : null,
    isFavourite: record.is_favourite,
    views: record.views_count,
    mapUrl: record.map_url,
  };
}
