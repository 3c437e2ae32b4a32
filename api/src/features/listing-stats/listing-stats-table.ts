import type { ColumnType } from 'kysely';
import type { ListingKind } from '../listing-kinds/registry.js';

type Counter = ColumnType<number, number | undefined, number>;

export interface ListingDailyStatsTable {
  tenant_id: number;
  kind: ListingKind;
  listing_id: number;
  /** UTC day, read back as 'YYYY-MM-DD' text by the statistics queries. */
  day: ColumnType<Date | string, Date | string, Date | string>;
  views: Counter;
  calls: Counter;
  emails: Counter;
  whatsapps: Counter;
  favourites: Counter;
}

declare module '../../db/types.js' {
  interface Database {
    listing_daily_stats: ListingDailyStatsTable;
  }
}
