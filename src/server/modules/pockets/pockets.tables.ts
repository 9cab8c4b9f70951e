import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0023_bonus_pockets (docs/money.md "Bonus money"). */

type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;
type Money = ColumnType<bigint, bigint | number | string, bigint | number | string>;
type NullableMoney = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;

export type SpendOrder = 'cash_first' | 'bonus_first';
export type PocketOutcome = 'completed' | 'cancelled' | 'expired';

/** The part of a player's main wallet one bonus locks until its own turnover is met. */
export interface BonusPocketTable {
  bonus_id: Ref;
  brand_code: string;
  account_id: Ref;
  /** The player's main wallet (ledger account) the locked money sits in. */
  cash_account_id: Ref;
  /** Locked now: never more than the wallet holds; 0 once closed. */
  locked: Money;
  /** What was locked when it opened: the bonus, and the deposit when the brand locks deposit + bonus. */
  bonus_part: Money;
  deposit_part: Generated<bigint>;
  required: Money;
  /** Weighted valid bet counted for this bonus (bets placed after it opened). */
  wagered: Generated<bigint>;
  /** Category → weight in basis points (10000 = 100 %); a category not listed counts 100 %. */
  weights: ColumnType<Record<string, number>, Record<string, number> | string, never>;
  spend: SpendOrder;
  opened_at: Generated<Date>;
  expires_at: Date | null;
  closed_at: Date | null;
  outcome: PocketOutcome | null;
  /** At closing: what became free (completed: all of it; forfeited: the deposit's share). */
  released: NullableMoney;
  /** At a cancellation or expiry: what the forfeit posting took back. */
  forfeited: NullableMoney;
  forfeit_transfer_id: ColumnType<bigint | null, never, bigint | number | string | null>;
}

/** The part of a bet's stake paid from a pocket's locked money (its wins return there pro rata). */
export interface BonusStakeTable {
  bet_transfer_id: Ref;
  bonus_id: Ref;
  amount: Money;
}

/** The pockets tables, as the database type composes them (src/server/db/database.ts). */
export interface PocketsTables {
  bonus_pocket: BonusPocketTable;
  bonus_stake: BonusStakeTable;
}
