/**
 * The lottery vendors MQL and VNL (docs/lottery.md): draws and bets.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Money, NullableMoney, Ref } from '@/server/db/columns';

// Lottery vendors MQL and VNL (migration 0014_lottery, docs/lottery.md).
export type LotteryDrawStatus = 'open' | 'drawn' | 'void';

export interface LotteryDrawTable {
  id: Generated<bigint>;
  game_code: string;
  vendor_code: string;
  format: string;
  draw_no: string;
  draw_at: Date;
  close_at: Date;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  status: ColumnType<LotteryDrawStatus, LotteryDrawStatus | undefined, LotteryDrawStatus>;
  result: Json<Record<string, string[]> | null>;
  void_reason: string | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  created_at: CreatedAt;
}

export type LotteryBetStatus =
  | 'pending'
  | 'placed'
  | 'refused'
  | 'rolled_back'
  | 'settled'
  | 'closed'
  | 'refunded';

export interface LotteryBetTable {
  id: Generated<bigint>;
  uuid: string;
  brand_code: string;
  account_id: Ref;
  draw_id: Ref;
  game_code: string;
  vendor_code: string;
  prize_mode: string;
  bet_type: string;
  numbers: Json<string[]>;
  odds: Json<Record<string, number>>;
  currency: string;
  amount: Money;
  payout: NullableMoney;
  hits: Json<Record<string, number> | null>;
  status: LotteryBetStatus;
  error: string | null;
  created_at: CreatedAt;
  settled_at: Date | null;
  closed_at: Date | null;
}

/** The lottery tables, as the database type composes them (src/server/db/database.ts). */
export interface LotteryTables {
  lottery_draw: LotteryDrawTable;
  lottery_bet: LotteryBetTable;
}
