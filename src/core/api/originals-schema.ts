/**
 * The answers of the in-house games' API (src/core/api/originals.ts), each written out field by field. Game-specific
 * parts (a bet's outcome, a screen's configuration) are a union of one closed object per game: each branch allows
 * no other property, so the serialiser picks the branch the value matches exactly and drops nothing.
 */
import { ORIGINAL_GAMES } from '../original-games';
import { PLINKO_RISKS, PLINKO_ROWS } from '../originals-games';
import { Amount, Bool, Enum, Int, Nullable, type Static, Str, Type } from './schema';

/** A closed object: no property beyond the listed ones. */
const closed = { additionalProperties: false } as const;
/** A multiplier or a target, a number with up to 4 decimals (2 for targets and crash points). */
const Multiplier = Type.Number();
const Num = Type.Number();

export const Game = Enum(ORIGINAL_GAMES);

/** The active seed pair: the server seed only as its hash, the client seed, the next nonce. */
export const Seeds = Type.Object({ serverSeedHash: Str, clientSeed: Str, nonce: Int });
export type Seeds = Static<typeof Seeds>;

/** A retired pair, its server seed revealed. */
export const RevealedSeeds = Type.Object({
  serverSeed: Str,
  serverSeedHash: Str,
  clientSeed: Str,
  /** The last nonce played with the pair (−1 when none was). */
  lastNonce: Int,
});
export type RevealedSeeds = Static<typeof RevealedSeeds>;

export const RotateResult = Type.Object({ previous: RevealedSeeds, current: Seeds });
export type RotateResult = Static<typeof RotateResult>;

// ---- Outcomes ---------------------------------------------------------------------------------------------------

export const DiceOutcome = Type.Object(
  { roll: Num, target: Num, direction: Enum(['under', 'over'] as const), win: Bool },
  closed,
);
export type DiceOutcome = Static<typeof DiceOutcome>;

export const LimboOutcome = Type.Object({ result: Multiplier, target: Multiplier, win: Bool }, closed);
export type LimboOutcome = Static<typeof LimboOutcome>;

export const PlinkoOutcome = Type.Object(
  {
    rows: Enum(PLINKO_ROWS),
    risk: Enum(PLINKO_RISKS),
    /** One step per row: 0 left, 1 right. */
    path: Type.Array(Int),
    slot: Int,
  },
  closed,
);
export type PlinkoOutcome = Static<typeof PlinkoOutcome>;

export const SlotLineWin = Type.Object({ line: Int, symbol: Str, count: Int, pay: Num });
export const SlotSpin = Type.Object({
  stops: Type.Array(Int),
  /** reels[r][row]: the symbol codes shown. */
  reels: Type.Array(Type.Array(Str)),
  lines: Type.Array(SlotLineWin),
  scatters: Int,
  /** Free spins this spin awards. */
  award: Int,
  multiplier: Num,
  /** Stake multiples won by this spin. */
  win: Num,
});
export type SlotSpin = Static<typeof SlotSpin>;
export const SlotOutcome = Type.Object({ freeSpins: Int, spins: Type.Array(SlotSpin) }, closed);
export type SlotOutcome = Static<typeof SlotOutcome>;

export const InstantOutcome = Type.Union([DiceOutcome, LimboOutcome, PlinkoOutcome, SlotOutcome]);
export type InstantOutcome = Static<typeof InstantOutcome>;

/** A Mines bet in the history: the mine positions only once the round is over. */
export const MinesOutcome = Type.Object(
  { mines: Int, revealed: Type.Array(Int), hit: Nullable(Int), minePositions: Nullable(Type.Array(Int)) },
  closed,
);
export type MinesOutcome = Static<typeof MinesOutcome>;

/** A crash bet in the history: its round's hash and point once the round crashed. */
export const CrashOutcome = Type.Object(
  {
    roundId: Nullable(Str),
    autoCashout: Nullable(Multiplier),
    cashout: Nullable(Multiplier),
    crashPoint: Nullable(Multiplier),
    hash: Nullable(Str),
  },
  closed,
);
export type CrashOutcome = Static<typeof CrashOutcome>;

// ---- Screen configuration -----------------------------------------------------------------------------------------

