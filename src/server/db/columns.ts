/**
 * Column types the tables files share: how node-postgres reads a column and what an insert or update may pass.
 */
import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, never, never>;
export type DefaultedDate = ColumnType<Date, Date | undefined, Date>;
/** bigint ids are parsed as BigInt by node-postgres (see connect.ts). */
export type Id = ColumnType<bigint, bigint | number | string, never>;
export type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;
export type NullableRef = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;
/** bigint money columns (minor units) are parsed as BigInt by node-postgres. */
export type Money = ColumnType<bigint, bigint | number | string, bigint | number | string>;
export type NullableMoney = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;
export type Json<T> = ColumnType<T, string | undefined, string>;
export type Big = ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
export type NullableBig = ColumnType<
  bigint | null,
  bigint | number | string | null | undefined,
  bigint | number | string | null
>;
