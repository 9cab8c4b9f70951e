/**
 * Return to player of every in-house game (docs/originals.md "RTP"): the exact maths where it can be summed, then
 * a 1,000,000-round simulation per game held to a stated tolerance. The simulations drive the production
 * mappings with a seeded generator (floats u/2³² like the HMAC floats) instead of HMAC-SHA256, which only makes
 * them fast: the mapping from floats to outcomes is the code under test. Fixed seeds keep the runs repeatable.
 */
import { describe, expect, it } from 'vitest';
import { crashPointOf52, type FloatSource } from './fairness';
import {
  DECLARED_RTP,
  HOUSE_EDGE_BP,
  ORIGINAL_GAMES,
  PLINKO_TABLES,
  SLOTS,
  type SlotTheme,
} from './originals-config';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  type DiceParams,
  diceMultiplier4,
  diceWinning,
  LIMBO_MAX_TARGET,
  limboResult,
  MINES_TILES,
  minePositions,
  minesMultiplier4,
  PLINKO_RISKS,
  PLINKO_ROWS,
  playDice,
  playLimbo,
  playPlinko,
  plinkoRtp,
} from './originals-games';
import { playSlot, slotProblems, slotRtp } from './slots';

const ROUNDS = 1_000_000;

/** sfc32: a small fast generator; floats are u32 / 2³², as the HMAC floats are. */
function generator(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const u32 = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 20; i++) u32();
  const float: FloatSource = () => u32() / 4_294_967_296;
  return { u32, float };
}

/** Mean and standard error of the payouts (stake 1). */
function simulate(rounds: number, play: () => number) {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const x = play();
    sum += x;
    squares += x * x;
  }
  const mean = sum / rounds;
  const se = Math.sqrt((squares / rounds - mean * mean) / rounds);
  return { mean, se };
}

/** The simulated return must lie within `tolerance` of the declared one; the tolerance must be ≥ 4 SE. */
function expectRtp(game: string, result: { mean: number; se: number }, declared: number, tolerance: number) {
  if (process.env.RTP_REPORT)
    console.log(`${game}: simulated ${result.mean.toFixed(5)} ± ${result.se.toFixed(5)} (SE)`);
  expect(tolerance, `${game}: tolerance below 4 standard errors (${result.se})`).toBeGreaterThanOrEqual(
    4 * result.se,
  );
  expect(
    Math.abs(result.mean - declared),
    `${game}: simulated ${result.mean}, declared ${declared}`,
  ).toBeLessThan(tolerance);
}

