/**
 * The in-house lottery (vendors MQL and VNL) over HTTP and the job queue: menus and the prize-mode rule, every bet
 * type settled against hand-computed payouts from a result recomputed independently from the revealed seed, a
 * draw run exactly once by two instances, a draw missed while every instance was down, a void draw's refunds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@/core/fairness';
import { formatAmount } from '@/core/money';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { lotteryGames } from '@/server/modules/lottery/draws.service';
import { voidDrawByOperator } from '@/server/modules/lottery/lottery.ops';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { secondInstance } from './instances-support';
import { gameOf, independentDraw, makeDue, type OpenDraw, openDrawOf, placeBet } from './lottery-support';
import { balance, call, expectOk, fund, makePlayer, type Player } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const tail = (n: string, k: number) => n.slice(-k);
const all = (r: Record<string, string[]>) => Object.values(r).flat();
/** A 2-digit number no prize ends with. */
const absent2 = (r: Record<string, string[]>) =>
  Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).find(
    (n) => !all(r).some((x) => x.endsWith(n)),
  )!;
const distinctTails = (r: Record<string, string[]>, count: number) =>
  [...new Set(all(r).map((n) => tail(n, 2)))].slice(0, count);

interface Placed {
  betId: string;
  stake: bigint;
  expected: bigint;
}

async function bet(
  player: Player,
  gameCode: string,
  draw: OpenDraw,
  prizeMode: string,
  betType: string,
  numbers: string[],
  stake: bigint,
  expected: bigint,
  minorUnits: 0 | 2,
): Promise<Placed> {
  const placed = expectOk<{ betId: string; drawId: string }>(
    await placeBet(t, player, {
      gameCode,
      drawId: String(draw.id),
      prizeMode,
      betType,
      numbers,
      amount: formatAmount(stake, minorUnits),
    }),
  );
  expect(placed.drawId).toBe(String(draw.id));
  return { betId: placed.betId, stake, expected };
}

async function settledPayouts(player: Player) {
  const page = expectOk<{ bets: { betId: string; payout: string | null; status: string }[] }>(
    await call(t, 'GET', '/wps/lottery/bets?status=settled&pageSize=50', {
      brand: player.brand,
      token: player.token,
    }),
  );
  return new Map(page.bets.map((b) => [b.betId, b]));
}

