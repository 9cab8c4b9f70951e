/**
 * Missions and leaderboards (docs/referral-missions.md): progress from real settled bets (seamless-wallet protocol
 * and an in-house original) and deposits, claimed once per period under 50 concurrent claims; leaderboards with
 * masked names, the caller's rank and prizes paid once per period across repeated and concurrent settlements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod, programPeriod } from '@/core/engagement';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { settleLeaderboards } from '@/server/modules/missions/leaderboard.service';
import { createEngageApp, isolatedPlayer } from './engagement-support';
import { bet, launchReal } from './originals-support';
import { type PromoApp, playValid } from './promotions-support';
import {
  balance,
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  type Player,
  sandboxDeposit,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createEngageApp();
}, 120_000);
afterAll(async () => t?.close());

interface Mission {
  id: string;
  state: string;
  progress: string;
  target: string;
  percent: number;
  periodKey: string;
}

const summary = async (p: Player) =>
  expectOk<{ claimable: number; missions: Mission[] }>(
    await call(t, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', p),
  );
const mission = async (p: Player, id: string) => (await summary(p)).missions.find((m) => m.id === id)!;
const claim = (p: Player, id: string) =>
  call(t, 'POST', `/wps/member/missions/${id}/claim`, { ...p, body: {} });
const bonusesOf = (p: Player) =>
  t.db.selectFrom('promotion_bonus').selectAll().where('account_id', '=', p.id).execute();

describe('missions', () => {
  it('counts settled rounds of the seamless-wallet protocol and pays once under 50 concurrent claims', async () => {
    const player = await isolatedPlayer(t);
    await fund(t, player, 100_000n);
    await playValid(t, player, 1_000, 2);
    expect(await mission(player, 'three-rounds')).toMatchObject({
      state: 'in_progress',
      progress: '2',
      target: '3',
      percent: 66,
    });
    // Unfinished: refused, nothing moved.
    expectError(await claim(player, 'three-rounds'), 409, 'mission_not_complete');
    expect(await bonusesOf(player)).toHaveLength(0);
    await playValid(t, player, 1_000, 2, 2_000);
    const done = await summary(player);
    expect(done.missions.find((m) => m.id === 'three-rounds')).toMatchObject({
      state: 'claimable',
      progress: '3',
    });
    expect(done.claimable).toBe(1);
    const state = expectOk<{ availablePromo: { MISSIONS: { count: number } } }>(
      await call(t, 'GET', '/wps/member/publicState', player),
    );
    expect(state.availablePromo.MISSIONS.count).toBe(1);
    const before = await balance(t, player);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player, 'three-rounds')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'mission_claimed');
    const ok = expectOk<{ bonus: { amount: string; status: string }; mission: Mission }>(
      answers.find((a) => a.statusCode === 200)!,
    );
    expect(ok).toMatchObject({
      bonus: { amount: '10.00', status: 'credited' },
      mission: { state: 'claimed' },
    });
    expect(Number(await balance(t, player)) - Number(before)).toBeCloseTo(10, 2);
    const rows = await bonusesOf(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      promotion_id: 'loyalty:mission:three-rounds',
      turnover_required: 1_000n,
    });
    expect((await summary(player)).claimable).toBe(0);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('counts rounds of an in-house original (Dice) for a play-the-game mission', async () => {
    const client = await launchReal(t, 'dice', { funds: 100_000n });
    const player = client.player!;
    await t.db.updateTable('session').set({ ip: '172.31.9.9' }).where('account_id', '=', player.id).execute();
    expect(await mission(player, 'dice-twice')).toMatchObject({ progress: '0', state: 'in_progress' });
    for (let i = 0; i < 2; i++)
      expectOk(await bet(t, client, 'dice', '1.00', { target: 50.5, direction: 'under' }));
    await expect.poll(async () => (await mission(player, 'dice-twice')).state).toBe('claimable');
    expectOk(await claim(player, 'dice-twice'));
    expectError(await claim(player, 'dice-twice'), 409, 'mission_claimed');
    expect(await bonusesOf(player)).toHaveLength(1);
  });

  it('counts consecutive login days (a gap breaks the streak)', async () => {
    const player = await isolatedPlayer(t);
    const day = 86_400_000;
    await t.db
      .updateTable('account')
      .set({ created_at: new Date(Date.now() - 10 * day) } as never)
      .where('id', '=', player.id)
      .execute();
    const login = (daysAgo: number) =>
      t.db
        .insertInto('session')
        .values({
          token_hash: Buffer.from(`${player.id}-${daysAgo}-${Math.random()}`),
          account_id: player.id,
          brand_code: 'aurora',
          kind: 'member',
          ip: '172.30.0.1',
          created_at: new Date(Date.now() - daysAgo * day),
          expires_at: new Date(Date.now() - daysAgo * day + 3600_000),
        } as never)
        .execute();
    // makePlayer's session is today's login; 5 days ago stands alone.
    await login(5);
    expect(await mission(player, 'login-3')).toMatchObject({ progress: '1', state: 'in_progress' });
    await login(1);
    expect(await mission(player, 'login-3')).toMatchObject({ progress: '2', state: 'in_progress' });
    await login(2);
    expect(await mission(player, 'login-3')).toMatchObject({ progress: '3', state: 'claimable' });
  });

  it('counts credited deposits; refuses unknown missions and bad ids without writing', async () => {
    const player = await isolatedPlayer(t);
    await sandboxDeposit(t, player, '600.00');
    expect(await mission(player, 'deposit-week')).toMatchObject({ progress: '600.00', target: '1000.00' });
    await sandboxDeposit(t, player, '400.00');
    expect(await mission(player, 'deposit-week')).toMatchObject({ state: 'claimable', progress: '1000.00' });
    expectError(await claim(player, 'no-such-mission'), 404, 'mission_not_found');
    expect((await claim(player, 'BAD ID')).statusCode).toBe(400);
    expect(await bonusesOf(player)).toHaveLength(0);
  });
});

interface Board {
  id: string;
  periodKey: string;
  settled: boolean;
  top: { rank: number; name: string; value: string; prize: string | null; me: boolean }[];
  me: { rank: number | null; value: string; prize: string | null };
}

const boards = async (p: Player, query = '') =>
  expectOk<{ boards: Board[] }>(await call(t, 'GET', `/wps/relay/MCSFE_getMissionLeaderboard${query}`, p))
    .boards;

describe('leaderboards', () => {
  it("ranks by valid bet with masked names and the caller's rank; pays each prize once per period", async () => {
    const [a, b, c] = [await isolatedPlayer(t), await isolatedPlayer(t), await isolatedPlayer(t)];
    for (const p of [a, b, c]) await fund(t, p, 10_000_000n);
    // Big stakes put the three above the other suites' players in this app.
    await playValid(t, a, 3_000_000, 1);
    await playValid(t, b, 5_000_000, 1);
    await playValid(t, c, 1_000_000, 1, 10_000_000); // a 10× win: valid bet 10,000.00, multiplier 10.00
    const [daily] = await boards(a, '?id=daily-bet');
    expect(daily!.top.slice(0, 3).map((r) => r.value)).toEqual(['50000.00', '30000.00', '10000.00']);
    expect(daily!.top[1]).toMatchObject({ rank: 2, me: true, prize: '200.00' });
    expect(daily!.top[1]!.name).toContain('***');
    expect(daily!.top.map((r) => r.name)).not.toContain(a.username);
    expect(daily!.me).toMatchObject({ rank: 2, value: '30000.00', prize: '200.00' });
    const [multi] = await boards(c, '?id=week-multi');
    expect(multi!.me).toMatchObject({ rank: 1, value: '10.00' });
    expectError(
      await call(t, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?id=nope', a),
      404,
      'leaderboard_not_found',
    );
    expect((await call(t, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?period=later', a)).statusCode).toBe(
      400,
    );

    // Settle the day as the job would after it ended: twice, then twice at once, then after losing the mark.
    const brand = brandOf(t, 'aurora');
    const zone = brand.config.timezone!;
    const day = programPeriod(new Date(), zone, 'daily')!;
    const after = new Date(day.to.getTime() + 10 * 60_000);
    expect(previousPeriod(after, zone, 'daily').key).toBe(day.key);
    await settleLeaderboards(t.db, brand, after);
    await settleLeaderboards(t.db, brand, after);
    await Promise.all([settleLeaderboards(t.db, brand, after), settleLeaderboards(t.db, brand, after)]);
    await t.db.deleteFrom('leaderboard_settlement').execute();
    await settleLeaderboards(t.db, brand, after);
    const prizes = await t.db
      .selectFrom('promotion_bonus')
      .selectAll()
      .where('promotion_id', '=', 'loyalty:leaderboard:daily-bet')
      .where('award_key', 'like', `leaderboard:daily-bet:${day.key}:%`)
      .orderBy('amount', 'desc')
      .execute();
    expect(prizes.map((p) => [p.account_id, p.amount, p.status])).toEqual([
      [b.id, 50_000n, 'claimable'],
      [a.id, 20_000n, 'claimable'],
      [c.id, 20_000n, 'claimable'],
    ]);
    // The prize waits in the winner's reward center and is claimed there.
    const center = expectOk<{ items: { bonusId: string; kind: string }[] }>(
      await call(t, 'GET', '/wps/member/rewards', b),
    );
    const item = center.items.find((i) => i.kind === 'leaderboard')!;
    expectOk(await call(t, 'POST', `/wps/member/rewards/${item.bonusId}/claim`, { ...b, body: {} }));
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
