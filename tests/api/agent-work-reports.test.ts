/**
 * What an agent works from (issue 24, docs/agent-api.md): team by direct downline and win/loss by game agree with
 * the overview, user loss and sums recomputed from raw rows (seeded 60-day history and live protocol bets); the
 * own wallet's running balance is the ledger's; every CSV export has exactly the rows of its screen's pages;
 * drill-down and exports stay inside the caller's tree (siblings, uplines, other brands: 404).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { makeWorld, manilaDay, minor, post, rawFigures, type World } from './agent-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { playVendor } from './vendor-support';
import { call, expectError, expectOk, fund, PAY_PASSWORD, type Player } from './wallet-support';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createGamesApp();
  w = await makeWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const root = () => ({ token: w.root.token });
type Figures = Record<string, string | number>;
interface Downlines {
  path: { account: string; depth: number }[];
  list: (Figures & { account: string; kind: string; depth: number; teamSize: number })[];
  totals: Figures;
  total: number;
}
interface Games {
  scope: { kind: string; account: string };
  list: (Figures & { category: string; vendor: string })[];
  categories: (Figures & { category: string })[];
  totals: Figures;
}

async function getDownlines(query: string, who: { token: string } = root()) {
  return expectOk<Downlines>(await call(t, 'GET', `/wps/agent/team/downlines?${query}`, who));
}
async function getGames(query: string, who: { token: string } = root()) {
  return expectOk<Games>(await call(t, 'GET', `/wps/agent/team/games?${query}`, who));
}

/** A CSV of the exports (quoted fields, CRLF, BOM) as rows of cells, header first. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  for (const line of text.slice(1).split('\r\n')) {
    if (line === '') continue;
    const cells = [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"'));
    rows.push(cells);
  }
  return rows;
}

async function exportOf(report: string, query: string, who: { token: string } = root()) {
  const response = await call(t, 'GET', `/wps/agent/export/${report}?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${report}`));
  return parseCsv(response.body);
}

/** Every row of a paged screen call, page by page. */
async function allPages<T>(url: string, who: { token: string } = root(), pageSize = 7): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const v = expectOk<{ list: T[]; total: number }>(
      await call(
        t,
        'GET',
        `${url}${url.includes('?') ? '&' : '?'}pageSize=${pageSize}&pageNo=${pageNo}`,
        who,
      ),
    );
    rows.push(...v.list);
    if (rows.length >= v.total || v.list.length === 0) return rows;
  }
}

