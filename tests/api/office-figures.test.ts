/**
 * The back office's dashboard and reports (issue 26, docs/back-office.md "Figures") on real postings: deposits paid
 * on the sandbox PSP, bets and wins through the seamless-wallet protocol, a deposit bonus claimed then cancelled
 * (forfeit), a daily bonus, an approved withdrawal and an agent's salary. Exact figures, the GGR/NGR identities,
 * the rows behind each figure adding up to it, the liability computed two ways, roles, brands and groups.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURES } from '@/core/api/office-figures';
import { newPlayersSource } from '@/server/modules/accounts/accounts-figures';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { daySource, gameSplitSql } from '@/server/modules/agent/agent-figures';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { ledgerSource, liabilitySql } from '@/server/modules/ledger/ledger-figures';
import { approveWithdrawal } from '@/server/modules/wallet/withdrawal/decision';
import { type StaffSession, staffSession } from '../support/office';
import { runScript } from '../support/scripts';
import { bonusCalls } from './bonus-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { playVendor } from './vendor-support';
import { call, expectOk, makePlayer, type Player, sandboxDeposit, walletCtx } from './wallet-support';

let t: TestApp;
let owner: StaffSession;
let p1: Player;
let p2: Player;
let agent: Player;
let lotusPlayer: Player;
let today: string;

const manilaToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

beforeAll(async () => {
  t = await createGamesApp({ rateLimits: false });
  today = manilaToday();
  const calls = bonusCalls(t);
  p1 = await makePlayer(t);
  p2 = await makePlayer(t);
  agent = await makePlayer(t, { type: 1 });
  lotusPlayer = await makePlayer(t, { brand: 'lotus' });
  // p1: joins the welcome bonus, deposits ₱1,000.00, claims ₱1,000.00 of bonus, bets ₱300 and wins ₱100, then
  // cancels the bonus (₱1,000.00 forfeited back) and withdraws ₱500.00 (approved).
  await calls.join(p1, 'welcome-100');
  await sandboxDeposit(t, p1, '1000.00');
  expectOk(await calls.claim(p1, 'welcome-100'));
  await playVendor(t, p1, 'PG', 30000, 10000);
  const info = expectOk<{ bonuses: { bonusId: string }[] }>(
    await call(t, 'GET', '/wps/cashier/withdraw/info', p1),
  );
  expectOk(
    await call(t, 'POST', `/wps/member/bonuses/${info.bonuses[0]!.bonusId}/cancel`, { ...p1, body: {} }),
  );
  const payee = await calls.payee(p1);
  const withdrawal = expectOk<{ orderNo: string }>(await calls.withdraw(p1, payee, '500.00'));
  await approveWithdrawal(walletCtx(t), withdrawal.orderNo, { actor: 'ops' });
  // p2: deposits ₱200.00, claims the daily check-in (₱5.00), loses a ₱50.00 bet.
  await sandboxDeposit(t, p2, '200.00');
  expectOk(await calls.claim(p2, 'daily-checkin'));
  await playVendor(t, p2, 'PG', 5000, 0);
  // The agent's salary from the commission expense line (as the contract bills post it).
  const [expense, cash] = await Promise.all([
    systemAccount(t.db, 'aurora', 'PHP', 'expense', 'commission'),
    ownedAccount(t.db, 'aurora', 'PHP', agent.id, 'player_cash'),
  ]);
  const salary = await transfer(t.db, {
    brand: 'aurora',
    key: `test-salary:${randomUUID()}`,
    from: expense,
    to: cash,
    amount: 12345n,
    kind: 'salary',
    reference: 'contract:1',
  });
  expect(salary.status).toBe('posted');
  // Another brand's money, which no aurora figure may include.
  await sandboxDeposit(t, lotusPlayer, '500000', 'pay', 'MOMO_SANDBOX');
  await catchUpTeamDays(t.db, { wait: true });
  owner = await staffSession(t.app, { aurora: ['owner'] });
}, 240_000);
afterAll(() => t?.close());

const dashboard = async (s: StaffSession, query = 'period=today') => {
  const r = await s.call('GET', `/office/api/b/aurora/figures?${query}`);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.value;
};

async function allRows(figure: string, from = today, to = today) {
  const rows: { amount: string; source: string; player: string | null; kind: string; detail: string }[] = [];
  for (let page = 1; ; page++) {
    const r = await owner.call(
      'GET',
      `/office/api/b/aurora/figures/${figure}/rows?from=${from}&to=${to}&pageNo=${page}&pageSize=2`,
    );
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    rows.push(...r.json.value.list);
    if (rows.length >= r.json.value.total) return { rows, value: r.json.value };
  }
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('dashboard', () => {
  it('answers exact figures of today from the ledger and the aggregates', async () => {
    const value = await dashboard(owner);
    expect(value.brands).toHaveLength(1);
    const b = value.brands[0];
    expect(b).toMatchObject({
      code: 'aurora',
      currency: 'PHP',
      from: today,
      to: today,
      timezone: 'Asia/Manila',
    });
    expect(b.figures).toEqual({
      deposits: '1200.00',
      withdrawals: '500.00',
      netCash: '700.00',
      stakes: '350.00',
      wins: '100.00',
      ggr: '250.00',
      bonusCost: '5.00',
      ngr: '245.00',
      activePlayers: 2,
      newPlayers: 3,
      firstDepositors: 2,
    });
    expect(b.days).toEqual([
      { day: today, deposits: '1200.00', withdrawals: '500.00', ggr: '250.00', ngr: '245.00' },
    ]);
    expect(b.topVendors).toEqual([{ key: 'PG', stakes: '350.00', ggr: '250.00', players: 2 }]);
    expect(b.topCategories).toHaveLength(1);
    expect(b.topCategories[0]).toMatchObject({ stakes: '350.00', ggr: '250.00', players: 2 });
  });

  it('keeps the identities GGR = stakes − wins, NGR = GGR − bonus cost, net cash = deposits − withdrawals', async () => {
    for (const period of ['today', '7d', '30d']) {
      const value = await dashboard(owner, `period=${period}`);
      const f = value.brands[0].figures;
      expect(cents(f.ggr)).toBe(cents(f.stakes) - cents(f.wins));
      expect(cents(f.ngr)).toBe(cents(f.ggr) - cents(f.bonusCost));
      expect(cents(f.netCash)).toBe(cents(f.deposits) - cents(f.withdrawals));
      expect(value.brands[0].days).toHaveLength(period === 'today' ? 1 : period === '7d' ? 7 : 30);
      expect(value.brands[0].days.at(-1).day).toBe(today);
    }
  });

  it('explains every figure: its rows, paged, add up to it', async () => {
    const f = (await dashboard(owner)).brands[0].figures;
    for (const figure of FIGURES) {
      const { rows, value } = await allRows(figure);
      if (value.count) {
        expect(rows.length, figure).toBe(f[figure]);
        expect(value.sum).toBe(String(f[figure]));
      } else {
        expect(
          rows.reduce((a, r) => a + cents(r.amount), 0),
          figure,
        ).toBe(cents(f[figure]));
        expect(value.sum, figure).toBe(f[figure]);
      }
    }
    const bonus = await allRows('bonusCost');
    expect(bonus.rows.map((r) => [r.player, r.detail, r.amount]).sort()).toEqual(
      [
        [p1.username, 'welcome-100', '-1000.00'],
        [p1.username, 'welcome-100', '1000.00'],
        [p2.username, 'daily-checkin', '5.00'],
      ].sort(),
    );
    const deposits = await allRows('deposits');
    expect(deposits.rows.every((r) => r.source === 'posting' && r.detail === 'GCASH_QR')).toBe(true);
    expect(deposits.rows.some((r) => r.player === lotusPlayer.username)).toBe(false);
  });

  it('refuses a bad range with a translated invalid_period', async () => {
    const r = await owner.call('GET', `/office/api/b/aurora/figures/ggr/rows?from=2026-05-02&to=2026-05-01`);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('invalid_period');
    const long = await owner.call('GET', `/office/api/b/aurora/reports/cash?from=2020-01-01&to=2026-01-01`);
    expect(long.json.code).toBe('invalid_period');
    const bad = await owner.call('GET', `/office/api/b/aurora/reports/cash?from=2026-02-30&to=2026-03-01`);
    expect(bad.status).toBe(400);
  });
});

describe('reports', () => {
  const get = async (report: string, from = today, to = today) => {
    const r = await owner.call('GET', `/office/api/b/aurora/reports/${report}?from=${from}&to=${to}`);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return r.json.value;
  };
  const tableOf = (value: { tables: { id: string }[] }, id: string) =>
    value.tables.find((x) => x.id === id) as unknown as {
      columns: string[];
      rows: string[][];
      totals: string[] | null;
    };

  it('cash: deposits and withdrawals by method and day', async () => {
    const cash = tableOf(await get('cash'), 'cash');
    expect(cash.rows).toEqual([[today, 'GCASH_QR', '1200.00', '2', '500.00', '1', '700.00']]);
  });

  it('GGR/NGR by vendor and category agree with the totals', async () => {
    const value = await get('ggr');
    expect(tableOf(value, 'totals').rows).toEqual([['350.00', '100.00', '250.00', '5.00', '245.00']]);
    expect(tableOf(value, 'byVendor').rows).toEqual([['PG', '350.00', '100.00', '250.00', '2']]);
    expect(tableOf(value, 'byCategory').totals?.[3]).toBe('250.00');
  });

  it('bonus cost by promotion, commissions by agent', async () => {
    expect(tableOf(await get('bonus'), 'byPromotion').rows).toEqual([
      ['welcome-100', '1000.00', '1', '1000.00', '1', '0.00'],
      ['daily-checkin', '5.00', '1', '0.00', '0', '5.00'],
    ]);
    expect(tableOf(await get('commissions'), 'byAgent').rows).toEqual([
      [agent.username, 'salary', '123.45', '1'],
    ]);
  });

  it('liability: the player balances at a date equal what the ledger owes players, both computed', async () => {
    const value = await get('liability');
    // p1: 1000 + 1000 − 300 + 100 − 1000 − 500 = 300; p2: 200 + 5 − 50 = 155; the agent 123.45.
    expect(value.check).toMatchObject({ playerBalances: '578.45', ledgerLiability: '578.45', agree: true });
    expect(tableOf(value, 'byAccountKind').totals?.[2]).toBe('578.45');
    // Before any posting: nothing owed, both ways.
    const before = await get('liability', '2020-01-01', '2020-01-01');
    expect(before.check).toMatchObject({ playerBalances: '0.00', ledgerLiability: '0.00', agree: true });
  });

  it('exports each report as CSV', async () => {
    const r = await owner.call('GET', `/office/api/b/aurora/reports/cash/csv?from=${today}&to=${today}`);
    expect(r.status).toBe(200);
    expect(String(r.json.value)).toContain(`${today},GCASH_QR,1200.00,2,500.00,1,700.00`);
    const l = await owner.call('GET', `/office/api/b/aurora/reports/liability/csv?from=${today}&to=${today}`);
    expect(String(l.json.value)).toMatch(/578\.45,578\.45,true/);
  });

  it('answers with X-Data-As-Of (replica reads)', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/office/api/b/aurora/reports/cash?from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(r.statusCode).toBe(200);
    expect(Date.parse(String(r.headers['x-data-as-of']))).not.toBeNaN();
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

describe('performance', () => {
  it('answers every figure, split and liability from indexes: no sequential scan of a ledger, aggregate or account table', async () => {
    const brand = t.app.registry.get('aurora')!;
    const range = { from: '2026-01-01', to: today, timezone: 'Asia/Manila' };
    const ledger = { brand: 'aurora', currency: brand.config.currency.code, range };
    const days = { brand: 'aurora', range };
    // Each figure's source, where its domain keeps it (NGR: the agents' GGR and the ledger's bonus cost).
    const sourcesOf = (figure: (typeof FIGURES)[number]) => {
      switch (figure) {
        case 'deposits':
        case 'withdrawals':
        case 'netCash':
        case 'bonusCost':
          return [ledgerSource(figure, ledger)];
        case 'newPlayers':
          return [newPlayersSource('aurora', range)];
        case 'ngr':
          return [daySource('ggr', days), ledgerSource('bonusCost', ledger)];
        default:
          return [daySource(figure, days)];
      }
    };
    const queries = [
      ...FIGURES.flatMap(sourcesOf).map((source) => sql`select * from (${source}) r`),
      sql`select * from (${ledgerSource('commissions', ledger)}) r`,
      gameSplitSql(days, 'vendor_code'),
      gameSplitSql(days, 'category'),
      ...liabilitySql({ db: t.db, brand }, today),
    ];
    const scanned = await t.db.transaction().execute(async (trx) => {
      // With sequential scans priced out, the planner still uses one where no index can answer the query; an index
      // scan without an index condition reads the whole index: a scan all the same.
      await sql`set local enable_seqscan = off`.execute(trx);
      const found: string[] = [];
      const walk = (node: PlanNode) => {
        const type = node['Node Type'];
        if (type === 'Seq Scan') found.push(`seq ${node['Relation Name']}`);
        if (/Index/.test(type) && type !== 'BitmapAnd' && !node['Index Cond'])
          found.push(`whole index ${node['Index Name']}`);
        for (const child of node.Plans ?? []) walk(child);
      };
      for (const query of queries) {
        const plan = await sql<{
          'QUERY PLAN': [{ Plan: PlanNode }];
        }>`explain (format json) ${query}`.execute(trx);
        walk(plan.rows[0]!['QUERY PLAN'][0].Plan);
      }
      return found;
    });
    expect(scanned).toEqual([]);
  });
});

/** `npm run ops -- …` on the test database (the demo brands). */
function opsCli(args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ops.ts', args, { env: { ...process.env, DATABASE_URL: t.config.databaseUrl } });
}

