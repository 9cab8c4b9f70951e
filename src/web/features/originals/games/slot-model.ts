import { SLOTS, type SlotTheme } from '@/core/originals-config';
import { PAYLINES, ROWS, SCATTER, type SlotDef, type SpinResult, WILD } from '@/core/slots';

/** A slot screen's definition (src/core/originals-config.ts) and a bet's outcome, arranged for display. */
export const SYMBOL_ORDER = [WILD, SCATTER, 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'] as const;

export function slotDefOf(game: string): SlotDef {
  const theme = game.replace(/^slot-/, '') as SlotTheme;
  return SLOTS[theme] ?? SLOTS.lanterns;
}

export interface SpinView {
  /** grid[reel][row] */
  reels: string[][];
  lines: { line: number; symbol: string; count: number; pay: number }[];
  scatters: number;
  award: number;
  multiplier: number;
}

export interface SlotOutcomeView {
  spins: SpinView[];
}

const asSpin = (raw: unknown): SpinView | null => {
  const s = raw as Partial<SpinResult> | null;
  if (!s || !Array.isArray(s.reels)) return null;
  return {
    reels: s.reels.map((reel) => reel.map(String)),
    lines: Array.isArray(s.lines) ? s.lines : [],
    scatters: Number(s.scatters ?? 0),
    award: Number(s.award ?? 0),
    multiplier: Number(s.multiplier ?? 1),
  };
};

/** The bet's spins: the base spin first, then every free spin (the server's `playSlot` outcome). */
export function slotOutcome(raw: unknown): SlotOutcomeView {
  const o = (raw ?? {}) as { spins?: unknown[] };
  const spins = (Array.isArray(o.spins) ? o.spins : [raw])
    .map(asSpin)
    .filter((s): s is SpinView => s !== null);
  return { spins };
}

/** [reel, row] cells of a line win. */
export const lineCells = (win: { line: number; count: number }): [number, number][] =>
  (PAYLINES[win.line] ?? []).slice(0, win.count).map((row, reel) => [reel, row] as [number, number]);

/** A still screen before the first spin: the first rows of each strip. */
export const idleReels = (def: SlotDef): string[][] =>
  def.reels.map((strip, r) => Array.from({ length: ROWS }, (_, row) => strip[(r * 7 + row) % strip.length]!));
