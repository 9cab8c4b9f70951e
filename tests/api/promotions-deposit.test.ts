/**
 * Deposit bonuses end to end (docs/promotions.md): join → deposit through the sandbox PSP → the bonus once (in
 * the reward center, then claimed), turnover blocking withdrawals until met, the public state badge, bonus
 * details, and bad input that credits nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { applyDepositBonuses } from '@/server/modules/promotions/deposit-bonus';
import { BASE, createPromoApp, type PromoApp, playValid } from './promotions-support';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  key,
  makePlayer,
  PAY_PASSWORD,
  type Player,
  runJobs,
  sandboxDeposit,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([
    {
      ...BASE,
      id: 'welcome',
      kind: 'deposit_bonus',
      schedule: { start: '2021-01-01T00:00' },
      category: 'deposit',
      participation: 'join',
      eligibility: { firstDepositOnly: true },
      reward: { percentBp: 10000, cap: 50000, minDeposit: 10000, payout: 'claim' },
      turnover: { multiplier: 3, of: 'bonus' },
      budget: 100000000,
    },
    {
      ...BASE,
      id: 'reload',
      kind: 'deposit_bonus',
      schedule: { start: '2021-01-01T00:00' },
      category: 'deposit',
      participation: 'join',
      reward: { percentBp: 1000, cap: 100000, minDeposit: 15000, payout: 'auto' },
      limit: { per: 'day', count: 1 },
    },
    {
      ...BASE,
      id: 'vip-only',
      kind: 'deposit_bonus',
      category: 'deposit',
      participation: 'join',
      eligibility: { vipLevels: { min: 5 } },
      schedule: { start: '2020-01-01T00:00', end: '2020-06-01T00:00' },
      reward: { percentBp: 1000, cap: 100000, minDeposit: 10000, payout: 'auto' },
    },
  ]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface Card {
  id: string;
  state: string;
  action: string | null;
  reason: string | null;
  claimable: string | null;
}

const promotions = async (player?: Player) =>
  expectOk<{ promotions: Card[] }>(await call(t, 'GET', '/wps/promotions', player ?? {})).promotions;
const card = async (player: Player | undefined, id: string) =>
  (await promotions(player)).find((c) => c.id === id)!;
const bonusRows = (player: Player) =>
  t.db.selectFrom('promotion_bonus').selectAll().where('account_id', '=', player.id).orderBy('id').execute();

async function bindPayee(player: Player) {
  return expectOk<{ id: string }>(
    await call(t, 'POST', '/wps/member/bankAccounts', {
      ...player,
      body: { bankCode: 'BDO', accountNo: '001234567890', holderName: 'Juan Dela Cruz' },
    }),
  );
}

describe('deposit bonus', () => {
  it('join → sandbox deposit → the bonus waits in the reward center, is claimed once, and turnover gates withdrawals', async () => {
    expect((await card(undefined, 'welcome')).state).toBe('join');
    const player = await makePlayer(t);
    expect(await card(player, 'welcome')).toMatchObject({ state: 'join', action: 'join' });
    const joined = expectOk<Card>(
      await call(t, 'POST', '/wps/promotions/welcome/join', { ...player, body: {} }),
    );
    expect(joined).toMatchObject({ state: 'joined', action: null });
    // Joining twice answers the same.
    expectOk(await call(t, 'POST', '/wps/promotions/welcome/join', { ...player, body: {} }));

    await sandboxDeposit(t, player, '200.00');
    await runJobs(t); // the promotions.deposit job queued by the credit
    const rows = await bonusRows(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ promotion_id: 'welcome', amount: 20000n, status: 'claimable' });
    expect(rows[0]!.turnover_required).toBe(60000n);
    // The job again (a retry) awards nothing more.
    await applyDepositBonuses(
      { db: t.db, brand: brandOf(t, 'aurora') },
      (
        await t.db
          .selectFrom('payment_deposit')
          .select('id')
          .where('account_id', '=', player.id)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(await bonusRows(player)).toHaveLength(1);

    const rewards = expectOk<{
      count: number;
      items: { promotionId: string; amount: string; action: string; turnover: { required: string } }[];
    }>(await call(t, 'GET', '/wps/member/rewards', player));
    expect(rewards.count).toBe(1);
    expect(rewards.items[0]).toMatchObject({
      promotionId: 'welcome',
      amount: '200.00',
      action: 'claim',
      turnover: { required: '600.00' },
    });
    const state = expectOk<{ availablePromoCount: number }>(
      await call(t, 'GET', '/wps/member/publicState', player),
    );
    expect(state.availablePromoCount).toBe(1);
    expect(await card(player, 'welcome')).toMatchObject({ state: 'claim', claimable: '200.00' });

    const claimed = expectOk<{ bonus: { amount: string; status: string }; promotion: Card }>(
      await call(t, 'POST', '/wps/promotions/welcome/claim', { ...player, body: {} }),
    );
    expect(claimed.bonus).toMatchObject({ amount: '200.00', status: 'credited' });
    expect(claimed.promotion.state).toBe('issued');
    expectError(
      await call(t, 'POST', '/wps/promotions/welcome/claim', { ...player, body: {} }),
      409,
      'promotion_nothing_to_claim',
    );
    expect(
      expectOk<{ balance: string }>(await call(t, 'GET', '/wps/v2/wallets/balance', player)).balance,
    ).toBe('400.00');
    expect(expectOk<{ count: number }>(await call(t, 'GET', '/wps/member/rewards', player)).count).toBe(0);

    // Bonus pockets (docs/money.md): the bonus is locked until 3 × 200 of valid bet placed after it; the deposit
    // is free (the promotion locks the bonus only), so only the free part may be withdrawn meanwhile.
    const payee = await bindPayee(player);
    const withdraw = (amount: string) =>
      call(t, 'POST', '/wps/cashier/withdraw', {
        ...player,
        body: { amount, payeeAccountId: payee.id, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
      });
    const refused = expectError(await withdraw('250'), 400, 'bonus_funds_locked');
    expect(refused.message).toContain('₱200.00');
    expectOk(await withdraw('200'));
    await fund(t, player, 100000n);
    await playValid(t, player, 25000, 2);
    let info = expectOk<{
      turnover: Record<string, unknown>;
      balance: string;
      withdrawable: string;
      locked: string;
      bonuses: { wagered: string; required: string; locked: string }[];
    }>(await call(t, 'GET', '/wps/cashier/withdraw/info', player));
    expect(info.turnover).toEqual({ required: '600.00', done: '500.00', remaining: '100.00', met: false });
    // The bets spent free cash first: the bonus's 200 is still locked, the rest is free.
    expect(info).toMatchObject({ balance: '700.00', withdrawable: '500.00', locked: '200.00' });
    expect(info.bonuses).toMatchObject([{ wagered: '500.00', required: '600.00', locked: '200.00' }]);
    expect(expectError(await withdraw('600'), 400, 'bonus_funds_locked').message).toContain('₱500.00');
    const details = expectOk<{
      content: { turnoverRequired: string; turnoverDone: string; status: string; source: string }[];
      turnover: { met: boolean };
    }>(await call(t, 'GET', '/wps/member/bonuses', player));
    expect(details.content[0]).toMatchObject({
      turnoverRequired: '600.00',
      turnoverDone: '500.00',
      status: 'wagering',
    });
    expect(details.content[0]!.source).toMatch(/^deposit D/);
    await playValid(t, player, 10000, 1);
    info = expectOk(await call(t, 'GET', '/wps/cashier/withdraw/info', player));
    expect(info.turnover).toMatchObject({ met: true });
    expect(info.withdrawable).toBe(info.balance);
    expectOk(await withdraw('600'));
    const after = expectOk<{ content: { status: string; turnoverDone: string }[] }>(
      await call(t, 'GET', '/wps/member/bonuses', player),
    );
    expect(after.content[0]).toMatchObject({ status: 'completed', turnoverDone: '600.00' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('credits nothing without joining, below the minimum, for a second first-deposit, or outside the window', async () => {
    const player = await makePlayer(t);
    await sandboxDeposit(t, player, '200.00');
    await runJobs(t);
    expect(await bonusRows(player)).toHaveLength(0);
    expectOk(await call(t, 'POST', '/wps/promotions/welcome/join', { ...player, body: {} }));
    expectOk(await call(t, 'POST', '/wps/promotions/reload/join', { ...player, body: {} }));
    await sandboxDeposit(t, player, '120.00', 'pay');
    await runJobs(t);
    expect(await bonusRows(player)).toHaveLength(0); // below minDeposit (reload) and not the first (welcome)
    await sandboxDeposit(t, player, '300.00');
    await runJobs(t);
    const rows = await bonusRows(player);
    expect(rows.map((r) => [r.promotion_id, r.amount, r.status])).toEqual([['reload', 3000n, 'credited']]);
    await sandboxDeposit(t, player, '300.00');
    await runJobs(t);
    expect(await bonusRows(player)).toHaveLength(1); // once a day
    expect(await card(player, 'vip-only')).toMatchObject({ state: 'closed' });
    expectError(
      await call(t, 'POST', '/wps/promotions/vip-only/join', { ...player, body: {} }),
      409,
      'promotion_ended',
    );
  });

  it('refuses bad calls with a clear error and writes nothing', async () => {
    const player = await makePlayer(t);
    expectError(
      await call(t, 'POST', '/wps/promotions/nope/join', { ...player, body: {} }),
      404,
      'promotion_not_found',
    );
    expectError(await call(t, 'POST', '/wps/promotions/welcome/join', { body: {} }), 401, 'unauthorized');
    expectError(
      await call(t, 'POST', '/wps/promotions/welcome/claim', { ...player, body: {} }),
      409,
      'promotion_nothing_to_claim',
    );
    expectError(
      await call(t, 'POST', '/wps/promotions/welcome/envelope', { ...player, body: {} }),
      409,
      'promotion_not_joinable',
    );
    expectError(await call(t, 'GET', '/wps/member/bonuses?from=2026-13-01', player), 400, 'invalid_period');
    expectError(
      await call(t, 'GET', '/wps/member/bonuses?from=2025-01-01&to=2026-12-31', player),
      400,
      'invalid_period',
    );
    // Another brand's promotion id is the same 404 (aurora's only promotions are served here).
    expectError(
      await call(t, 'GET', '/wps/promotions/first-deposit-150', player),
      404,
      'promotion_not_found',
    );
    expect(await bonusRows(player)).toHaveLength(0);
  });
});
