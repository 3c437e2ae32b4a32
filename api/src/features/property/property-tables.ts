import type { ColumnType, Generated } from 'kysely';
import type { ListingStatus } from '../listings/lifecycle.js';

export type PropertyType = 'apartment' | 'villa' | 'farm' | 'commercial' | 'land' | 'building' | 'other' | 'studio';
export type ListingType = 'sale' | 'rent';
export type RentPeriod = 'daily' | 'monthly' | 'yearly';
export type PropertyCategory = 'residential' | 'commercial' | 'agricultural';
export type Furnished = 'furnished' | 'unfurnished';
/** One status model for every kind: see features/listings/lifecycle.ts. */
export type PropertyStatus = ListingStatus;
export type ContactChannel = 'call' | 'email' | 'whatsapp';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PropertiesTable {
  id: Generated<number>;
  tenant_id: number;
  owner_id: number;
  name: string;
  name_ar: string | null;
  description: string;
  description_ar: string | null;
  additional_information: string | null;
  governorate_id: number;
  city_id: number;
  neighborhood_id: number | null;
  sub_neighborhood_id: number | null;
  property_type: PropertyType;
  listing_type: ListingType;
  /** What a rent's price is per; null for a sale (migration 0320). */
  rent_period: ColumnType<RentPeriod | null, RentPeriod | null | undefined, RentPeriod | null>;
  category: PropertyCategory;
  bedrooms: number;
  bathrooms: number;
  size_sqm: number;
  furnished: Furnished;
  floor_level: number | null;
  amenities: ColumnType<string[], string[] | undefined, string[]>;
  price_syp: number;
  price_usd: number;
  discount_percent: number;
  final_price_syp: number;
  final_price_usd: number;
  primary_image_id: number | null;
  video_id: number | null;
  latitude: number;
  longitude: number;
  status: ColumnType<PropertyStatus, PropertyStatus | undefined, PropertyStatus>;
  status_before_hidden: ColumnType<ListingStatus | null, ListingStatus | null | undefined, ListingStatus | null>;
  status_changed_at: ColumnType<Date | null, Date | undefined, Date | null>;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  views_count: ColumnType<number, number | undefined, number>;
  contacts_count: ColumnType<number, number | undefined, number>;
  search_text: string;
  seed_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PropertyImagesTable {
  property_id: number;
  media_id: number;
  position: number;
}

export interface PropertyFavouritesTable {
  tenant_id: number;
  user_id: number;
  property_id: number;
  created_at: CreatedAt;
}

export interface PropertyContactsTable {
  tenant_id: number;
  user_id: number;
  property_id: number;
  channel: ContactChannel;
  times: ColumnType<number, number | undefined, number>;
  first_contacted_at: CreatedAt;
  last_contacted_at: UpdatedAt;
}

declare module '../../db/types.js' {
  interface Database {
    properties: PropertiesTable;
    property_images: PropertyImagesTable;
    property_favourites: PropertyFavouritesTable;
    property_contacts: PropertyContactsTable;
  }
}
