/** Shapes of the promotions API (docs/promotions.md): money is a decimal string, times ISO 8601 UTC. */

/** Spec §4 "Promotion states". */
export type PromotionState =
  | 'join'
  | 'applying'
  | 'claim'
  | 'claimed'
  | 'issued'
  | 'rejected'
  | 'closed'
  | 'joined'
  | 'signed'
  | 'coming_soon';

export type PromotionKind =
  | 'deposit_bonus'
  | 'rebate'
  | 'daily_claim'
  | 'application'
  | 'red_envelope'
  | 'raffle';
export type PromotionAction = 'join' | 'claim' | 'apply' | 'envelope';
export type ClosedReason =
  | 'ended'
  | 'not_today'
  | 'budget_spent'
  | 'not_eligible'
  | 'account_blocked'
  | 'not_won';

/** A bonus's rules as the engine applies them (docs/money.md "Bonus money"), shown before joining. */
export interface TurnoverTerms {
  multiplier: number;
  of: 'bonus' | 'bonus_and_deposit';
  /** What stays locked in the main wallet until the turnover is met. */
  lock: 'bonus' | 'bonus_and_deposit';
  /** Days after the credit after which what is still locked is forfeited; null = no expiry. */
  expiresInDays: number | null;
  spend: 'cash_first' | 'bonus_first';
  /** Categories counting at another weight than 100 % (every other counts fully). */
  weights: { category: string; percent: number }[];
}

export interface Promotion {
  id: string;
  kind: PromotionKind;
  category: string;
  title: string;
  summary: string;
  image: string | null;
  startsAt: string;
  endsAt: string | null;
  timezone: string;
  days: number[] | null;
  participation: 'auto' | 'join' | 'apply';
  state: PromotionState;
  action: PromotionAction | null;
  reason: ClosedReason | null;
  loginRequired: boolean;
  reward: {
    percentBp: number | null;
    cap: string | null;
    minDeposit: string | null;
    amount: string | null;
    prizes: string[] | null;
    ticketEvery: string | null;
    basis: 'valid_bet' | 'net_loss' | null;
    period: 'day' | 'week' | null;
    payout: 'auto' | 'claim' | null;
  };
  turnover: TurnoverTerms | null;
  claimable: string | null;
  progress: { tickets: number; validBet: string } | null;
  envelopes: { left: number; total: number } | null;
}

export type ApplicationStatus = 'processing' | 'rejected' | 'approved';

export interface Application {
  id: string;
  status: ApplicationStatus;
  comment: string;
  images: number;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface PromotionDetail extends Promotion {
  terms: string;
  limit: { per: 'promotion' | 'day' | 'week' | 'month'; count: number; used: number };
  application: Application | null;
  raffle: {
    commitment: string;
    drawAt: string;
    drawnAt: string | null;
    serverSeed: string | null;
    clientSeed: string | null;
    totalTickets: number;
    winners: { rank: number; prize: string; player: string; tickets: number }[];
    myPrize: { rank: number; prize: string; claimed: boolean } | null;
  } | null;
}

export interface PromotionList {
  categories: string[];
  loggedIn: boolean;
  promotions: Promotion[];
}

export type BonusStatus =
  | 'claimable'
  | 'wagering'
  | 'completed'
  | 'no_turnover'
  | 'cancelled'
  | 'expired'
  | 'void';

export interface Bonus {
  id: string;
  promotionId: string;
  kind: PromotionKind;
  title: string;
  source: string;
  amount: string;
  depositAmount: string | null;
  turnoverRequired: string;
  turnoverDone: string;
  status: BonusStatus;
  /** What it locks in the main wallet now (0 once closed). */
  locked: string;
  depositLocked: string;
  expiresAt: string | null;
  /** A cancelled or expired bonus: what its forfeit posting took back and what became free. */
  forfeited: string | null;
  released: string | null;
  closedAt: string | null;
  cancellable: boolean;
  createdAt: string;
  creditedAt: string | null;
}

/** The answer of a cancelled bonus. */
export interface CancelResult {
  bonusId: string;
  status: 'cancelled';
  forfeited: string;
  released: string;
  balance: string;
  free: string;
  locked: string;
  replayed: boolean;
}

export interface Turnover {
  required: string;
  done: string;
  remaining: string;
  met: boolean;
}

export interface BonusPage {
  content: Bonus[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
  free: string;
  locked: string;
  turnover: Turnover;
}

export interface RewardItem {
  promotionId: string;
  /** A promotion's kind, or a loyalty reward's (vip_upgrade, vip_bonus, referral, mission, leaderboard …). */
  kind: PromotionKind | (string & {});
  /** The bonus row to claim: loyalty rewards (promotionId `loyalty:…`) are claimed by it. */
  bonusId?: string | null;
  title: string;
  image: string | null;
  action: 'claim' | 'envelope' | 'raffle';
  amount: string | null;
  turnover: { multiplier: number; required: string } | null;
  expiresAt: string | null;
}

export interface Rewards {
  count: number;
  items: RewardItem[];
}

/** What a claim, an envelope or a raffle prize credited. */
export interface ClaimResult {
  bonus: Bonus;
  promotion: Promotion;
  rank?: number;
}
