import { sql } from 'kysely';
import { WALLET_KINDS, type WalletKind } from '@/core/agent-work';
import { AppError } from '@/server/errors';
import { type Paging, pagingOf, periodOf } from './agent.query';
import { endOf, startOf } from './agent.repository';
import { type AgentCtx, moneyOf, page, scopeOf } from './agent.service';

/**
 * The agent's own wallet (docs/agent-api.md): every posting on its main wallet in a period, newest first (in
 * posting order, the order the ledger applied them to the wallet), signed
 * from its view with the balance after it (the ledger's own running balance), grouped into the kinds an agent
 * works with, the other side's account for transfers, and the period's opening and closing balance.
 */

const kindOf = sql`case
    when t.kind in ('transfer_downline', 'transfer_upline') then
      case when t.side = 'credit' then 'transfer_in' else 'transfer_out' end
    when t.kind in ('salary', 'dividend', 'withdrawal', 'deposit', 'adjustment') then t.kind
    when t.kind = 'withdrawal_return' then 'withdrawal_returned'
    when t.kind in ('bet', 'win', 'refund', 'wallet_transfer') then 'games'
    when t.kind in ('bonus', 'referral', 'rebate', 'raffle', 'vip_bonus', 'vip_upgrade', 'mission', 'leaderboard')
      then 'bonus'
    else 'other' end`;

interface WalletRow {
  id: bigint;
  created_at: Date;
  kind: WalletKind;
  amount: bigint;
  balance_after: bigint;
  counterparty: string | null;
  reference: string | null;
}

/**
 * GET /wps/agent/wallet?from&to&kind&pageNo&pageSize. `withdrawable` is the withdrawal service's answer for the
 * caller (its free-balance rule), passed in by the route.
 */
export async function ownWallet(
  ctx: AgentCtx,
  withdrawable: bigint,
  query: Record<string, unknown>,
  paging: Paging = pagingOf(query),
) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  let kind: WalletKind | null = null;
  if (query.kind !== undefined && query.kind !== '') {
    kind = WALLET_KINDS.find((k) => k === query.kind) ?? null;
    if (!kind) throw new AppError('invalid_kind');
  }
  const cash = sql`(select id from ledger_account where owner_id = ${ctx.agent.id} and kind = 'player_cash'
    and code = '' and currency = ${ctx.brand.config.currency.code})`;
  const lo = startOf(s, period.from);
  const hi = endOf(s, period.to);
  const postings = sql`(
      select x.id, x.created_at, x.kind, 'credit' as side, x.amount, x.credit_balance_after as balance_after,
        x.debit_account_id as other, x.reference
      from ledger_transfer x where x.credit_account_id = ${cash} and x.created_at >= ${lo} and x.created_at < ${hi}
      union all
      select x.id, x.created_at, x.kind, 'debit', -x.amount, x.debit_balance_after, x.credit_account_id, x.reference
      from ledger_transfer x where x.debit_account_id = ${cash} and x.created_at >= ${lo} and x.created_at < ${hi}
    )`;
  const grouped = sql`(select t.*, ${kindOf} as group_kind from ${postings} t)`;
  const filtered = sql`(select * from ${grouped} g where ${kind}::text is null or g.group_kind = ${kind})`;
  // The balance after the last posting before a moment (either side), from the (account, created_at) indexes.
  const balanceAt = (at: typeof lo) => sql`(select b.balance from (
      (select x.id, x.credit_balance_after as balance from ledger_transfer x
        where x.credit_account_id = ${cash} and x.created_at < ${at} order by x.created_at desc, x.id desc limit 1)
      union all
      (select x.id, x.debit_balance_after from ledger_transfer x
        where x.debit_account_id = ${cash} and x.created_at < ${at} order by x.created_at desc, x.id desc limit 1)
    ) b order by b.id desc limit 1)`;
  const [list, totals, balances] = await Promise.all([
    sql<WalletRow>`select g.id, g.created_at, g.group_kind as kind, g.amount, g.balance_after, a.username as counterparty,
        g.reference
      from ${filtered} g join ledger_account o on o.id = g.other
        left join account a on a.id = o.owner_id and g.kind in ('transfer_downline', 'transfer_upline')
      order by g.id desc limit ${paging.pageSize} offset ${paging.offset}`.execute(s.db),
    sql<{ kind: WalletKind; count: number; credit: bigint; debit: bigint }>`select g.group_kind as kind,
        count(*)::int as count, coalesce(sum(g.amount) filter (where g.amount > 0), 0)::bigint as credit,
        coalesce(-sum(g.amount) filter (where g.amount < 0), 0)::bigint as debit
      from ${grouped} g group by g.group_kind order by g.group_kind`.execute(s.db),
    sql<{ opening: bigint | null; closing: bigint | null; now: bigint }>`select ${balanceAt(lo)} as opening,
        ${balanceAt(hi)} as closing,
        coalesce((select balance from ledger_account where id = ${cash}), 0)::bigint as now`.execute(s.db),
  ]);
  const money = moneyOf(ctx);
  const b = balances.rows[0]!;
  const count = kind
    ? (totals.rows.find((t) => t.kind === kind)?.count ?? 0)
    : totals.rows.reduce((n, t) => n + t.count, 0);
  return {
    from: period.from,
    to: period.to,
    balance: money(b.now),
    withdrawable: money(withdrawable),
    openingBalance: money(b.opening ?? 0n),
    closingBalance: money(b.closing ?? 0n),
    list: list.rows.map((r) => ({
      id: r.id.toString(),
      at: r.created_at.toISOString(),
      kind: r.kind,
      amount: money(r.amount),
      balanceAfter: money(r.balance_after),
      counterparty: r.counterparty ?? '',
      reference: r.reference ?? '',
    })),
    totals: totals.rows.map((t) => ({
      kind: t.kind,
      count: t.count,
      in: money(t.credit),
      out: money(t.debit),
    })),
    ...page(paging, count),
  };
}
