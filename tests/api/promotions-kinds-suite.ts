import { afterAll, beforeAll } from 'vitest';
import { BASE, createPromoApp, manila, type PromoApp } from './promotions-support';
import { brandOf, call, expectOk, type Player } from './wallet-support';

/** Setup and helpers shared by promotions-kinds.test.ts and promotions-kinds-ops-cli.test.ts: call setupSuite() once per file. */
export let t: PromoApp;

export const raffleEnd = new Date(Date.now() + 3600_000);

export const ctx = () => ({ db: t.db, brand: brandOf(t, 'aurora') });

export const cash = async (player: Player) =>
  expectOk<{ balance: string }>(await call(t, 'GET', '/wps/v2/wallets/balance', player)).balance;

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createPromoApp([
      {
        ...BASE,
        id: 'daily',
        kind: 'daily_claim',
        category: 'daily',
        participation: 'auto',
        reward: { amount: 500 },
        turnover: { multiplier: 1, of: 'bonus' },
        budget: 10_000_000,
      },
      {
        ...BASE,
        id: 'rebate',
        kind: 'rebate',
        category: 'rebate',
        participation: 'auto',
        reward: {
          basis: 'valid_bet',
          percentBp: 100,
          period: 'day',
          categories: ['RNG'],
          min: 1,
          payout: 'auto',
        },
      },
      {
        ...BASE,
        id: 'story',
        kind: 'application',
        participation: 'apply',
        reward: { amount: 10000 },
        limit: { per: 'month', count: 1 },
      },
      {
        ...BASE,
        id: 'envelope',
        kind: 'red_envelope',
        participation: 'auto',
        budget: 100_000,
        reward: { count: 400, min: 100 },
      },
      {
        ...BASE,
        id: 'raffle',
        kind: 'raffle',
        participation: 'join',
        schedule: { start: '2020-01-01T00:00', end: manila(raffleEnd) },
        reward: { ticketEvery: 1000, prizes: [50000, 20000, 10000] },
      },
    ]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
}
