import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { contributionOf } from '@/core/jackpot';
import type { Database } from '@/server/db/database';

/**
 * Explains a brand's jackpot pool from raw data (npm run ops -- jackpot-explain): every contribution posting is
 * recomputed from the stakes of the events it names (their vendor, the share its memo records), every win from its
 * jackpot_win row, and the pool must equal seeds + contributions − wins. Read-only.
 */
export interface JackpotExplanation {
  brand: string;
  currency: string;
  balance: bigint;
  seeded: bigint;
  contributed: bigint;
  paid: bigint;
  wins: number;
  pendingEvents: number;
  problems: string[];
}

interface Posting {
  id: bigint;
  kind: string;
  amount: bigint;
  memo: Record<string, unknown> | null;
}

export async function explainJackpot(db: Kysely<Database>, brand: Brand): Promise<JackpotExplanation> {
  const code = brand.config.code;
  const currency = brand.config.currency.code;
  const pool = await db
    .selectFrom('ledger_account')
    .select(['id', 'balance'])
    .where('brand_code', '=', code)
    .where('currency', '=', currency)
    .where('kind', '=', 'jackpot')
    .executeTakeFirst();
  const out: JackpotExplanation = {
    brand: code,
    currency,
    balance: pool?.balance ?? 0n,
    seeded: 0n,
    contributed: 0n,
    paid: 0n,
    wins: 0,
    pendingEvents: 0,
    problems: [],
  };
  const { rows: pending } = await sql<{ n: number }>`select count(*)::int as n from jackpot_event
    where brand_code = ${code} and processed_at is null`.execute(db);
  out.pendingEvents = pending[0]?.n ?? 0;
  if (!pool) return out;
  const { rows: postings } = await sql<Posting>`select id, kind, amount, memo from ledger_transfer
    where debit_account_id = ${pool.id} or credit_account_id = ${pool.id} order by id`.execute(db);
  for (const p of postings) {
    if (p.kind === 'jackpot_seed') out.seeded += p.amount;
    else if (p.kind === 'jackpot_win') {
      out.paid += p.amount;
      out.wins += 1;
    } else if (p.kind === 'jackpot_contribution') {
      out.contributed += p.amount;
      const memo = p.memo ?? {};
      const { rows: stakes } = await sql<{ amount: bigint }>`select vb.amount from jackpot_event e
        join vendor_bet vb on vb.id = e.bet_id
        where e.brand_code = ${code} and e.processed_at is not null and vb.vendor_code = ${String(memo.vendor)}
          and e.id between ${String(memo.firstEvent)}::bigint and ${String(memo.lastEvent)}::bigint`.execute(
        db,
      );
      const bp = Number(memo.contributionBp);
      const recomputed = stakes.reduce((sum, s) => sum + contributionOf(s.amount, bp), 0n);
      if (recomputed !== p.amount || stakes.length !== Number(memo.bets))
        out.problems.push(
          `contribution ${p.id}: posted ${p.amount} for ${memo.bets} bet(s), the stakes give ${recomputed} for ${stakes.length}`,
        );
    } else out.problems.push(`transfer ${p.id} of kind ${p.kind} touches the pool`);
  }
  const { rows: wins } = await sql<{ n: number; total: bigint | null }>`select count(*)::int as n,
    sum(amount)::bigint as total from jackpot_win where brand_code = ${code} and currency = ${currency}`.execute(
    db,
  );
  if ((wins[0]?.n ?? 0) !== out.wins || (wins[0]?.total ?? 0n) !== out.paid)
    out.problems.push(`wins recorded (${wins[0]?.n}, ${wins[0]?.total ?? 0}) differ from win postings`);
  if (out.seeded + out.contributed - out.paid !== out.balance)
    out.problems.push(
      `pool ${out.balance} ≠ seeded ${out.seeded} + contributed ${out.contributed} − paid ${out.paid}`,
    );
  return out;
}
