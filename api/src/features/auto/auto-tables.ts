import type { ColumnType, Generated } from 'kysely';
import type { ListingStatus } from '../listings/lifecycle.js';

export type VehicleType = 'car' | 'motorcycle' | 'truck' | 'bus';
export type Condition = 'new' | 'used' | 'certified_pre_owned';
export type Transmission = 'automatic' | 'manual';
export type SeatType = 'fabric' | 'leather' | 'semi_leather' | 'velour';
export type ImportOrigin = 'syria' | 'gcc' | 'usa' | 'lebanon' | 'turkey' | 'others';
export type FuelType = 'petrol' | 'diesel' | 'hybrid' | 'electric';
export type BodyType = 'sedan' | 'suv' | 'hatchback' | 'pickup' | 'coupe' | 'van';
export type DriveType = 'fwd' | 'rwd' | 'awd';
export type VehicleStatus = 'available' | 'sold';
/** One status model for every kind: see features/listings/lifecycle.ts. */
export type AutoStatus = ListingStatus;
export type PriceCurrency = 'SYP' | 'USD';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AutoBrandsTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_ar: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface AutoClassesTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface AutoModelsTable {
  id: Generated<number>;
  class_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface AutosTable {
  id: Generated<number>;
  tenant_id: number;
  owner_id: number;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  vehicle_type: VehicleType;
  brand_id: number;
  class_id: number;
  model_id: number;
  trim: string | null;
  year: number;
  condition: Condition;
  transmission: Transmission;
  seat_type: SeatType | null;
  cylinders: number | null;
  import_origin: ImportOrigin;
  fuel_type: FuelType;
  mileage_km: number;
  body_type: BodyType;
  color: string;
  drive_type: DriveType;
  currency: ColumnType<PriceCurrency, PriceCurrency | undefined, PriceCurrency>;
  price_syp: number;
  price_usd: number;
  discount_percent: number;
  final_price_syp: number;
  final_price_usd: number;
  vehicle_status: ColumnType<VehicleStatus, VehicleStatus | undefined, VehicleStatus>;
  primary_image_id: number | null;
  video_id: number | null;
  status: ColumnType<AutoStatus, AutoStatus | undefined, AutoStatus>;
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

export interface AutoImagesTable {
  auto_id: number;
  media_id: number;
  position: number;
}

export interface AutoFavouritesTable {
  tenant_id: number;
  user_id: number;
  auto_id: number;
  created_at: CreatedAt;
}

export interface AutoContactsTable {
  tenant_id: number;
  user_id: number;
  auto_id: number;
  channel: 'call' | 'email' | 'whatsapp';
  times: ColumnType<number, number | undefined, number>;
  first_contacted_at: CreatedAt;
  last_contacted_at: UpdatedAt;
}

declare module '../../db/types.js' {
  interface Database {
    auto_brands: AutoBrandsTable;
    auto_classes: AutoClassesTable;
    auto_models: AutoModelsTable;
    autos: AutosTable;
    auto_images: AutoImagesTable;
    auto_favourites: AutoFavouritesTable;
    auto_contacts: AutoContactsTable;
  }
}
