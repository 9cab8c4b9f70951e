/**
 * Helpers of the lottery suites (tests/api/lottery-*.test.ts): an independent implementation of the draw (node:crypto,
 * not src/core), lottery games by format, making a draw due as if its time had passed, and bet calls.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { lotteryGames } from '@/server/modules/lottery/draws.service';
import type { TestApp } from './helpers';
import { call, type Player } from './wallet-support';

/** The prize tiers (tier, count, digits) as docs/lottery.md states them, written out again. */
export const TIERS: Record<string, [string, number, number][]> = {
  'vn-north': [
    ['db', 1, 5],
    ['g1', 1, 5],
    ['g2', 2, 5],
    ['g3', 6, 5],
    ['g4', 4, 4],
    ['g5', 6, 4],
    ['g6', 3, 3],
    ['g7', 4, 2],
  ],
  'vn-south': [
    ['g8', 1, 2],
    ['g7', 1, 3],
    ['g6', 3, 4],
    ['g5', 1, 4],
    ['g4', 7, 5],
    ['g3', 2, 5],
    ['g2', 1, 5],
    ['g1', 1, 5],
    ['db', 1, 6],
  ],
  'sea-4d': [
    ['first', 1, 4],
    ['second', 1, 4],
    ['third', 1, 4],
    ['starter', 10, 4],
    ['consolation', 10, 4],
  ],
};

/** The draw recomputed from its seeds with node:crypto: HMAC-SHA256(seed text, `${client}:0:${cursor}`) words. */
export function independentDraw(format: string, serverSeed: string, clientSeed: string) {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 32;
  const next = () => {
    if (offset === 32) {
      block = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
        .update(`${clientSeed}:0:${cursor}`)
        .digest();
      cursor += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
  const seen = new Set<string>();
  const out: Record<string, string[]> = {};
  for (const [tier, count, digits] of TIERS[format]!) {
    const list: string[] = [];
    while (list.length < count) {
      const n = String(Math.floor(next() * 10 ** digits)).padStart(digits, '0');
      if (format === 'sea-4d' && seen.has(n)) continue;
      seen.add(n);
      list.push(n);
    }
    out[tier] = list;
  }
  return out;
}

/** A lottery game of a brand's vendor with a given format (the first by catalogue order). */
export async function gameOf(t: TestApp, vendor: 'MQL' | 'VNL', format: string, fast?: boolean) {
  const all = await lotteryGames(t.app.lottery.deps);
  for (const g of all.values()) {
    if (
      g.game.vendor.code === vendor &&
      g.def.format === format &&
      (fast === undefined || g.def.fast === fast)
    )
      return g.game.gameCode;
  }
  throw new Error(`no ${vendor} game of format ${format}`);
}

export interface OpenDraw {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  format: string;
  draw_at: Date;
}

/** The next draw of a game still taking bets (the test reads its seed straight from the vendor's table). */
export async function openDrawOf(t: TestApp, gameCode: string): Promise<OpenDraw> {
  await t.app.lottery.openDraws();
  return (await t.db
    .selectFrom('lottery_draw')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'format', 'draw_at'])
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .where('close_at', '>', new Date())
    .orderBy('draw_at')
    .executeTakeFirstOrThrow()) as OpenDraw;
}

/** Time passes: the draw (and its job) become due now, as if its time had come while we waited. */
export async function makeDue(t: TestApp, drawId: bigint) {
  await sql`update lottery_draw set close_at = now() - interval '2 seconds', draw_at = now() - interval '1 second'
    where id = ${drawId}`.execute(t.db);
  await sql`update job set run_at = now() - interval '1 second' where dedupe_key = ${`lottery:draw:${drawId}`}`.execute(
    t.db,
  );
}

export function placeBet(
  t: TestApp,
  player: Player,
  body: {
    gameCode: string;
    prizeMode: string;
    betType: string;
    numbers: unknown;
    amount: string;
    drawId?: string;
  },
) {
  return call(t, 'POST', '/wps/lottery/bets', {
    brand: player.brand,
    token: player.token,
    body: { requestId: randomUUID(), ...body },
  });
}

export async function countRows(t: TestApp) {
  const bets = await t.db
    .selectFrom('lottery_bet')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const txs = await t.db
    .selectFrom('vendor_tx')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { bets: Number(bets.n), txs: Number(txs.n) };
}

/** A ₱10.00 bet on 07 (lo2) in the next northern draw: a valid bet body with a fresh request id. */
export async function northBet(t: TestApp) {
  return {
    requestId: randomUUID(),
    gameCode: await gameOf(t, 'MQL', 'vn-north', false),
    prizeMode: 'LOTT',
    betType: 'lo2',
    numbers: ['07'],
    amount: '10.00',
  };
}
