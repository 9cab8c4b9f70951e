/**
 * Issue 22, defects 1–4, written as the attacks they were: bonus money sent up to an upline, down to a downline,
 * a deposit bonus claimed after its deposit was withdrawn, and bets placed before a bonus counted towards it.
 * Then the race: twenty outflows at once against a bonus claim, and retried keys. Every path asks one guard
 * (modules/pockets/free-balance.ts); the database refuses whatever would not (docs/money.md "Bonus money").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { bonusCalls, WELCOME } from './bonus-support';
import { BASE, createPromoApp, type PromoApp, playValid } from './promotions-support';
import { openBet, playVendor, uuid } from './vendor-support';
import {
  call,
  expectError,
  expectOk,
  fund,
  key,
  LOGIN_PASSWORD,
  makePlayer,
  PAY_PASSWORD,
  type Player,
  sandboxDeposit,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp(
    [
      { ...WELCOME, turnover: { multiplier: 3, of: 'bonus', lock: 'bonus', weights: { LIVE: 0.1 } } },
      {
        ...BASE,
        id: 'daily',
        kind: 'daily_claim',
        category: 'daily',
        participation: 'auto',
        reward: { amount: 500 },
        turnover: { multiplier: 1, of: 'bonus' },
      },
      {
        ...BASE,
        id: 'envelope',
        kind: 'red_envelope',
        participation: 'auto',
        budget: 5000000,
        reward: { count: 1000, min: 1000 },
        turnover: { multiplier: 1, of: 'bonus' },
      },
    ],
    { spend: 'cash_first' },
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const calls = () => bonusCalls(t);
const fundsOf = (player: Player) => calls().funds(player);
const join = (player: Player, id?: string) => calls().join(player, id);
const claim = (player: Player, id?: string) => calls().claim(player, id);
const payeeOf = (player: Player) => calls().payee(player);
const withdraw = (player: Player, payee: string, amount: string) => calls().withdraw(player, payee, amount);
const post = (player: Player, url: string, body: Record<string, unknown>) =>
  call(t, 'POST', url, {
    ...player,
    body: { paymentPassword: PAY_PASSWORD, idempotencyKey: key(), ...body },
  });
const upline = (player: Player, amount: string, idempotencyKey = key()) =>
  post(player, '/wps/member/transfer/upline', { amount, idempotencyKey });

/** Joins the welcome bonus, deposits `amount` through the sandbox PSP and claims the 100 % bonus. */
async function welcomed(player: Player, amount: string) {
  await join(player);
  await sandboxDeposit(t, player, amount);
  expectOk(await claim(player));
}

describe('defect 1: bonus money goes up to the upline', () => {
  it('a downline sends up only its own deposit; the bonus stays locked until its turnover', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const player = await makePlayer(t, { uplineId: agent.id });
    await welcomed(player, '100.00');
    expect(await fundsOf(player)).toMatchObject({ balance: '200.00', free: '100.00', locked: '100.00' });
    const refused = expectError(await upline(player, '250'), 400, 'bonus_funds_locked');
    expect(refused.message).toContain('₱100.00');
    expectError(await upline(player, '100.01'), 400, 'bonus_funds_locked');
    expectOk(await upline(player, '100'));
    expectError(await upline(player, '0.01'), 400, 'bonus_funds_locked');
    expect(await fundsOf(player)).toMatchObject({ balance: '100.00', free: '0.00', locked: '100.00' });
    expect(await fundsOf(agent)).toMatchObject({ balance: '100.00', free: '100.00' });
  });

  it('the scripted farm (downlines registered by the agent, envelope and daily claim, all sent up) moves nothing', async () => {
    const agent = await makePlayer(t, { type: 1 });
    for (let i = 0; i < 2; i++) {
      const made = expectOk<{ account: string; oneTimePassword: string }>(
        await call(t, 'POST', '/wps/agent/team/register', {
          ...agent,
          body: { username: `farm${i}${uuid().slice(0, 6)}` },
        }),
      );
      // The farmer logs the downline in, changes the one-time password and sets a payment password.
      const login = expectOk<{ token: string }>(
        await call(t, 'POST', '/wps/session/login', {
          body: { type: 'username', username: made.account, password: made.oneTimePassword },
        }),
      );
      const token = login.token;
      expectOk(
        await call(t, 'POST', '/wps/member/password', {
          token,
          body: {
            oldPassword: made.oneTimePassword,
            newPassword: LOGIN_PASSWORD,
            confirmNewPassword: LOGIN_PASSWORD,
          },
        }),
      );
      expectOk(
        await call(t, 'POST', '/wps/member/paymentPassword', {
          token,
          body: {
            loginPassword: LOGIN_PASSWORD,
            newPaymentPassword: PAY_PASSWORD,
            confirmPaymentPassword: PAY_PASSWORD,
          },
        }),
      );
      const { id } = await t.db
        .selectFrom('account')
        .select('id')
        .where('username', '=', made.account)
        .executeTakeFirstOrThrow();
      const member: Player = { id, brand: 'aurora', username: made.account, token, type: 0 };
      expectOk(await call(t, 'POST', '/wps/promotions/envelope/envelope', { ...member, body: {} }));
      expectOk(await claim(member, 'daily'));
      const funds = await fundsOf(member);
      expect(funds.free).toBe('0.00');
      expectError(await upline(member, funds.balance), 400, 'bonus_funds_locked');
      expectError(await upline(member, '0.01'), 400, 'bonus_funds_locked');
    }
    expect((await fundsOf(agent)).balance).toBe('0.00');
  });
});

