import type { AutoDetail, AutoSummary, ListingImage } from '../autoModel';
import type { ApiAutoCard, ApiAutoDetail, ApiImage } from './apiTypes';

// The API's images are re-encoded to a fixed 4:3 frame; the sizes let the browser reserve the space.
const FULL = { width: 1200, height: 900 };
const THUMB = { width: 400, height: 300 };

export function localName(record: { name_en: string; name_ar: string }, language: string): string {
  return (language === 'ar' ? record.name_ar : record.name_en) || record.name_en || record.name_ar;
}

function image(value: ApiImage | null, size: 'thumb' | 'full'): ListingImage | null {
  if (!value) return null;
  return size === 'thumb' ? { url: value.thumb_url || value.url, ...THUMB } : { url: value.url, ...FULL };
}

const amount = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toSummary(record: ApiAutoCard, language: string): AutoSummary {
  const hasDiscount = record.discount_percent > 0;
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
    sold: record.vehicle_status === 'sold',
    price: { syp: amount(record.price_syp), usd: amount(record.price_usd) },
    discountedPrice: hasDiscount ? { syp: amount(record.discounted_price_syp), usd: amount(record.discounted_price_usd) } : null,
    discountPercent: record.discount_percent,
    image: image(record.primary_image, 'thumb'),
    createdAt: record.created_at,
    featured: record.is_featured,
  };
}

export function toDetail(record: ApiAutoDetail, language: string): AutoDetail {
  const owner = record.owner;
  const gallery = record.images.length > 0 ? record.images : record.primary_image ? [record.primary_image] : [];
  return {
    ...toSummary(record, language),
    description: (language === 'ar' && record.description_ar) || record.description || '',
    seatType: record.seat_type,
    cylinders: record.cylinders,
    importOrigin: record.import_origin,
    color: record.color,
    driveType: record.drive_type,
    images: gallery.map((item) => image(item, 'full') as ListingImage),
    video: record.video?.url ?? null,
    seller: {
      id: String(owner.id),
      name: [owner.name, owner.surname].filter(Boolean).join(' '),
      userType: owner.user_type,
      image: owner.image,
      phone: owner.phone,
      whatsapp: owner.whatsapp,
      email: owner.email,
      companyName: owner.company?.company_name ?? null,
      profilePath: owner.profile_path || `/agent-details/${owner.id}`,
    },
    isFavourite: record.is_favourite,
    isOwner: record.is_owner,
    views: record.views_count,
  };
}
