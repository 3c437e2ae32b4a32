import { fairPrice, galleryImages, listingPerson, listingPrices, localName, thumbnail } from '@souq/shared/listing-ui';
import type { AutoDetail, AutoSummary } from '../autoModel';
import type { ApiAutoCard, ApiAutoDetail } from './apiTypes';

export function toSummary(record: ApiAutoCard, language: string): AutoSummary {
  return {
    id: String(record.id),
    name: (language === 'ar' && record.name_ar) || record.name,
    brand: localName(record.brand, language),
    className: localName(record.class, language),
    model: localName(record.model, language),
    trim: record.trim ?? '',
    year: record.year,
    mileageKm: record.mileage_km,
    vehicleType: record.vehicle_type,
    condition: record.condition,
    transmission: record.transmission,
    fuelType: record.fuel_type,
    bodyType: record.body_type,
    // Marked sold by its availability, or closed as sold (a sold car stays in search a few days).
    sold: record.vehicle_status === 'sold' || record.status === 'sold',
    ...listingPrices(record),
    image: thumbnail(record.primary_image),
    createdAt: record.created_at,
    featured: record.is_featured,
    verified: record.verified,
    priceDropped: record.price_dropped ?? false,
    fairPrice: fairPrice(record),
  };
}

export function toDetail(record: ApiAutoDetail, language: string): AutoDetail {
  const owner = record.owner;
  return {
    ...toSummary(record, language),
    description: (language === 'ar' && record.description_ar) || record.description || '',
    seatType: record.seat_type,
    cylinders: record.cylinders,
    importOrigin: record.import_origin,
    color: record.color,
    driveType: record.drive_type,
    images: galleryImages(record),
    video: record.video?.url ?? null,
    seller: { ...listingPerson(owner), profilePath: owner.profile_path || `/agent-details/${owner.id}` },
    isFavourite: record.is_favourite,
    isOwner: record.is_owner,
    views: record.views_count,
    myReport: record.my_report,
  };
}
