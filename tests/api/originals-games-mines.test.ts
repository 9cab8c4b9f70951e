/**
 * The in-house games (vendor MQ) end to end over HTTP: launch from the lobby, the game session, every instant
 * game and Mines for real money (through the wallet protocol: postings, betting record) and for demo credits
 * (no ledger), seeds and history, and the bad input of the game API.
 */
import { describe, expect, it } from 'vitest';
import { fairFloats } from '@/core/fairness';
import { minePositions } from '@/core/originals-games';
import { type InstantAnswer, PARAMS, setupSuite, t } from './originals-games-suite';
import { bet, type GameClient, gameCall, launchDemo, launchReal, nodeIdOf } from './originals-support';
import { ledgerCounts } from './vendor-support';
import { balance, call, expectError, expectOk } from './wallet-support';

setupSuite();

describe('mines', () => {
  async function open(client: GameClient, mines = 3) {
    return expectOk<{
      roundId: string;
      status: string;
      minePositions: number[] | null;
      nonce: number;
      clientSeed: string;
    }>(await bet(t, client, 'mines', '10.00', { mines }));
  }

  it('reveals safe tiles, cashes out at the (1 − edge) multiplier, one open board at a time', async () => {
    const client = await launchReal(t, 'mines', { funds: 100_000n });
    const board = await open(client);
    expect(board.minePositions).toBeNull();
    expectError(await bet(t, client, 'mines', '1.00', { mines: 3 }), 409, 'mines_round_open');
    // Rotating would reveal the mines: refused while the board is open.
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/seeds/rotate', {}),
      409,
      'mines_round_open',
    );
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/mines/cashout', { roundId: board.roundId }),
      409,
      'mines_no_reveal',
    );
    // Read the mines from the seed (the test may: the server seed is in the database) and pick safe tiles.
    const seed = await t.db
      .selectFrom('fair_seed')
      .select('server_seed')
      .where('owner', '=', `a:${client.player!.id}`)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    const mines = minePositions(
      fairFloats({ serverSeed: seed.server_seed, clientSeed: board.clientSeed, nonce: board.nonce }),
      3,
    );
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    let state = expectOk<{ status: string; multiplier: number }>(
      await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', {
        roundId: board.roundId,
        tile: safe[0],
      }),
    );
    // 0.99 × 25 / 22
    expect(state).toMatchObject({ status: 'open', multiplier: 1.125, nextMultiplier: 1.2857 });
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', {
        roundId: board.roundId,
        tile: safe[0],
      }),
      409,
      'mines_tile_revealed',
    );
    state = expectOk(
      await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', {
        roundId: board.roundId,
        tile: safe[1],
      }),
    );
    const cashed = expectOk<{ status: string; payout: string; minePositions: number[]; balance: string }>(
      await gameCall(t, client, 'POST', '/wps/originals/mines/cashout', { roundId: board.roundId }),
    );
    // 0.99 × 25·24 / (22·21) = 1.2857…
    expect(cashed).toMatchObject({ status: 'cashed', payout: '12.85', minePositions: mines });
    expect(cashed.balance).toBe('1002.85');
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/mines/cashout', { roundId: board.roundId }),
      404,
      'mines_round_not_found',
    );
  });

  it('a mine ends the round: the loss closes the bet (win 0), the board shows the mines', async () => {
    const client = await launchReal(t, 'mines', { funds: 100_000n });
    const board = await open(client, 24);
    const seed = await t.db
      .selectFrom('fair_seed')
      .select('server_seed')
      .where('owner', '=', `a:${client.player!.id}`)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    const mines = minePositions(
      fairFloats({ serverSeed: seed.server_seed, clientSeed: board.clientSeed, nonce: board.nonce }),
      24,
    );
    const busted = expectOk<{ status: string; hit: number; payout: string; balance: string }>(
      await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', {
        roundId: board.roundId,
        tile: mines[0],
      }),
    );
    expect(busted).toMatchObject({ status: 'busted', hit: mines[0], payout: '0.00', balance: '990.00' });
    const record = expectOk<{ content: { status: string }[] }>(
      await call(t, 'GET', '/wps/member/bets', { token: client.player!.token }),
    );
    expect(record.content[0]!.status).toBe('lost');
    // Clearing every safe tile cashes out by itself.
    const next = await open(client, 24);
    const seed2 = minePositions(
      fairFloats({ serverSeed: seed.server_seed, clientSeed: next.clientSeed, nonce: next.nonce }),
      24,
    );
    const safeTile = Array.from({ length: 25 }, (_, i) => i).find((i) => !seed2.includes(i))!;
    const cleared = expectOk<{ status: string; payout: string }>(
      await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', {
        roundId: next.roundId,
        tile: safeTile,
      }),
    );
    expect(cleared).toMatchObject({ status: 'cashed', payout: '247.50' });
  });

  it('another player cannot touch the board; malformed moves are refused', async () => {
    const client = await launchReal(t, 'mines');
    const other = await launchReal(t, 'mines');
    const board = await open(client);
    expectError(
      await gameCall(t, other, 'POST', '/wps/originals/mines/reveal', { roundId: board.roundId, tile: 1 }),
      404,
      'mines_round_not_found',
    );
    for (const tile of [-1, 25, 3.5]) {
      expect(
        (await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', { roundId: board.roundId, tile }))
          .statusCode,
      ).toBe(400);
    }
    const state = expectOk<{ round: { roundId: string } | null }>(
      await gameCall(t, client, 'GET', '/wps/originals/mines/state'),
    );
    expect(state.round?.roundId).toBe(board.roundId);
    expect(
      expectOk<{ round: null }>(await gameCall(t, other, 'GET', '/wps/originals/mines/state')).round,
    ).toBeNull();
  });
});

