import type { ColumnType, Generated } from 'kysely';
import type { ListingKind } from '../listing-kinds/registry.js';

export type AlertFrequency = 'off' | 'instant' | 'daily';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SavedSearchesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  name: string;
  kind: ListingKind;
  query: string;
  alert: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  matches_since: Timestamp;
  last_alerted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SavedSearchAlertsSentTable {
  saved_search_id: number;
  listing_id: number;
  sent_at: CreatedAt;
}

declare module '../../db/types.js' {
  interface Database {
    saved_searches: SavedSearchesTable;
    saved_search_alerts_sent: SavedSearchAlertsSentTable;
  }
}
