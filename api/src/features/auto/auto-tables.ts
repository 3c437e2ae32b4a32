import type { ColumnType, Generated } from 'kysely';
import type { ListingColumns } from '../listings/listing-columns.js';

export type VehicleType = 'car' | 'motorcycle' | 'truck' | 'bus';
export type Condition = 'new' | 'used' | 'certified_pre_owned';
export type Transmission = 'automatic' | 'manual';
export type SeatType = 'fabric' | 'leather' | 'semi_leather' | 'velour';
export type ImportOrigin = 'syria' | 'gcc' | 'usa' | 'lebanon' | 'turkey' | 'others';
export type FuelType = 'petrol' | 'diesel' | 'hybrid' | 'electric';
export type BodyType = 'sedan' | 'suv' | 'hatchback' | 'pickup' | 'coupe' | 'van';
export type DriveType = 'fwd' | 'rwd' | 'awd';
export type VehicleStatus = 'available' | 'sold';
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

export interface AutosTable extends ListingColumns {
  description: string | null;
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
  vehicle_status: ColumnType<VehicleStatus, VehicleStatus | undefined, VehicleStatus>;
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
