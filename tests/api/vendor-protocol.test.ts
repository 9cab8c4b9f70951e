/**
 * The seamless-wallet protocol over HTTP (issue 6): every status of every call, the ledger postings behind them
 * (and their absence when refused), tombstones, stored answers, multi-wallet brands, and what settled calls feed:
 * the betting record, P&L, hot games and the winners board.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { transferHash } from '@/server/modules/ledger/ledger.service';
import { betBody, game, nothingPosted, pg, postings, setupSuite, t, winBody } from './vendor-protocol-suite';
import {
  gameOf,
  ledgerCounts,
  uuid,
  type VendorPlayer,
  vendorClient,
  vendorPlayer,
  walletBalance,
} from './vendor-support';
import { fund } from './wallet-support';

setupSuite();

/** Runs `act` and checks that no posting, stored answer or bet row appeared. */

describe('signature, syntax and transport', () => {
  it('answers every call with HTTP 200 and the protocol JSON (not the envelope)', async () => {
    const p = await vendorPlayer(t, 'PG');
    const answer = await pg.post('balance', {
      request_uuid: 'req-1',
      user: `${p.id}`,
      currency: 'PHP',
      token: p.vendorToken,
    });
    expect(answer).toEqual({
      status: 'RS_OK',
      request_uuid: 'req-1',
      user: `${p.id}`,
      currency: 'PHP',
      balance: 100_000,
    });
  });

  it("answers the protocol's bytes: its fields in the protocol's order, serialised from the contract", async () => {
    const p = await vendorPlayer(t, 'PG');
    const body = JSON.stringify({
      request_uuid: 'req-bytes',
      user: `${p.id}`,
      currency: 'PHP',
      token: p.vendorToken,
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/vendor/PG/wallet/balance',
        headers: { host: 'aurora.localhost', 'content-type': 'application/json', 'x-signature': signature },
        payload: body,
      });
    expect((await send(pg.sign(body))).body).toBe(
      `{"status":"RS_OK","request_uuid":"req-bytes","user":"${p.id}","currency":"PHP","balance":100000}`,
    );
    // Refused before any state is read: the status and the request's uuid only.
    expect((await send('abcd')).body).toBe(
      '{"status":"RS_ERROR_INVALID_SIGNATURE","request_uuid":"req-bytes"}',
    );
  });

  it.each([
    ['another secret', 'a'.repeat(64)],
    ['no header', null],
    ['not hex', 'not-a-signature'],
    ['too short', 'abcd'],
  ])('a bad signature (%s) is RS_ERROR_INVALID_SIGNATURE and posts nothing', async (_name, signature) => {
    const p = await vendorPlayer(t, 'PG');
    await nothingPosted(async () => {
      const answer = await pg.post('bet', betBody(p, 100), { signature });
      expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    });
  });

  it('the signature covers the exact bytes: re-serialised JSON with the same data fails', async () => {
    const p = await vendorPlayer(t, 'PG');
    const body = betBody(p, 100);
    const signature = pg.sign(JSON.stringify(body));
    const spaced = JSON.stringify(body, null, 2);
    expect((await pg.post('bet', spaced, { signature })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await pg.post('bet', spaced)).status).toBe('RS_OK');
  });

  it('an unknown vendor code is RS_ERROR_INVALID_SIGNATURE (no secret)', async () => {
    const p = await vendorPlayer(t, 'PG');
    const text = JSON.stringify(betBody(p, 100));
    const answer = await pg.post('bet', text, { path: '/vendor/NOPE/wallet/bet' });
    expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
  });

  it('a body signed with another vendor’s secret is refused', async () => {
    const p = await vendorPlayer(t, 'PG');
    const text = JSON.stringify(betBody(p, 100));
    const jdb = vendorClient(t, 'JDB');
    expect((await pg.post('bet', text, { signature: jdb.sign(text) })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
  });

  const malformed: [string, (p: VendorPlayer) => unknown, string?][] = [
    ['not JSON', () => '{"request_uuid":'],
    ['a JSON string', () => '"bet"'],
    ['null', () => 'null'],
    ['an array', () => '[]'],
    ['no request_uuid', (p) => ({ ...betBody(p, 100), request_uuid: undefined })],
    ['no token on a bet', (p) => ({ ...betBody(p, 100), token: undefined })],
    ['no round', (p) => ({ ...betBody(p, 100), round: undefined })],
    ['no amount', (p) => ({ ...betBody(p, 100), amount: undefined })],
    ['amount as a string', (p) => ({ ...betBody(p, 100), amount: '100' })],
    ['amount as a decimal', (p) => ({ ...betBody(p, 100), amount: 1.25 })],
    ['negative amount', (p) => ({ ...betBody(p, 100), amount: -1 })],
    ['amount beyond 999,999,999,999,999', (p) => ({ ...betBody(p, 100), amount: 1_000_000_000_000_000 })],
    [
      'amount beyond safe integers',
      (p) => `${JSON.stringify(betBody(p, 100)).slice(0, -1)},"amount":99999999999999999999}`,
    ],
    ['amount true', (p) => ({ ...betBody(p, 100), amount: true })],
    ['currency lower case', (p) => ({ ...betBody(p, 100), currency: 'php' })],
    ['round_closed a string', (p) => ({ ...betBody(p, 100), round_closed: 'false' })],
    ['user a number', (p) => ({ ...betBody(p, 100), user: Number(p.id) })],
    [
      'a control character in transaction_uuid',
      (p) => ({ ...betBody(p, 100), transaction_uuid: 'a\u0001b' }),
    ],
    [
      'transaction_uuid of 101 characters',
      (p) => ({ ...betBody(p, 100), transaction_uuid: 'x'.repeat(101) }),
    ],
    ['an unknown game', (p) => ({ ...betBody(p, 100), game_code: 'NO_SUCH_GAME' })],
    ["another vendor's game", (p) => ({ ...betBody(p, 100), game_code: 'MQ_DICE' })],
    ['an unknown action', (p) => betBody(p, 100), 'deposit'],
    [
      'a win without reference_transaction_uuid',
      (p) => ({
        ...winBody(p, { transaction_uuid: 'x', round: 'r' }, 1),
        reference_transaction_uuid: undefined,
      }),
      'win',
    ],
  ];
  it.each(malformed)('%s is RS_ERROR_WRONG_SYNTAX and posts nothing', async (_name, body, action) => {
    const p = await vendorPlayer(t, 'PG');
    await nothingPosted(async () => {
      const answer = await pg.post(action ?? 'bet', body(p));
      expect(answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
    });
  });

  it('a body over 64 KB is RS_ERROR_WRONG_SYNTAX, still HTTP 200', async () => {
    const p = await vendorPlayer(t, 'PG');
    const answer = await pg.post('bet', { ...betBody(p, 100), padding: 'x'.repeat(70_000) });
    expect(answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
  });
});

describe('the ledger hash in the database', () => {
  it('ledger_request_hash (vendor_call) computes exactly what transferHash() does', async () => {
    const cases: [bigint, bigint, bigint, string, string | null][] = [
      [1n, 2n, 100n, 'refund', 'r-1'],
      [123n, 9n, 999_999_999_999_999n, 'win', null],
      [77n, 78n, 5n, 'bet', 'crash-aurora-12 ünïcode'],
    ];
    for (const [from, to, amount, kind, reference] of cases) {
      const { rows } = await sql<{ h: Buffer }>`select ledger_request_hash(${from}, ${to}, ${amount}, ${kind},
        ${reference}) as h`.execute(t.db);
      expect(rows[0]!.h).toEqual(transferHash({ brand: '', key: '', from, to, amount, kind, reference }));
    }
  });
});

describe('balance', () => {
  it('answers the play wallet; an expired token is RS_ERROR_TOKEN_EXPIRED, an unknown one RS_ERROR_INVALID_TOKEN', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 12_345n });
    expect(await walletBalance(pg, p)).toBe(12_345);
    const expired = await vendorPlayer(t, 'PG', { player: p, ttlMs: -1000 });
    const base = { request_uuid: uuid(), user: `${p.id}`, currency: 'PHP' };
    expect((await pg.post('balance', { ...base, token: expired.vendorToken })).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await pg.post('balance', { ...base, token: 'x'.repeat(43) })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const wrong = await pg.post('balance', { ...base, token: p.vendorToken, currency: 'USD' });
    expect(wrong).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 12_345 });
  });

  it("a token of another vendor or another user's is RS_ERROR_INVALID_TOKEN", async () => {
    const p = await vendorPlayer(t, 'PG');
    const other = await vendorPlayer(t, 'PG');
    const jdb = await vendorPlayer(t, 'JDB', { player: p });
    const base = { request_uuid: uuid(), user: `${p.id}`, currency: 'PHP' };
    expect((await pg.post('balance', { ...base, token: jdb.vendorToken })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await pg.post('balance', { ...base, token: other.vendorToken })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
  });
});

describe('bet', () => {
  it('posts play wallet → vendor account (kind bet, reference round) and opens the bet', async () => {
    const p = await vendorPlayer(t, 'PG');
    const body = betBody(p, 2_500);
    const answer = await pg.post('bet', body);
    expect(answer).toEqual({
      status: 'RS_OK',
      request_uuid: body.request_uuid,
      user: `${p.id}`,
      currency: 'PHP',
      balance: 97_500,
    });
    expect(await postings(`bet:PG:${body.transaction_uuid}`)).toEqual([
      { kind: 'bet', amount: 2_500n, reference: body.round },
    ]);
    const row = await t.db
      .selectFrom('vendor_bet')
      .selectAll()
      .where('bet_uuid', '=', body.transaction_uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'open',
      amount: 2_500n,
      payout: 0n,
      game_code: game,
      round: body.round,
    });
  });

  it('a retry (new request_uuid) and a replayed body answer the first answer; one posting', async () => {
    const p = await vendorPlayer(t, 'PG');
    const body = betBody(p, 1_000);
    const first = await pg.post('bet', body);
    const again = await pg.post('bet', { ...body, request_uuid: 'retry-1' });
    const replay = await pg.post('bet', body);
    expect(again).toEqual({ ...first, request_uuid: 'retry-1' });
    expect(replay).toEqual(first);
    expect(await postings(`bet:PG:${body.transaction_uuid}`)).toHaveLength(1);
    expect(await walletBalance(pg, p)).toBe(99_000);
  });

  it('10 concurrent copies of a bet post once and answer alike', async () => {
    const p = await vendorPlayer(t, 'PG');
    const body = betBody(p, 700);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pg.post('bet', { ...body, request_uuid: uuid() })),
    );
    expect(new Set(answers.map((a) => `${a.status}:${a.balance}`))).toEqual(new Set(['RS_OK:99300']));
    expect(await postings(`bet:PG:${body.transaction_uuid}`)).toHaveLength(1);
  });

  it.each([
    ['amount', { amount: 999 }],
    ['round', { round: 'another-round' }],
    ['game', { game_code: 'PG_OTHER' }],
    ['currency', { currency: 'USD' }],
  ])('the same transaction_uuid with another %s is RS_ERROR_DUPLICATE_TRANSACTION', async (_name, change) => {
    const p = await vendorPlayer(t, 'PG');
    const body = betBody(p, 1_000);
    expect((await pg.post('bet', body)).status).toBe('RS_OK');
    const other: Record<string, unknown> = { ...body, ...change, request_uuid: uuid() };
    if ('game_code' in change)
      other.game_code = (await t.app.games.catalogue()).games.filter(
        (g) => g.vendor.code === 'PG',
      )[1]!.gameCode;
    await nothingPosted(async () => {
      expect((await pg.post('bet', other)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    });
    // The first answer still stands.
    expect((await pg.post('bet', body)).status).toBe('RS_OK');
  });

  it('not enough money answers the balance; the bet stays refused even after a deposit', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 500n });
    const body = betBody(p, 501);
    await nothingPosted(async () => {
      expect(await pg.post('bet', body)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 500 });
    });
    await fund(t, p, 10_000n);
    expect(await pg.post('bet', { ...body, request_uuid: uuid() })).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 500,
    });
    expect(await walletBalance(pg, p)).toBe(10_500);
    // A new transaction is judged on the balance now.
    expect((await pg.post('bet', betBody(p, 501))).status).toBe('RS_OK');
  });

  it('refuses invalid, expired, foreign and disabled sessions, wrong currencies and stakes over the limit', async () => {
    const p = await vendorPlayer(t, 'PG');
    const expired = await vendorPlayer(t, 'PG', { player: p, ttlMs: -1 });
    const other = await vendorPlayer(t, 'PG');
    const jdb = await vendorPlayer(t, 'JDB', { player: p });
    const cases: [Record<string, unknown>, string][] = [
      [{ token: 'z'.repeat(43) }, 'RS_ERROR_INVALID_TOKEN'],
      [{ token: jdb.vendorToken }, 'RS_ERROR_INVALID_TOKEN'],
      [{ token: other.vendorToken }, 'RS_ERROR_INVALID_TOKEN'],
      [{ user: '999999999' }, 'RS_ERROR_INVALID_TOKEN'],
      [{ token: expired.vendorToken }, 'RS_ERROR_TOKEN_EXPIRED'],
      [{ currency: 'VND' }, 'RS_ERROR_WRONG_CURRENCY'],
      [{ amount: 100_000_001 }, 'RS_ERROR_LIMIT_REACHED'],
    ];
    for (const [change, status] of cases) {
      await nothingPosted(async () => {
        const body = betBody(p, 100, change);
        expect((await pg.post('bet', body)).status, JSON.stringify(change)).toBe(status);
        // Refusals are stored: a retry answers the same.
        expect((await pg.post('bet', { ...body, request_uuid: uuid() })).status).toBe(status);
      });
    }
    await t.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', p.id).execute();
    await nothingPosted(async () => {
      expect((await pg.post('bet', betBody(p, 100))).status).toBe('RS_ERROR_USER_DISABLED');
    });
  });

  it('a stake of exactly the limit is accepted; zero amounts post nothing', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 100_000_000n });
    expect((await pg.post('bet', betBody(p, 100_000_000))).status).toBe('RS_OK');
    const zero = betBody(p, 0);
    await nothingPosted(async () => undefined);
    const before = (await ledgerCounts(t)).transfers;
    expect(await pg.post('bet', zero)).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect((await ledgerCounts(t)).transfers).toBe(before);
  });

  it('multi-wallet brands: PG plays from the PG game wallet, JDB from the main wallet', async () => {
    const lotusPg = vendorClient(t, 'PG', 'lotus.localhost');
    const p = await vendorPlayer(t, 'PG', { brand: 'lotus', funds: 0n });
    const jdb = await vendorPlayer(t, 'JDB', { player: p });
    await fund(t, p, 50_000n);
    expect(await walletBalance(lotusPg, p)).toBe(0);
    const bet = { ...betBody(p, 10), currency: 'VND' };
    expect(await lotusPg.post('bet', bet)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 0 });
    const jdbClient = vendorClient(t, 'JDB', 'lotus.localhost');
    const jdbGame = (await gameOf(t, 'JDB')).gameCode;
    const answer = await jdbClient.post('bet', {
      ...betBody(jdb, 10_000),
      currency: 'VND',
      game_code: jdbGame,
    });
    expect(answer).toMatchObject({ status: 'RS_OK', balance: 40_000 });
  });
});
