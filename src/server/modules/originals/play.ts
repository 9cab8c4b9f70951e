import type { FloatSource } from '@/core/fairness';
import { HOUSE_EDGE_BP, type OriginalGame, PLINKO_TABLES, slotOf } from '@/core/originals-config';
import {
  diceValid,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  MINES_MAX,
  MINES_MIN,
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoRisk,
  type PlinkoRows,
  playDice,
  playLimbo,
  playPlinko,
} from '@/core/originals-games';
import { LINES, playSlot } from '@/core/slots';
import { AppError } from '@/server/errors';

/**
 * Bet parameters of each in-house game (validated into a normal form) and the outcome of the instant games from
 * their floats (src/core mappings). Multipliers travel as numbers with up to 4 decimals, targets with 2.
 */

export type InstantGame = Exclude<OriginalGame, 'mines' | 'crash'>;
export const isInstant = (game: OriginalGame): game is InstantGame => game !== 'mines' && game !== 'crash';

const invalid = (field: string) => new AppError('bet_params_invalid', { field });

/** A number (or decimal string) with at most two decimals, as integer hundredths. */
export function hundredthsOf(value: unknown, field: string): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value)) n = Number(value);
  else throw invalid(field);
  const hundredths = Math.round(n * 100);
  if (!Number.isFinite(n) || Math.abs(hundredths - n * 100) > 1e-6) throw invalid(field);
  return hundredths;
}

export type Params = Record<string, string | number | null>;

export function parseParams(game: OriginalGame, raw: unknown): Params {
  const params = (raw ?? {}) as Record<string, unknown>;
  if (typeof params !== 'object' || Array.isArray(params)) throw invalid('params');
  const allow = (keys: string[]) => {
    for (const key of Object.keys(params)) if (!keys.includes(key)) throw invalid(`params.${key}`);
  };
  switch (game) {
    case 'dice': {
      allow(['target', 'direction']);
      const direction = params.direction;
      if (direction !== 'under' && direction !== 'over') throw invalid('params.direction');
      const target = hundredthsOf(params.target, 'params.target');
      if (!diceValid({ target, direction })) throw invalid('params.target');
      return { target, direction };
    }
    case 'limbo': {
      allow(['target']);
      const target = hundredthsOf(params.target, 'params.target');
      if (target < LIMBO_MIN_TARGET || target > LIMBO_MAX_TARGET) throw invalid('params.target');
      return { target };
    }
    case 'plinko': {
      allow(['rows', 'risk']);
      const rows = params.rows;
      if (!PLINKO_ROWS.includes(rows as PlinkoRows)) throw invalid('params.rows');
      if (!PLINKO_RISKS.includes(params.risk as PlinkoRisk)) throw invalid('params.risk');
      return { rows: rows as number, risk: params.risk as string };
    }
    case 'mines': {
      allow(['mines']);
      const mines = params.mines;
      if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
        throw invalid('params.mines');
      return { mines };
    }
    case 'crash': {
      allow(['autoCashout']);
      if (params.autoCashout === undefined || params.autoCashout === null) return { autoCashout: null };
      const auto = hundredthsOf(params.autoCashout, 'params.autoCashout');
      if (auto < LIMBO_MIN_TARGET || auto > LIMBO_MAX_TARGET) throw invalid('params.autoCashout');
      return { autoCashout: auto };
    }
    default:
      allow([]);
      return {};
  }
}

export interface InstantResult {
  multiplier4: number;
  outcome: Record<string, unknown>;
}

/** The outcome of an instant game from the bet's floats. */
export function playInstant(game: InstantGame, params: Params, next: FloatSource): InstantResult {
  switch (game) {
    case 'dice': {
      const p = { target: params.target as number, direction: params.direction as 'under' | 'over' };
      const result = playDice(p, next, HOUSE_EDGE_BP.dice);
      return {
        multiplier4: result.multiplier4,
        outcome: { roll: result.roll / 100, target: p.target / 100, direction: p.direction, win: result.win },
      };
    }
    case 'limbo': {
      const target = params.target as number;
      const result = playLimbo(target, next, HOUSE_EDGE_BP.limbo);
      return {
        multiplier4: result.multiplier4,
        outcome: { result: result.result / 100, target: target / 100, win: result.win },
      };
    }
    case 'plinko': {
      const rows = params.rows as PlinkoRows;
      const risk = params.risk as PlinkoRisk;
      const result = playPlinko(rows, risk, next, PLINKO_TABLES);
      return {
        multiplier4: result.multiplier4,
        outcome: { rows, risk, path: result.path, slot: result.slot },
      };
    }
    default: {
      const def = slotOf(game)!;
      const play = playSlot(def, next);
      return {
        multiplier4: play.multiplier4,
        outcome: {
          freeSpins: play.freeSpins,
          spins: play.spins.map((spin) => ({
            stops: spin.stops,
            reels: spin.reels,
            lines: spin.lines,
            scatters: spin.scatters,
            award: spin.award,
            multiplier: spin.multiplier,
            /** Stake multiples won by this spin. */
            win: spin.units / LINES,
          })),
        },
      };
    }
  }
}
