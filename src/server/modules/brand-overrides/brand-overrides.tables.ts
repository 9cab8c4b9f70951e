/**
 * Runtime overrides of a brand folder's switches (migration 0036_brand_override, docs/back-office.md).
 */
import type { ColumnType } from 'kysely';
import type { Json } from '@/server/db/columns';

export interface BrandOverrideTable {
  brand_code: string;
  /** maintenance | region | vendor:<CODE> | promotion:<id> | notice:<id> | popup:<id> */
  switch: string;
  value: Json<unknown>;
  version: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One row per live instance's listener (brand-overrides.sync.ts): the last barrier it processed. */
export interface BrandOverrideListenerTable {
  id: string;
  seen: ColumnType<bigint, bigint | number | string, bigint | number | string>;
  heartbeat_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BrandOverridesTables {
  brand_override: BrandOverrideTable;
  brand_override_listener: BrandOverrideListenerTable;
}
