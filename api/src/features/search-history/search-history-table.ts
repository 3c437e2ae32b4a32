import type { ColumnType, Generated } from 'kysely';
import type { ListingKind } from '../listing-kinds/registry.js';

export interface SearchHistoryTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  kind: ListingKind;
  query: string;
  searched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/types.js' {
  interface Database {
    search_history: SearchHistoryTable;
  }
}
