import { sql } from 'kysely';
import type { Currency } from '../listing-shared/currency.js';
import type { PlacesCache } from './places-cache.js';
import type { PropertyCardView } from './schemas.js';
import type { ListCardView } from './search-schemas.js';
import { droppedRecently } from '../listings/price-history.js';
import { type FairPriceRow, fairPriceView } from '../listing-shared/fair-price-view.js';
import {
  cardPriceAndPicture,
  type CardRowBase,
  cardStanding,
  featuredLive,
  pricedInView,
} from '../listing-shared/card-parts.js';

const FAIR_PRICE_COLUMNS = [
  'p.fair_price_label',
  'p.fair_price_median_syp',
  'p.fair_price_comparables',
  'p.fair_price_basis',
] as const;

/** The columns a card needs: listing columns plus its primary image's variants. */
export const CARD_COLUMNS = [
  'p.id',
  'p.name',
  'p.name_ar',
  'p.listing_type',
  'p.rent_period',
  'p.property_type',
  'p.category',
  'p.status',
  'p.governorate_id',
  'p.city_id',
  'p.neighborhood_id',
  'p.sub_neighborhood_id',
  'p.bedrooms',
  'p.bathrooms',
  'p.size_sqm',
  'p.furnished',
  'p.floor_level',
  'p.amenities',
  'p.price_syp',
  'p.price_usd',
  'p.priced_in',
  'p.discount_percent',
  'p.final_price_syp',
  'p.final_price_usd',
  'p.primary_image_id',
  'p.latitude',
  'p.longitude',
  'p.is_featured',
  'p.featured_until',
  'p.verified_at',
  'p.price_dropped_at',
  ...FAIR_PRICE_COLUMNS,
  'p.views_count',
  'p.created_at',
  'p.updated_at',
] as const;

export interface CardRow extends CardRowBase {
  listing_type: string;
  rent_period: string | null;
  property_type: string;
  category: string;
  governorate_id: number;
  city_id: number;
  neighborhood_id: number | null;
  sub_neighborhood_id: number | null;
  bedrooms: number;
  bathrooms: number;
  size_sqm: number;
  furnished: string;
  floor_level: number | null;
  amenities: string[];
  latitude: number;
  longitude: number;
}

export async function preparePlaces(
  places: PlacesCache,
  rows: readonly Pick<CardRow, 'governorate_id' | 'city_id' | 'neighborhood_id' | 'sub_neighborhood_id'>[],
): Promise<void> {
  await places.ensure({
    governorates: rows.map((r) => r.governorate_id),
    cities: rows.map((r) => r.city_id),
    neighborhoods: rows.map((r) => r.neighborhood_id),
    sub_neighborhoods: rows.map((r) => r.sub_neighborhood_id),
  });
}

/** A place the cache does not know (removed since): its id, without names. */
const unknownPlace = (id: number) => ({ id, name_en: '', name_ar: '' });

/** Call preparePlaces for the rows first. */
export function cardView(row: CardRow, places: PlacesCache, currency: Currency, now: Date): PropertyCardView {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    listing_type: row.listing_type,
    rent_period: row.rent_period,
    property_type: row.property_type,
    category: row.category,
    status: row.status,
    governorate: places.get('governorates', row.governorate_id) ?? unknownPlace(row.governorate_id),
    city: places.get('cities', row.city_id) ?? unknownPlace(row.city_id),
    neighborhood: places.get('neighborhoods', row.neighborhood_id),
    sub_neighborhood: places.get('sub_neighborhoods', row.sub_neighborhood_id),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    size_sqm: row.size_sqm,
    furnished: row.furnished,
    floor_level: row.floor_level,
    amenities: row.amenities,
    ...cardPriceAndPicture(row, currency),
    latitude: row.latitude,
    longitude: row.longitude,
    ...cardStanding(row, now),
  };
}

// ---------- result lists ----------