describe('exact returns', () => {
  it('declares an RTP for every game', () => {
    for (const game of ORIGINAL_GAMES) expect(DECLARED_RTP[game]).toBeGreaterThan(0.9);
  });

  it('dice: every target returns between 98.99 % and 99 % (multiplier floored to 1/10,000)', () => {
    const edge = HOUSE_EDGE_BP.dice;
    for (let target = 1; target < 10_000; target++) {
      for (const direction of ['under', 'over'] as const) {
        const p: DiceParams = { target, direction };
        const winning = diceWinning(p);
        if (winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING) continue;
        const rtp = ((diceMultiplier4(p, edge) / 10_000) * winning) / DICE_OUTCOMES;
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
  });

  it('limbo: P(result ≥ target) × target = 99 % for targets up to 1,000,000×', () => {
    const a = (10_000 - HOUSE_EDGE_BP.limbo) * 4_294_967_296;
    for (const target of [101, 150, 200, 333, 1_000, 10_000, 123_456, 1_000_000, LIMBO_MAX_TARGET]) {
      // Winning draws: u = 0 (the maximum) and u = 1 … floor(a / (100 × target)).
      const wins = Math.floor(a / (100 * target)) + 1;
      const rtp = ((target / 100) * wins) / 4_294_967_296;
      // Exact up to one draw either way (the floor, and u = 0 paying the maximum).
      expect(Math.abs(rtp - 0.99)).toBeLessThanOrEqual((2 * target) / 100 / 4_294_967_296);
      // The mapping agrees at the boundary.
      const u = wins - 1;
      expect(limboResult(u / 4_294_967_296, HOUSE_EDGE_BP.limbo)).toBeGreaterThanOrEqual(target);
      expect(limboResult((u + 1) / 4_294_967_296, HOUSE_EDGE_BP.limbo)).toBeLessThan(target);
    }
  });

  it('crash: P(point ≥ x) × x = 99 % at every cash-out', () => {
    const two52 = 2 ** 52;
    for (const x of [101, 150, 200, 1_000, 10_000, 1_000_000]) {
      const count = Math.floor(((10_000 - HOUSE_EDGE_BP.crash) * two52) / (100 * x));
      expect(((x / 100) * count) / two52).toBeCloseTo(0.99, 6);
      // d = 2⁵² − r = count is the last winning draw.
      expect(crashPointOf52(BigInt(two52 - count), HOUSE_EDGE_BP.crash)).toBeGreaterThanOrEqual(x);
      expect(crashPointOf52(BigInt(two52 - count - 1), HOUSE_EDGE_BP.crash)).toBeLessThan(x);
    }
  });

  it('mines: every mines count and reveal count returns between 98.99 % and 99 %', () => {
    for (let mines = 1; mines <= 24; mines++) {
      let survive = 1;
      for (let k = 1; k <= MINES_TILES - mines; k++) {
        survive *= (MINES_TILES - mines - (k - 1)) / (MINES_TILES - (k - 1));
        const rtp = (minesMultiplier4(mines, k, HOUSE_EDGE_BP.mines) / 10_000) * survive;
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.9899 - 1e-9);
      }
    }
  });

  it('plinko: every table returns 98.9–99.2 %, 99 % on average', () => {
    const rtps = PLINKO_ROWS.flatMap((rows) =>
      PLINKO_RISKS.map((risk) => {
        const table = PLINKO_TABLES[rows][risk];
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        return plinkoRtp(table);
      }),
    );
    for (const rtp of rtps) {
      expect(rtp).toBeGreaterThan(0.989);
      expect(rtp).toBeLessThan(0.992);
    }
    expect(rtps.reduce((a, b) => a + b, 0) / rtps.length).toBeCloseTo(DECLARED_RTP.plinko, 3);
  });

  it.each(Object.keys(SLOTS) as SlotTheme[])('slot %s: valid strips, exact RTP = declared', (theme) => {
    expect(slotProblems(SLOTS[theme])).toEqual([]);
    expect(slotRtp(SLOTS[theme]).rtp).toBeCloseTo(DECLARED_RTP[`slot-${theme}`], 4);
  });
});

// A few seconds each on an idle machine; generous timeouts for loaded CI hosts.
describe(`simulated returns (${ROUNDS.toLocaleString('en')} rounds per game)`, { timeout: 120_000 }, () => {
  it('dice within ±1 % (targets 20.00–80.00 under or over)', () => {
    const { float, u32 } = generator(1);
    const result = simulate(ROUNDS, () => {
      const p: DiceParams = { target: 2_000 + (u32() % 6_001), direction: u32() & 1 ? 'under' : 'over' };
      return playDice(p, float, HOUSE_EDGE_BP.dice).multiplier4 / 10_000;
    });
    expectRtp('dice', result, DECLARED_RTP.dice, 0.01);
  });

  it('limbo within ±1 % (targets 1.5×, 2×, 3×, 5×, 10×)', () => {
    const { float, u32 } = generator(2);
    const targets = [150, 200, 300, 500, 1_000];
    const result = simulate(ROUNDS, () => {
      const target = targets[u32() % targets.length]!;
      return playLimbo(target, float, HOUSE_EDGE_BP.limbo).multiplier4 / 10_000;
    });
    expectRtp('limbo', result, DECLARED_RTP.limbo, 0.01);
  });

  it('crash within ±1 % (cash-outs at 1.5×, 2×, 3×, 5×, 10×)', () => {
    const { u32 } = generator(3);
    const targets = [150, 200, 300, 500, 1_000];
    const result = simulate(ROUNDS, () => {
      // 52 random bits, as the first 13 hex digits of the round's HMAC.
      const r = (BigInt(u32() & 0xfffff) << 32n) | BigInt(u32());
      const point = crashPointOf52(r, HOUSE_EDGE_BP.crash);
      const target = targets[u32() % targets.length]!;
      return point >= target ? target / 100 : 0;
    });
    expectRtp('crash', result, DECLARED_RTP.crash, 0.01);
  });

  it('mines within ±1.5 % (1–10 mines, cash-out after 1–5 safe tiles)', () => {
    const { float, u32 } = generator(4);
    const result = simulate(ROUNDS, () => {
      const mines = 1 + (u32() % 10);
      const reveals = 1 + (u32() % 5);
      const hidden = minePositions(float, mines);
      // The player walks the board from a random tile in steps of 7 (distinct tiles, as 7 and 25 are coprime).
      const start = u32() % MINES_TILES;
      for (let k = 0; k < reveals; k++) {
        if (hidden.includes((start + 7 * k) % MINES_TILES)) return 0;
      }
      return minesMultiplier4(mines, reveals, HOUSE_EDGE_BP.mines) / 10_000;
    });
    expectRtp('mines', result, DECLARED_RTP.mines, 0.015);
  });

  it('plinko within ±1.5 % (all nine tables)', () => {
    const { float, u32 } = generator(5);
    const result = simulate(ROUNDS, () => {
      const rows = PLINKO_ROWS[u32() % 3]!;
      const risk = PLINKO_RISKS[u32() % 3]!;
      return playPlinko(rows, risk, float, PLINKO_TABLES).multiplier4 / 10_000;
    });
    expectRtp('plinko', result, DECLARED_RTP.plinko, 0.015);
  });

  it.each([
    ['lanterns', 6, 0.03],
    ['fruits', 7, 0.03],
    ['pearls', 8, 0.04],
  ] as const)('slot %s within the stated tolerance', (theme, seed, tolerance) => {
    const { float } = generator(seed);
    const def = SLOTS[theme];
    const result = simulate(ROUNDS, () => playSlot(def, float).multiplier4 / 10_000);
    expectRtp(`slot-${theme}`, result, DECLARED_RTP[`slot-${theme}`], tolerance);
  });
});
