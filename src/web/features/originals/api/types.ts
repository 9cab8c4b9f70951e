/** The in-house (MQ) game API, docs/originals-api.md. Money is always a decimal string. */

export type InstantGame = 'dice' | 'limbo' | 'plinko';
export type SlotGame = `slot-${string}`;
export type OriginalsGame = InstantGame | 'mines' | 'crash' | SlotGame;

export interface Seeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  lastNonce: number;
}

export interface RotateResult {
  previous: RevealedSeeds;
  current: Seeds;
}

export interface GameSession {
  session: string;
  game: OriginalsGame;
  demo: boolean;
  currency: string;
  currencySymbol: string;
  minorUnits: number;
  balance: string;
  limits: { min: string; max: string };
  config: Record<string, unknown>;
  seeds: Seeds;
  gameCode?: string;
  nodeId?: number;
  /** Mines: the board still open from an earlier visit. */
  openRound?: unknown;
  /** Display name of the game in the request language, when the server sends it. */
  name?: string;
}

/** Instant games (dice, limbo, plinko, slots): the bet settles at once. */
export interface InstantBetResult<Outcome = Record<string, unknown>> {
  betId: string;
  nonce: number;
  outcome: Outcome;
  multiplier: number;
  payout: string;
  profit?: string;
  balance: string;
  clientSeed?: string;
  serverSeedHash?: string;
}

export interface HistoryItem {
  betId: string;
  game: string;
  amount: string;
  multiplier: number | null;
  /** Null while the bet is open (a mines board in play, a crash bet in a running round). */
  payout: string | null;
  profit?: string | null;
  status?: 'open' | 'won' | 'lost' | 'draw';
  /** Null for crash bets (decided by the round's hash chain, not by seeds). */
  nonce: number | null;
  clientSeed: string | null;
  serverSeedHash: string | null;
  /** Revealed once the seed pair was rotated. */
  serverSeed?: string | null;
  roundId?: string | null;
  outcome: Record<string, unknown> | null;
  params?: Record<string, unknown> | null;
  createdAt: string;
}

export interface HistoryPage {
  content: HistoryItem[];
  pageNum: number;
  totalPages: number;
  total?: number;
}
