import { sql } from 'kysely';
import type { ContractKind } from '@/core/contracts';
import { protectionRefusal } from '@/server/domains/identity';
import type { MemberFigures } from './contract-math';
import type { Db } from './contracts.repository';

/**
 * Raw figures of contract windows, straight from vendor_bet and the ledger (docs/contracts-api.md "Settlement"):
 * one set-based query for every contract of a run. Dividend and daily salary count the bets PLACED in the window
 * (like the agent reports); hourly and real-time salary the bets that BECAME VALID (settled) in it. Either way a
 * counted bet is settled (a win arrived or its round closed) and not refunded; the valid bet is the stake of
 * those that won or lost.
 */

export interface Window {
  contract: bigint;
  agent: bigint;
  from: Date;
  to: Date;
  /** The distinct minimum single-bet stakes of the contract's tiers. */
  thresholds: bigint[];
}

export const bySettlement = (kind: ContractKind) => kind === 'hourSalary' || kind === 'realtimeSalary';

export interface WindowFigures {
  /** contract → minimum stake → member rows. */
  rows: Map<bigint, Map<bigint, MemberFigures[]>>;
  /** contract → member → bonuses (dividend only). */
  bonuses: Map<bigint, Map<bigint, bigint>>;
}

export async function windowFigures(
  db: Db,
  brand: string,
  kind: ContractKind,
  windows: Window[],
): Promise<WindowFigures> {
  const rows = new Map<bigint, Map<bigint, MemberFigures[]>>();
  const bonuses = new Map<bigint, Map<bigint, bigint>>();
  if (windows.length === 0) return { rows, bonuses };
  const flat = windows.flatMap((w) => w.thresholds.map((thr) => ({ ...w, thr })));
  const ids = flat.map((w) => w.contract.toString());
  const agents = flat.map((w) => w.agent.toString());
  const froms = flat.map((w) => w.from.toISOString());
  const tos = flat.map((w) => w.to.toISOString());
  const thrs = flat.map((w) => w.thr.toString());
  const minFrom = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const maxTo = new Date(Math.max(...windows.map((w) => w.to.getTime())));
  const timeFilter = bySettlement(kind)
    ? sql`b.settled_at >= ${minFrom} and b.settled_at < ${maxTo} and b.settled_at >= c.t_from and b.settled_at < c.t_to`
    : sql`b.settled_at >= ${minFrom} and b.created_at >= c.t_from and b.created_at < c.t_to`;
  const { rows: found } = await sql<{
    id: bigint;
    thr: bigint;
    account_id: bigint;
    stake: bigint;
    payout: bigint;
    valid: bigint;
  }>`
    with c as (
      select * from unnest(${ids}::bigint[], ${agents}::bigint[], ${froms}::timestamptz[], ${tos}::timestamptz[],
        ${thrs}::bigint[]) as c(id, agent, t_from, t_to, thr)
    )
    select c.id, c.thr, b.account_id, sum(b.amount)::bigint as stake, sum(b.payout)::bigint as payout,
      sum(case when b.payout <> b.amount then b.amount else 0 end)::bigint as valid
    from vendor_bet b
    join account_closure ac on ac.descendant_id = b.account_id and ac.depth >= 1
    join c on c.agent = ac.ancestor_id
    where b.brand_code = ${brand} and b.settled_at is not null and b.status in ('open', 'settled')
      and (b.status = 'settled' or b.round_closed) and b.amount >= c.thr and ${timeFilter}
    group by c.id, c.thr, b.account_id`.execute(db);
  const earns = new Map<bigint, boolean>();
  await askEarnings(
    db,
    brand,
    earns,
    found.map((r) => BigInt(r.account_id)),
  );
  for (const r of found) {
    if (!earns.get(BigInt(r.account_id))) continue;
    const id = BigInt(r.id);
    const byThr = rows.get(id) ?? new Map<bigint, MemberFigures[]>();
    rows.set(id, byThr);
    const thr = BigInt(r.thr);
    const list = byThr.get(thr) ?? [];
    byThr.set(thr, list);
    list.push({
      account: BigInt(r.account_id),
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
      valid: BigInt(r.valid),
    });
  }
  if (kind === 'dividend') {
    const single = windows;
    const { rows: bonusRows } = await sql<{ id: bigint; account_id: bigint; amount: bigint }>`
      with c as (
        select * from unnest(${single.map((w) => w.contract.toString())}::bigint[],
          ${single.map((w) => w.agent.toString())}::bigint[], ${single.map((w) => w.from.toISOString())}::timestamptz[],
          ${single.map((w) => w.to.toISOString())}::timestamptz[]) as c(id, agent, t_from, t_to)
      )
      select c.id, la.owner_id as account_id, sum(t.amount)::bigint as amount
      from c
      join account_closure ac on ac.ancestor_id = c.agent and ac.depth >= 1
      join ledger_account la on la.owner_id = ac.descendant_id
      join ledger_transfer t on t.credit_account_id = la.id and t.kind = 'bonus'
        and t.created_at >= c.t_from and t.created_at < c.t_to
      group by c.id, la.owner_id`.execute(db);
    await askEarnings(
      db,
      brand,
      earns,
      bonusRows.map((r) => BigInt(r.account_id)),
    );
    for (const r of bonusRows) {
      if (!earns.get(BigInt(r.account_id))) continue;
      const id = BigInt(r.id);
      const m = bonuses.get(id) ?? new Map<bigint, bigint>();
      bonuses.set(id, m);
      m.set(BigInt(r.account_id), BigInt(r.amount));
    }
  }
  return { rows, bonuses };
}

/**
 * The members an agent may earn from (responsible gaming, docs/responsible-gaming.md): the protection guard is
 * asked once per member; an excluded member's play counts for no agent's salary or dividend.
 */
async function askEarnings(db: Db, brand: string, earns: Map<bigint, boolean>, members: bigint[]) {
  for (const accountId of new Set(members)) {
    if (earns.has(accountId)) continue;
    const refusal = await protectionRefusal(db, { accountId, brandCode: brand, action: 'agentEarning' });
    earns.set(accountId, !refusal);
  }
}
