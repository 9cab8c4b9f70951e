/**
 * The in-house games (vendor MQ) end to end over HTTP: launch from the lobby, the game session, every instant
 * game and Mines for real money (through the wallet protocol: postings, betting record) and for demo credits
 * (no ledger), seeds and history, and the bad input of the game API.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairFloats } from '../../src/core/fairness';
import { ORIGINAL_GAMES } from '../../src/core/originals-config';
import { minePositions } from '../../src/core/originals-games';
import { settleSessionChanges } from '../../src/server/modules/session/session-cache';
import type { TestApp } from './helpers';
import {
  bet,
  createGamesApp,
  type GameClient,
  gameCall,
  launchDemo,
  launchReal,
  nodeIdOf,
  requestId,
} from './originals-support';
import { ledgerCounts } from './vendor-support';
import { balance, call, expectError, expectOk, fund, makePlayer } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface InstantAnswer {
  betId: string;
  amount: string;
  multiplier: number;
  payout: string;
  profit: string;
  balance: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  outcome: Record<string, unknown>;
}

const PARAMS = {
  dice: { target: 50.5, direction: 'under' },
  limbo: { target: 2 },
  plinko: { rows: 12, risk: 'medium' },
  'slot-lanterns': {},
  'slot-fruits': {},
  'slot-pearls': {},
} as const;

describe('launch and game session', () => {
  it('the lobby launch answers the screen URL with a one-time launch code, exchanged once for the session', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 50_000n);
    const launched = expectOk<{ url: string; mode: string }>(
      await call(t, 'POST', '/wps/game/launchGame', {
        token: player.token,
        body: { nodeId: await nodeIdOf(t, 'dice') },
      }),
    );
    expect(launched.mode).toBe('iframe');
    expect(launched.url).toMatch(/^\/originals\/dice\?launch=[A-Za-z0-9_-]{43}$/);
    const launch = new URL(launched.url, 'http://x').searchParams.get('launch')!;
    const info = expectOk<{
      session: string;
      balance: string;
      demo: boolean;
      limits: unknown;
      seeds: unknown;
    }>(await call(t, 'POST', '/wps/originals/session', { body: { launch } }));
    expect(info).toMatchObject({ balance: '500.00', demo: false, limits: { min: '0.10', max: '10000.00' } });
    expectError(
      await call(t, 'POST', '/wps/originals/session', { body: { launch } }),
      401,
      'game_session_invalid',
    );
    // The session belongs to its brand.
    expectError(
      await call(t, 'GET', '/wps/originals/seeds', {
        brand: 'lotus',
        headers: { 'x-game-session': info.session },
      }),
      401,
      'game_session_invalid',
    );
  });

  it('demo play needs no account; real play needs a real account', async () => {
    const demo = expectOk<{ url: string }>(
      await call(t, 'POST', '/wps/game/launchGame', {
        body: { nodeId: await nodeIdOf(t, 'crash'), demo: true },
      }),
    );
    expect(demo.url).toBe('/originals/crash?demo=1');
    expectError(
      await call(t, 'POST', '/wps/game/launchGame', { body: { nodeId: await nodeIdOf(t, 'dice') } }),
      401,
      'unauthorized',
    );
    // A trial account plays on its demo credits (spec §6): its launch is a demo launch, never real money.
    const trial = await makePlayer(t, { type: 4 });
    const trialLaunch = expectOk<{ url: string }>(
      await call(t, 'POST', '/wps/game/launchGame', {
        token: trial.token,
        body: { nodeId: await nodeIdOf(t, 'dice') },
      }),
    );
    expect(trialLaunch.url).toMatch(/^\/originals\/dice\?/);
  });

  it('every screen opens for real money and in demo', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 1_000n);
    for (const game of ORIGINAL_GAMES) {
      const real = await launchReal(t, game, { player });
      expect(real.info).toMatchObject({ game, demo: false, balance: '10.00' });
      const demo = await launchDemo(t, game);
      expect(demo.info).toMatchObject({ game, demo: true, balance: '1000.00' });
      expect(demo.info.config.rtp).toBeGreaterThan(0.95);
    }
  });

  it('calls without a valid session are refused', async () => {
    expectError(await call(t, 'GET', '/wps/originals/seeds'), 401, 'game_session_invalid');
    expectError(
      await call(t, 'GET', '/wps/originals/seeds', { headers: { 'x-game-session': 'x'.repeat(43) } }),
      401,
      'game_session_invalid',
    );
    const client = await launchReal(t, 'dice');
    await t.db
      .updateTable('wallet_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expectError(await gameCall(t, client, 'GET', '/wps/originals/seeds'), 401, 'game_session_expired');
  });
});

describe('instant games for real money', () => {
  it.each(Object.keys(PARAMS) as (keyof typeof PARAMS)[])(
    '%s: the bet and its win go through the wallet protocol and the betting record',
    async (game) => {
      const client = await launchReal(t, game, { funds: 100_000n });
      const answer = expectOk<InstantAnswer>(await bet(t, client, game, '10.00', PARAMS[game]));
      const payout = Math.round(Number(answer.payout) * 100);
      expect(answer.amount).toBe('10.00');
      expect(Number(answer.profit)).toBeCloseTo(Number(answer.payout) - 10, 2);
      expect(answer.balance).toBe(((100_000 - 1_000 + payout) / 100).toFixed(2));
      expect(await balance(t, client.player!)).toBe(answer.balance);
      // The operator's side: a bet posting, a win posting when it paid, the bet in the record.
      const { rows } = await sql<{ kind: string; amount: bigint }>`select kind, amount from ledger_transfer
        where idempotency_key like ${`%:mq:a:${client.player!.id}:%`} order by id`.execute(t.db);
      expect(rows[0]).toEqual({ kind: 'bet', amount: 1_000n });
      expect(rows.slice(1)).toEqual(payout > 0 ? [{ kind: 'win', amount: BigInt(payout) }] : []);
      const record = expectOk<{ content: { status: string; vendor: string; payout: string }[] }>(
        await call(t, 'GET', '/wps/member/bets', { token: client.player!.token }),
      );
      expect(record.content[0]).toMatchObject({ vendor: 'MQ', payout: answer.payout });
      expect(record.content[0]!.status).toBe(payout > 1_000 ? 'won' : payout === 1_000 ? 'draw' : 'lost');
    },
  );

  it('dice pays (1 − edge) × 10001 / winning outcomes and the roll decides', async () => {
    const client = await launchReal(t, 'dice', { funds: 1_000_000n });
    for (let i = 0; i < 20; i++) {
      const answer = expectOk<InstantAnswer>(
        await bet(t, client, 'dice', '1.00', { target: 25, direction: 'over' }),
      );
      const roll = answer.outcome.roll as number;
      expect(answer.outcome.win).toBe(roll > 25);
      expect(answer.multiplier).toBe(roll > 25 ? 1.3201 : 0);
    }
  });

  it('a retried requestId answers the same bet; other data under it is a conflict', async () => {
    const client = await launchReal(t, 'limbo');
    const body = { amount: '2.00', params: { target: 3 }, requestId: requestId() };
    const first = expectOk<InstantAnswer>(
      await gameCall(t, client, 'POST', '/wps/originals/limbo/bet', body),
    );
    const again = expectOk<InstantAnswer>(
      await gameCall(t, client, 'POST', '/wps/originals/limbo/bet', body),
    );
    expect(again.betId).toBe(first.betId);
    expect(again.nonce).toBe(first.nonce);
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/limbo/bet', { ...body, amount: '3.00' }),
      409,
      'idempotency_conflict',
    );
    const bets = await t.db
      .selectFrom('vendor_bet')
      .select('id')
      .where('account_id', '=', client.player!.id)
      .execute();
    expect(bets).toHaveLength(1);
  });

  it('insufficient funds, limits and a disabled account are refused through the protocol, nothing posted', async () => {
    const client = await launchReal(t, 'dice', { funds: 500n });
    const before = await ledgerCounts(t);
    const refused = expectError(await bet(t, client, 'dice', '5.01', PARAMS.dice), 400, 'insufficient_funds');
    expect(refused.message).toContain('₱5.00');
    expectError(await bet(t, client, 'dice', '0.09', PARAMS.dice), 400, 'amount_below_minimum');
    expectError(await bet(t, client, 'dice', '10000.01', PARAMS.dice), 400, 'amount_above_maximum');
    expect((await ledgerCounts(t)).transfers).toBe(before.transfers);
    await t.db
      .updateTable('account')
      .set({ status: 'disabled' })
      .where('id', '=', client.player!.id)
      .execute();
    await settleSessionChanges(t.db);
    expectError(await bet(t, client, 'dice', '1.00', PARAMS.dice), 403, 'account_disabled');
  });

  it.each([
    ['dice', { target: 50.555, direction: 'under' }, 'params.target'],
    ['dice', { target: 99.5, direction: 'under' }, 'params.target'],
    ['dice', { target: 50, direction: 'sideways' }, 'params.direction'],
    ['dice', { target: '50', direction: 'under', extra: 1 }, 'params.extra'],
    ['limbo', { target: 1 }, 'params.target'],
    ['limbo', { target: 1_000_000.01 }, 'params.target'],
    ['limbo', { target: 'NaN' }, 'params.target'],
    ['plinko', { rows: 10, risk: 'low' }, 'params.rows'],
    ['plinko', { rows: 8, risk: 'extreme' }, 'params.risk'],
    ['mines', { mines: 0 }, 'params.mines'],
    ['mines', { mines: 25 }, 'params.mines'],
    ['mines', { mines: 2.5 }, 'params.mines'],
    ['crash', { autoCashout: 1 }, 'params.autoCashout'],
    ['slot-fruits', { lines: 10 }, 'params.lines'],
  ] as const)('%s with %j is bet_params_invalid (%s), nothing posted', async (game, params, field) => {
    const client = await launchReal(t, game);
    const before = await ledgerCounts(t);
    const error = expectError(await bet(t, client, game, '1.00', params), 400, 'bet_params_invalid');
    expect(error.message).toContain(field);
    expect((await ledgerCounts(t)).transfers).toBe(before.transfers);
  });

  it.each([
    ['a number', 10],
    ['an exponent', '1e3'],
    ['three decimals', '1.001'],
    ['negative', '-1.00'],
    ['empty', ''],
  ])('an amount given as %s is refused with its money code', async (_name, amount) => {
    const client = await launchReal(t, 'dice');
    const response = await gameCall(t, client, 'POST', '/wps/originals/dice/bet', {
      amount,
      params: PARAMS.dice,
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).code).toMatch(/^amount_/);
  });

  it('a malformed requestId or an unknown game is refused', async () => {
    const client = await launchReal(t, 'dice');
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/dice/bet', {
        amount: '1.00',
        params: PARAMS.dice,
        requestId: 'short',
      }),
      400,
      'invalid_request',
    );
    expectError(
      await gameCall(t, client, 'POST', '/wps/originals/roulette/bet', {
        amount: '1.00',
        requestId: requestId(),
      }),
      400,
      'invalid_request',
    );
  });
});

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