describe('menus', () => {
  it('lists the brand lottery games with bet types, odds and the next draw; prize mode by the spec §4 rule', async () => {
    await t.app.lottery.openDraws();
    const aurora = expectOk<{
      prizeMode: string;
      games: { vendor: string; nextDraw: unknown; betTypes: unknown[] }[];
    }>(await call(t, 'GET', '/lgw/vn/games/game_menu?device=WEB', { brand: 'aurora' }));
    expect(aurora.prizeMode).toBe('LOTT');
    expect(aurora.games.length).toBeGreaterThan(0);
    expect(aurora.games.every((g) => g.vendor === 'MQL' && g.nextDraw && g.betTypes.length > 0)).toBe(true);
    const lotus = expectOk<{ prizeMode: string; games: { vendor: string }[] }>(
      await call(t, 'GET', '/lgw/vn/games/game_menu', { brand: 'lotus' }),
    );
    expect(lotus.prizeMode).toBe('ELOTT');
    expect(lotus.games.every((g) => g.vendor === 'VNL')).toBe(true);
    const refused = await call(t, 'GET', '/lgw/vn/games/game_menu?prizeMode=ELOTT', { brand: 'aurora' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('settlement', () => {
  it('pays every VN bet type (northern format) as hand-computed from the independently recomputed result', async () => {
    const player = await makePlayer(t, { brand: 'aurora' });
    await fund(t, player, 1_000_000n);
    const gameCode = await gameOf(t, 'MQL', 'vn-north');
    const draw = await openDrawOf(t, gameCode);
    expect(sha256Hex(draw.server_seed)).toBe(draw.server_seed_hash);
    const r = independentDraw('vn-north', draw.server_seed, draw.client_seed);
    const count2 = (n: string) => BigInt(all(r).filter((x) => tail(x, 2) === n).length);
    const count3 = (n: string) => BigInt(all(r).filter((x) => x.length >= 3 && tail(x, 3) === n).length);
    const s = 1_000n; // 10.00
    const lo2 = tail(r.g7![0]!, 2);
    const lo3 = tail(r.g6![0]!, 3);
    const de = tail(r.db![0]!, 2);
    const de3 = tail(r.db![0]!, 3);
    const miss = absent2(r);
    const [a, b, c, d] = distinctTails(r, 4) as [string, string, string, string];
    const bets = [
      await bet(player, gameCode, draw, 'LOTT', 'lo2', [lo2], s, (s * 350n * count2(lo2)) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'lo2', [miss], s, 0n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'lo3', [lo3], s, (s * 4_000n * count3(lo3)) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'de', [de], s, (s * 9_500n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'de', [de === '00' ? '01' : '00'], s, 0n, 2),
      await bet(player, gameCode, draw, 'ZY', 'de3', [de3], s, (s * 92_700n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'xien2', [a, b], s, (s * 1_600n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'xien3', [a, b, c], s, (s * 7_000n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'xien4', [a, b, c, d], s, (s * 32_000n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'xien2', [a, miss], s, 0n, 2),
    ];
    // ZY pays 103 % on 3 càng: floor(90,000 × 1.03) = 92,700 hundredths.
    const staked = bets.reduce((sum, x) => sum + x.stake, 0n);
    expect(await balance(t, player)).toBe(formatAmount(1_000_000n - staked, 2));
    await makeDue(t, draw.id);
    await t.app.jobs.drain();
    const settled = await settledPayouts(player);
    for (const x of bets) {
      expect(settled.get(x.betId)?.status).toBe('closed');
      expect(settled.get(x.betId)?.payout).toBe(formatAmount(x.expected, 2));
    }
    const won = bets.reduce((sum, x) => sum + x.expected, 0n);
    expect(await balance(t, player)).toBe(formatAmount(1_000_000n - staked + won, 2));
    const opened = expectOk<{ serverSeed: string; serverSeedHash: string; result: Record<string, string[]> }>(
      await call(t, 'GET', `/lotto/lgw/games/opened/numero?drawId=${draw.id}`, {
        brand: 'aurora',
        token: player.token,
      }),
    );
    expect(opened.serverSeed).toBe(draw.server_seed);
    expect(opened.serverSeedHash).toBe(sha256Hex(opened.serverSeed));
    expect(opened.result).toEqual(r);
    expect((await checkLedger(t.db)).ok).toBe(true);
    // The betting record sees the lottery vendor's bets like any vendor's.
    const record = expectOk<{ list?: { vendor?: string }[]; records?: { vendor?: string }[] }>(
      await call(t, 'GET', '/wps/member/bets?vendor=MQL&pageSize=50', {
        brand: 'aurora',
        token: player.token,
      }),
    );
    expect(JSON.stringify(record)).toContain('MQL');
    const recent = expectOk<{ games: { gameCode: string }[] }>(
      await call(t, 'GET', '/lgw/vn/games/game_menu/recent', { brand: 'aurora', token: player.token }),
    );
    expect(recent.games.map((g) => g.gameCode)).toEqual([gameCode]);
  });

  it('pays VN bets of the southern 18-prize format in ELOTT (VND) as hand-computed', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await fund(t, player, 10_000_000n);
    const gameCode = await gameOf(t, 'VNL', 'vn-south');
    const draw = await openDrawOf(t, gameCode);
    const r = independentDraw('vn-south', draw.server_seed, draw.client_seed);
    expect(all(r)).toHaveLength(18);
    const count2 = (n: string) => BigInt(all(r).filter((x) => tail(x, 2) === n).length);
    const s = 10_000n;
    const lo2 = r.g8![0]!;
    const bets = [
      // ELOTT pays 101 % on lô: floor(520 × 1.01) = 525.
      await bet(player, gameCode, draw, 'ELOTT', 'lo2', [lo2], s, (s * 525n * count2(lo2)) / 100n, 0),
      await bet(player, gameCode, draw, 'ELOTT', 'de', [tail(r.db![0]!, 2)], s, (s * 9_500n) / 100n, 0),
    ];
    await makeDue(t, draw.id);
    await t.app.jobs.drain();
    const settled = await settledPayouts(player);
    for (const x of bets) expect(settled.get(x.betId)?.payout).toBe(formatAmount(x.expected, 0));
  });

  it('pays 4D big, 4D small and 3D per prize tier as hand-computed', async () => {
    const player = await makePlayer(t, { brand: 'aurora' });
    await fund(t, player, 100_000n);
    const gameCode = await gameOf(t, 'MQL', 'sea-4d');
    const draw = await openDrawOf(t, gameCode);
    const r = independentDraw('sea-4d', draw.server_seed, draw.client_seed);
    expect(new Set(all(r)).size).toBe(23);
    const s = 100n; // 1.00
    const d3 = tail(r.third![0]!, 3);
    const d3Tiers = (['first', 'second', 'third'] as const).filter((k) => r[k]![0]!.endsWith(d3));
    const d3Odds = { first: 25_000n, second: 21_000n, third: 15_000n };
    const bets = [
      await bet(player, gameCode, draw, 'LOTT', 'big', [r.first![0]!], s, (s * 250_000n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'big', [r.starter![3]!], s, (s * 18_000n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'big', [r.consolation![9]!], s, (s * 6_000n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'small', [r.second![0]!], s, (s * 200_000n) / 100n, 2),
      await bet(player, gameCode, draw, 'LOTT', 'small', [r.starter![0]!], s, 0n, 2),
      await bet(
        player,
        gameCode,
        draw,
        'LOTT',
        'd3',
        [d3],
        s,
        d3Tiers.reduce((sum, k) => sum + (s * d3Odds[k]) / 100n, 0n),
        2,
      ),
    ];
    await makeDue(t, draw.id);
    await t.app.jobs.drain();
    const settled = await settledPayouts(player);
    for (const x of bets) expect(settled.get(x.betId)?.payout).toBe(formatAmount(x.expected, 2));
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('scheduling', () => {
  it('runs a draw exactly once when two instances work the queue', async () => {
    const other = await secondInstance(t);
    try {
      const player = await makePlayer(t, { brand: 'aurora' });
      await fund(t, player, 100_000n);
      const gameCode = await gameOf(t, 'MQL', 'vn-north', true);
      await Promise.all([t.app.lottery.openDraws(), other.app.lottery.openDraws()]);
      const draw = await openDrawOf(t, gameCode);
      const r = independentDraw('vn-north', draw.server_seed, draw.client_seed);
      const placed = await bet(player, gameCode, draw, 'LOTT', 'de', [tail(r.db![0]!, 2)], 100n, 9_500n, 2);
      await makeDue(t, draw.id);
      await Promise.all([t.app.jobs.drain(), other.app.jobs.drain(), t.app.jobs.drain()]);
      const jobs = await t.db
        .selectFrom('job')
        .select(['attempts', 'done_at'])
        .where('dedupe_key', '=', `lottery:draw:${draw.id}`)
        .execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.done_at).not.toBeNull();
      const wins = await t.db
        .selectFrom('vendor_tx')
        .select(['kind'])
        .where('reference_uuid', 'like', `lot:${player.id}:%`)
        .where('kind', '=', 'win')
        .execute();
      expect(wins).toHaveLength(1);
      expect((await settledPayouts(player)).get(placed.betId)?.payout).toBe('95.00');
      expect(await balance(t, player)).toBe(formatAmount(100_000n - 100n + 9_500n, 2));
    } finally {
      await other.close();
    }
  });

  it('runs a draw whose time passed while every instance was down on the next start, with its commitment', async () => {
    const player = await makePlayer(t, { brand: 'aurora' });
    await fund(t, player, 100_000n);
    const gameCode = await gameOf(t, 'MQL', 'vn-north', false);
    const first = await secondInstance(t);
    let draw: OpenDraw;
    try {
      await first.app.lottery.openDraws();
      draw = await openDrawOf(t, gameCode);
      await bet(player, gameCode, draw, 'LOTT', 'lo2', ['00'], 100n, 0n, 2);
    } finally {
      await first.close();
    }
    // Every instance is down while the draw time passes.
    await makeDue(t, draw.id);
    const restarted = await secondInstance(t);
    try {
      await restarted.app.jobs.drain();
      const row = await t.db
        .selectFrom('lottery_draw')
        .selectAll()
        .where('id', '=', draw.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('drawn');
      expect(row.server_seed_hash).toBe(draw.server_seed_hash);
      expect(row.drawn_at!.getTime()).toBeGreaterThanOrEqual(row.draw_at.getTime());
      expect(row.result).toEqual(independentDraw('vn-north', draw.server_seed, draw.client_seed));
      const bets = await t.db
        .selectFrom('lottery_bet')
        .select('status')
        .where('draw_id', '=', draw.id)
        .execute();
      expect(bets.every((b) => b.status === 'closed')).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('refunds every bet of a void draw through the wallet', async () => {
    const player = await makePlayer(t, { brand: 'aurora' });
    await fund(t, player, 100_000n);
    const gameCode = await gameOf(t, 'MQL', 'sea-4d');
    const draw = await openDrawOf(t, gameCode);
    await bet(player, gameCode, draw, 'LOTT', 'big', ['1234'], 5_000n, 0n, 2);
    await bet(player, gameCode, draw, 'LOTT', 'd3', ['234'], 2_500n, 0n, 2);
    expect(await balance(t, player)).toBe('925.00');
    expect(await t.app.lottery.voidDraw(draw.id, 'test')).toBe(true);
    expect(await balance(t, player)).toBe('1000.00');
    const rows = await t.db
      .selectFrom('lottery_bet')
      .select('status')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(rows.map((b) => b.status)).toEqual(['refunded', 'refunded']);
    const opened = expectOk<{ draws: { drawId: string; status: string; serverSeed: string }[] }>(
      await call(t, 'GET', `/lgw/vn/numeros/opened/game?gameCode=${gameCode}`, {
        brand: 'aurora',
        token: player.token,
      }),
    );
    expect(opened.draws.find((d) => d.drawId === String(draw.id))?.status).toBe('void');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('an operator voids an open draw: recorded with who and why, refunded by the draw job, once', async () => {
    const player = await makePlayer(t, { brand: 'aurora' });
    await fund(t, player, 100_000n);
    // Another daily 4D game than the test above voided the draw of.
    const daily4d = [...(await lotteryGames(t.app.lottery.deps)).values()].filter(
      (g) => g.game.vendor.code === 'MQL' && g.def.format === 'sea-4d' && !g.def.fast,
    );
    const gameCode = daily4d[daily4d.length - 1]!.game.gameCode;
    const draw = await openDrawOf(t, gameCode);
    await bet(player, gameCode, draw, 'LOTT', 'big', ['4321'], 5_000n, 0n, 2);
    expect(await balance(t, player)).toBe('950.00');
    expect(await voidDrawByOperator(t.db, draw.id, 'ops:lead', 'wrong schedule')).toEqual({
      status: 'void',
      changed: true,
    });
    expect(await voidDrawByOperator(t.db, draw.id, 'ops:lead', 'again')).toEqual({
      status: 'void',
      changed: false,
    });
    await t.app.jobs.drain();
    expect(await balance(t, player)).toBe('1000.00');
    const actions = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'action', 'reason'])
      .where('target', '=', `draw ${draw.id}`)
      .execute();
    expect(actions).toEqual([{ actor: 'ops:lead', action: 'lottery-void', reason: 'wrong schedule' }]);
    await expect(voidDrawByOperator(t.db, 999_999_999n, 'ops:lead', 'x')).rejects.toThrow(
      /lottery_draw_not_found/,
    );
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