const FIGURES = ['stake', 'validBet', 'payout', 'profitLoss'] as const;
const pick = (o: Figures, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

describe('team by direct downline', () => {
  it('adds up to the overview and to raw sums for random periods; a sub-agent row is its sub-tree', async () => {
    await catchUpTeamDays(t.db, { wait: true });
    for (let i = 0; i < 5; i++) {
      const a = Math.floor(Math.random() * 62);
      const b = Math.floor(Math.random() * 62);
      const period = `from=${manilaDay(Math.max(a, b))}&to=${manilaDay(Math.min(a, b))}`;
      const o = expectOk<Figures & { deposits: { amount: string }; withdrawals: { amount: string } }>(
        await call(t, 'GET', `/wps/agent/team/overview?${period}`, root()),
      );
      const d = await getDownlines(`${period}&pageSize=100`);
      expect(d.path).toEqual([{ account: w.root.username, depth: 0 }]);
      expect(pick(d.totals, [...FIGURES, 'bonuses'])).toEqual(pick(o, [...FIGURES, 'bonuses']));
      expect(d.totals.deposits).toBe(o.deposits.amount);
      expect(d.totals.withdrawals).toBe(o.withdrawals.amount);
      expect(d.list).toHaveLength(d.total);
      expect(d.list.reduce((n, r) => n + minor(r.stake as string), 0n)).toBe(minor(o.stake as string));
      // Each sub-agent's row: its sub-tree recomputed from the raw rows (it bets nothing itself).
      for (const row of d.list.filter((r) => r.kind === 'agent')) {
        const id = await idOf(row.account);
        const raw = await rawFigures(t, id, manilaDay(Math.max(a, b)), manilaDay(Math.min(a, b)));
        expect(minor(row.stake as string)).toBe(raw.stake);
        expect(minor(row.validBet as string)).toBe(raw.validBet);
        expect(minor(row.deposits as string)).toBe(raw.deposits);
        // Drilling into it: its own direct downlines add up to its row.
        const below = await getDownlines(`${period}&parent=${row.account}&pageSize=100`);
        expect(below.path.map((p) => p.account)).toEqual([w.root.username, row.account]);
        expect(below.list.every((r) => r.depth === 2)).toBe(true);
        expect(pick(below.totals, FIGURES)).toEqual(pick(row, FIGURES));
        expect(below.totals.teamSize).toBe(row.teamSize - 1);
      }
    }
  });

  it('sorts and pages without gaps', async () => {
    const period = `from=${manilaDay(59)}&to=${manilaDay(0)}`;
    const all = await getDownlines(`${period}&sort=account&order=asc&pageSize=100`);
    const paged = await allPages<{ account: string }>(
      `/wps/agent/team/downlines?${period}&sort=account&order=asc`,
      root(),
      2,
    );
    expect(paged.map((r) => r.account)).toEqual(all.list.map((r) => r.account));
    const byLoss = await getDownlines(`${period}&sort=profitLoss&order=asc&pageSize=100`);
    const values = byLoss.list.map((r) => minor(r.profitLoss as string));
    expect(values).toEqual([...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });
});

async function idOf(username: string): Promise<bigint> {
  const { rows } = await sql<{
    id: bigint;
  }>`select id from account where username_key = ${username.toLowerCase()}
    and brand_code = 'aurora'`.execute(t.db);
  return rows[0]!.id;
}

describe('win/loss by category and provider', () => {
  it('splits the team, a sub-team and a member exactly, and a rebuild gives the same', async () => {
    await catchUpTeamDays(t.db, { wait: true });
    const period = `from=${manilaDay(40)}&to=${manilaDay(3)}`;
    const team = await getGames(period);
    const o = expectOk<Figures>(await call(t, 'GET', `/wps/agent/team/overview?${period}`, root()));
    expect(team.scope).toEqual({ kind: 'team', account: w.root.username });
    expect(pick(team.totals, FIGURES)).toEqual(pick(o, FIGURES));
    expect(team.list.reduce((n, r) => n + minor(r.stake as string), 0n)).toBe(minor(o.stake as string));
    expect(team.categories.reduce((n, r) => n + minor(r.payout as string), 0n)).toBe(
      minor(o.payout as string),
    );
    // A sub-team equals that sub-agent's row of the downline report; a member equals its user-loss row.
    const d = await getDownlines(`${period}&pageSize=100`);
    const sub = d.list.find((r) => r.kind === 'agent')!;
    const subTeam = await getGames(`${period}&parent=${sub.account}`);
    expect(subTeam.scope).toEqual({ kind: 'subTeam', account: sub.account });
    expect(pick(subTeam.totals, FIGURES)).toEqual(pick(sub, FIGURES));
    const loss = expectOk<{ list: (Figures & { account: string })[] }>(
      await call(t, 'GET', `/wps/agent/team/profitLoss?${period}&pageSize=3`, root()),
    );
    for (const row of loss.list) {
      const mine = await getGames(`${period}&member=${row.account}`);
      expect(mine.scope).toEqual({ kind: 'member', account: row.account });
      expect(pick(mine.totals, FIGURES)).toEqual(pick(row, FIGURES));
    }
    await sql`select account_game_rebuild('aurora')`.execute(t.db);
    expect(await getGames(period)).toEqual(team);
    expectError(
      await call(t, 'GET', `/wps/agent/team/games?member=${sub.account}&parent=${sub.account}`, root()),
      400,
      'invalid_request',
    );
  });

  it('follows live protocol bets per vendor for the member and every upline', async () => {
    const today = manilaDay(0);
    const before = await getGames(`from=${today}&to=${today}&member=${w.p2.username}`, w.agent);
    await fund(t, w.p2, 10_000n);
    await playVendor(t, w.p2, 'PG', 1_500, 0);
    await playVendor(t, w.p2, 'PG', 800, 2_000);
    await catchUpTeamDays(t.db, { wait: true });
    const after = await getGames(`from=${today}&to=${today}&member=${w.p2.username}`, w.agent);
    const pg = (g: Games) => g.list.filter((r) => r.vendor === 'PG');
    const delta = (key: string) =>
      pg(after).reduce((n, r) => n + minor(r[key] as string), 0n) -
      pg(before).reduce((n, r) => n + minor(r[key] as string), 0n);
    expect({ stake: delta('stake'), validBet: delta('validBet'), payout: delta('payout') }).toEqual({
      stake: 2_300n,
      validBet: 2_300n,
      payout: 2_000n,
    });
    const team = await getGames(`from=${today}&to=${today}`, w.agent);
    const raw = await rawFigures(t, w.agent.id, today, today);
    expect(minor(team.totals.stake as string)).toBe(raw.stake);
    expect(minor(team.totals.validBet as string)).toBe(raw.validBet);
  });
});

describe('own wallet', () => {
  it('lists the agent’s postings with the ledger’s running balance and the kinds an agent works with', async () => {
    await fund(t, w.agent, 50_000n);
    const send = async (to: Player, amount: string) =>
      expectOk(
        await call(t, 'POST', '/wps/agent/transfer/downline', {
          ...w.agent,
          body: { downline: to.username, amount, paymentPassword: PAY_PASSWORD },
          headers: { 'idempotency-key': `wallet-${Math.random().toString(36).slice(2)}` },
        }),
      );
    await send(w.sub, '12.00');
    await send(w.p1, '3.50');
    await post(t, w.agent, 'deposit', 2_000n);
    const wallet = expectOk<{
      balance: string;
      withdrawable: string;
      openingBalance: string;
      closingBalance: string;
      list: { kind: string; amount: string; balanceAfter: string; counterparty: string }[];
      totals: { kind: string; count: number; in: string; out: string }[];
      total: number;
    }>(await call(t, 'GET', '/wps/agent/wallet?pageSize=100', w.agent));
    expect(wallet.list[0]!.balanceAfter).toBe(wallet.balance);
    expect(wallet.closingBalance).toBe(wallet.balance);
    // Running balance: each row's balance minus its amount is the balance after the row below it.
    for (let i = 0; i + 1 < wallet.list.length; i++) {
      const row = wallet.list[i]!;
      expect(minor(row.balanceAfter) - minor(row.amount)).toBe(minor(wallet.list[i + 1]!.balanceAfter));
    }
    const last = wallet.list.at(-1)!;
    expect(minor(last.balanceAfter) - minor(last.amount)).toBe(minor(wallet.openingBalance));
    expect(wallet.list.filter((r) => r.kind === 'transfer_out')).toEqual([
      expect.objectContaining({ amount: '-3.50', counterparty: w.p1.username }),
      expect.objectContaining({ amount: '-12.00', counterparty: w.sub.username }),
    ]);
    expect(wallet.totals.find((k) => k.kind === 'transfer_out')).toEqual({
      kind: 'transfer_out',
      count: 2,
      in: '0.00',
      out: '15.50',
    });
    expect(wallet.list.map((r) => r.kind)).toContain('deposit');
    // The sub-agent sees the transfer as received from its upline.
    const sub = expectOk<{ list: { kind: string; counterparty: string }[] }>(
      await call(t, 'GET', '/wps/agent/wallet?kind=transfer_in', w.sub),
    );
    expect(sub.list).toEqual([
      expect.objectContaining({ kind: 'transfer_in', counterparty: w.agent.username }),
    ]);
    // Withdrawable is the withdrawal service's answer (no promotion locks: the whole balance).
    expect(wallet.withdrawable).toBe(wallet.balance);
    expectError(await call(t, 'GET', '/wps/agent/wallet?kind=nope', w.agent), 400, 'invalid_kind');
  });
});

describe('exports have the rows of their screens', () => {
  const period = () => `from=${manilaDay(4)}&to=${manilaDay(1)}`;

  it('for every paged report and list', async () => {
    const sub = (await getDownlines(`${period()}&pageSize=100`)).list.find((r) => r.kind === 'agent')!;
    const member = (
      await allPages<{ account: string }>(`/wps/agent/team/profitLoss?${period()}`, root(), 100)
    )[0]!.account;
    const cases: [string, string, string, (r: Record<string, unknown>) => string[]][] = [
      [
        'profitLoss',
        '/wps/agent/team/profitLoss',
        `${period()}&sort=stake&order=asc`,
        (r) => [r.account as string, r.stake as string, r.profitLoss as string],
      ],
      [
        'downlines',
        '/wps/agent/team/downlines',
        `${period()}&parent=${sub.account}`,
        (r) => [r.account as string, r.validBet as string],
      ],
      [
        'members',
        '/wps/agent/team/members',
        `parent=${sub.account}&sort=account&order=asc`,
        (r) => [r.account as string, r.balance as string],
      ],
      [
        'bets',
        '/wps/agent/team/bets',
        `from=${manilaDay(2)}&to=${manilaDay(2)}`,
        (r) => [r.account as string, r.stake as string, r.payout as string],
      ],
      [
        'transactions',
        '/wps/agent/team/transactions',
        `from=${manilaDay(59)}&to=${manilaDay(0)}`,
        (r) => [r.account as string, r.amount as string],
      ],
    ];
    for (const [report, url, query, key] of cases) {
      const screen = await allPages<Record<string, unknown>>(`${url}?${query}`, root(), 100);
      const csv = await exportOf(report, query);
      expect(csv.length - 1, report).toBe(screen.length);
      expect(screen.length, report).toBeGreaterThan(0);
      const header = csv[0]!;
      const cells = (row: string[], values: string[]) => values.every((v) => row.includes(v));
      csv.slice(1).forEach((row, i) => {
        expect(
          cells(row, key(screen[i]!)),
          `${report} row ${i}: ${row.join('|')} vs ${key(screen[i]!)}`,
        ).toBe(true);
      });
      expect(header.length).toBe(csv[1]!.length);
    }
    // Member transfers, games and the overview series too.
    const games = await getGames(`${period()}&member=${member}`);
    const gamesCsv = await exportOf('games', `${period()}&member=${member}`);
    expect(gamesCsv.slice(1).map((r) => r.slice(-4))).toEqual(
      games.list.map((g) => [g.stake, g.validBet, g.payout, g.profitLoss]),
    );
    const overview = await exportOf('overview', period());
    expect(overview).toHaveLength(5);
    expect(overview[1]![0]).toBe(manilaDay(4));
  });

  it('labels the columns in the request language, shows times in the brand zone and refuses bad input', async () => {
    const csv = await exportOf('bets', `from=${manilaDay(2)}&to=${manilaDay(2)}&pageSize=1`);
    expect(csv[0]!.slice(0, 2)).toEqual(['Account', 'Time (Asia/Manila)']);
    const bets = expectOk<{ list: { placedAt: string }[] }>(
      await call(t, 'GET', `/wps/agent/team/bets?from=${manilaDay(2)}&to=${manilaDay(2)}&pageSize=1`, root()),
    );
    const manila = new Date(Date.parse(bets.list[0]!.placedAt) + 8 * 3_600_000).toISOString();
    expect(csv[1]![1]).toBe(`${manila.slice(0, 10)} ${manila.slice(11, 19)}`);
    const thai = await call(t, 'GET', `/wps/agent/export/bets?from=${manilaDay(2)}&to=${manilaDay(2)}`, {
      ...root(),
      headers: { 'x-language': 'ja' },
    });
    expect(parseCsv(thai.body)[0]![0]).not.toBe('Account');
    expectError(await call(t, 'GET', '/wps/agent/export/nothing', root()), 400, 'invalid_request');
    expectError(
      await call(t, 'GET', '/wps/agent/export/bets?from=2020-13-01', root()),
      400,
      'invalid_period',
    );
    expectError(await call(t, 'GET', '/wps/agent/export/bets'), 401, 'unauthorized');
  });
});

describe('drill-down and exports stay inside the caller’s tree', () => {
  it('answers 404 member_not_found for siblings, uplines, other trees and other brands', async () => {
    const foreign = [w.outsider, w.otherAgent, w.otherPlayer, w.lotusAgent, w.lotusPlayer];
    const probes = (name: string) => [
      `/wps/agent/team/downlines?parent=${name}`,
      `/wps/agent/team/games?member=${name}`,
      `/wps/agent/team/games?parent=${name}`,
      `/wps/agent/team/member/transfers?member=${name}`,
      `/wps/agent/export/downlines?parent=${name}`,
      `/wps/agent/export/profitLoss?member=${name}`,
      `/wps/agent/export/memberTransfers?member=${name}`,
    ];
    for (const who of [...foreign, { username: 'nobody-42' } as Player]) {
      for (const url of probes(who.username))
        expectError(await call(t, 'GET', url, w.agent), 404, 'member_not_found');
    }
    // The sub-agent: not its upline, not its siblings; its own member yes.
    for (const who of [w.agent, w.p1, w.p2]) {
      for (const url of probes(who.username))
        expectError(await call(t, 'GET', url, w.sub), 404, 'member_not_found');
    }
    for (const url of probes(w.s1.username)) expect((await call(t, 'GET', url, w.sub)).statusCode).toBe(200);
    // A session of another brand is no session here.
    expectError(
      await call(t, 'GET', '/wps/agent/team/downlines', { token: w.lotusAgent.token, brand: 'aurora' }),
      401,
      'unauthorized',
    );
  });
});