describe('defect 2: bonus money goes down to a downline', () => {
  it('an agent with an open bonus pays a downline only from its free money', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const member = await makePlayer(t, { uplineId: agent.id });
    await welcomed(agent, '100.00');
    const down = (amount: string) =>
      post(agent, '/wps/agent/transfer/downline', { downline: member.username, amount });
    expectError(await down('210'), 400, 'bonus_funds_locked');
    expectOk(await down('100'));
    expectError(await down('1'), 400, 'bonus_funds_locked');
    expect(await fundsOf(agent)).toMatchObject({ balance: '100.00', free: '0.00', locked: '100.00' });
    expect((await fundsOf(member)).balance).toBe('100.00');
  });
});

describe('defect 3: a deposit bonus claimed after its deposit was withdrawn', () => {
  it('is not claimable once the deposit left play; it is voided and its budget released', async () => {
    const player = await makePlayer(t);
    await join(player);
    await sandboxDeposit(t, player, '300.00');
    const welcomeRewards = async () =>
      expectOk<{ items: { promotionId: string }[] }>(
        await call(t, 'GET', '/wps/member/rewards', player),
      ).items.filter((i) => i.promotionId === 'welcome');
    expect(await welcomeRewards()).toHaveLength(1);
    const spent = async () =>
      (
        await t.db
          .selectFrom('promotion_state')
          .select('spent')
          .where('brand_code', '=', 'aurora')
          .where('promotion_id', '=', 'welcome')
          .executeTakeFirstOrThrow()
      ).spent;
    const before = await spent();
    expectOk(await withdraw(player, await payeeOf(player), '300'));
    // The withdrawal is only pending: the deposit has left play all the same.
    expect(await welcomeRewards()).toHaveLength(0);
    expectError(await claim(player), 409, 'bonus_deposit_not_in_play');
    expectError(await claim(player), 409, 'promotion_nothing_to_claim');
    const row = await t.db
      .selectFrom('promotion_bonus')
      .select(['status', 'amount'])
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'void', amount: 30000n });
    expect(await spent()).toBe(before - 30000n);
    expect(await fundsOf(player)).toMatchObject({ balance: '0.00', locked: '0.00' });
  });

  it('a transfer to the upline takes the deposit out of play too', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const player = await makePlayer(t, { uplineId: agent.id });
    await join(player);
    await sandboxDeposit(t, player, '300.00');
    expectOk(await upline(player, '1'));
    expectError(await claim(player), 409, 'bonus_deposit_not_in_play');
  });
});

