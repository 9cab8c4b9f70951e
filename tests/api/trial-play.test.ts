/**
 * Free play made real (issue 23 item 1, spec §6): a trial account gets the demo credits its brand's help centre
 * promises, plays the in-house games' demo screens and vendors' demo modes on them (the wallet protocol answers
 * its calls from the credits: same rules, idempotent, never negative under concurrency), and every real-money call
 * refuses it with in_need_true_account — while the ledger, the bets and every record of real play see nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { createWalletSession } from '@/server/modules/vendor/wallet-sessions';
import type { TestApp } from './helpers';
import { bet, createGamesApp, gameCall, nodeIdOf } from './originals-support';
import { gameOf, ledgerCounts, uuid, vendorClient } from './vendor-support';
import { call, expectError, expectOk, makePlayer, type Player } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function freePlay(brand: string) {
  const answer = expectOk<{ token: string; account: { id: string; isTrial: boolean } }>(
    await call(t, 'POST', '/wps/session/login/freeplay', { brand, body: {} }),
  );
  expect(answer.account.isTrial).toBe(true);
  return { token: answer.token, id: BigInt(answer.account.id), brand };
}

const credits = async (trial: { token: string; brand: string }) =>
  expectOk<{ balance: string; currency: string; demo: boolean }>(
    await call(t, 'GET', '/wps/v2/wallets/demo', { brand: trial.brand, token: trial.token }),
  );

/** Everything of real play a trial must never leave a trace in. */
async function realTraces(accountId: bigint) {
  const { rows } = await sql<{ n: number }>`select
      (select count(*) from ledger_account where owner_id = ${accountId})
    + (select count(*) from vendor_bet where account_id = ${accountId})
    + (select count(*) from mq_bet where account_id = ${accountId})
    + (select count(*) from game_win where account_id = ${accountId})
    + (select count(*) from loyalty_event where account_id = ${accountId})
    + (select count(*) from account_day where account_id = ${accountId})
    + (select count(*) from account_day_queue where account_id = ${accountId}) as n`.execute(t.db);
  return Number(rows[0]!.n);
}

