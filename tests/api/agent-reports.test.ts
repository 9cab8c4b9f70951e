/**
 * Agent center reports (docs/agent-api.md): figures read from the per-day aggregates equal the sums recomputed
 * from raw bets, ledger rows and accounts for random periods (seeded history of 60 days), and follow live
 * protocol bets, wins and rollbacks, deposits, withdrawals and bonuses; members, income, transactions,
 * register downline (first login forces the password change), notices and the live team watcher.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { makeWorld, manilaDay, minor, post, rawFigures, type World } from './agent-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { gameOf, uuid, type VendorPlayer, vendorClient, vendorPlayer } from './vendor-support';
import { call, expectOk, fund, PAY_PASSWORD } from './wallet-support';

let t: TestApp;
let w: World;
let game: string;

beforeAll(async () => {
  t = await createGamesApp();
  w = await makeWorld(t);
  game = (await gameOf(t, 'PG')).gameCode;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Overview {
  from: string;
  to: string;
  team: { direct: number; total: number; byDepth: { depth: number; count: number }[] };
  newRegistrations: number;
  activeMembers: number;
  firstDeposits: { count: number; amount: string };
  deposits: { count: number; amount: string };
  withdrawals: { count: number; amount: string };
  validBet: string;
  stake: string;
  payout: string;
  profitLoss: string;
  bonuses: string;
  ownBalance: string;
  series: {
    date: string;
    validBet: string;
    profitLoss: string;
    deposits: string;
    newRegistrations: number;
  }[];
}

const root = () => ({ token: w.root.token });

async function expectMatchesRaw(agentId: bigint, token: string, from: string, to: string) {
  // The team aggregates follow the queue of account_day changes (agent-aggregate.ts): catch up first.
  await catchUpTeamDays(t.app.db, { wait: true });
  const o = expectOk<Overview>(
    await call(t, 'GET', `/wps/agent/team/overview?from=${from}&to=${to}`, { token }),
  );
  const raw = await rawFigures(t, agentId, from, to);
  expect({
    stake: minor(o.stake),
    validBet: minor(o.validBet),
    payout: minor(o.payout),
    profitLoss: minor(o.profitLoss),
    active: o.activeMembers,
    deposits: minor(o.deposits.amount),
    depositCount: o.deposits.count,
    withdrawals: minor(o.withdrawals.amount),
    withdrawalCount: o.withdrawals.count,
    bonuses: minor(o.bonuses),
    firstDeposits: o.firstDeposits.count,
    firstDepositAmount: minor(o.firstDeposits.amount),
    registrations: o.newRegistrations,
  }).toEqual({ ...raw, profitLoss: raw.payout - raw.stake });
  // The series adds up to the period.
  expect(o.series.map((d) => d.date)).toHaveLength(o.series.length);
  expect(o.series.reduce((n, d) => n + minor(d.validBet), 0n)).toBe(raw.validBet);
  expect(o.series.reduce((n, d) => n + d.newRegistrations, 0)).toBe(raw.registrations);
  return o;
}

describe('figures equal sums recomputed from raw rows', () => {
  it('for random periods of the seeded 60-day history', async () => {
    for (let i = 0; i < 8; i++) {
      const a = Math.floor(Math.random() * 65);
      const b = Math.floor(Math.random() * 65);
      const from = manilaDay(Math.max(a, b));
      const to = manilaDay(Math.min(a, b));
      const o = await expectMatchesRaw(w.root.id, w.root.token, from, to);
      expect(o.series).toHaveLength(Math.abs(a - b) + 1);
      // User loss: the totals equal the overview; the pages add up to the totals.
      const pl = expectOk<{
        list: { stake: string; validBet: string; payout: string }[];
        totals: { stake: string; validBet: string; payout: string; profitLoss: string };
        total: number;
      }>(await call(t, 'GET', `/wps/agent/team/profitLoss?from=${from}&to=${to}&pageSize=100`, root()));
      expect(pl.totals.stake).toBe(o.stake);
      expect(pl.totals.validBet).toBe(o.validBet);
      expect(pl.totals.profitLoss).toBe(o.profitLoss);
      expect(pl.list.reduce((n, r) => n + minor(r.stake), 0n)).toBe(minor(o.stake));
      expect(pl.list).toHaveLength(pl.total);
      // Team betting: the totals of the raw list equal the aggregates.
      const bets = expectOk<{ totals: { stake: string; validBet: string; payout: string } }>(
        await call(t, 'GET', `/wps/agent/team/bets?from=${from}&to=${to}&pageSize=5`, root()),
      );
      expect(bets.totals).toMatchObject({ stake: o.stake, validBet: o.validBet, payout: o.payout });
      // Account details: deposits of the period.
      const tx = expectOk<{ totals: { kind: string; count: number; amount: string }[] }>(
        await call(t, 'GET', `/wps/agent/team/transactions?from=${from}&to=${to}&kind=deposit`, root()),
      );
      const deposits = tx.totals.find((k) => k.kind === 'deposit');
      expect(deposits?.count ?? 0).toBe(o.deposits.count);
      expect(deposits?.amount ?? '0.00').toBe(o.deposits.amount);
    }
  });

  it('sorts user loss and pages through it without gaps', async () => {
    await catchUpTeamDays(t.app.db, { wait: true });
    const from = manilaDay(59);
    const to = manilaDay(0);
    const all = expectOk<{ list: { account: string; profitLoss: string }[]; total: number }>(
      await call(t, 'GET', `/wps/agent/team/profitLoss?from=${from}&to=${to}&pageSize=100&order=asc`, root()),
    );
    const values = all.list.map((r) => minor(r.profitLoss));
    expect(values).toEqual([...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const pages: string[] = [];
    for (let page = 1; (page - 1) * 7 < all.total; page++) {
      const v = expectOk<{ list: { account: string }[] }>(
        await call(
          t,
          'GET',
          `/wps/agent/team/profitLoss?from=${from}&to=${to}&pageSize=7&pageNo=${page}&sort=account&order=asc`,
          root(),
        ),
      );
      pages.push(...v.list.map((r) => r.account));
    }
    expect(pages).toEqual(all.list.map((r) => r.account).sort());
  });

  it('keeps the ledger consistent after the seed', async () => {
    const report = await checkLedger(t.db);
    expect(report.accountProblems).toEqual([]);
    expect(report.sumProblems).toEqual([]);
  });
});

describe('live postings move the aggregates in their transaction', () => {
  const pg = () => vendorClient(t, 'PG');
  const bet = async (p: VendorPlayer, amount: number, closed = false) => {
    const body = {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      token: p.vendorToken,
      transaction_uuid: uuid(),
      round: `r-${uuid()}`,
      round_closed: closed,
      game_code: game,
      amount,
    };
    expect((await pg().post('bet', body)).status).toBe('RS_OK');
    return body;
  };
  const settle = async (
    p: VendorPlayer,
    b: { transaction_uuid: string; round: string },
    amount: number,
    action = 'win',
  ) => {
    const answer = await pg().post(action, {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      transaction_uuid: uuid(),
      reference_transaction_uuid: b.transaction_uuid,
      round: b.round,
      round_closed: true,
      game_code: game,
      ...(action === 'win' ? { amount } : {}),
    });
    expect(answer.status).toBe('RS_OK');
  };

  it('bets, wins, losses, rollbacks, deposits, withdrawals and bonuses of the team, at every depth', async () => {
    const today = manilaDay(0);
    const p1 = await vendorPlayer(t, 'PG', { player: w.p1 });
    const s1 = await vendorPlayer(t, 'PG', { player: w.s1 });
    await post(t, w.p1, 'deposit', 50_000n);
    await post(t, w.s1, 'deposit', 30_000n);
    await post(t, w.s1, 'deposit', 5_000n);
    await post(t, w.s1, 'withdrawal_payout', 2_000n);
    await post(t, w.p1, 'bonus', 700n);
    const won = await bet(p1, 1_000);
    await settle(p1, won, 2_500);
    const lost = await bet(p1, 400);
    await settle(p1, lost, 0);
    const rolled = await bet(s1, 900);
    await settle(s1, rolled, 0, 'rollback');
    await bet(s1, 300); // still open
    await bet(s1, 600, true); // closed with no win: a loss
    const o = await expectMatchesRaw(w.agent.id, w.agent.token, today, today);
    expect(o).toMatchObject({
      stake: '23.00',
      validBet: '20.00',
      payout: '25.00',
      profitLoss: '2.00',
      activeMembers: 2,
      deposits: { count: 3, amount: '850.00' },
      withdrawals: { count: 1, amount: '20.00' },
      firstDeposits: { count: 2, amount: '800.00' },
      bonuses: '7.00',
      team: { direct: 3, total: 4 },
    });
    // User loss of the same day (running totals kept by the catch-up job) gives the same sums.
    const pl = expectOk<{ totals: Record<string, string>; list: { account: string }[] }>(
      await call(t, 'GET', `/wps/agent/team/profitLoss?from=${today}&to=${today}`, { token: w.agent.token }),
    );
    expect(pl.totals).toMatchObject({
      stake: '23.00',
      validBet: '20.00',
      payout: '25.00',
      profitLoss: '2.00',
    });
    expect(pl.list.length).toBe(2);
    // The sub-agent sees its own branch only.
    const sub = await expectMatchesRaw(w.sub.id, w.sub.token, today, today);
    expect(sub).toMatchObject({ stake: '9.00', validBet: '6.00', team: { direct: 1, total: 1 } });
    // A rebuild of the brand's aggregates (time zone change) gives the same figures.
    await sql`select account_day_rebuild('aurora')`.execute(t.app.db);
    await expectMatchesRaw(w.agent.id, w.agent.token, today, today);
    const rebuilt = expectOk<{ totals: Record<string, string> }>(
      await call(t, 'GET', `/wps/agent/team/profitLoss?from=${today}&to=${today}`, { token: w.agent.token }),
    );
    expect(rebuilt.totals).toEqual(pl.totals);
  });

  it('lists the members with breadcrumb, depth, lifetime figures, and drills down', async () => {
    const top = expectOk<{
      path: { account: string; depth: number }[];
      list: {
        account: string;
        depth: number;
        kind: string;
        directCount: number;
        deposits: string;
        status: string;
      }[];
      total: number;
    }>(await call(t, 'GET', '/wps/agent/team/members?sort=account&order=asc', w.agent));
    expect(top.path).toEqual([{ account: w.agent.username, depth: 0 }]);
    expect(top.total).toBe(3);
    const sub = top.list.find((m) => m.account === w.sub.username)!;
    expect(sub).toMatchObject({ kind: 'agent', depth: 1, directCount: 1, status: 'active' });
    const down = expectOk<{
      path: { account: string }[];
      list: { account: string; depth: number; deposits: string }[];
    }>(await call(t, 'GET', `/wps/agent/team/members?parent=${w.sub.username}`, w.agent));
    expect(down.path.map((p) => p.account)).toEqual([w.agent.username, w.sub.username]);
    expect(down.list).toEqual([
      expect.objectContaining({ account: w.s1.username, depth: 2, deposits: '350.00' }),
    ]);
  });

  it('shows transfers received in the income and the team’s transactions', async () => {
    await fund(t, w.agent, 100_000n);
    const send = await call(t, 'POST', '/wps/agent/transfer/downline', {
      ...w.agent,
      body: { downline: w.sub.username, amount: '12.50', paymentPassword: PAY_PASSWORD },
      headers: { 'idempotency-key': `agent-income-${uuid()}` },
    });
    expectOk(send);
    // A transfer is never income: it is listed apart (tests/api/agent-income.test.ts has the whole income).
    type Income = { total: string; apart: { line: string; count: number; amount: string }[] };
    const income = expectOk<Income>(await call(t, 'GET', '/wps/agent/income', w.sub));
    expect(income.total).toBe('0.00');
    expect(income.apart.find((l) => l.line === 'from_upline')).toEqual({
      line: 'from_upline',
      count: 1,
      amount: '12.50',
    });
    const mine = expectOk<Income>(await call(t, 'GET', '/wps/agent/income', w.agent));
    expect(mine.total).toBe('0.00');
    expect(mine.apart.find((l) => l.line === 'adjustment_in')?.count).toBeGreaterThan(0);
    expect(mine.apart.find((l) => l.line === 'to_downline')?.amount).toBe('12.50');
    const tx = expectOk<{ list: { account: string; kind: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/agent/team/transactions?kind=transfer_in', w.agent),
    );
    expect(tx.list).toEqual([
      expect.objectContaining({ account: w.sub.username, kind: 'transfer_in', amount: '12.50' }),
    ]);
    const withdrawals = expectOk<{ list: { amount: string }[] }>(
      await call(t, 'GET', `/wps/agent/team/transactions?kind=withdrawal&member=${w.s1.username}`, w.agent),
    );
    expect(withdrawals.list.map((m) => m.amount)).toEqual(['-20.00']);
  });

  it('tells the live watcher which agents to notify', async () => {
    await t.app.agentLive.watcher.poll();
    await post(t, w.s1, 'deposit', 1_000n);
    const notified = await t.app.agentLive.watcher.poll();
    expect(notified.get('aurora')).toEqual(expect.arrayContaining([`${w.agent.id}`, `${w.sub.id}`]));
    expect(notified.get('aurora')).not.toContain(`${w.otherAgent.id}`);
    // Nothing new: nothing sent again.
    expect((await t.app.agentLive.watcher.poll()).size).toBe(0);
  });
});