export const DiceConfig = Type.Object(
  { rtp: Num, houseEdgeBp: Int, outcomes: Int, minWinChance: Num, maxWinChance: Num },
  closed,
);
export const LimboConfig = Type.Object(
  { rtp: Num, houseEdgeBp: Int, minTarget: Multiplier, maxTarget: Multiplier },
  closed,
);
export const MinesConfig = Type.Object(
  { rtp: Num, houseEdgeBp: Int, tiles: Int, minMines: Int, maxMines: Int },
  closed,
);
export const PlinkoConfig = Type.Object(
  {
    rtp: Num,
    rows: Type.Array(Enum(PLINKO_ROWS)),
    risks: Type.Array(Enum(PLINKO_RISKS)),
    /** tables[rows][risk]: the multiplier of each slot. */
    tables: Type.Record(Str, Type.Record(Str, Type.Array(Multiplier))),
  },
  closed,
);
/** The crash round timing (milliseconds) and the curve: multiplier = growthPer10ms ^ (ms / 10). */
export const CrashTiming = Type.Object({ bettingMs: Num, pauseMs: Num, tickMs: Num, growthPer10ms: Num });
export type CrashTiming = Static<typeof CrashTiming>;
export const CrashConfig = Type.Object(
  {
    rtp: Num,
    houseEdgeBp: Int,
    minAutoCashout: Multiplier,
    maxAutoCashout: Multiplier,
    ...CrashTiming.properties,
  },
  closed,
);
export const SlotConfig = Type.Object(
  {
    rtp: Num,
    theme: Str,
    lines: Int,
    paylines: Type.Array(Type.Array(Int)),
    reels: Type.Array(Type.Array(Str)),
    /** Line pays for 3, 4 and 5 of a kind, per symbol, in line-bet multiples. */
    pays: Type.Record(Str, Type.Array(Num)),
    scatterPays: Type.Array(Num),
    freeSpins: Type.Array(Int),
    freeSpinMultiplier: Num,
    maxFreeSpins: Int,
  },
  closed,
);
export const GameConfig = Type.Union([
  DiceConfig,
  LimboConfig,
  MinesConfig,
  PlinkoConfig,
  CrashConfig,
  SlotConfig,
]);
export type GameConfig = Static<typeof GameConfig>;
export type DiceConfig = Static<typeof DiceConfig>;
export type LimboConfig = Static<typeof LimboConfig>;
export type MinesConfig = Static<typeof MinesConfig>;
export type PlinkoConfig = Static<typeof PlinkoConfig>;
export type CrashConfig = Static<typeof CrashConfig>;
export type SlotConfig = Static<typeof SlotConfig>;

// ---- Bets ---------------------------------------------------------------------------------------------------------

/** A Mines board (every Mines call answers the whole board). */
export const MinesBoard = Type.Object(
  {
    roundId: Str,
    betId: Str,
    game: Enum(['mines'] as const),
    demo: Bool,
    amount: Amount,
    mines: Int,
    /** Tiles (0–24, row by row) the player opened, in order. */
    revealed: Type.Array(Int),
    status: Enum(['open', 'busted', 'cashed'] as const),
    /** The multiplier reached (the cash-out's while open, 0 once busted). */
    multiplier: Multiplier,
    nextMultiplier: Nullable(Multiplier),
    payout: Nullable(Amount),
    /** Every mine, once the round is over. */
    minePositions: Nullable(Type.Array(Int)),
    /** The tile that hit a mine. */
    hit: Nullable(Int),
    nonce: Int,
    clientSeed: Str,
    serverSeedHash: Str,
    /** The balance after the move, when it changed (the bet, the end of the round). */
    balance: Type.Optional(Amount),
    createdAt: Str,
  },
  closed,
);
export type MinesBoard = Static<typeof MinesBoard>;

/** An instant game's bet (dice, limbo, plinko, slots), settled in the answer. */
export const InstantBet = Type.Object(
  {
    betId: Str,
    requestId: Str,
    game: Game,
    demo: Bool,
    amount: Amount,
    multiplier: Multiplier,
    payout: Amount,
    profit: Amount,
    outcome: InstantOutcome,
    nonce: Int,
    clientSeed: Str,
    serverSeedHash: Str,
    balance: Amount,
    createdAt: Str,
  },
  closed,
);
export type InstantBet = Static<typeof InstantBet>;

/** A crash bet, placed in the round that takes bets. */
export const CrashBetPlaced = Type.Object(
  {
    roundId: Str,
    betId: Str,
    demo: Bool,
    amount: Amount,
    autoCashout: Nullable(Multiplier),
    balance: Amount,
  },
  closed,
);
export type CrashBetPlaced = Static<typeof CrashBetPlaced>;

export const CrashCashout = Type.Object({
  roundId: Str,
  betId: Str,
  multiplier: Multiplier,
  payout: Amount,
  balance: Amount,
});
export type CrashCashout = Static<typeof CrashCashout>;

