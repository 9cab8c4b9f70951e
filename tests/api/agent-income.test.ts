import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocal } from '@/server/modules/contracts/contract-periods';
import { settleKind } from '@/server/modules/contracts/contract-settle';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { downlineTransfer, transferToUpline } from '@/server/modules/wallet/wallets.service';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import { manilaDay, post } from './agent-support';
import { bet, makeTree, signTop, type Tree } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectError, expectOk, fund, type Player, walletCtx } from './wallet-support';

/**
 * My income (issue 24): agent A (aurora, made a stacking brand so it can hold all four contract kinds) earns a bill
 * of each kind from its team's play yesterday, a referral reward and another bonus; it also gets a house credit,
 * pays a downline and is paid by a player (transfers). The income answer must equal, kind by kind, sums recomputed
 * here straight from the ledger postings of A's wallet — and transfers and adjustments must never count as income.
 */

const TZ = 'Asia/Manila';
let t: TestApp;
let tree: Tree;

interface Income {
  total: string;
  contracts: { total: string; byKind: { kind: string; count: number; amount: string }[] };
  commissions: { total: string; byKind: { kind: string; count: number; amount: string }[] };
  apart: { line: string; count: number; amount: string }[];
  bills: {
    list: { billId: string | null; kind: string; amount: string; periodStart: string; paidAt: string }[];
    total: number;
  };
  series: { date: string; amount: string; contracts: string; commissions: string }[];
}

const income = async (who: Player, query = '') =>
  expectOk<Income>(await call(t, 'GET', `/wps/agent/income${query}`, who));

/** "123.45" → 12345n (PHP). */
const minor = (amount: string) => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -value : value;
};

/** A referral reward as the loyalty programme pays it: a promotion_bonus row and its `bonus` posting. */
async function referralReward(who: Player, amount: bigint) {
  const brand = brandOf(t, who.brand);
  const currency = brand.config.currency.code;
  const key = `test-referral:${randomUUID()}`;
  const { rows } = await sql<{
    id: bigint;
  }>`insert into promotion_bonus (brand_code, promotion_id, account_id,
      kind, award_key, period_key, source, amount, status)
    values (${who.brand}, 'referral', ${who.id}, 'referral', ${key}, '', 'test', ${amount}, 'credited')
    returning id`.execute(t.db);
  const posted = await transfer(t.db, {
    brand: who.brand,
    key: `promo:${key}`,
    from: await systemAccount(t.db, who.brand, currency, 'expense', 'loyalty'),
    to: await ownedAccount(t.db, who.brand, currency, who.id, 'player_cash'),
    amount,
    kind: 'bonus',
    reference: 'referral',
    memo: { bonusId: rows[0]!.id.toString(), source: 'test' },
  });
  expect(posted.status).toBe('posted');
}

beforeAll(async () => {
  const brands = copyBrandsDir(['aurora']);
  patchJson(join(brands, 'aurora', 'brand.json'), { '/contracts/salaryStacking': 'stack' });
  t = await createTestApp({ brandsDir: brands });
  tree = await makeTree(t);
  const [y, m, d] = manilaDay(1).split('-').map(Number) as [number, number, number];
  const dayStart = fromLocal(TZ, y, m, d, 0);
  const at = (h: number, min: number) => new Date(fromLocal(TZ, y, m, d, h).getTime() + min * 60_000);
  await signTop(t, tree.a, 'dividend', [{ rate: '20' }], dayStart, 'D');
  await signTop(t, tree.a, 'dailySalary', [{ rate: '1' }], dayStart);
  await signTop(t, tree.a, 'hourSalary', [{ rate: '0.8' }], dayStart);
  await signTop(t, tree.a, 'realtimeSalary', [{ rate: '0.5' }], dayStart);
  // Yesterday 10:00 in Manila: 600.00 lost and 200.00 won 300.00 → valid bet 800.00, net loss 500.00.
  await bet(t, tree.pa, 60_000n, 0n, at(10, 0));
  await bet(t, tree.pa, 20_000n, 30_000n, at(10, 1));
  const brand = brandOf(t, 'aurora');
  // The day's periods close now; the hour and the 5-minute slots of the bets are settled as of 11:10 (fewer slots).
  for (const kind of ['dividend', 'dailySalary'] as const) await settleKind(t.db, brand, kind, new Date());
  for (const kind of ['hourSalary', 'realtimeSalary'] as const)
    await settleKind(t.db, brand, kind, at(11, 10));
  // Other commissions, and the money that is not income.
  await referralReward(tree.a, 2_500n);
  await post(t, { id: tree.a.id, brand: 'aurora' }, 'bonus', 300n);
  await fund(t, tree.a, 100_000n);
  const ctx = walletCtx(t);
  await downlineTransfer(ctx, tree.a, {
    downline: tree.b.username,
    amount: '12.50',
    clientKey: randomUUID(),
  });
  await fund(t, tree.pa, 5_000n);
  await transferToUpline(ctx, tree.pa.id, { amount: '7.00', clientKey: randomUUID() });
}, 120_000);
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