/** The listing columns a result card needs (search-schemas.ts ListCard); the image and date come as text. */
export const LIST_CARD_COLUMNS = [
  'p.id',
  'p.name',
  'p.name_ar',
  'p.listing_type',
  'p.rent_period',
  'p.property_type',
  'p.governorate_id',
  'p.city_id',
  'p.neighborhood_id',
  'p.sub_neighborhood_id',
  'p.bedrooms',
  'p.bathrooms',
  'p.size_sqm',
  'p.price_syp',
  'p.price_usd',
  'p.priced_in',
  'p.discount_percent',
  'p.final_price_syp',
  'p.final_price_usd',
  'p.primary_image_id',
  'p.latitude',
  'p.longitude',
  'p.is_featured',
  'p.featured_until',
  'p.verified_at',
  'p.price_dropped_at',
  ...FAIR_PRICE_COLUMNS,
  'p.status',
] as const;

/**
 * The rest of a result card's row, computed by PostgreSQL for a query over `properties p` joined to its primary image
 * as `mf`: the image's two URLs rather than its whole variants document, and the creation time already in ISO form,
 * so the API parses neither JSON nor dates for a page of cards.
 */
export const listCardExpressions = () => [
  sql<string | null>`mf.variants->'main'->>'url'`.as('image_url'),
  sql<string | null>`coalesce(mf.variants->'thumb'->>'url', mf.variants->'main'->>'url')`.as('image_thumb_url'),
  sql<number>`coalesce((mf.variants->'main'->>'width')::int, 0)`.as('image_width'),
  sql<number>`coalesce((mf.variants->'thumb'->>'width')::int, (mf.variants->'main'->>'width')::int, 0)`.as(
    'image_thumb_width',
  ),
  sql<string>`to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
];

export interface ListCardRow extends FairPriceRow {
  id: number;
  name: string;
  name_ar: string | null;
  listing_type: string;
  rent_period: string | null;
  property_type: string;
  governorate_id: number;
  city_id: number;
  neighborhood_id: number | null;
  sub_neighborhood_id: number | null;
  bedrooms: number;
  bathrooms: number;
  size_sqm: number;
  price_syp: number | string;
  price_usd: number | string;
  priced_in: string | null;
  discount_percent: number;
  final_price_syp: number | string;
  final_price_usd: number | string;
  primary_image_id: number | null;
  image_url: string | null;
  image_thumb_url: string | null;
  image_width: number | null;
  image_thumb_width: number | null;
  latitude: number;
  longitude: number;
  is_featured: boolean;
  featured_until: Date | string | null;
  verified_at: Date | string | null;
  price_dropped_at: Date | string | null;
  status: string;
  created_at: string;
}

/** Call preparePlaces for the rows first. */
export function listCardView(row: ListCardRow, places: PlacesCache, now: Date): ListCardView {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    listing_type: row.listing_type,
    rent_period: row.rent_period,
    property_type: row.property_type,
    governorate: places.get('governorates', row.governorate_id) ?? unknownPlace(row.governorate_id),
    city: places.get('cities', row.city_id) ?? unknownPlace(row.city_id),
    neighborhood: places.get('neighborhoods', row.neighborhood_id),
    sub_neighborhood: places.get('sub_neighborhoods', row.sub_neighborhood_id),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    size_sqm: row.size_sqm,
    price_syp: Number(row.price_syp),
    price_usd: Number(row.price_usd),
    priced_in: pricedInView(row.priced_in),
    discount_percent: row.discount_percent,
    discounted_price_syp: Number(row.final_price_syp),
    discounted_price_usd: Number(row.final_price_usd),
    primary_image:
      row.primary_image_id !== null && row.image_url !== null
        ? {
            id: row.primary_image_id,
            url: row.image_url,
            thumb_url: row.image_thumb_url ?? row.image_url,
            width: row.image_width ?? 0,
            thumb_width: row.image_thumb_width ?? 0,
          }
        : null,
    latitude: row.latitude,
    longitude: row.longitude,
    is_featured: featuredLive(row),
    verified: row.verified_at !== null,
    price_dropped: droppedRecently(row.price_dropped_at, now),
    fair_price: fairPriceView(row),
    status: row.status,
    created_at: row.created_at,
  };
}