// ---- Crash --------------------------------------------------------------------------------------------------------

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** A round as players may see it: the hash and point only once it crashed. */
export const CrashRoundView = Type.Object({
  roundId: Str,
  phase: Enum(CRASH_PHASES),
  bettingEndsAt: Str,
  startedAt: Nullable(Str),
  elapsedMs: Nullable(Num),
  multiplier: Nullable(Multiplier),
  crashPoint: Nullable(Multiplier),
  hash: Nullable(Str),
  crashedAt: Nullable(Str),
});
export type CrashRoundView = Static<typeof CrashRoundView>;

/** A player's bet in the current round (the name masked: "ag***01"). */
export const CrashPlayerBet = Type.Object({
  player: Str,
  mine: Bool,
  amount: Amount,
  autoCashout: Nullable(Multiplier),
  /** The multiplier cashed out at. */
  cashout: Nullable(Multiplier),
  payout: Nullable(Amount),
  status: Enum(['playing', 'cashed', 'lost'] as const),
});
export type CrashPlayerBet = Static<typeof CrashPlayerBet>;

export const CrashHistoryRound = Type.Object({
  roundId: Str,
  hash: Str,
  crashPoint: Multiplier,
  crashedAt: Nullable(Str),
  chainIndex: Int,
});
export type CrashHistoryRound = Static<typeof CrashHistoryRound>;

export const CrashState = Type.Object({
  round: CrashRoundView,
  serverTime: Str,
  bets: Type.Array(CrashPlayerBet),
  history: Type.Array(CrashHistoryRound),
  config: CrashTiming,
});
export type CrashState = Static<typeof CrashState>;

/** One crash chain: its commitment (terminal hash, then the salt) and how far play has walked it. */
export const CrashChain = Type.Object({
  chainId: Str,
  terminalHash: Str,
  committedAt: Str,
  salt: Nullable(Str),
  saltFixedAt: Nullable(Str),
  length: Int,
  roundsPlayed: Int,
  active: Bool,
});
export type CrashChain = Static<typeof CrashChain>;

/** The current chain's fields (absent before the brand's first chain, when terminalHash and salt are null). */
export const CrashFairness = Type.Object({
  chainId: Type.Optional(Str),
  terminalHash: Nullable(Str),
  committedAt: Type.Optional(Str),
  salt: Nullable(Str),
  saltFixedAt: Type.Optional(Nullable(Str)),
  length: Type.Optional(Int),
  roundsPlayed: Int,
  active: Type.Optional(Bool),
  houseEdgeBp: Int,
  growthPer10ms: Num,
  /** The latest five chains, newest first. */
  chains: Type.Array(CrashChain),
});
export type CrashFairness = Static<typeof CrashFairness>;

// ---- Session and history ------------------------------------------------------------------------------------------

export const GameSession = Type.Object({
  session: Str,
  game: Game,
  gameCode: Str,
  nodeId: Int,
  demo: Bool,
  currency: Str,
  currencySymbol: Str,
  minorUnits: Int,
  balance: Amount,
  limits: Type.Object({ min: Amount, max: Amount }),
  config: GameConfig,
  seeds: Seeds,
  /** Mines: the board still open from an earlier visit. */
  openRound: Nullable(MinesBoard),
});
export type GameSession = Static<typeof GameSession>;

export const HistoryOutcome = Type.Union([
  DiceOutcome,
  LimboOutcome,
  PlinkoOutcome,
  SlotOutcome,
  MinesOutcome,
  CrashOutcome,
]);
export type HistoryOutcome = Static<typeof HistoryOutcome>;

export const HistoryItem = Type.Object({
  betId: Str,
  game: Str,
  amount: Amount,
  multiplier: Nullable(Multiplier),
  /** Null while the bet is open (a mines board in play, a crash bet in a running round). */
  payout: Nullable(Amount),
  profit: Nullable(Amount),
  status: Enum(['open', 'won', 'lost', 'draw'] as const),
  /** Null for crash bets (decided by the round's hash chain, not by seeds). */
  nonce: Nullable(Int),
  clientSeed: Nullable(Str),
  serverSeedHash: Nullable(Str),
  /** Revealed once the seed pair was rotated. */
  serverSeed: Nullable(Str),
  roundId: Nullable(Str),
  outcome: Nullable(HistoryOutcome),
  createdAt: Str,
});
export type HistoryItem = Static<typeof HistoryItem>;

export const HistoryPage = Type.Object({
  content: Type.Array(HistoryItem),
  pageNum: Int,
  pageSize: Int,
  total: Int,
  totalPages: Int,
});
export type HistoryPage = Static<typeof HistoryPage>;
