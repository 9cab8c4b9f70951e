/** The checks the ledger invariants suite (ledger.test.ts) runs after its random workload (ledger-workload.ts). */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '@/server/db/database';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { ownedBalances } from '@/server/modules/ledger/ledger.service';
import type { TestApp } from '../api/helpers';
import { runScript } from '../support/scripts';
import type { Workload } from './ledger-workload';

/** The reconciliation, as the operators run it. */
export async function expectReconciled(t: TestApp, db: Kysely<Database>): Promise<void> {
  const check = await runScript('scripts/ledger-check.ts', [], {
    env: { ...process.env, DATABASE_URL: t.config.databaseUrl! },
  });
  expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
  expect(check.stdout).toMatch(/OK/);
  const report = await checkLedger(db);
  expect(report.ok).toBe(true);
  expect(report.transfers).toBeGreaterThan(5000);
}

/** Correctness, not only consistency: every balance is what the operations the test issued add up to. */
export async function expectBalancesAsModelled(
  db: Kysely<Database>,
  { everyone, model }: Workload,
): Promise<void> {
  const wrong: string[] = [];
  for (const member of everyone) {
    const actual = await ownedBalances(db, member.id);
    const expected = model.get(member.id) ?? new Map<string, bigint>();
    for (const wallet of new Set([...actual.keys(), ...expected.keys()])) {
      const want = expected.get(wallet) ?? 0n;
      const have = actual.get(wallet) ?? 0n;
      if (want !== have) wrong.push(`${member.username} ${wallet}: ledger ${have}, model ${want}`);
    }
  }
  expect(wrong, wrong.slice(0, 5).join('\n')).toEqual([]);
  expect([...model.values()].some((balances) => [...balances.values()].some((v) => v > 0n))).toBe(true);
}

/** Each deposit row carries the amount and fee asked for, and a credited one posted exactly amount − fee. */
export async function expectDepositsAsAsked(db: Kysely<Database>, { requested }: Workload): Promise<void> {
  const rows = await db
    .selectFrom('payment_deposit as d')
    .leftJoin('ledger_transfer as t', (join) =>
      join
        .onRef('t.brand_code', '=', 'd.brand_code')
        .on('t.idempotency_key', '=', sql<string>`'deposit:' || d.id`),
    )
    .select(['d.order_no', 'd.amount', 'd.fee', 'd.status', 't.amount as posted'])
    .where('d.order_no', 'in', [...requested.keys()])
    .execute();
  expect(rows).toHaveLength(requested.size);
  for (const row of rows) {
    const asked = requested.get(row.order_no)!;
    expect({ amount: row.amount, fee: row.fee, credited: row.status === 'credited' }).toEqual(asked);
    expect(row.posted ?? null).toBe(asked.credited ? asked.amount - asked.fee : null);
  }
}

/** No key posted twice (the unique index says so; check it is there and holds). */
export async function expectEachKeyOnce(db: Kysely<Database>): Promise<void> {
  const { rows: duplicates } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from ledger_transfer group by brand_code, idempotency_key having count(*) > 1) d`.execute(
    db,
  );
  expect(duplicates[0]!.n).toBe(0);
  const { rows: bothWays } = await sql<{ n: number }>`
    select count(*)::int as n from ledger_transfer t join ledger_refusal r using (brand_code, idempotency_key)`.execute(
    db,
  );
  expect(bothWays[0]!.n).toBe(0);
}

/** No player balance negative; every player balance equals its postings (also in the report above). */
export async function expectNoNegativeOrDrift(db: Kysely<Database>): Promise<void> {
  const { rows: negatives } = await sql<{ n: number }>`
    select count(*)::int as n from ledger_account where owner_id is not null and balance < 0`.execute(db);
  expect(negatives[0]!.n).toBe(0);
  const { rows: drift } = await sql<{ n: number }>`
    select count(*)::int as n from ledger_account a
    where a.owner_id is not null and a.balance <> coalesce((select sum(amount) from ledger_transfer where credit_account_id = a.id), 0)
      - coalesce((select sum(amount) from ledger_transfer where debit_account_id = a.id), 0)`.execute(db);
  expect(drift[0]!.n).toBe(0);
}

/** The domain rows agree with the ledger: each credited deposit posted once and only those; each withdrawal held once; pending ones are exactly what the hold accounts contain; decided ones moved once. */
export async function expectDomainRowsAgree(db: Kysely<Database>): Promise<void> {
  const { rows: deposits } = await sql<{ bad: number }>`
    select count(*)::int as bad from payment_deposit d
    where (select count(*) from ledger_transfer t where t.brand_code = d.brand_code and t.idempotency_key = 'deposit:' || d.id)
      <> (case when d.status = 'credited' then 1 else 0 end)`.execute(db);
  expect(deposits[0]!.bad).toBe(0);
  const { rows: holds } = await sql<{ bad: number }>`
    select count(*)::int as bad from ledger_account a
    where a.kind = 'player_hold' and a.balance <> coalesce(
      (select sum(w.amount) from withdrawal w where w.account_id = a.owner_id and w.status = 'pending'), 0)`.execute(
    db,
  );
  expect(holds[0]!.bad).toBe(0);
  const { rows: decided } = await sql<{ bad: number }>`
    select count(*)::int as bad from withdrawal w
    where (w.status = 'pending') = (w.settle_transfer_id is not null)
      or (select count(*) from ledger_transfer t where t.brand_code = w.brand_code
            and t.idempotency_key in ('withdraw-pay:' || w.id, 'withdraw-return:' || w.id))
         <> (case when w.status = 'pending' then 0 else 1 end)`.execute(db);
  expect(decided[0]!.bad).toBe(0);
}

/** One inbox message per settled deposit and decided withdrawal. */
export async function expectOneMessageEach(db: Kysely<Database>): Promise<void> {
  const { rows: messages } = await sql<{ expected: number; actual: number }>`
    select (select count(*) from payment_deposit where status <> 'pending')
         + (select count(*) from withdrawal where status <> 'pending') as expected,
      (select count(*) from inbox_message) as actual`.execute(db);
  expect(Number(messages[0]!.actual)).toBe(Number(messages[0]!.expected));
}
