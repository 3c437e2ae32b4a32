import type { ColumnType, Generated } from 'kysely';

// Global reference data (see migration 0050_geography): no tenant_id.
interface PlaceColumns {
  id: Generated<number>;
  code: string;
  name_ar: string;
  name_en: string;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
export type GovernoratesTable = PlaceColumns;
export interface CitiesTable extends PlaceColumns {
  governorate_id: number;
}
export interface NeighborhoodsTable extends PlaceColumns {
  city_id: number;
}
export interface SubNeighborhoodsTable extends PlaceColumns {
  neighborhood_id: number;
}

declare module '../db/types.js' {
  interface Database {
    governorates: GovernoratesTable;
    cities: CitiesTable;
    neighborhoods: NeighborhoodsTable;
    sub_neighborhoods: SubNeighborhoodsTable;
  }
}