describe('my income', () => {
  it('pays each contract kind its bill, computed by hand from the bets', async () => {
    const v = await income(tree.a);
    const byKind = Object.fromEntries(v.contracts.byKind.map((k) => [k.kind, k.amount]));
    // dividend 20 % of 500.00 net loss; daily 1 %, hourly 0.8 %, real-time 0.5 % of 800.00 valid bet.
    expect(byKind).toEqual({
      dividend: '100.00',
      dailySalary: '8.00',
      hourSalary: '6.40',
      realtimeSalary: '4.00',
    });
    expect(v.contracts.total).toBe('118.40');
  });

  it('recomputes every kind from the ledger postings of the agent’s wallet', async () => {
    const v = await income(tree.a);
    const { rows } = await sql<{
      kind: string;
      memo: Record<string, string> | null;
      amount: string;
      dir: string;
    }>`
      select t.kind, t.memo, t.amount::text as amount, case when t.credit_account_id = l.id then 'in' else 'out' end as dir
      from ledger_transfer t join ledger_account l on l.id in (t.credit_account_id, t.debit_account_id)
      where l.owner_id = ${tree.a.id} and l.kind = 'player_cash'`.execute(t.db);
    const sum = (keep: (r: (typeof rows)[number]) => boolean) => {
      const hit = rows.filter(keep);
      return { count: hit.length, amount: hit.reduce((s, r) => s + BigInt(r.amount), 0n) };
    };
    // Contract earnings: dividend and salary postings, by the contract kind each bill records in its memo.
    for (const k of v.contracts.byKind) {
      const raw = sum(
        (r) => r.dir === 'in' && ['dividend', 'salary'].includes(r.kind) && r.memo?.contractKind === k.kind,
      );
      expect({ kind: k.kind, count: k.count, amount: minor(k.amount) }).toEqual({ kind: k.kind, ...raw });
    }
    const contracts = sum((r) => r.dir === 'in' && ['dividend', 'salary'].includes(r.kind));
    expect(minor(v.contracts.total)).toBe(contracts.amount);
    // Other commissions: bonus postings (the referral one named by its bonus row).
    const bonusIds = rows.flatMap((r) => (r.kind === 'bonus' && r.memo?.bonusId ? [r.memo.bonusId] : []));
    const { rows: referral } = await sql<{ id: string }>`select id::text as id from promotion_bonus
      where kind = 'referral' and id in (${sql.join(bonusIds.map(BigInt))})`.execute(t.db);
    const referrals = new Set(referral.map((r) => r.id));
    const isReferral = (r: (typeof rows)[number]) =>
      r.kind === 'bonus' && referrals.has(r.memo?.bonusId ?? '');
    expect(v.commissions.byKind).toEqual([
      { kind: 'referral', ...fmt(sum((r) => r.dir === 'in' && isReferral(r))) },
      { kind: 'rewards', ...fmt(sum((r) => r.dir === 'in' && r.kind === 'bonus' && !isReferral(r))) },
    ]);
    expect(minor(v.commissions.total)).toBe(sum((r) => r.dir === 'in' && r.kind === 'bonus').amount);
    // Income is exactly contracts + commissions: what is listed apart never enters the total.
    expect(minor(v.total)).toBe(minor(v.contracts.total) + minor(v.commissions.total));
    const apart = Object.fromEntries(
      v.apart.map((l) => [l.line, { count: l.count, amount: minor(l.amount) }]),
    );
    expect(apart).toEqual({
      adjustment_in: sum((r) => r.dir === 'in' && r.kind === 'adjustment'),
      adjustment_out: sum((r) => r.dir === 'out' && r.kind === 'adjustment'),
      from_upline: sum((r) => r.dir === 'in' && r.kind === 'transfer_downline'),
      from_downline: sum((r) => r.dir === 'in' && r.kind === 'transfer_upline'),
      to_downline: sum((r) => r.dir === 'out' && r.kind === 'transfer_downline'),
      to_upline: sum((r) => r.dir === 'out' && r.kind === 'transfer_upline'),
    });
    expect(apart.from_downline).toEqual({ count: 1, amount: 700n });
    expect(apart.to_downline).toEqual({ count: 1, amount: 1_250n });
    // The day series adds up to the total.
    expect(v.series.reduce((s, d) => s + minor(d.amount), 0n)).toBe(minor(v.total));
  });

  it('lists the contract postings bill by bill, each naming the bill it paid, paged', async () => {
    const all = await income(tree.a);
    const { rows } = await sql<{ id: string; kind: string; amount: string }>`select id::text as id, kind,
        amount::text as amount from contract_bill
      where account_id = ${tree.a.id} and status = 'paid' and transfer_id is not null order by id`.execute(
      t.db,
    );
    expect(all.bills.total).toBe(rows.length);
    expect(all.bills.list.map((b) => [b.billId, b.kind, minor(b.amount)]).sort()).toEqual(
      rows.map((r) => [r.id, r.kind, BigInt(r.amount)]).sort(),
    );
    const page = await income(tree.a, '?pageSize=2&pageNo=2');
    expect(page.bills.list).toHaveLength(Math.min(2, rows.length - 2));
    expect(page.bills.list[0]).toEqual(all.bills.list[2]);
    // The bill a row names opens for the agent.
    const bill = expectOk<{ bill: { id: string } }>(
      await call(t, 'GET', `/wps/agent/contracts/bills/${all.bills.list[0]!.billId}`, tree.a),
    );
    expect(bill.bill.id).toBe(all.bills.list[0]!.billId);
  });

  it('exports the chart by day and the bills as CSV, with the rows of the screen', async () => {
    const csvOf = async (report: string) => {
      const response = await call(t, 'GET', `/wps/agent/export/${report}`, tree.a);
      expect(response.statusCode, response.body).toBe(200);
      return response.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));
    };
    const all = await income(tree.a, `?pageSize=100`);
    const days = await csvOf('income');
    expect(days[0]).toEqual(['Date', 'Contract earnings', 'Other commissions', 'Total income']);
    expect(days.slice(1)).toEqual(all.series.map((d) => [d.date, d.contracts, d.commissions, d.amount]));
    const bills = await csvOf('incomeBills');
    expect(bills[0]!.slice(0, 2)).toEqual(['Kind', 'late bets']);
    expect(bills.slice(1).map((r) => [r[5], r[4]])).toEqual(all.bills.list.map((b) => [b.billId, b.amount]));
    expect(bills.length - 1).toBe(all.bills.total);
    // The kind by its page's name, as on the screen.
    expect(bills.slice(1).map((r) => r[0])).toContain('Daily wage');
    // Another agent's CSV holds only its own bills (none); a player and a bad period are refused.
    const other = await call(t, 'GET', '/wps/agent/export/incomeBills', tree.b);
    expect(other.statusCode).toBe(200);
    expect(
      other.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
    expectError(await call(t, 'GET', '/wps/agent/export/incomeBills', tree.pa), 403, 'non_agent');
    expect((await call(t, 'GET', '/wps/agent/export/incomeBills?from=2020-13-01', tree.a)).statusCode).toBe(
      400,
    );
  });

  it('keeps each agent to its own wallet and the period asked', async () => {
    const b = await income(tree.b);
    expect(b.total).toBe('0.00');
    expect(b.bills.total).toBe(0);
    expect(b.apart.find((l) => l.line === 'from_upline')).toEqual({
      line: 'from_upline',
      count: 1,
      amount: '12.50',
    });
    const before = await income(tree.a, `?from=${manilaDay(40)}&to=${manilaDay(30)}`);
    expect(before.total).toBe('0.00');
    expect(before.bills.list).toEqual([]);
    expect(before.apart.every((l) => l.count === 0)).toBe(true);
    expectError(await call(t, 'GET', '/wps/agent/income?pageSize=0', tree.a), 400, 'invalid_paging');
    expectError(await call(t, 'GET', '/wps/agent/income', tree.pa), 403, 'non_agent');
  });
});

const fmt = (v: { count: number; amount: bigint }) => ({
  count: v.count,
  amount: `${v.amount / 100n}.${(v.amount % 100n).toString().padStart(2, '0')}`,
});
