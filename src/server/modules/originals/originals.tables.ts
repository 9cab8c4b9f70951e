/**
 * The in-house games (docs/originals.md): fairness seeds, demo balances, bets, the crash chain and rounds.
 */
import type { ColumnType, Generated } from 'kysely';
import type {
  CreatedAt,
  DefaultedDate,
  Json,
  Money,
  NullableMoney,
  NullableRef,
  Ref,
} from '@/server/db/columns';

export interface FairSeedTable {
  id: Generated<bigint>;
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  revealed_at: Date | null;
}

export interface MqDemoTable {
  id: Generated<bigint>;
  /** An anonymous demo screen's token; null for a trial account's credits (account_id, migration 0025). */
  token_hash: Buffer | null;
  account_id: ColumnType<bigint | null, bigint | null | undefined, never>;
  brand_code: string;
  currency: string;
  balance: Money;
  created_at: CreatedAt;
  last_used_at: DefaultedDate;
}

export type MqBetStatus = 'pending' | 'refused' | 'open' | 'settled' | 'closed' | 'rolled_back';

export interface MqBetTable {
  id: Generated<bigint>;
  uuid: string;
  brand_code: string;
  owner: string;
  account_id: NullableRef;
  demo_id: NullableRef;
  game: string;
  node_id: number;
  currency: string;
  amount: Money;
  params: Json<Record<string, unknown>>;
  seed_id: NullableRef;
  nonce: number | null;
  outcome: Json<Record<string, unknown> | null>;
  multiplier4: NullableMoney;
  payout: NullableMoney;
  status: MqBetStatus;
  error: string | null;
  round_id: NullableRef;
  auto_cashout: number | null;
  cashout: number | null;
  created_at: CreatedAt;
  settled_at: Date | null;
  closed_at: Date | null;
}

export interface CrashChainTable {
  id: Generated<bigint>;
  brand_code: string;
  length: number;
  checkpoint_every: number;
  terminal_hash: string;
  committed_at: CreatedAt;
  salt: string | null;
  salt_fixed_at: Date | null;
  next_index: number;
  active: Generated<boolean>;
}

export interface CrashChainCheckpointTable {
  chain_id: Ref;
  idx: number;
  hash: string;
}

export interface CrashRoundTable {
  id: Generated<bigint>;
  brand_code: string;
  chain_id: Ref;
  chain_index: number;
  hash: string;
  crash_point: number;
  crash_ms: number;
  phase: 'betting' | 'running' | 'crashed';
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  created_at: CreatedAt;
}

/** The originals tables, as the database type composes them (src/server/db/database.ts). */
export interface OriginalsTables {
  fair_seed: FairSeedTable;
  mq_demo: MqDemoTable;
  mq_bet: MqBetTable;
  crash_chain: CrashChainTable;
  crash_chain_checkpoint: CrashChainCheckpointTable;
  crash_round: CrashRoundTable;
}
