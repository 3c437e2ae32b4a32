import type { Currency } from '../listing-shared/currency.js';
import type { AutoCardView } from './schemas.js';
import { cardPriceAndPicture, type CardRowBase, cardStanding } from '../listing-shared/card-parts.js';

/** The columns a card needs, for a query over `autos as a` joined to its brand (b), class (c), model (m) and image (img). */
export const CARD_COLUMNS = [
  'a.id',
  'a.name',
  'a.name_ar',
  'a.vehicle_type',
  'a.brand_id',
  'a.class_id',
  'a.model_id',
  'a.trim',
  'a.year',
  'a.condition',
  'a.transmission',
  'a.seat_type',
  'a.cylinders',
  'a.import_origin',
  'a.fuel_type',
  'a.mileage_km',
  'a.body_type',
  'a.color',
  'a.drive_type',
  'a.vehicle_status',
  'a.status',
  'a.currency',
  'a.price_syp',
  'a.price_usd',
  'a.priced_in',
  'a.discount_percent',
  'a.final_price_syp',
  'a.final_price_usd',
  'a.primary_image_id',
  'a.is_featured',
  'a.featured_until',
  'a.verified_at',
  'a.price_dropped_at',
  'a.fair_price_label',
  'a.fair_price_median_syp',
  'a.fair_price_comparables',
  'a.fair_price_basis',
  'a.views_count',
  'a.created_at',
  'a.updated_at',
  'b.name_en as brand_en',
  'b.name_ar as brand_ar',
  'c.name_en as class_en',
  'c.name_ar as class_ar',
  'm.name_en as model_en',
  'm.name_ar as model_ar',
  'img.variants as image_variants',
] as const;

export interface CardRow extends CardRowBase {
  vehicle_type: string;
  brand_id: number;
  class_id: number;
  model_id: number;
  trim: string | null;
  year: number;
  condition: string;
  transmission: string;
  seat_type: string | null;
  cylinders: number | null;
  import_origin: string;
  fuel_type: string;
  mileage_km: number;
  body_type: string;
  color: string;
  drive_type: string;
  vehicle_status: string;
  currency: string;
  brand_en: string;
  brand_ar: string;
  class_en: string;
  class_ar: string;
  model_en: string;
  model_ar: string;
}

export function cardView(row: CardRow, currency: Currency, now: Date): AutoCardView {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    vehicle_type: row.vehicle_type,
    brand: { id: row.brand_id, name_en: row.brand_en, name_ar: row.brand_ar },
    class: { id: row.class_id, name_en: row.class_en, name_ar: row.class_ar },
    model: { id: row.model_id, name_en: row.model_en, name_ar: row.model_ar },
    trim: row.trim,
    year: row.year,
    condition: row.condition,
    transmission: row.transmission,
    seat_type: row.seat_type,
    cylinders: row.cylinders,
    import_origin: row.import_origin,
    fuel_type: row.fuel_type,
    mileage_km: row.mileage_km,
    body_type: row.body_type,
    color: row.color,
    drive_type: row.drive_type,
    vehicle_status: row.vehicle_status,
    status: row.status,
    price_currency: row.currency,
    ...cardPriceAndPicture(row, currency),
    ...cardStanding(row, now),
  };
}
