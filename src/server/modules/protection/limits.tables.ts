/**
 * The limits a player sets on their own account (migration 0032, docs/responsible-gaming-limits.md).
 */
import type { ColumnType } from 'kysely';
import type { DefaultedDate, Money, NullableMoney, Ref } from '@/server/db/columns';

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session' | 'reality_check';
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

export interface PlayerLimitTable {
  account_id: Ref;
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force: minor units (deposit, loss, wager) or minutes (session, reality_check). */
  amount: Money;
  /** The raised value that applies at pending_at; null with pending_at set: the limit is removed then. */
  pending_amount: NullableMoney;
  pending_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: DefaultedDate;
}

/** The limits tables, as the database type composes them (src/server/db/database.ts). */
export interface LimitsTables {
  player_limit: PlayerLimitTable;
}
