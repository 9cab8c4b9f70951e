import type { GameConfig } from '@/core/api/originals';
import {
  DECLARED_RTP,
  HOUSE_EDGE_BP,
  type OriginalGame,
  PLINKO_TABLES,
  slotOf,
} from '@/core/originals-config';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  PLINKO_RISKS,
  PLINKO_ROWS,
} from '@/core/originals-games';
import { LINES, PAYLINES } from '@/core/slots';
import type { CrashTiming } from './crash/crash.service';

/** What a game screen needs to draw and explain its game (the same numbers src/core settles bets with). */
export function gameConfig(game: OriginalGame, timing: CrashTiming): GameConfig {
  const rtp = DECLARED_RTP[game];
  switch (game) {
    case 'dice':
      return {
        rtp,
        houseEdgeBp: HOUSE_EDGE_BP.dice,
        outcomes: DICE_OUTCOMES,
        minWinChance: DICE_MIN_WINNING / 100,
        maxWinChance: DICE_MAX_WINNING / 100,
      };
    case 'limbo':
      return {
        rtp,
        houseEdgeBp: HOUSE_EDGE_BP.limbo,
        minTarget: LIMBO_MIN_TARGET / 100,
        maxTarget: LIMBO_MAX_TARGET / 100,
      };
    case 'mines':
      return {
        rtp,
        houseEdgeBp: HOUSE_EDGE_BP.mines,
        tiles: MINES_TILES,
        minMines: MINES_MIN,
        maxMines: MINES_MAX,
      };
    case 'plinko':
      return {
        rtp,
        rows: [...PLINKO_ROWS],
        risks: [...PLINKO_RISKS],
        tables: Object.fromEntries(
          PLINKO_ROWS.map((rows) => [
            rows,
            Object.fromEntries(
              PLINKO_RISKS.map((risk) => [risk, PLINKO_TABLES[rows][risk].map((h) => h / 100)]),
            ),
          ]),
        ),
      };
    case 'crash':
      return {
        rtp,
        houseEdgeBp: HOUSE_EDGE_BP.crash,
        minAutoCashout: LIMBO_MIN_TARGET / 100,
        maxAutoCashout: LIMBO_MAX_TARGET / 100,
        ...timing,
      };
    default: {
      const def = slotOf(game)!;
      return {
        rtp,
        theme: def.code,
        lines: LINES,
        paylines: PAYLINES.map((line) => [...line]),
        reels: def.reels.map((reel) => [...reel]),
        pays: Object.fromEntries(Object.entries(def.pays).map(([symbol, pays]) => [symbol, [...pays]])),
        scatterPays: [...def.scatterPays],
        freeSpins: [...def.freeSpins],
        freeSpinMultiplier: def.freeSpinMultiplier,
        maxFreeSpins: def.maxFreeSpins,
      };
    }
  }
}
