import { type FloatSource, fairBytes, fairFloats, type SeedTriple, serverSeedHash } from '@/core/fairness';
import { jackpotDraw } from '@/core/jackpot';
import { HOUSE_EDGE_BP, PLINKO_TABLES, SLOTS, type SlotTheme } from '@/core/originals-config';
import {
  type DiceParams,
  diceValid,
  limboResult,
  MINES_MAX,
  MINES_MIN,
  minePositions,
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoRisk,
  type PlinkoRows,
  playDice,
  playPlinko,
} from '@/core/originals-games';
import { playSlot, type SlotPlay } from '@/core/slots';

import type { SeededGame } from './seeded-games';

export { isSeededGame, SEEDED_GAMES, type SeededGame } from './seeded-games';

export interface BetParams {
  /** Dice: target in hundredths and direction; limbo: target multiplier in hundredths. */
  target?: number;
  direction?: 'under' | 'over';
  mines?: number;
  rows?: number;
  risk?: string;
}

export type Verification =
  | { game: 'dice'; roll: number; win: boolean | null; multiplier4: number | null }
  | { game: 'limbo'; result: number; win: boolean | null; multiplier4: number | null }
  | { game: 'mines'; mines: number; positions: number[] }
  | { game: 'plinko'; rows: PlinkoRows; risk: PlinkoRisk; path: number[]; slot: number; multiplier4: number }
  | { game: 'slot'; theme: SlotTheme; play: SlotPlay };

export interface VerifyOutput {
  hash: string;
  /** Cursor 0's 32 bytes, hex. */
  bytes: string;
  /** The floats the game used, in order. */
  floats: number[];
  result: Verification;
  /** The bet's jackpot draw (src/core/jackpot.ts): a win when below the brand's threshold. */
  jackpotDraw: number;
}

/** Counts the floats a mapping takes, so the page can list exactly those. */
function recording(seed: SeedTriple): { next: FloatSource; used: number[] } {
  const source = fairFloats(seed);
  const used: number[] = [];
  return {
    used,
    next: () => {
      const f = source();
      used.push(f);
      return f;
    },
  };
}

/** Re-computes a bet from its revealed seeds with the same code the server settles with (src/core). */
export function verifyBet(game: SeededGame, seed: SeedTriple, params: BetParams): VerifyOutput {
  const { next, used } = recording(seed);
  let result: Verification;
  if (game === 'dice') {
    const p: DiceParams = { target: params.target ?? 5050, direction: params.direction ?? 'over' };
    const played = playDice(p, next, HOUSE_EDGE_BP.dice);
    const known = params.target !== undefined && diceValid(p);
    result = {
      game,
      roll: played.roll,
      win: known ? played.win : null,
      multiplier4: known ? played.multiplier4 : null,
    };
  } else if (game === 'limbo') {
    const value = limboResult(next(), HOUSE_EDGE_BP.limbo);
    const known = params.target !== undefined && params.target >= 101;
    const win = known ? value >= params.target! : null;
    result = { game, result: value, win, multiplier4: known ? (win ? params.target! * 100 : 0) : null };
  } else if (game === 'mines') {
    const mines = Math.min(MINES_MAX, Math.max(MINES_MIN, params.mines ?? 3));
    result = { game, mines, positions: minePositions(next, mines) };
  } else if (game === 'plinko') {
    const rows = (PLINKO_ROWS as readonly number[]).includes(params.rows ?? 0)
      ? (params.rows as PlinkoRows)
      : 16;
    const risk = (PLINKO_RISKS as readonly string[]).includes(params.risk ?? '')
      ? (params.risk as PlinkoRisk)
      : 'medium';
    const played = playPlinko(rows, risk, next, PLINKO_TABLES);
    result = { game, rows, risk, path: played.path, slot: played.slot, multiplier4: played.multiplier4 };
  } else {
    const theme = game.slice(5) as SlotTheme;
    result = { game: 'slot', theme, play: playSlot(SLOTS[theme], next) };
  }
  const bytes = Array.from(fairBytes(seed, 32), (b) => b.toString(16).padStart(2, '0')).join('');
  return {
    hash: serverSeedHash(seed.serverSeed),
    bytes,
    floats: used,
    result,
    jackpotDraw: jackpotDraw(seed),
  };
}
