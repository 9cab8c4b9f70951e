/**
 * Helpers of the bonus money suites (tests/api/bonus-*.test.ts, docs/money.md "Bonus money"): the welcome bonus
 * both use, and the player's calls they make — free and locked money, join, claim, a payee and a withdrawal.
 */

import type { TestApp } from './helpers';
import { BASE } from './promotions-support';
import { call, expectOk, key, PAY_PASSWORD, type Player } from './wallet-support';

/** 100 % of the first deposit, claimed in the reward center, 3× the bonus, the bonus locked. */
export const WELCOME = {
  ...BASE,
  id: 'welcome',
  kind: 'deposit_bonus',
  category: 'deposit',
  participation: 'join',
  eligibility: { firstDepositOnly: true },
  reward: { percentBp: 10000, cap: 888800, minDeposit: 10000, payout: 'claim' },
  budget: 100000000,
};

export interface Funds {
  balance: string;
  free: string;
  locked: string;
}

export function bonusCalls(t: TestApp) {
  const payee = async (player: Player) =>
    expectOk<{ id: string }>(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'BDO', accountNo: `00${Date.now() % 1e10}`, holderName: 'Juan Dela Cruz' },
      }),
    ).id;
  return {
    funds: async (player: Player) => expectOk<Funds>(await call(t, 'GET', '/wps/v2/wallets/balance', player)),
    join: async (player: Player, id = 'welcome') =>
      expectOk(await call(t, 'POST', `/wps/promotions/${id}/join`, { ...player, body: {} })),
    claim: (player: Player, id = 'welcome') =>
      call(t, 'POST', `/wps/promotions/${id}/claim`, { ...player, body: {} }),
    payee,
    withdraw: (player: Player, payeeId: string, amount: string) =>
      call(t, 'POST', '/wps/cashier/withdraw', {
        ...player,
        body: { amount, payeeAccountId: payeeId, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
      }),
  };
}
