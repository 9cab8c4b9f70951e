import { describe, expect, it } from 'vitest';
import type { WalletAnswer } from '@/server/modules/vendor/protocol';
import { betBody, game, nothingPosted, pg, postings, setupSuite, t, winBody } from './vendor-protocol-suite';
import { ledgerCounts, uuid, type VendorPlayer, vendorPlayer, walletBalance } from './vendor-support';
import { call, expectError, expectOk } from './wallet-support';

setupSuite();

const rollbackBody = (
  p: VendorPlayer,
  bet: { transaction_uuid: string; round: string },
  extra: Record<string, unknown> = {},
) => ({
  request_uuid: uuid(),
  user: `${p.id}`,
  currency: p.currency,
  transaction_uuid: uuid(),
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
  game_code: game,
  ...extra,
});

/** Runs `act` and checks that no posting, stored answer or bet row appeared. */

describe('win', () => {
  async function openBet(p: VendorPlayer, amount = 1_000) {
    const body = betBody(p, amount);
    expect((await pg.post('bet', body)).status).toBe('RS_OK');
    return body;
  }

  it('posts vendor account → play wallet (kind win); the bet settles with its payout', async () => {
    const p = await vendorPlayer(t, 'PG');
    const bet = await openBet(p);
    const win = winBody(p, bet, 3_500);
    expect(await pg.post('win', win)).toMatchObject({ status: 'RS_OK', balance: 102_500 });
    expect(await postings(`win:PG:${win.transaction_uuid}`)).toEqual([
      { kind: 'win', amount: 3_500n, reference: bet.round },
    ]);
    const row = await t.db
      .selectFrom('vendor_bet')
      .selectAll()
      .where('bet_uuid', '=', bet.transaction_uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'settled', payout: 3_500n, round_closed: true });
    // A retry answers the first answer.
    expect(await pg.post('win', { ...win, request_uuid: uuid() })).toMatchObject({
      status: 'RS_OK',
      balance: 102_500,
    });
    expect(await walletBalance(pg, p)).toBe(102_500);
  });

  it('several wins of one bet add up', async () => {
    const p = await vendorPlayer(t, 'PG');
    const bet = await openBet(p);
    await pg.post('win', winBody(p, bet, 200, { round_closed: false }));
    await pg.post('win', winBody(p, bet, 300));
    const row = await t.db
      .selectFrom('vendor_bet')
      .select(['payout'])
      .where('bet_uuid', '=', bet.transaction_uuid)
      .executeTakeFirstOrThrow();
    expect(row.payout).toBe(500n);
  });

  it('arrives after the session expired, without a token, for a disabled user: accepted', async () => {
    const p = await vendorPlayer(t, 'PG', { ttlMs: 300 });
    const bet = await openBet(p);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await pg.post('bet', betBody(p, 10))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    await t.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', p.id).execute();
    expect((await pg.post('win', winBody(p, bet, 2_000, { token: p.vendorToken }))).status).toBe('RS_OK');
    expect((await pg.post('win', winBody(p, bet, 1))).status).toBe('RS_OK');
  });

  it('refuses unknown, refused, foreign and rolled-back bets and wrong currencies, posting nothing', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 1_000n });
    const other = await vendorPlayer(t, 'PG');
    const refused = betBody(p, 5_000);
    expect((await pg.post('bet', refused)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    const bet = await openBet(p, 100);
    const rolled = await openBet(p, 100);
    expect((await pg.post('rollback', rollbackBody(p, rolled))).status).toBe('RS_OK');
    const cases: [unknown, string][] = [
      [winBody(p, { transaction_uuid: uuid(), round: 'r' }, 10), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      [winBody(p, refused, 10), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      [winBody(other, bet, 10), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      [winBody(p, rolled, 10), 'RS_ERROR_TRANSACTION_ROLLED_BACK'],
      [winBody(p, bet, 10, { currency: 'USD' }), 'RS_ERROR_WRONG_CURRENCY'],
    ];
    for (const [body, status] of cases) {
      await nothingPosted(async () => {
        expect((await pg.post('win', body)).status).toBe(status);
      });
    }
  });
});

describe('rollback', () => {
  it('refunds the stake once (kind refund); a retry answers the first; another rollback refunds nothing', async () => {
    const p = await vendorPlayer(t, 'PG');
    const bet = betBody(p, 4_000);
    await pg.post('bet', bet);
    const rollback = rollbackBody(p, bet);
    expect(await pg.post('rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 100_000 });
    expect(await postings(`refund:PG:${rollback.transaction_uuid}`)).toEqual([
      { kind: 'refund', amount: 4_000n, reference: bet.round },
    ]);
    expect(await pg.post('rollback', { ...rollback, request_uuid: uuid() })).toMatchObject({
      status: 'RS_OK',
      balance: 100_000,
    });
    await nothingPosted(async () => {
      expect((await pg.post('rollback', rollbackBody(p, bet))).status).toBe('RS_OK');
    });
    expect(await walletBalance(pg, p)).toBe(100_000);
    const row = await t.db
      .selectFrom('vendor_bet')
      .select('status')
      .where('bet_uuid', '=', bet.transaction_uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
  });

  it('before its bet: TRANSACTION_DOES_NOT_EXIST and a tombstone; the bet is then refused as rolled back', async () => {
    const p = await vendorPlayer(t, 'PG');
    const bet = betBody(p, 1_000);
    const before = (await ledgerCounts(t)).transfers;
    expect((await pg.post('rollback', rollbackBody(p, bet))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const tombstone = await t.db
      .selectFrom('vendor_bet')
      .selectAll()
      .where('bet_uuid', '=', bet.transaction_uuid)
      .executeTakeFirstOrThrow();
    expect(tombstone.status).toBe('tombstone');
    expect(await pg.post('bet', bet)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: 100_000,
    });
    expect((await pg.post('bet', { ...bet, request_uuid: uuid() })).status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    expect((await pg.post('win', winBody(p, bet, 500))).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await ledgerCounts(t)).transfers).toBe(before);
  });

  it('a rollback racing its bet: exactly one of "bet then refund" or "tombstone then refused bet"', async () => {
    for (let i = 0; i < 10; i++) {
      const p = await vendorPlayer(t, 'PG');
      const bet = betBody(p, 1_000);
      const [b, r] = await Promise.all([pg.post('bet', bet), pg.post('rollback', rollbackBody(p, bet))]);
      if (b.status === 'RS_OK') expect(r.status).toBe('RS_OK');
      else {
        expect(b.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
        expect(r.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      expect(await walletBalance(pg, p)).toBe(100_000);
    }
  });

  it('after a win is refused and posts nothing; a refused bet has nothing to roll back', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 5_000n });
    const bet = betBody(p, 1_000);
    await pg.post('bet', bet);
    await pg.post('win', winBody(p, bet, 1_500));
    await nothingPosted(async () => {
      const answer = await pg.post('rollback', rollbackBody(p, bet));
      expect(answer.status).not.toBe('RS_OK');
      expect(answer.status).toBe('RS_ERROR_UNKNOWN');
    });
    const refused = betBody(p, 999_999);
    await pg.post('bet', refused);
    await nothingPosted(async () => {
      expect((await pg.post('rollback', rollbackBody(p, refused))).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
    });
    expect(await walletBalance(pg, p)).toBe(5_500);
  });

  it('of an unknown user or with a wrong currency posts nothing', async () => {
    const p = await vendorPlayer(t, 'PG');
    const bet = betBody(p, 1_000);
    await pg.post('bet', bet);
    await nothingPosted(async () => {
      expect((await pg.post('rollback', rollbackBody(p, bet, { user: '987654321' }))).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect((await pg.post('rollback', rollbackBody(p, bet, { currency: 'THB' }))).status).toBe(
        'RS_ERROR_WRONG_CURRENCY',
      );
    });
  });
});

describe('what settled calls feed', () => {
  it('the betting record and P&L list every vendor bet with status, filters and totals', async () => {
    const p = await vendorPlayer(t, 'PG');
    const won = betBody(p, 1_000);
    const lost = betBody(p, 2_000, { round_closed: true });
    const refunded = betBody(p, 3_000);
    const open = betBody(p, 500);
    for (const b of [won, lost, refunded, open]) expect((await pg.post('bet', b)).status).toBe('RS_OK');
    await pg.post('win', winBody(p, won, 2_500));
    await pg.post('rollback', rollbackBody(p, refunded));
    const record = expectOk<{
      content: {
        betId: string;
        status: string;
        stake: string;
        payout: string;
        profit: string;
        vendor: string;
        category: string;
        gameName: string;
      }[];
      totals: { count: number; stake: string; payout: string; profit: string };
    }>(await call(t, 'GET', '/wps/member/bets', { token: p.token }));
    const byId = new Map(record.content.map((r) => [r.betId, r]));
    expect(byId.get(won.transaction_uuid)).toMatchObject({
      status: 'won',
      stake: '10.00',
      payout: '25.00',
      profit: '15.00',
      vendor: 'PG',
    });
    expect(byId.get(lost.transaction_uuid)).toMatchObject({
      status: 'lost',
      payout: '0.00',
      profit: '-20.00',
    });
    expect(byId.get(refunded.transaction_uuid)).toMatchObject({ status: 'refunded', profit: '0.00' });
    expect(byId.get(open.transaction_uuid)).toMatchObject({ status: 'open' });
    expect(byId.get(won.transaction_uuid)!.gameName).not.toBe('');
    expect(record.totals).toEqual({ count: 4, stake: '35.00', payout: '25.00', profit: '-10.00' });
    const onlyLost = expectOk<{ content: unknown[] }>(
      await call(t, 'GET', '/wps/member/bets?status=lost&vendor=PG&category=RNG', { token: p.token }),
    );
    expect(onlyLost.content).toHaveLength(1);
    expect(
      expectOk<{ content: unknown[] }>(
        await call(t, 'GET', '/wps/member/bets?vendor=JDB', { token: p.token }),
      ).content,
    ).toEqual([]);

    const pnl = expectOk<{
      rows: {
        period: string;
        category: string;
        stake: string;
        validBet: string;
        payout: string;
        profit: string;
      }[];
      totals: { count: number; stake: string; validBet: string; payout: string; profit: string };
    }>(await call(t, 'GET', '/wps/member/profitLoss?period=month&tz=480', { token: p.token }));
    // Settled bets only: the won and the lost one.
    expect(pnl.totals).toEqual({
      count: 2,
      stake: '30.00',
      validBet: '30.00',
      payout: '25.00',
      profit: '-5.00',
    });
    expect(pnl.rows[0]).toMatchObject({ category: 'RNG' });
    expect(pnl.rows[0]!.period).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('records need a real account and validate their filters', async () => {
    expectError(await call(t, 'GET', '/wps/member/bets'), 401, 'unauthorized');
    const p = await vendorPlayer(t, 'PG');
    expectError(
      await call(t, 'GET', '/wps/member/bets?status=maybe', { token: p.token }),
      400,
      'invalid_request',
    );
    expectError(
      await call(t, 'GET', '/wps/member/bets?from=yesterday', { token: p.token }),
      400,
      'invalid_request',
    );
    expectError(
      await call(t, 'GET', '/wps/member/profitLoss?period=year', { token: p.token }),
      400,
      'invalid_request',
    );
    expectError(
      await call(t, 'GET', '/wps/member/profitLoss?from=2020-01-01&to=2026-01-01', { token: p.token }),
      400,
      'invalid_request',
    );
  });

  it('hot games count real plays and the winners board shows real wins', async () => {
    const p = await vendorPlayer(t, 'PG');
    const played = (await t.app.games.catalogue()).games.filter(
      (g) => g.vendor.code === 'PG' && !g.isHot,
    )[5]!;
    const answers: WalletAnswer[] = [];
    for (let i = 0; i < 40; i++) {
      const bet = betBody(p, 100, { game_code: played.gameCode });
      answers.push(await pg.post('bet', bet));
      if (i === 0) await pg.post('win', winBody(p, bet, 123_400, { game_code: played.gameCode }));
    }
    await t.app.vendorWallet.stats.flush();
    t.app.games.invalidate();
    const hot = expectOk<{ list: { gameCode: string }[] }>(
      await call(
        t,
        'GET',
        '/wps/relay/GCSGAME_hotGamesV2?merchantCode=x&isPlatform=2&platform=WEB&language=en',
      ),
    );
    // Not a catalogue hot game: only its real plays put it on the list.
    expect(hot.list.map((g) => g.gameCode)).toContain(played.gameCode);
    const board = expectOk<{ list: { winAmount: string; gameName: string; customerName: string }[] }>(
      await call(t, 'GET', '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=50'),
    );
    // Other test files play in the same brand at the same time (their wins may come later): find this one.
    const mine = board.list.find((w) => w.gameName === played.names.en);
    expect(mine).toMatchObject({ winAmount: '1234.00', gameName: played.names.en });
    expect(mine!.customerName).toContain('***');
  });
});
