/**
 * The in-house (MQ) game API, docs/originals-api.md, from its contract in src/core/api/originals.ts. Money is always
 * a decimal string.
 */
import type { InstantBet, InstantOutcome } from '@/core/api/originals';

export type {
  CrashBetPlaced,
  CrashCashout,
  CrashConfig,
  CrashHistoryRound,
  CrashOutcome,
  CrashPhase,
  CrashPlayerBet,
  CrashRoundView,
  CrashState,
  DiceOutcome,
  GameConfig,
  GameSession,
  HistoryItem,
  HistoryOutcome,
  HistoryPage,
  InstantOutcome,
  LimboOutcome,
  MinesBoard,
  MinesOutcome,
  PlinkoOutcome,
  RevealedSeeds,
  RotateResult,
  Seeds,
  SlotOutcome,
  SlotSpin,
} from '@/core/api/originals';
export type { OriginalGame as OriginalsGame } from '@/core/original-games';

/** An instant game's bet (dice, limbo, plinko, slots) with its game's outcome. */
export type InstantBetResult<Outcome extends InstantOutcome = InstantOutcome> = Omit<
  InstantBet,
  'outcome'
> & {
  outcome: Outcome;
};