describe('ops CLI', () => {
  it('prints the same report CSV as the console exports', async () => {
    const cli = await opsCli(['figures-report', 'liability', '--brand', 'aurora', '--period', today]);
    expect(cli.status, cli.output).toBe(0);
    const api = await owner.call(
      'GET',
      `/office/api/b/aurora/reports/liability/csv?from=${today}&to=${today}`,
    );
    expect(cli.output).toContain(String(api.json.value));
    const bad = await opsCli([
      'figures-report',
      'cash',
      '--brand',
      'aurora',
      '--period',
      '2026-05-02..2026-05-01',
    ]);
    expect(bad.status).not.toBe(0);
  }, 120_000);
});

describe('access', () => {
  it('lets owner, finance, risk, marketing and auditor read; support gets 403', async () => {
    for (const role of ['finance', 'risk', 'marketing', 'auditor'] as const) {
      const s = await staffSession(t.app, { aurora: [role] });
      expect((await s.call('GET', '/office/api/b/aurora/figures?period=today')).status, role).toBe(200);
      expect(
        (await s.call('GET', `/office/api/b/aurora/reports/cash?from=${today}&to=${today}`)).status,
      ).toBe(200);
    }
    const support = await staffSession(t.app, { aurora: ['support'] });
    for (const url of [
      '/office/api/b/aurora/figures?period=today',
      `/office/api/b/aurora/figures/ggr/rows?from=${today}&to=${today}`,
      `/office/api/b/aurora/reports/liability?from=${today}&to=${today}`,
      `/office/api/b/aurora/reports/cash/csv?from=${today}&to=${today}`,
    ]) {
      const r = await support.call('GET', url);
      expect(r.status, url).toBe(403);
    }
  });

  it('answers 404 on a brand the staff member has no role on, 401 without a session', async () => {
    const lotus = await staffSession(t.app, { lotus: ['owner'] });
    for (const url of [
      '/office/api/b/aurora/figures?period=today',
      `/office/api/b/aurora/figures/deposits/rows?from=${today}&to=${today}`,
      `/office/api/b/aurora/reports/cash?from=${today}&to=${today}`,
    ])
      expect((await lotus.call('GET', url)).status, url).toBe(404);
    // Its own brand's figures hold only its brand's money.
    const own = (await lotus.call('GET', '/office/api/b/lotus/figures?period=today')).json.value;
    expect(own.brands[0].figures.deposits).toBe('495000');
    const none = await t.app.inject({ method: 'GET', url: '/office/api/b/aurora/figures' });
    expect(none.statusCode).toBe(401);
  });

  it('group dashboard: the brands of the operator group the staff member may read, each in its own currency', async () => {
    const brands = ['aurora', 'lotus', 'siam'].map((code) => t.app.registry.get(code)!);
    const saved = brands.map((b) => b.config.operatorGroup);
    for (const b of brands) (b.config as { operatorGroup?: string }).operatorGroup = 'test-group';
    try {
      // Figures on aurora and lotus, none on siam (support only): siam is left out.
      const s = await staffSession(t.app, { aurora: ['finance'], lotus: ['auditor'], siam: ['support'] });
      const value = (await s.call('GET', '/office/api/b/aurora/figures?period=today&scope=group')).json.value;
      expect(value.group).toBe('test-group');
      expect(value.brands.map((b: { code: string }) => b.code)).toEqual(['aurora', 'lotus']);
      expect(value.brands.map((b: { currency: string }) => b.currency)).toEqual(['PHP', 'VND']);
      expect(value.brands[1].figures.deposits).toBe('495000');
      // A brand alone in its group: just itself.
      (brands[1]!.config as { operatorGroup?: string }).operatorGroup = 'other';
      const alone = (await s.call('GET', '/office/api/b/lotus/figures?period=today&scope=group')).json.value;
      expect(alone.brands.map((b: { code: string }) => b.code)).toEqual(['lotus']);
    } finally {
      brands.forEach((b, i) => {
        (b.config as { operatorGroup?: string }).operatorGroup = saved[i];
      });
    }
  });
});
