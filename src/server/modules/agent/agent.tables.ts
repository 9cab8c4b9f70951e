import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '@/server/db/columns';

/** Tables of the agent's working tools (migration 0029_agent_work; docs/agent-api.md). */

type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;

/** A marketing link of an agent: its own invitation code and campaign name. */
export interface AgentLinkTable {
  id: Generated<bigint>;
  brand_code: string;
  agent_id: Ref;
  code: string;
  campaign: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** Clicks of a marketing link per business day (brand zone). */
export interface AgentLinkClickDayTable {
  link_id: Ref;
  day: ColumnType<string, string, string>;
  clicks: Generated<number>;
}

/** An agent's private note on a member of its team. */
export interface AgentDownlineNoteTable {
  agent_id: Ref;
  account_id: Ref;
  note: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A lock an agent put on a team member (operators' locks have none, so agents cannot lift them). */
export interface DownlineLockTable {
  account_id: Ref;
  locked_by: Ref;
  reason: string;
  locked_at: ColumnType<Date, Date | undefined, Date>;
}

/** Per-account, per-business-day figures (migration 0011; kept by triggers). */
export interface AccountDayTable {
  account_id: bigint;
  day: string;
  brand_code: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
  deposits: bigint;
  deposit_count: number;
  withdrawals: bigint;
  withdrawal_count: number;
  bonuses: bigint;
}

export interface AgentAnnouncementReadTable {
  account_id: bigint;
  announcement_id: string;
  read_at: CreatedAt;
}

// The agent report aggregates (migrations 0011, 0028, 0029; docs/agent-api.md): kept by triggers from the ledger and
// the bets, as change rows folded into per-day and per-team totals.

/** A player's running totals up to a business day. */
export interface AccountCumTable {
  account_id: bigint;
  day: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
}

/** A member's latest running total (migration 0044), its last day and last day with a valid bet. */
export interface AccountTotalTable {
  account_id: bigint;
  last_day: string;
  last_active: string | null;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
}

/** A change to a player's day (one per posting or bet), folded into account_day and team_day. */
export interface AccountDayChangeTable {
  id: Generated<bigint>;
  account_id: bigint;
  day: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
  deposits: bigint;
  deposit_count: number;
  withdrawals: bigint;
  withdrawal_count: number;
  bonuses: bigint;
  active: number;
  first_deposit_count: number;
  first_deposits: bigint;
}

/** A bet's change to its account's day (migration 0046), folded into account_day after commit. */
export interface AccountDayQueueTable {
  id: Generated<bigint>;
  account_id: bigint;
  day: string;
  brand_code: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
}

/** A player's first deposit (the day and amount the reports count). */
export interface AccountFirstDepositTable {
  account_id: bigint;
  brand_code: string;
  day: string;
  amount: bigint;
  at: Date;
}

/**
 * A change to a player's day per game category, vendor and game, folded into account_game_day, team_game_day and
 * game_day.
 */
export interface AccountGameChangeTable {
  id: Generated<bigint>;
  account_id: bigint;
  day: string;
  category: string;
  vendor_code: string;
  /** '' when the bet names no game (migration 0045). */
  game_code: Generated<string>;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
}

/** A player's day per game category and vendor. */
export interface AccountGameDayTable {
  account_id: bigint;
  day: string;
  category: string;
  vendor_code: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
}

/** A brand's day per vendor and single game (migration 0045): the back office's top games. */
export interface GameDayTable {
  brand_code: string;
  day: string;
  vendor_code: string;
  /** '' when the bets name no game. */
  game_code: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
}

/** A team's day (the agent and every member below), by ancestor. */
export interface TeamDayTable {
  ancestor_id: bigint;
  day: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
  deposits: bigint;
  deposit_count: number;
  withdrawals: bigint;
  withdrawal_count: number;
  bonuses: bigint;
  active: number;
  first_deposit_count: number;
  first_deposits: bigint;
}

/** A team's day per game category and vendor, by ancestor. */
export interface TeamGameDayTable {
  ancestor_id: bigint;
  day: string;
  category: string;
  vendor_code: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bet_count: number;
}

/** How many accounts an agent's team has at one depth ≥ 1 (migration 0049, kept by account_closure's triggers). */
export interface TeamSizeTable {
  ancestor_id: bigint;
  depth: number;
  count: number;
}

/** How many of an agent's team registered on one day of the brand's zone (migration 0049, as team_size). */
export interface TeamRegistrationDayTable {
  ancestor_id: bigint;
  day: string;
  count: number;
}

/** How many of an agent's team have `day` as their last day with a valid bet (migration 0049, account_total). */
export interface TeamLastActiveTable {
  ancestor_id: bigint;
  day: string;
  count: number;
}

/** How far the agent stream has read the ledger (one row). */
export interface AgentStreamMarkTable {
  id: Generated<number>;
  transfer_id: bigint;
  account_id: bigint;
}

/** The agent tables, as the database type composes them (src/server/db/database.ts). */
export interface AgentTables {
  account_day: AccountDayTable;
  agent_announcement_read: AgentAnnouncementReadTable;
  agent_link: AgentLinkTable;
  agent_link_click_day: AgentLinkClickDayTable;
  agent_downline_note: AgentDownlineNoteTable;
  downline_lock: DownlineLockTable;
  account_cum: AccountCumTable;
  account_total: AccountTotalTable;
  account_day_change: AccountDayChangeTable;
  account_day_queue: AccountDayQueueTable;
  account_first_deposit: AccountFirstDepositTable;
  account_game_change: AccountGameChangeTable;
  account_game_day: AccountGameDayTable;
  game_day: GameDayTable;
  team_day: TeamDayTable;
  team_game_day: TeamGameDayTable;
  team_last_active: TeamLastActiveTable;
  team_registration_day: TeamRegistrationDayTable;
  team_size: TeamSizeTable;
  agent_stream_mark: AgentStreamMarkTable;
}
