/**
 * Balance, public state, the merchant wallet (single vs multi), transfers between wallets, to the upline and from
 * an agent to its team, the account record and the inbox; every money call refuses trial accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@/server/brands/load-brands';
import { serviceContext } from '@/server/context';
import { connect } from '@/server/db/connect';
import { balanceOf } from '@/server/modules/wallet/wallets.service';
import { createTestApp, type TestApp } from './helpers';
import {
  balance,
  call,
  expectError,
  expectOk,
  fund,
  key,
  makePlayer,
  sandboxDeposit,
} from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('guards', () => {
  const calls: [string, string, Record<string, unknown>?][] = [
    ['GET', '/wps/v2/wallets/balance'],
    ['GET', '/wps/member/publicState'],
    ['GET', '/wps/relay/GCS_merchantWallet'],
    ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: '1' }],
    ['GET', '/wps/cashier/deposit/methods'],
    ['POST', '/wps/cashier/deposit', { method: 'GCASH_QR', amount: '100', idempotencyKey: 'k-12345678' }],
    ['GET', '/wps/cashier/deposits'],
    ['GET', '/wps/cashier/withdraw/info'],
    ['POST', '/wps/cashier/withdraw', { amount: '100', payeeAccountId: '1', paymentPassword: '123456' }],
    ['GET', '/wps/cashier/withdrawals'],
    ['GET', '/wps/member/bankAccounts'],
    ['GET', '/wps/member/paymentPassword'],
    ['POST', '/wps/member/transfer/upline', { amount: '1', paymentPassword: '123456' }],
    ['GET', '/wps/member/transactions'],
    ['GET', '/wps/member/messages'],
    ['GET', '/wps/relay/CSP_unreadCount'],
  ];

  it.each(calls)(
    '%s %s: 401 without a session, 403 in_need_true_account for a trial account',
    async (method, url, body) => {
      expectError(await call(t, method as 'GET', url, { body }), 401, 'unauthorized');
      const trial = await makePlayer(t, { type: 4 });
      expectError(await call(t, method as 'GET', url, { ...trial, body }), 403, 'in_need_true_account');
    },
  );

  it('a session of one brand is not valid on another', async () => {
    const player = await makePlayer(t);
    expectError(
      await call(t, 'GET', '/wps/v2/wallets/balance', { token: player.token, brand: 'lotus' }),
      401,
      'unauthorized',
    );
  });
});

describe('balance and public state', () => {
  it('answers the main wallet in the brand currency decimals', async () => {
    const player = await makePlayer(t);
    expect(expectOk(await call(t, 'GET', '/wps/v2/wallets/balance', player))).toEqual({
      balance: '0.00',
      free: '0.00',
      locked: '0.00',
      currency: 'PHP',
      currencySymbol: '₱',
    });
    await fund(t, player, 12_345n);
    expect(await balance(t, player)).toBe('123.45');
    const lotus = await makePlayer(t, { brand: 'lotus' });
    await fund(t, lotus, 1234n);
    expect(expectOk(await call(t, 'GET', '/wps/v2/wallets/balance', lotus))).toEqual({
      balance: '1234',
      free: '1234',
      locked: '0',
      currency: 'VND',
      currencySymbol: '₫',
    });
  });

  it('a service called without a server (its own connection, brands and secret) answers as the route', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 12_345n);
    const db = connect(t.config.databaseUrl!, 1);
    try {
      const brand = loadBrands(t.config.brandsDir).brands.find((b) => b.config.code === player.brand)!;
      const { secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow();
      const direct = await balanceOf(serviceContext({ db, secret, brand }), player.id);
      expect(direct).toEqual(expectOk(await call(t, 'GET', '/wps/v2/wallets/balance', player)));
      expect(direct.balance).toBe('123.45');
    } finally {
      await db.destroy();
    }
  });

  it('public state carries balance, VIP fields, promotions and unread messages', async () => {
    const player = await makePlayer(t);
    await sandboxDeposit(t, player, '100');
    expect(expectOk(await call(t, 'GET', '/wps/member/publicState', player))).toEqual({
      balance: '100.00',
      currency: 'PHP',
      currencySymbol: '₱',
      hasVip: false,
      vipLabelName: '',
      vipRankLevel: 0,
      // The reward center: aurora's daily check-in and red envelope are open to a fresh player.
      availablePromoCount: 2,
      // Referral is on (content/referral.json); no mission finished yet (docs/referral-missions.md).
      availablePromo: { REFERRAL: { enabled: true }, PROMOTIONS: { count: 2 }, MISSIONS: { count: 0 } },
      unreadMessage: 1,
    });
  });
});

describe('merchant wallet and wallet transfers', () => {
  it('is single on aurora: one wallet, transfers refused', async () => {
    const player = await makePlayer(t);
    expect(expectOk(await call(t, 'GET', '/wps/relay/GCS_merchantWallet', player))).toMatchObject({
      isSingle: true,
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: '0.00' }],
    });
    expectError(
      await call(t, 'POST', '/wps/relay/GCS_walletTransfer', {
        ...player,
        body: { from: 'MAIN', to: 'PG', amount: '1', idempotencyKey: key() },
      }),
      403,
      'wallet_single',
    );
  });

  it('moves money between main and game wallets on lotus (multi-wallet), idempotently', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await fund(t, player, 500_000n);
    const wallets = expectOk<{
      isSingle: boolean;
      wallets: { code: string; name: string; balance: string }[];
    }>(await call(t, 'GET', '/wps/relay/GCS_merchantWallet', { ...player, headers: { 'x-language': 'vi' } }));
    expect(wallets.isSingle).toBe(false);
    expect(wallets.wallets.map((w) => [w.code, w.balance])).toEqual([
      ['MAIN', '500000'],
      ['PG', '0'],
      ['EVO', '0'],
      ['SABA', '0'],
    ]);
    expect(wallets.wallets[0]!.name).toBe('Ví chính');
    const k = key();
    const move = (body: Record<string, unknown>) =>
      call(t, 'POST', '/wps/relay/GCS_walletTransfer', { ...player, body });
    const first = expectOk<{
      transferId: string;
      balance: string;
      wallets: { code: string; balance: string }[];
    }>(await move({ from: 'MAIN', to: 'PG', amount: '120000', idempotencyKey: k }));
    expect(first.balance).toBe('380000');
    expect(first.wallets.find((w) => w.code === 'PG')!.balance).toBe('120000');
    const again = expectOk<{ transferId: string; replayed: boolean }>(
      await move({ from: 'MAIN', to: 'PG', amount: '120000', idempotencyKey: k }),
    );
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expectError(
      await move({ from: 'MAIN', to: 'EVO', amount: '120000', idempotencyKey: k }),
      409,
      'idempotency_conflict',
    );
    expectOk(await move({ from: 'PG', to: 'MAIN', amount: '20000', idempotencyKey: key() }));
    expectError(
      await move({ from: 'PG', to: 'MAIN', amount: '100001', idempotencyKey: key() }),
      400,
      'insufficient_funds',
    );
    expectError(
      await move({ from: 'PG', to: 'EVO', amount: '1', idempotencyKey: key() }),
      400,
      'wallet_transfer_invalid',
    );
    expectError(
      await move({ from: 'MAIN', to: 'MAIN', amount: '1', idempotencyKey: key() }),
      400,
      'wallet_transfer_invalid',
    );
    expectError(
      await move({ from: 'MAIN', to: 'JL', amount: '1', idempotencyKey: key() }),
      400,
      'wallet_unknown',
    );
    expectError(
      await move({ from: 'MAIN', to: 'PG', amount: '1.5', idempotencyKey: key() }),
      400,
      'amount_not_whole',
    );
    expectError(
      await move({ from: 'MAIN', to: 'PG', amount: '-5', idempotencyKey: key() }),
      400,
      'amount_not_positive',
    );
    const after = expectOk<{ wallets: { code: string; balance: string }[] }>(
      await call(t, 'GET', '/wps/relay/GCS_merchantWallet', player),
    );
    expect(after.wallets.map((w) => w.balance)).toEqual(['400000', '100000', '0', '0']);
  });
});
