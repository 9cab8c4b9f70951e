import type { ColumnType, Generated } from 'kysely';

/** Mirror of each brand folder, upserted at start so rows of other tables can reference brands. */
export interface BrandTable {
  code: string;
  merchant_code: string;
  display_name: string;
  currency: string;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  brand: BrandTable;
}

export type { Generated };