describe('free play', () => {
  it("credits the brand's free-play balance, the figure its help centre quotes", async () => {
    for (const [brand, shown, quoted] of [
      ['aurora', '2000.00', '₱2,000.00'],
      ['siam', '1000.00', '฿1,000.00'],
    ] as const) {
      const trial = await freePlay(brand);
      expect(await credits(trial)).toEqual({
        balance: shown,
        currency: brand === 'aurora' ? 'PHP' : 'THB',
        currencySymbol: brand === 'aurora' ? '₱' : '฿',
        demo: true,
      });
      const help = expectOk<{ sections: { term: string; body: string }[] }>(
        await call(t, 'GET', '/wps/system/helpCenter?lang=en&device=WEB', { brand }),
      );
      const account = help.sections.find((s) => s.term === 'account')!.body;
      expect(account).toContain(`trial account with ${quoted} of demo credits`);
      expect(account).not.toContain('{{');
    }
    const member = await makePlayer(t);
    expectError(await call(t, 'GET', '/wps/v2/wallets/demo', { token: member.token }), 404, 'not_found');
  });

  it('plays an in-house game on its demo credits: a launch is a demo launch and no record of real play sees it', async () => {
    const trial = await freePlay('aurora');
    const launched = expectOk<{ url: string }>(
      await call(t, 'POST', '/wps/game/launchGame', {
        token: trial.token,
        body: { nodeId: await nodeIdOf(t, 'dice') },
      }),
    );
    const launch = new URL(launched.url, 'http://x').searchParams.get('launch')!;
    const info = expectOk<{ session: string; demo: boolean; balance: string; game: string }>(
      await call(t, 'POST', '/wps/originals/session', { body: { launch } }),
    );
    expect(info).toMatchObject({ demo: true, balance: '2000.00', game: 'dice' });
    // The launch code is spent.
    expectError(
      await call(t, 'POST', '/wps/originals/session', { body: { launch } }),
      401,
      'game_session_invalid',
    );
    const client = { player: null, session: info.session, brand: 'aurora', info: info as never };
    let balance = 200_000n;
    for (let i = 0; i < 5; i++) {
      const answer = expectOk<{ amount: string; payout: string; balance: string; demo: boolean }>(
        await bet(t, client, 'dice', '10.00', { target: 50.5, direction: 'under' }),
      );
      expect(answer.demo).toBe(true);
      balance += BigInt(answer.payout.replace('.', '')) - 1_000n;
      expect(answer.balance.replace('.', '')).toBe(`${balance}`);
    }
    expect((await credits(trial)).balance.replace('.', '')).toBe(`${balance}`);
    const history = expectOk<{ total: number }>(
      await gameCall(t, client, 'GET', '/wps/originals/history?game=dice&pageNo=1&pageSize=10'),
    );
    expect(history.total).toBe(5);
    expect(await realTraces(trial.id)).toBe(0);
    expectError(
      await call(t, 'GET', '/wps/member/bets', { token: trial.token }),
      403,
      'in_need_true_account',
    );
  });

  it('is refused every real-money call, and nothing is written', async () => {
    const trial = await freePlay('aurora');
    const before = await ledgerCounts(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/wps/v2/wallets/balance'],
      ['POST', '/wps/cashier/deposit', { method: 'SANDBOX', amount: '100.00', idempotencyKey: uuid() }],
      ['POST', '/wps/cashier/withdraw', { amount: '100.00', payeeAccountId: '1', paymentPassword: '246810' }],
      ['POST', '/wps/member/bankAccounts', { bankCode: 'BDO', accountNo: '1234567890', holderName: 'A B' }],
      [
        'POST',
        '/wps/member/paymentPassword',
        { loginPassword: 'x', newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
      ],
      [
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: 'MAIN', to: 'PG', amount: '1.00', idempotencyKey: uuid() },
      ],
      ['POST', '/wps/member/transfer/upline', { amount: '1.00', paymentPassword: '246810' }],
      ['POST', '/wps/agent/transfer/downline', { downline: 'x', amount: '1.00', paymentPassword: '246810' }],
      ['POST', '/wps/promotions/welcome-bonus/join', {}],
      ['POST', '/wps/promotions/daily-checkin/claim', {}],
      ['POST', '/wps/promotions/lucky-envelope/envelope', {}],
      ['POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: 'new-year-raffle' }],
      ['POST', '/wps/member/rewards/1/claim', {}],
      ['POST', '/wps/member/missions/daily-spin/claim', {}],
      ['POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { points: '100', paymentPassword: '246810' }],
      [
        'POST',
        '/wps/lottery/bets',
        {
          gameCode: 'MQL_FAST1',
          prizeMode: 'LOTT',
          betType: 'x',
          numbers: ['1'],
          amount: '1.00',
          requestId: uuid(),
        },
      ],
      ['POST', '/wps/lottery/launch', { lottoArea: 'VN', launchMode: 'LOTT', view: 'lobby', device: 'WEB' }],
      ['GET', '/wps/member/transactions'],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(t, method as 'GET', url, {
        token: trial.token,
        ...(body === undefined ? {} : { body }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(JSON.parse(response.body).code, url).toBe('in_need_true_account');
    }
    expect(await ledgerCounts(t)).toEqual(before);
    expect(await realTraces(trial.id)).toBe(0);
  });
});

describe("a vendor's demo mode on a trial's credits (the wallet protocol)", () => {
  async function trialAtVendor(vendor: string) {
    const trial: Player = await makePlayer(t, { type: ACCOUNT_TYPE.trial });
    const game = await gameOf(t, vendor);
    const { token } = await createWalletSession(t.db, t.app.secret, {
      vendor,
      brand: 'aurora',
      accountId: trial.id,
      gameCode: game.gameCode,
      currency: 'PHP',
    });
    const client = vendorClient(t, vendor);
    const base = { user: `${trial.id}`, currency: 'PHP', game_code: game.gameCode };
    return { trial, token, client, base };
  }

  it('keeps the protocol rules: retries get the first answer, rollbacks refund once, a late bet after its rollback is refused', async () => {
    const { trial, token, client, base } = await trialAtVendor('PG');
    const before = await ledgerCounts(t);
    const balance = await client.post('balance', { request_uuid: uuid(), token, ...base });
    expect(balance).toMatchObject({ status: 'RS_OK', balance: 200_000 });

    const betBody = {
      request_uuid: uuid(),
      token,
      transaction_uuid: 'pg-t1',
      round: 'r1',
      amount: 5_000,
      ...base,
    };
    expect(await client.post('bet', betBody)).toMatchObject({ status: 'RS_OK', balance: 195_000 });
    // The same transaction again (a retry with a new request id) gets the first answer; other data is a duplicate.
    expect(await client.post('bet', { ...betBody, request_uuid: uuid() })).toMatchObject({
      status: 'RS_OK',
      balance: 195_000,
    });
    expect((await client.post('bet', { ...betBody, request_uuid: uuid(), amount: 6_000 })).status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    const win = {
      request_uuid: uuid(),
      transaction_uuid: 'pg-t1:w',
      reference_transaction_uuid: 'pg-t1',
      round: 'r1',
      amount: 12_000,
      ...base,
    };
    expect(await client.post('win', win)).toMatchObject({ status: 'RS_OK', balance: 207_000 });
    // A bet with a win cannot be rolled back.
    const rollbackWon = {
      request_uuid: uuid(),
      transaction_uuid: 'pg-t1:r',
      reference_transaction_uuid: 'pg-t1',
      round: 'r1',
      ...base,
    };
    expect((await client.post('rollback', rollbackWon)).status).toBe('RS_ERROR_UNKNOWN');

    const second = {
      request_uuid: uuid(),
      token,
      transaction_uuid: 'pg-t2',
      round: 'r2',
      amount: 7_000,
      ...base,
    };
    expect(await client.post('bet', second)).toMatchObject({ status: 'RS_OK', balance: 200_000 });
    const rollback = {
      request_uuid: uuid(),
      transaction_uuid: 'pg-t2:r',
      reference_transaction_uuid: 'pg-t2',
      round: 'r2',
      ...base,
    };
    expect(await client.post('rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 207_000 });
    expect(await client.post('rollback', { ...rollback, request_uuid: uuid() })).toMatchObject({
      status: 'RS_OK',
      balance: 207_000,
    });
    expect(
      (await client.post('win', { ...win, transaction_uuid: 'pg-t2:w', reference_transaction_uuid: 'pg-t2' }))
        .status,
    ).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');

    // A rollback before its bet leaves a tombstone: the late bet is refused and costs nothing.
    const early = {
      request_uuid: uuid(),
      transaction_uuid: 'pg-t3:r',
      reference_transaction_uuid: 'pg-t3',
      round: 'r3',
      ...base,
    };
    expect((await client.post('rollback', early)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(
      await client.post('bet', {
        request_uuid: uuid(),
        token,
        transaction_uuid: 'pg-t3',
        round: 'r3',
        amount: 1_000,
        ...base,
      }),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 207_000 });
    expect(
      (
        await client.post('bet', {
          request_uuid: uuid(),
          token: 'x'.repeat(43),
          transaction_uuid: 'pg-t4',
          round: 'r4',
          amount: 100,
          ...base,
        })
      ).status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await ledgerCounts(t)).toEqual(before);
    expect(await realTraces(trial.id)).toBe(0);
  });

  it('never lets concurrent bets spend more than the credits', async () => {
    const { trial, token, client, base } = await trialAtVendor('JDB');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        client.post('bet', {
          request_uuid: uuid(),
          token,
          transaction_uuid: `jdb-c${i}`,
          round: `c${i}`,
          amount: 30_000,
          ...base,
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 'RS_OK').length;
    expect(accepted).toBe(6); // 6 × ₱300 of ₱2,000
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(18);
    const { rows } = await sql<{
      balance: bigint;
    }>`select balance from mq_demo where account_id = ${trial.id}`.execute(t.db);
    expect(rows[0]!.balance).toBe(200_000n - 6n * 30_000n);
    expect(await realTraces(trial.id)).toBe(0);
  });
});
