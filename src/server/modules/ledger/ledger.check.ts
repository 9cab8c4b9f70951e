import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';

/** An account whose stored balance is not what its postings say (or that broke its sign rule). */
export interface AccountProblem {
  id: bigint;
  brand: string;
  currency: string;
  kind: string;
  code: string;
  ownerId: bigint | null;
  balance: bigint;
  postings: bigint;
  lastBalanceAfter: bigint | null;
  problem: 'balance_differs_from_postings' | 'balance_differs_from_last_posting' | 'negative_balance';
}

export interface SumProblem {
  brand: string;
  currency: string;
  sum: bigint;
}

/** A main wallet whose open bonus pockets lock more than it holds (docs/money.md "Bonus money"). */
export interface PocketProblem {
  id: bigint;
  balance: bigint;
  locked: bigint;
}

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  accountProblems: AccountProblem[];
  sumProblems: SumProblem[];
  pocketProblems: PocketProblem[];
}

/**
 * Reconciliation (npm run ledger:check): every stored balance equals the sum of its postings (credits minus
 * debits) and the balance after its latest posting; no player balance is negative; each brand and currency
 * sums to zero; no main wallet's open bonus pockets lock more than its balance. Read in one REPEATABLE READ snapshot so a running server does not cause false alarms.
 */
export async function checkLedger(db: Kysely<Database>): Promise<LedgerReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows: accountProblems } = await sql<AccountProblem>`
        with postings as (
          select debit_account_id as id, -amount as delta from ledger_transfer
          union all
          select credit_account_id, amount from ledger_transfer
        ), sums as (
          select id, sum(delta)::bigint as total from postings group by id
        ), last_posting as (
          select distinct on (id) id, balance_after from (
            select debit_account_id as id, id as transfer_id, debit_balance_after as balance_after from ledger_transfer
            union all
            select credit_account_id, id, credit_balance_after from ledger_transfer
          ) p order by id, transfer_id desc
        ), checked as (
          select a.id, a.brand_code as brand, a.currency, a.kind, a.code, a.owner_id as "ownerId", a.balance,
            coalesce(s.total, 0)::bigint as postings, l.balance_after as "lastBalanceAfter", a.allow_negative
          from ledger_account a left join sums s on s.id = a.id left join last_posting l on l.id = a.id
        )
        select id, brand, currency, kind, code, "ownerId", balance, postings, "lastBalanceAfter",
          case
            when balance <> postings then 'balance_differs_from_postings'
            when "lastBalanceAfter" is not null and balance <> "lastBalanceAfter" then 'balance_differs_from_last_posting'
            else 'negative_balance'
          end as problem
        from checked
        where balance <> postings
          or ("lastBalanceAfter" is not null and balance <> "lastBalanceAfter")
          or (not allow_negative and balance < 0)
        order by id`.execute(trx);
      const { rows: sumProblems } = await sql<SumProblem>`
        select brand_code as brand, currency, sum(balance)::bigint as sum from ledger_account
        group by brand_code, currency having sum(balance) <> 0 order by brand_code, currency`.execute(trx);
      const { rows: pocketProblems } = await sql<PocketProblem>`
        select a.id, a.balance, sum(p.locked)::bigint as locked from bonus_pocket p
        join ledger_account a on a.id = p.cash_account_id
        where p.closed_at is null group by a.id, a.balance having sum(p.locked) > a.balance order by a.id`.execute(
        trx,
      );
      const { rows: counts } = await sql<{ accounts: bigint; transfers: bigint }>`
        select (select count(*) from ledger_account) as accounts, (select count(*) from ledger_transfer) as transfers`.execute(
        trx,
      );
      return {
        ok: accountProblems.length === 0 && sumProblems.length === 0 && pocketProblems.length === 0,
        accounts: Number(counts[0]?.accounts ?? 0),
        transfers: Number(counts[0]?.transfers ?? 0),
        accountProblems,
        sumProblems,
        pocketProblems,
      };
    });
}

/** Human-readable lines of a report (printed by scripts/ledger-check.ts). */
export function formatReport(report: LedgerReport): string[] {
  const lines = [
    `${report.accounts} ledger accounts, ${report.transfers} transfers: ${report.ok ? 'OK' : 'PROBLEMS FOUND'}`,
  ];
  for (const p of report.accountProblems) {
    lines.push(
      `  account ${p.id} (${p.brand} ${p.currency} ${p.kind}${p.code ? `:${p.code}` : ''}${
        p.ownerId !== null ? ` owner ${p.ownerId}` : ''
      }): ${p.problem} — balance ${p.balance}, postings ${p.postings}, last balance after ${p.lastBalanceAfter ?? '—'}`,
    );
  }
  for (const s of report.sumProblems) {
    lines.push(`  ${s.brand} ${s.currency}: accounts sum to ${s.sum}, not 0`);
  }
  for (const p of report.pocketProblems) {
    lines.push(`  account ${p.id}: bonus pockets lock ${p.locked}, more than its balance ${p.balance}`);
  }
  return lines;
}
