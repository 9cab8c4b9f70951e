/**
 * Issue 22, defect 9 as the attacks it was — points earned by cycling deposits converted to cash without
 * turnover, and leaderboard prizes shown beside players never paid once late bets land in a settled period —
 * and the bonus pockets a player lives with (docs/money.md "Bonus money"): stakes spend free cash first, wins on
 * locked money stay locked, a cancel or an expiry forfeits through a posting the player sees, and deposit +
 * bonus locks give the deposit's share back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod, programPeriod } from '@/core/engagement';
import { enqueue } from '@/server/jobs/queue';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { settleLeaderboards } from '@/server/modules/missions/leaderboard.service';
import { POCKET_EXPIRY_JOB } from '@/server/modules/pockets/pockets.plugin';
import { expireDue, forfeitPocket } from '@/server/modules/pockets/pockets.service';
import { bonusCalls, WELCOME } from './bonus-support';
import { catchUp } from './loyalty-support';
import { BASE, createPromoApp, type PromoApp, playValid } from './promotions-support';
import { openBet, playVendor } from './vendor-support';
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
  sandboxDeposit,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp(
    [
      { ...WELCOME, turnover: { multiplier: 3, of: 'bonus', lock: 'bonus', expiresInDays: 30 } },
      {
        ...BASE,
        id: 'sticky',
        kind: 'deposit_bonus',
        category: 'deposit',
        participation: 'join',
        reward: { percentBp: 5000, cap: 888800, minDeposit: 10000, payout: 'claim' },
        turnover: { multiplier: 2, of: 'bonus_and_deposit', lock: 'bonus_and_deposit' },
      },
      {
        ...BASE,
        id: 'daily',
        kind: 'daily_claim',
        category: 'daily',
        participation: 'auto',
        reward: { amount: 500 },
        turnover: { multiplier: 1, of: 'bonus', expiresInDays: 1 },
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
const join = (player: Player, id: string) => calls().join(player, id);
const claim = async (player: Player, id: string) =>
  expectOk<{ bonus: { id: string } }>(await calls().claim(player, id)).bonus.id;
const cancel = (player: Player, bonusId: string) =>
  call(t, 'POST', `/wps/member/bonuses/${bonusId}/cancel`, { ...player, body: {} });
const withdraw = async (player: Player, amount: string) =>
  calls().withdraw(player, await calls().payee(player), amount);
const record = async (player: Player, type: string) =>
  expectOk<{ content: { type: string; amount: string; reference: string }[] }>(
    await call(t, 'GET', `/wps/member/transactions?type=${type}`, player),
  ).content;

describe('defect 9: loyalty rewards', () => {
  it('a settled leaderboard shows the ranking it paid, not late bets that land in its period', async () => {
    const [a, b] = [await makePlayer(t), await makePlayer(t)];
    for (const p of [a, b]) await fund(t, p, 20_000_000n);
    await playValid(t, a, 3_000_000);
    await playValid(t, b, 2_000_000);
    const brand = brandOf(t, 'aurora');
    const zone = brand.config.timezone!;
    const day = programPeriod(new Date(), zone, 'daily')!;
    const after = new Date(day.to.getTime() + 10 * 60_000);
    expect(previousPeriod(after, zone, 'daily').key).toBe(day.key);
    await settleLeaderboards(t.db, brand, after);
    // A late bet of the same day: b now leads the live ranking, but b was never paid rank 1.
    await playValid(t, b, 5_000_000);
    const board = async (p: Player) =>
      expectOk<{
        boards: {
          settled: boolean;
          top: { rank: number; prize: string | null; me: boolean }[];
          me: unknown;
        }[];
      }>(await call(t, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?id=daily-valid-bet', p)).boards[0]!;
    const seenByA = await board(a);
    expect(seenByA.settled).toBe(true);
    expect(seenByA.top[0]).toMatchObject({ rank: 1, prize: '500.00', me: true });
    expect(seenByA.me).toMatchObject({ rank: 1, value: '30000.00', prize: '500.00' });
    expect((await board(b)).me).toMatchObject({ rank: 2, value: '20000.00', prize: '200.00' });
    const paid = await t.db
      .selectFrom('promotion_bonus')
      .select(['account_id', 'amount'])
      .where('award_key', 'like', `leaderboard:daily-valid-bet:${day.key}:%`)
      .orderBy('amount', 'desc')
      .execute();
    expect(paid).toEqual([
      { account_id: a.id, amount: 50_000n },
      { account_id: b.id, amount: 20_000n },
    ]);
  });

  it('points earned by cycling deposits convert into locked money, never straight to a withdrawal', async () => {
    const player = await makePlayer(t);
    await sandboxDeposit(t, player, '10000.00');
    await catchUp(t); // deposit points at aurora's 0.1 per peso
    const converted = expectOk<{ amount: string; turnoverRequired: string }>(
      await call(t, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
        ...player,
        body: { points: 1000, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
      }),
    );
    expect(converted).toEqual(expect.objectContaining({ amount: '10.00', turnoverRequired: '10.00' }));
    expect(await fundsOf(player)).toMatchObject({ balance: '10010.00', free: '10000.00', locked: '10.00' });
    expectError(await withdraw(player, '10010'), 400, 'bonus_funds_locked');
    // The deposit itself was never bonus money: it leaves; the converted ₱10 waits for ₱10 of valid bet.
    expectOk(await withdraw(player, '10000'));
    expect(await fundsOf(player)).toMatchObject({ balance: '10.00', free: '0.00', locked: '10.00' });
    const details = expectOk<{ content: { kind: string; status: string; turnoverRequired: string }[] }>(
      await call(t, 'GET', '/wps/member/bonuses', player),
    );
    expect(details.content[0]).toMatchObject({
      kind: 'points_convert',
      status: 'wagering',
      turnoverRequired: '10.00',
    });
  });
});

describe('bonus pockets', () => {
  it('bets spend free cash first; wins on locked money stay locked until the turnover is met', async () => {
    const player = await makePlayer(t);
    await join(player, 'welcome');
    await sandboxDeposit(t, player, '100.00');
    await claim(player, 'welcome'); // ₱100 locked, 3× = ₱300
    await playValid(t, player, 15_000); // ₱100 free, then ₱50 of locked money
    expect(await fundsOf(player)).toMatchObject({ balance: '50.00', free: '0.00', locked: '50.00' });
    await playVendor(t, player, 'PG', 5_000, 20_000); // all-locked stake wins ₱200: locked
    expect(await fundsOf(player)).toMatchObject({ balance: '200.00', free: '0.00', locked: '200.00' });
    await sandboxDeposit(t, player, '100.00'); // new own money is free
    expect(await fundsOf(player)).toMatchObject({ free: '100.00', locked: '200.00' });
    await playValid(t, player, 10_000); // ₱300 wagered: the turnover is met, everything is free
    expect(await fundsOf(player)).toMatchObject({ balance: '200.00', free: '200.00', locked: '0.00' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('cancelling forfeits the locked money through a posting the player sees, once', async () => {
    const player = await makePlayer(t);
    await join(player, 'welcome');
    await sandboxDeposit(t, player, '100.00');
    const bonusId = await claim(player, 'welcome');
    await playValid(t, player, 12_000); // ₱20 of the bonus staked and lost: ₱80 still locked
    const open = await openBet(t, player, 'PG', 1_000); // a bet on locked money is still open
    expectError(await cancel(player, bonusId), 409, 'bonus_bets_open');
    await open.settle(0);
    const first = expectOk<{ forfeited: string; released: string; locked: string; replayed: boolean }>(
      await cancel(player, bonusId),
    );
    expect(first).toMatchObject({ forfeited: '70.00', released: '0.00', locked: '0.00', replayed: false });
    expect(expectOk<{ replayed: boolean }>(await cancel(player, bonusId)).replayed).toBe(true);
    expect(await record(player, 'bonus_forfeit')).toMatchObject([
      { type: 'bonus_forfeit', amount: '-70.00', reference: 'welcome' },
    ]);
    expect(await fundsOf(player)).toMatchObject({ balance: '0.00', locked: '0.00' });
    const details = expectOk<{ content: { status: string; forfeited: string; cancellable: boolean }[] }>(
      await call(t, 'GET', '/wps/member/bonuses', player),
    );
    expect(details.content[0]).toMatchObject({ status: 'cancelled', forfeited: '70.00', cancellable: false });
    const stranger = await makePlayer(t);
    expectError(await cancel(stranger, bonusId), 404, 'bonus_not_found');
  });

  it('deposit + bonus locks give the deposit share back when cancelled', async () => {
    const player = await makePlayer(t);
    await sandboxDeposit(t, player, '200.00'); // the first deposit (sticky is a reload bonus)
    expectOk(await withdraw(player, '200')); // an outflow before the qualifying deposit: it stays in play
    await join(player, 'sticky');
    await sandboxDeposit(t, player, '300.00');
    const bonusId = await claim(player, 'sticky'); // ₱150; deposit + bonus locked: ₱450
    expect(await fundsOf(player)).toMatchObject({ balance: '450.00', free: '0.00', locked: '450.00' });
    await playValid(t, player, 15_000); // all from locked money: ₱300 left
    const done = expectOk<{ forfeited: string; released: string; free: string }>(
      await cancel(player, bonusId),
    );
    expect(done).toMatchObject({ released: '200.00', forfeited: '100.00', free: '200.00' });
  });

  it('an expired bonus is forfeited by the job; an operator forfeit is recorded with who and why', async () => {
    const player = await makePlayer(t);
    const bonusId = await claim(player, 'daily'); // ₱5, expires after a day
    const brands = (code: string) => t.brands.find((b) => b.config.code === code);
    expect(await expireDue(t.db, brands)).toBe(0); // not yet
    // A day later (the pocket's expiry moved back a day), the expiry job on the queue forfeits it.
    await t.db
      .updateTable('bonus_pocket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('bonus_id', '=', BigInt(bonusId))
      .execute();
    await enqueue(t.db, { kind: POCKET_EXPIRY_JOB, payload: { slot: new Date().toISOString() } });
    await t.app.jobs.drain();
    expect(await record(player, 'bonus_forfeit')).toMatchObject([{ amount: '-5.00', reference: 'daily' }]);
    expectError(await cancel(player, bonusId), 409, 'bonus_not_open');

    const other = await makePlayer(t);
    const id = await claim(other, 'daily');
    await forfeitPocket(t.db, brandOf(t, 'aurora'), {
      bonusId: BigInt(id),
      reason: 'cancelled',
      operator: { actor: 'alice', why: 'duplicate account' },
    });
    const action = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'action', 'reason'])
      .where('target', '=', `bonus ${id}`)
      .executeTakeFirstOrThrow();
    expect(action).toEqual({ actor: 'alice', action: 'bonus.forfeit', reason: 'duplicate account' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
