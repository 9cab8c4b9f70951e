import { type LotteryGameDef, lotteryGameDef, type ScheduleOptions } from '@/core/lottery/games';
import type { BrandView, CatalogueIndex, IndexedGame } from '../games/catalogue-index';

/** A catalogue game of a lottery vendor with its draw format and schedule. */
export interface LotteryGame {
  game: IndexedGame;
  def: LotteryGameDef;
}

export interface LotteryOptions extends ScheduleOptions {
  /** Seconds between ticks that open draws (LOTTERY_TICK_SECONDS, default 5). */
  tickSeconds: number;
}

export function lotteryOptionsFromEnv(env = process.env): LotteryOptions {
  const positive = (value: string | undefined) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const fastSeconds = positive(env.LOTTERY_FAST_SECONDS);
  const fastCutoffSeconds = positive(env.LOTTERY_FAST_CUTOFF_SECONDS);
  return {
    tickSeconds: positive(env.LOTTERY_TICK_SECONDS) ?? 5,
    ...(fastSeconds ? { fastSeconds } : {}),
    ...(fastCutoffSeconds ? { fastCutoffSeconds } : {}),
  };
}

const cache = new WeakMap<CatalogueIndex, Map<string, LotteryGame>>();

/** Every lottery game of the catalogue by game code (computed once per catalogue index). */
export function lotteryGamesOf(index: CatalogueIndex, options: ScheduleOptions): Map<string, LotteryGame> {
  const cached = cache.get(index);
  if (cached) return cached;
  const out = new Map<string, LotteryGame>();
  const ordinals = new Map<string, number>();
  const games = [...index.games].sort((a, b) => a.nodeId - b.nodeId);
  for (const game of games) {
    const ordinal = ordinals.get(game.vendor.code) ?? 0;
    const def = lotteryGameDef(game.vendor.code, game.title, ordinal, options);
    if (!def) continue;
    ordinals.set(game.vendor.code, ordinal + 1);
    out.set(game.gameCode, { game, def });
  }
  cache.set(index, out);
  return out;
}

/** The lottery games a brand lists (its LOTT / ELOTT vendors), in catalogue order. */
export function brandLotteryGames(all: Map<string, LotteryGame>, view: BrandView): LotteryGame[] {
  return [...all.values()].filter((g) => view.isVisible(g.game));
}
