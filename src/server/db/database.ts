import type { ColumnType, Generated } from 'kysely';
import type { LocalizedText } from '../../core/brand';
import type {
  AgentDownlineNoteTable,
  AgentLinkClickDayTable,
  AgentLinkTable,
  DownlineLockTable,
} from '../modules/agent/agent.tables';
import type { JackpotEventTable, JackpotPoolTable, JackpotWinTable } from '../modules/jackpot/jackpot.tables';
import type { BonusPocketTable, BonusStakeTable } from '../modules/pockets/pockets.tables';
import type { SessionHandoffTable } from '../modules/session/handoff.tables';
import type { SocialFlowTable, SocialIdentityTable } from '../modules/social/social.tables';
import type { DemoLaunchTable, DemoWalletTxTable } from '../modules/vendor/demo-wallet.tables';
import type {
  AccountDeviceTable,
  LeaderboardSettlementTable,
  MissionClaimTable,
  ReferralDecisionTable,
} from './engagement-tables';

type CreatedAt = ColumnType<Date, never, never>;
type DefaultedDate = ColumnType<Date, Date | undefined, Date>;
/** bigint ids are parsed as BigInt by node-postgres (see connect.ts). */
type Id = ColumnType<bigint, bigint | number | string, never>;
type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;
type NullableRef = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;

