/**
 * Promotions (docs/promotions.md): state, players, bonus rows, applications and raffles.
 */
import type { ColumnType, Generated } from 'kysely';
import type { LocalizedText } from '@/core/brand';
import type { CreatedAt, Json, Money, NullableMoney, NullableRef, Ref } from '@/server/db/columns';

export interface PromotionStateTable {
  brand_code: string;
  promotion_id: string;
  spent: Generated<bigint>;
  awards: Generated<number>;
}

export interface PromotionPlayerTable {
  brand_code: string;
  promotion_id: string;
  account_id: Ref;
  joined_at: Date | null;
  created_at: CreatedAt;
}

export interface PromotionBonusTable {
  id: Generated<bigint>;
  brand_code: string;
  promotion_id: string;
  account_id: Ref;
  kind: string;
  award_key: string;
  period_key: string;
  source: string;
  amount: Money;
  deposit_amount: NullableMoney;
  turnover_required: Money;
  /** void: a deposit bonus refused at its claim because its qualifying deposit had left play (migration 0023). */
  status: 'claimable' | 'credited' | 'void';
  rank: number | null;
  transfer_id: NullableRef;
  created_at: CreatedAt;
  credited_at: Date | null;
  turnover_completed_at: Date | null;
  /** Loyalty rows only (promotion_id `loyalty:…`): the reward's title per language (migration 0019). */
  title: ColumnType<LocalizedText | null, LocalizedText | null | undefined, LocalizedText | null>;
  /** Deposit bonuses: the qualifying deposit (migration 0023). */
  deposit_id: ColumnType<bigint | null, bigint | number | string | null | undefined, never>;
}

export interface PromotionApplicationTable {
  id: Generated<bigint>;
  brand_code: string;
  promotion_id: string;
  account_id: Ref;
  period_key: string;
  comment: string;
  images: Json<{ file: string; type: string; size: number }[]>;
  status: Generated<'processing' | 'rejected' | 'approved'>;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  bonus_id: NullableRef;
  created_at: CreatedAt;
}

export interface PromotionRaffleTable {
  brand_code: string;
  promotion_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  /** The sealed entries of the draw: [accountId, tickets] in ascending account id. */
  entries: ColumnType<[string, number][] | null, string | null | undefined, string | null>;
  total_tickets: ColumnType<bigint | null, bigint | number | null, bigint | number | null>;
  created_at: CreatedAt;
  drawn_at: Date | null;
}

/** The promotions tables, as the database type composes them (src/server/db/database.ts). */
export interface PromotionsTables {
  promotion_state: PromotionStateTable;
  promotion_player: PromotionPlayerTable;
  promotion_bonus: PromotionBonusTable;
  promotion_application: PromotionApplicationTable;
  promotion_raffle: PromotionRaffleTable;
}