describe('demo play', () => {
  it('plays every game with demo credits and posts nothing to the ledger', async () => {
    const before = await ledgerCounts(t);
    const demo = await launchDemo(t, 'dice');
    let last = 1000;
    for (const game of Object.keys(PARAMS) as (keyof typeof PARAMS)[]) {
      const answer = expectOk<InstantAnswer>(await bet(t, demo, game, '10.00', PARAMS[game]));
      const expected = last - 10 + Number(answer.payout);
      expect(Number(answer.balance)).toBeCloseTo(expected, 2);
      last = Number(answer.balance);
    }
    const board = expectOk<{ roundId: string }>(await bet(t, demo, 'mines', '5.00', { mines: 1 }));
    expectOk(
      await gameCall(t, demo, 'POST', '/wps/originals/mines/reveal', { roundId: board.roundId, tile: 7 }),
    );
    expect((await ledgerCounts(t)).transfers).toBe(before.transfers);
    expect((await ledgerCounts(t)).tx).toBe(before.tx);
    expectError(await bet(t, demo, 'dice', '10000.00', PARAMS.dice), 400, 'insufficient_funds');
  });
});

describe('seeds and history', () => {
  it('the client seed is editable, rotation reveals the server seed, history shows what verifies each bet', async () => {
    const client = await launchReal(t, 'dice', { funds: 100_000n });
    const seeds = expectOk<{ serverSeedHash: string; clientSeed: string; nonce: number }>(
      await gameCall(t, client, 'GET', '/wps/originals/seeds'),
    );
    expect(seeds.nonce).toBe(0);
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/seeds/client', { clientSeed: ' padded' }),
      400,
      'seed_client_invalid',
    );
    expectOk(
      await gameCall(t, client, 'POST', '/wps/originals/seeds/client', { clientSeed: 'my lucky seed' }),
    );
    const a = expectOk<InstantAnswer>(await bet(t, client, 'dice', '1.00', PARAMS.dice));
    const b = expectOk<InstantAnswer>(await bet(t, client, 'dice', '1.00', PARAMS.dice));
    expect([a.nonce, b.nonce]).toEqual([0, 1]);
    expect(a.clientSeed).toBe('my lucky seed');
    const rotated = expectOk<{
      previous: { serverSeed: string; serverSeedHash: string; lastNonce: number };
      current: { nonce: number; serverSeedHash: string };
    }>(await gameCall(t, client, 'POST', '/wps/originals/seeds/rotate', {}));
    expect(rotated.previous.serverSeedHash).toBe(seeds.serverSeedHash);
    expect(rotated.previous.lastNonce).toBe(1);
    expect(rotated.current.nonce).toBe(0);
    expect(rotated.current.serverSeedHash).not.toBe(seeds.serverSeedHash);
    const history = expectOk<{
      content: { betId: string; serverSeed: string | null; nonce: number; outcome: { roll: number } }[];
      total: number;
    }>(await gameCall(t, client, 'GET', '/wps/originals/history?game=dice'));
    expect(history.total).toBe(2);
    for (const item of history.content) {
      expect(item.serverSeed).toBe(rotated.previous.serverSeed);
      const floats = fairFloats({
        serverSeed: item.serverSeed!,
        clientSeed: 'my lucky seed',
        nonce: item.nonce,
      });
      expect(item.outcome.roll).toBe(Math.floor(floats() * 10001) / 100);
    }
  });
});