describe('defect 4: bets placed before a bonus count towards it', () => {
  it('each bonus counts only the valid bets placed after it, at its category weights', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    await playValid(t, player, 32_000); // before any bonus: counts for nothing
    expectOk(await claim(player, 'daily')); // ₱5, 1×
    // A bet placed now and settled after the welcome bonus: it counts for the daily bonus only.
    const early = await openBet(t, player, 'PG', 5_000);
    await welcomed(player, '100.00'); // ₱100, 3× = ₱300
    const info = async () =>
      expectOk<{ bonuses: { promotionId: string; wagered: string; required: string }[] }>(
        await call(t, 'GET', '/wps/cashier/withdraw/info', player),
      ).bonuses;
    expect(await info()).toMatchObject([
      { promotionId: 'daily', wagered: '0.00', required: '5.00' },
      { promotionId: 'welcome', wagered: '0.00', required: '300.00' },
    ]);
    await early.settle(0);
    // The daily bonus met its turnover with that bet (and is free); the welcome bonus counted nothing.
    expect(await info()).toMatchObject([{ promotionId: 'welcome', wagered: '0.00' }]);
    await playVendor(t, player, 'EVO', 6_000); // live casino counts 10 %
    await playValid(t, player, 10_000);
    expect(await info()).toMatchObject([{ promotionId: 'welcome', wagered: '106.00', required: '300.00' }]);
  });
});

describe('the race and the retries', () => {
  it('twenty outflows racing the bonus claim never move locked money', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const player = await makePlayer(t, { uplineId: agent.id });
    await join(player);
    await sandboxDeposit(t, player, '1000.00');
    const payee = await payeeOf(player);
    const results = await Promise.all([
      claim(player),
      ...Array.from({ length: 14 }, () => upline(player, '100')),
      ...Array.from({ length: 6 }, () => withdraw(player, payee, '200')),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
    const [claimed, ...outflows] = results;
    const credited = claimed!.statusCode === 200;
    if (!credited) expectError(claimed!, 409, 'bonus_deposit_not_in_play');
    const moved = outflows
      .map((r, i): number => (r.statusCode === 200 ? (i < 14 ? 100 : 200) : 0))
      .reduce((a, b) => a + b, 0);
    for (const r of outflows.filter((x) => x.statusCode !== 200))
      expect(['bonus_funds_locked', 'insufficient_funds', 'withdrawal_daily_limit']).toContain(
        JSON.parse(r.body).code,
      );
    // Only the player's own ₱1,000 can have left; a credited bonus is still locked, whole.
    expect(moved).toBeLessThanOrEqual(1000);
    const funds = await fundsOf(player);
    expect(funds.locked).toBe(credited ? '1000.00' : '0.00');
    expect(Number(funds.balance)).toBe(1000 + (credited ? 1000 : 0) - moved);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('retries with one key post once; new keys are refused once the free money is gone', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const player = await makePlayer(t, { uplineId: agent.id });
    await welcomed(player, '100.00');
    const same = key();
    const retries = await Promise.all(Array.from({ length: 10 }, () => upline(player, '100', same)));
    const ids = new Set(retries.map((r) => expectOk<{ transferId: string }>(r).transferId));
    expect(ids.size).toBe(1);
    const fresh = await Promise.all(Array.from({ length: 10 }, () => upline(player, '1')));
    for (const r of fresh) expectError(r, 400, 'bonus_funds_locked');
    const postings = await t.db
      .selectFrom('ledger_transfer')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('kind', '=', 'transfer_upline')
      .where('idempotency_key', 'like', `upline:${player.id}:%`)
      .executeTakeFirstOrThrow();
    expect(Number(postings.n)).toBe(1);
    expect(await fundsOf(player)).toMatchObject({ balance: '100.00', locked: '100.00' });
  });

  it('a path that forgets to ask the guard is refused by the database, nothing posted', async () => {
    const player = await makePlayer(t);
    await welcomed(player, '100.00');
    const cash = await ownedAccount(t.db, 'aurora', 'PHP', player.id, 'player_cash');
    const house = await systemAccount(t.db, 'aurora', 'PHP', 'house');
    await expect(
      transfer(t.db, {
        brand: 'aurora',
        key: `test:${uuid()}`,
        from: cash,
        to: house,
        amount: 10_001n,
        kind: 'adjustment',
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    // The free part still moves.
    const ok = await transfer(t.db, {
      brand: 'aurora',
      key: `test:${uuid()}`,
      from: cash,
      to: house,
      amount: 10_000n,
      kind: 'adjustment',
    });
    expect(ok.status).toBe('posted');
    expect(await fundsOf(player)).toMatchObject({ balance: '100.00', free: '0.00', locked: '100.00' });
  });
});