/** Mirror of each brand folder, upserted at start so rows of other tables can reference brands. */
export interface BrandTable {
  code: string;
  merchant_code: string;
  display_name: string;
  currency: string;
  /** IANA zone of the business day (agent reports); 'UTC' by default. */
  timezone: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface ServerSecretTable {
  id: Generated<number>;
  secret: Buffer;
}

export interface AccountTable {
  id: Generated<bigint>;
  brand_code: string;
  username: string;
  /** Lower-cased username: uniqueness and lookups are case-insensitive. */
  username_key: string;
  type: Generated<number>;
  status: Generated<'active' | 'disabled'>;
  password_hash: string;
  password_changed_at: DefaultedDate;
  must_change_password: Generated<boolean>;
  first_login_done: Generated<boolean>;
  payment_password_hash: string | null;
  nickname: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  icon: string | null;
  vip_level: Generated<number>;
  affiliate_code: string | null;
  referral_code: string;
  upline_id: NullableRef;
  referrer_id: NullableRef;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  totp_last_step: ColumnType<bigint | null, bigint | number | null, bigint | number | null>;
  register_ip: string | null;
  register_domain: string | null;
  register_method: string | null;
  created_at: CreatedAt;
  last_login_at: Date | null;
  /** The member's chosen interface language (migration 0021_language); null = never chosen. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The marketing link the account registered through (migration 0029_agent_work). */
  register_link_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface AccountClosureTable {
  ancestor_id: Ref;
  descendant_id: Ref;
  depth: number;
}

export interface SessionTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  account_id: Ref;
  brand_code: string;
  kind: 'member' | 'agent';
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: DefaultedDate;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface DeviceTokenTable {
  token_hash: Buffer;
  account_id: Ref;
  brand_code: string;
  expires_at: Date;
}

export interface KnownIpTable {
  account_id: Ref;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface AuthThrottleTable {
  brand_code: string;
  scope: string;
  key: string;
  failures: Generated<number>;
  window_start: DefaultedDate;
  blocked_until: Date | null;
}

export interface CaptchaTable {
  id: string;
  brand_code: string;
  answer: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface VerificationCodeTable {
  id: Generated<bigint>;
  brand_code: string;
  purpose: string;
  channel: 'sms' | 'email';
  destination: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginChallengeTable {
  id: string;
  account_id: Ref;
  brand_code: string;
  kind: 'member' | 'agent';
  ip: string;
  remember_me: Generated<boolean>;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<bigint>;
  brand_code: string;
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

// ---- Money (migrations 0004_ledger, 0005_cashier; docs/money.md) ----

/** bigint money columns (minor units) are parsed as BigInt by node-postgres. */
type Money = ColumnType<bigint, bigint | number | string, bigint | number | string>;
type NullableMoney = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type LedgerAccountKind =
  | 'player_cash'
  | 'player_bonus'
  | 'player_hold'
  | 'player_game_wallet'
  | 'agent'
  | 'house'
  | 'provider_clearing'
  | 'vendor'
  | 'adjustments'
  | 'expense'
  /** A brand's jackpot pool (migration 0025): a liability to the next winner, never negative. */
  | 'jackpot';

export interface LedgerAccountTable {
  id: Generated<bigint>;
  brand_code: string;
  currency: string;
  kind: LedgerAccountKind;
  owner_id: NullableRef;
  code: Generated<string>;
  balance: Generated<bigint>;
  allow_negative: boolean;
  created_at: CreatedAt;
}

/** Append-only (trigger): no UPDATE or DELETE. */
export interface LedgerTransferTable {
  id: Generated<bigint>;
  brand_code: string;
  idempotency_key: string;
  request_hash: Buffer;
  debit_account_id: Ref;
  credit_account_id: Ref;
  amount: Money;
  kind: string;
  reference: string | null;
  memo: Json<Record<string, unknown> | null>;
  debit_balance_after: Money;
  credit_balance_after: Money;
  created_at: CreatedAt;
}

export interface LedgerRefusalTable {
  id: Generated<bigint>;
  brand_code: string;
  idempotency_key: string;
  request_hash: Buffer;
  debit_account_id: Ref;
  credit_account_id: Ref;
  amount: Money;
  kind: string;
  reference: string | null;
  reason: string;
  available: Money;
  created_at: CreatedAt;
}

export interface PaymentDepositTable {
  id: Generated<bigint>;
  order_no: string;
  brand_code: string;
  account_id: Ref;
  method_code: string;
  provider: string;
  currency: string;
  amount: Money;
  fee: Money;
  status: Generated<'pending' | 'credited' | 'failed'>;
  client_key: string;
  request_hash: Buffer;
  provider_txn_id: string | null;
  failure_reason: string | null;
  transfer_id: NullableRef;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface PayeeAccountTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  kind: 'bank' | 'ewallet';
  bank_code: string;
  account_no: string;
  holder_name: string;
  created_at: CreatedAt;
  removed_at: Date | null;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'payout_failed';
export type ReceiptStatus =
  | 'awaiting'
  | 'received'
  | 'partial'
  | 'not_received'
  | 'all_received'
  | 'auto_received';

export interface WithdrawalTable {
  id: Generated<bigint>;
  order_no: string;
  brand_code: string;
  account_id: Ref;
  currency: string;
  amount: Money;
  payee_account_id: Ref;
  bank_code: string;
  account_no: string;
  holder_name: string;
  status: Generated<WithdrawalStatus>;
  payout_method: string;
  payout_status: 'sent' | 'confirmed' | 'failed' | null;
  receipt_status: ReceiptStatus | null;
  received_amount: NullableMoney;
  receipt_due_at: Date | null;
  receipt_at: Date | null;
  client_key: string;
  request_hash: Buffer;
  hold_transfer_id: Ref;
  settle_transfer_id: NullableRef;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  created_at: CreatedAt;
}

export interface WithdrawalProofTable {
  id: Generated<bigint>;
  withdrawal_id: Ref;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer;
  created_at: CreatedAt;
}

export interface InboxMessageTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  kind: string;
  params: Json<Record<string, unknown>>; // MessageParams (wallet/inbox.service.ts)
  created_at: CreatedAt;
  read_at: Date | null;
  deleted_at: Date | null;
}

export interface JobTable {
  id: Generated<bigint>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  dedupe_key: string | null;
  run_at: DefaultedDate;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  failed_at: Date | null;
  created_at: CreatedAt;
}

/** Append-only (trigger): the operators' audit trail. */
export interface OpsActionTable {
  id: Generated<bigint>;
  brand_code: string | null;
  actor: string;
  action: string;
  target: string | null;
  reason: string | null;
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** Game vendors of the catalogue (code = vassalage). Names per language as JSON. */
export interface VendorTable {
  code: string;
  ordinal: number;
  names: ColumnType<Record<string, string>, string, string>;
  categories: string[];
  is_game: 'GAME' | 'VASSALAGE';
  demo: boolean;
  maintenance: Generated<boolean>;
  hue: number;
}

export interface GameTable {
  node_id: number;
  game_code: string;
  vendor_code: string;
  game_type: string;
  is_game: 'GAME' | 'VASSALAGE';
  tags: string[];
  /** date: node-postgres parses it as a local Date; the catalogue reads it as text (to_char). */
  release_date: ColumnType<Date, string, string>;
  is_hot: boolean;
  popularity: number;
  demo: boolean;
  maintenance: Generated<boolean>;
  art_seed: ColumnType<bigint, number | bigint, number | bigint>;
  classify_key: string;
  rooms: ColumnType<unknown[] | null, string | null, string | null>;
}

export interface GameNameTable {
  node_id: number;
  language: string;
  name: string;
  /** normalizeSearch(name) (src/core/search-text.ts). */
  search: string;
}

/** Real plays per brand and game (hot games by real play). */
export interface GamePlayTable {
  brand_code: string;
  node_id: number;
  plays: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  last_played_at: DefaultedDate;
}

export interface FavoriteGameTable {
  account_id: Ref;
  node_id: number;
  created_at: CreatedAt;
}

export interface RecentGameTable {
  account_id: Ref;
  node_id: number;
  played_at: DefaultedDate;
}

/** Wins for the winner board: amount in minor units of the brand currency. */
export interface GameWinTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  node_id: number;
  amount: ColumnType<bigint, bigint | number | string, never>;
  /** A jackpot win (migration 0025): the board marks it. */
  jackpot: Generated<boolean>;
  created_at: CreatedAt;
}

// ---- Seamless-wallet protocol (0006) and the in-house vendor MQ (0007); docs/originals.md. ----

export interface WalletSessionTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  launch_hash: Buffer | null;
  launch_expires_at: Date | null;
  vendor_code: string;
  brand_code: string;
  account_id: Ref;
  game_code: string;
  currency: string;
  created_at: CreatedAt;
  expires_at: Date;
}

/** Append-only (trigger): the first answer to each vendor transaction. */
export interface VendorTxTable {
  vendor_code: string;
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  request_hash: Buffer;
  status: string;
  answer: Json<Record<string, unknown>>;
  account_id: NullableRef;
  reference_uuid: string | null;
  amount: NullableMoney;
  transfer_id: NullableRef;
  created_at: CreatedAt;
}

export type VendorBetStatus = 'open' | 'settled' | 'refunded' | 'tombstone';

export interface VendorBetTable {
  id: Generated<bigint>;
  vendor_code: string;
  bet_uuid: string;
  brand_code: string;
  account_id: Ref;
  currency: string;
  node_id: number | null;
  game_code: string | null;
  category: string | null;
  round: string | null;
  amount: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  payout: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  status: VendorBetStatus;
  round_closed: Generated<boolean>;
  bet_transfer_id: NullableRef;
  created_at: CreatedAt;
  settled_at: Date | null;
}

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

// ---- Promotions (0016; docs/promotions.md). ----

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

// ---- Support (migration 0017_support, docs/support.md) ----
export interface SupportOperatorTable {
  id: Generated<bigint>;
  username: string;
  display_name: string;
  password_hash: string;
  /** null = every brand. */
  brands: string[] | null;
  created_at: CreatedAt;
}

export interface SupportOperatorSessionTable {
  token_hash: Buffer;
  operator_id: Ref;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface FeedbackTicketTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: NullableRef;
  contact: string | null;
  question_type: string;
  complaint: boolean;
  content: string;
  language: string;
  source: Generated<'form' | 'chat'>;
  status: Generated<'open' | 'answered' | 'closed'>;
  due_at: Date | null;
  answered_at: Date | null;
  player_unread: Generated<number>;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface FeedbackReplyTable {
  id: Generated<bigint>;
  ticket_id: Ref;
  author: 'player' | 'support';
  operator_name: string | null;
  body: string;
  created_at: CreatedAt;
}

export interface SupportFileTable {
  id: string;
  brand_code: string;
  ticket_id: NullableRef;
  room_id: NullableRef;
  content_type: 'image/png' | 'image/jpeg';
  bytes: number;
  created_at: CreatedAt;
}

export interface ChatRoomTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: NullableRef;
  visitor_key_hash: Buffer | null;
  status: Generated<'waiting' | 'active' | 'closed'>;
  operator_id: NullableRef;
  player_unread: Generated<number>;
  support_unread: Generated<number>;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface ChatMessageTable {
  id: Generated<bigint>;
  room_id: Ref;
  sender: 'player' | 'support' | 'system';
  operator_name: string | null;
  body: string;
  file_id: string | null;
  created_at: CreatedAt;
}

export interface Database {
  support_operator: SupportOperatorTable;
  support_operator_session: SupportOperatorSessionTable;
  feedback_ticket: FeedbackTicketTable;
  feedback_reply: FeedbackReplyTable;
  support_file: SupportFileTable;
  chat_room: ChatRoomTable;
  chat_message: ChatMessageTable;
  account_day: AccountDayTable;
  agent_announcement_read: AgentAnnouncementReadTable;
  brand: BrandTable;
  server_secret: ServerSecretTable;
  account: AccountTable;
  account_closure: AccountClosureTable;
  session: SessionTable;
  device_token: DeviceTokenTable;
  known_ip: KnownIpTable;
  auth_throttle: AuthThrottleTable;
  captcha: CaptchaTable;
  verification_code: VerificationCodeTable;
  login_challenge: LoginChallengeTable;
  outbox: OutboxTable;
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_refusal: LedgerRefusalTable;
  payment_deposit: PaymentDepositTable;
  payee_account: PayeeAccountTable;
  withdrawal: WithdrawalTable;
  withdrawal_proof: WithdrawalProofTable;
  inbox_message: InboxMessageTable;
  job: JobTable;
  ops_action: OpsActionTable;
  vendor: VendorTable;
  game: GameTable;
  game_name: GameNameTable;
  game_play: GamePlayTable;
  favorite_game: FavoriteGameTable;
  recent_game: RecentGameTable;
  game_win: GameWinTable;
  wallet_session: WalletSessionTable;
  vendor_tx: VendorTxTable;
  vendor_bet: VendorBetTable;
  fair_seed: FairSeedTable;
  mq_demo: MqDemoTable;
  mq_bet: MqBetTable;
  crash_chain: CrashChainTable;
  crash_chain_checkpoint: CrashChainCheckpointTable;
  crash_round: CrashRoundTable;
  lottery_draw: LotteryDrawTable;
  lottery_bet: LotteryBetTable;
  social_identity: SocialIdentityTable;
  social_flow: SocialFlowTable;
  promotion_state: PromotionStateTable;
  promotion_player: PromotionPlayerTable;
  promotion_bonus: PromotionBonusTable;
  promotion_application: PromotionApplicationTable;
  promotion_raffle: PromotionRaffleTable;
  // VIP and points mall (migration 0020, docs/vip-points.md).
  points_balance: PointsBalanceTable;
  points_entry: PointsEntryTable;
  loyalty_event: LoyaltyEventTable;
  points_stock: PointsStockTable;
  points_redeem: PointsRedeemTable;
  // Referral, missions, leaderboards (0022_engagement).
  referral_decision: ReferralDecisionTable;
  account_device: AccountDeviceTable;
  mission_claim: MissionClaimTable;
  leaderboard_settlement: LeaderboardSettlementTable;
  // Bonus pockets (0023_bonus_pockets, docs/money.md "Bonus money").
  bonus_pocket: BonusPocketTable;
  bonus_stake: BonusStakeTable;
  agent_link: AgentLinkTable;
  agent_link_click_day: AgentLinkClickDayTable;
  agent_downline_note: AgentDownlineNoteTable;
  downline_lock: DownlineLockTable;
  // Trial demo play, the jackpot pool and session hand-off codes (0025_player_play).
  demo_launch: DemoLaunchTable;
  demo_wallet_tx: DemoWalletTxTable;
  jackpot_event: JackpotEventTable;
  jackpot_pool: JackpotPoolTable;
  jackpot_win: JackpotWinTable;
  session_handoff: SessionHandoffTable;
}

export type { Id };

// ---- VIP and points mall (migration 0020, docs/vip-points.md) ----

type Big = ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
type NullableBig = ColumnType<
  bigint | null,
  bigint | number | string | null | undefined,
  bigint | number | string | null
>;

export interface PointsBalanceTable {
  account_id: bigint;
  brand_code: string;
  balance: Big;
  carry: Big;
  updated_at: DefaultedDate;
}

export interface PointsEntryTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: bigint;
  type: string;
  points: Big;
  balance_after: Big;
  basis: NullableBig;
  ratio: string | null;
  units: NullableBig;
  remark: string | null;
  entry_key: string;
  created_at: CreatedAt;
}

export interface LoyaltyEventTable {
  id: Generated<bigint>;
  kind: 'bet' | 'deposit';
  ref_id: bigint;
  account_id: bigint;
  brand_code: string;
  created_at: CreatedAt;
  processed_at: Date | null;
}

export interface PointsStockTable {
  brand_code: string;
  item_id: string;
  sold: Generated<number>;
}

export interface PointsRedeemTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: bigint;
  reference_no: string;
  client_key: string;
  request_hash: string;
  item_id: string;
  item_type: 'goods' | 'voucher';
  item_name: ColumnType<LocalizedText, LocalizedText, LocalizedText>;
  quantity: number;
  points: Big;
  amount: NullableBig;
  status: Generated<'processing' | 'approved' | 'rejected'>;
  address: string;
  mobile: string;
  paid_account: string | null;
  paid_amount: NullableBig;
  transfer_id: NullableBig;
  decided_by: string | null;
  decided_reason: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}