describe('maintenance and MQ outbox', () => {
  it('new bets wait out a maintenance of the game', async () => {
    const client = await launchReal(t, 'plinko');
    await t.db.updateTable('game').set({ maintenance: true }).where('game_code', '=', 'MQ_PLINKO').execute();
    await t.app.games.refreshState();
    expectError(await bet(t, client, 'plinko', '1.00', PARAMS.plinko), 503, 'game_maintenance');
    await t.db.updateTable('game').set({ maintenance: false }).where('game_code', '=', 'MQ_PLINKO').execute();
    await t.app.games.refreshState();
    expectOk(await bet(t, client, 'plinko', '1.00', PARAMS.plinko));
  });

  it('re-delivers a win the wallet did not acknowledge, never paying twice', async () => {
    const client = await launchReal(t, 'limbo', { funds: 100_000n });
    let answer: InstantAnswer;
    do {
      answer = expectOk<InstantAnswer>(await bet(t, client, 'limbo', '1.00', { target: 1.5 }));
    } while (answer.multiplier === 0);
    const after = await balance(t, client.player!);
    // As if the win's answer had been lost: the bet is still "settled" for MQ.
    await t.db
      .updateTable('mq_bet')
      .set({ status: 'settled' })
      .where('id', '=', BigInt(answer.betId))
      .execute();
    expect(await t.app.originals.sweep({ now: true })).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('mq_bet')
      .select('status')
      .where('id', '=', BigInt(answer.betId))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect(await balance(t, client.player!)).toBe(after);
  });

  it('rolls back a bet whose outcome MQ never learnt', async () => {
    const client = await launchReal(t, 'dice', { funds: 10_000n });
    const uuid = `mq:a:${client.player!.id}:lost-answer-1`;
    const nodeId = await nodeIdOf(t, 'dice');
    const [row] = await t.db
      .insertInto('mq_bet')
      .values({
        uuid,
        brand_code: 'aurora',
        owner: `a:${client.player!.id}`,
        account_id: client.player!.id,
        game: 'dice',
        node_id: nodeId,
        currency: 'PHP',
        amount: 2_500n,
        params: JSON.stringify({ target: 5_000, direction: 'under' }),
        status: 'pending',
      })
      .returning('id')
      .execute();
    // The bet reached the wallet (posted), but MQ went down before it recorded the answer.
    const posted = await t.app.originals.deps.mq.bet(
      { user: `${client.player!.id}`, currency: 'PHP' },
      {
        token: client.session,
        uuid,
        gameCode: 'MQ_DICE',
        round: `mq-${row!.id}`,
        amount: 2_500n,
        roundClosed: false,
      },
    );
    expect(posted.status).toBe('RS_OK');
    expect(await balance(t, client.player!)).toBe('75.00');
    await t.app.originals.sweep({ now: true });
    expect(await balance(t, client.player!)).toBe('100.00');
    const after = await t.db
      .selectFrom('mq_bet')
      .select('status')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('rolled_back');
    const record = expectOk<{ content: { betId: string; status: string }[] }>(
      await call(t, 'GET', '/wps/member/bets', { token: client.player!.token }),
    );
    expect(record.content.find((r) => r.betId === uuid)?.status).toBe('refunded');
  });
});
