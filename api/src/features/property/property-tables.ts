import type { ColumnType } from 'kysely';
import type { ListingStatus } from '../listings/lifecycle.js';
import type { ListingColumns } from '../listings/listing-columns.js';

export type PropertyType = 'apartment' | 'villa' | 'farm' | 'commercial' | 'land' | 'building' | 'other' | 'studio';
export type ListingType = 'sale' | 'rent';
export type RentPeriod = 'daily' | 'monthly' | 'yearly';
export type PropertyCategory = 'residential' | 'commercial' | 'agricultural';
export type Furnished = 'furnished' | 'unfurnished';
/** The kind of ownership document a poster says they hold (the same codes as verification requests). */
export type OwnershipDocument = 'green_tabu' | 'court_ruling' | 'notarised_poa' | 'other';
/** One status model for every kind: see features/listings/lifecycle.ts. */
export type PropertyStatus = ListingStatus;
export type ContactChannel = 'call' | 'email' | 'whatsapp';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PropertiesTable extends ListingColumns {
  description: string;
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
  /** Optional; proof of it is a verification request's business (migration 0410). */
  ownership_document: ColumnType<
    OwnershipDocument | null,
    OwnershipDocument | null | undefined,
    OwnershipDocument | null
  >;
  latitude: number;
  longitude: number;
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
