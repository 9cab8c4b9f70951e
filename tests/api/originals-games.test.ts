/**
 * The in-house games (vendor MQ) end to end over HTTP: launch from the lobby, the game session, every instant
 * game and Mines for real money (through the wallet protocol: postings, betting record) and for demo credits
 * (no ledger), seeds and history, and the bad input of the game API.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_GAMES } from '@/core/originals-config';
import { settleSessionChanges } from '@/server/modules/session/session-cache';
import { type InstantAnswer, PARAMS, setupSuite, t } from './originals-games-suite';
import { bet, gameCall, launchDemo, launchReal, nodeIdOf, requestId } from './originals-support';
import { ledgerCounts } from './vendor-support';
import { balance, call, expectError, expectOk, fund, makePlayer } from './wallet-support';

setupSuite();

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
