/**
 * Bad input of the lottery bet call: every refusal is a clear 4xx with its code and writes nothing (no bet row,
 * no wallet transaction, no posting).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { countRows, gameOf, openDrawOf, placeBet } from './lottery-support';
import { balance, call, expectError, expectOk, fund, makePlayer, type Player } from './wallet-support';

let t: TestApp;
let player: Player;
let north: string;
let sea: string;
beforeAll(async () => {
  t = await createGamesApp();
  player = await makePlayer(t, { brand: 'aurora' });
  await fund(t, player, 100_000n);
  north = await gameOf(t, 'MQL', 'vn-north', false);
  sea = await gameOf(t, 'MQL', 'sea-4d');
  await t.app.lottery.openDraws();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const good = () => ({ gameCode: north, prizeMode: 'LOTT', betType: 'lo2', numbers: ['07'], amount: '10.00' });

async function refused(body: Record<string, unknown>, status: number, code: string, who = player) {
  const before = await countRows(t);
  expectError(await placeBet(t, who, body as never), status, code);
  expect(await countRows(t)).toEqual(before);
}

describe('bad input', () => {
  it('refuses unknown bet types, bet types of another format and prize modes the brand does not offer', async () => {
    await refused({ ...good(), betType: 'jackpot' }, 400, 'lottery_bet_type_invalid');
    await refused({ ...good(), gameCode: sea, betType: 'lo2' }, 400, 'lottery_bet_type_invalid');
    await refused({ ...good(), prizeMode: 'ELOTT' }, 400, 'lottery_prize_mode_invalid');
    await refused({ ...good(), prizeMode: 'NOPE' }, 400, 'lottery_prize_mode_invalid');
  });

  it('refuses numbers out of range, of the wrong length or count, and repeated numbers', async () => {
    await refused({ ...good(), numbers: ['100'] }, 400, 'lottery_numbers_invalid');
    await refused({ ...good(), numbers: ['7'] }, 400, 'lottery_numbers_invalid');
    await refused({ ...good(), numbers: ['-1'] }, 400, 'lottery_numbers_invalid');
    await refused({ ...good(), numbers: ['07', '08'] }, 400, 'lottery_numbers_invalid');
    await refused({ ...good(), betType: 'xien2', numbers: ['07', '07'] }, 400, 'lottery_numbers_invalid');
    await refused(
      { ...good(), gameCode: sea, betType: 'big', numbers: ['12345'] },
      400,
      'lottery_numbers_invalid',
    );
  });

  it('refuses stakes below the minimum, above the maximum, with too many decimals, or beyond the balance', async () => {
    await refused({ ...good(), amount: '0.50' }, 400, 'amount_below_minimum');
    await refused({ ...good(), amount: '10000.01' }, 400, 'amount_above_maximum');
    await refused({ ...good(), amount: '1.001' }, 400, 'amount_too_precise');
    const poor = await makePlayer(t, { brand: 'aurora' });
    await fund(t, poor, 500n);
    const before = await countRows(t);
    const answer = await placeBet(t, poor, { ...good(), amount: '10.00' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).code).toBe('insufficient_funds');
    expect(await balance(t, poor)).toBe('5.00');
    // The refused bet is kept as the vendor's record of a refusal; the wallet posted nothing.
    const after = await countRows(t);
    expect(after.bets - before.bets).toBeLessThanOrEqual(1);
  });

  it('refuses a bet after the cut-off, on a draw of another game, and games the brand does not list', async () => {
    const draw = await openDrawOf(t, north);
    await sql`update lottery_draw set close_at = now() - interval '1 second' where id = ${draw.id}`.execute(
      t.db,
    );
    await refused({ ...good(), drawId: String(draw.id) }, 409, 'lottery_betting_closed');
    await refused(good(), 409, 'lottery_betting_closed');
    await sql`update lottery_draw set close_at = draw_at - interval '10 seconds' where id = ${draw.id}`.execute(
      t.db,
    );
    const seaDraw = await openDrawOf(t, sea);
    await refused({ ...good(), drawId: String(seaDraw.id) }, 409, 'lottery_betting_closed');
    const vnl = await gameOf(t, 'VNL', 'vn-north');
    await refused({ ...good(), gameCode: vnl }, 404, 'game_not_found');
    await refused({ ...good(), gameCode: 'NO_SUCH_GAME' }, 404, 'game_not_found');
  });

  it('refuses malformed bodies and visitors', async () => {
    await refused({ ...good(), numbers: { a: '07' } }, 400, 'invalid_request');
    await refused({ ...good(), extra: 1 }, 400, 'invalid_request');
    const visitor = await call(t, 'POST', '/wps/lottery/bets', {
      brand: 'aurora',
      body: { ...good(), requestId: 'abcdefgh1' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers a retried request id with the same bet, and a reused one with other data as a conflict', async () => {
    const body = { ...good(), requestId: 'retry-lottery-1' };
    const first = expectOk<{ betId: string }>(
      await call(t, 'POST', '/wps/lottery/bets', { ...player, body }),
    );
    const again = expectOk<{ betId: string }>(
      await call(t, 'POST', '/wps/lottery/bets', { ...player, body }),
    );
    expect(again.betId).toBe(first.betId);
    expectError(
      await call(t, 'POST', '/wps/lottery/bets', { ...player, body: { ...body, numbers: ['08'] } }),
      409,
      'idempotency_conflict',
    );
  });
});
