import type { ColumnType, Generated } from 'kysely';

// The exchange_rates table (migration 0421), added to the schema from this feature's folder.
export interface ExchangeRatesTable {
  id: Generated<number>;
  tenant_id: number;
  /** numeric: read back as text, written as a number or text. */
  syp_per_usd: ColumnType<string, number | string, never>;
  effective_date: ColumnType<Date | string, string, never>;
  source: string;
  set_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/types.js' {
  interface Database {
    exchange_rates: ExchangeRatesTable;
  }
}
