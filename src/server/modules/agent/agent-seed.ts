import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '@/server/db/database';
import { systemAccount } from '@/server/domains/money';
import { seedTeamActive, seedTeamCounts } from './agent-seed-counts';
import { seedGameDays } from './agent-seed-games';

/**
 * A large team with history, set-based (npm run seed:team; docs/agent-api.md "Seed"): a root agent (type 2)
 * with `agents` sub-agents per agent on each level down to `depth`, `members` downlines in all (sub-agents
 * included, players spread over the agents), and `bets` bets of those players over the last `days` days.
 *
 * Money goes through real ledger rows, written in bulk so every balance stays equal to its postings
 * (npm run ledger:check): per player one deposit (provider clearing → cash) before its first bet, covering all
 * its stakes, then per bet a `bet` posting (cash → vendor) and, for a win, a `win` posting (vendor → cash) or,
 * for a refund, a `refund`. Balances-after are running sums in id order; the ledger rows the seed touches are
 * locked for its one transaction. The aggregate triggers are off during the bulk insert and the new accounts'
 * aggregates are written set-based at the end, inside the same transaction.
 */

export interface SeedOptions {
  brand: string;
  agents: number;
  depth: number;
  members: number;
  bets: number;
  days?: number;
  /** Prefix of the account names (default: random). */
  prefix?: string;
  /** argon2id hash given to every seeded account. */
  passwordHash: string;
  /** Progress lines (step and seconds). */
  log?: (line: string) => void;
}

export interface SeedResult {
  root: string;
  rootId: bigint;
  accounts: number;
  subAgents: number;
  bets: number;
  transfers: number;
}

interface Node {
  parent: number;
  depth: number;
  agent: boolean;
}

/** Sub-agents breadth first (each agent gets `agents` children while the level is above `depth`), then players. */
export function teamShape(agents: number, depth: number, members: number): Node[] {
  const nodes: Node[] = [{ parent: -1, depth: 0, agent: true }];
  let level = [0];
  for (let d = 1; d < depth && nodes.length - 1 < members; d++) {
    const next: number[] = [];
    for (const parent of level) {
      for (let i = 0; i < agents && nodes.length - 1 < members; i++) {
        nodes.push({ parent, depth: d, agent: true });
        next.push(nodes.length - 1);
      }
    }
    level = next;
  }
  const agentIndexes = nodes.map((_, i) => i);
  let k = 0;
  while (nodes.length - 1 < members) {
    const parent = agentIndexes[k % agentIndexes.length]!;
    nodes.push({ parent, depth: nodes[parent]!.depth + 1, agent: false });
    k++;
  }
  return nodes;
}

async function insertAccounts(trx: Transaction<Database>, o: SeedOptions, prefix: string, nodes: Node[]) {
  const names = nodes.map((_, i) => (i === 0 ? `${prefix}root` : `${prefix}m${i}`));
  await sql`insert into account (brand_code, username, username_key, type, password_hash, affiliate_code,
      referral_code, register_method, created_at)
    select ${o.brand}, u.name, lower(u.name), case when u.agent then case when u.n = 1 then 2 else 1 end else 0 end,
      ${o.passwordHash}, case when u.agent then upper(u.name) end, upper('R' || u.name), 'SEED',
      now() - random() * ${o.days ?? 90} * interval '1 day'
    from unnest(${names}::text[], ${nodes.map((n) => n.agent)}::boolean[]) with ordinality as u(name, agent, n)
    order by u.n`.execute(trx);
  const { rows } = await sql<{ id: string; username: string }>`select id::text, username from account
    where brand_code = ${o.brand} and username_key = any(${names.map((n) => n.toLowerCase())}::text[])`.execute(
    trx,
  );
  const byName = new Map(rows.map((r) => [r.username, r.id]));
  const ids = names.map((name) => byName.get(name)!);
  // Uplines, then the closure: self rows and, level by level, the parent's ancestors plus one.
  await sql`update account a set upline_id = u.parent::bigint
    from unnest(${ids}::text[], ${nodes.map((n) => (n.parent < 0 ? null : ids[n.parent]!))}::text[]) as u(id, parent)
    where a.id = u.id::bigint and u.parent is not null`.execute(trx);
  await sql`insert into account_closure (ancestor_id, descendant_id, depth)
    select id::bigint, id::bigint, 0 from unnest(${ids}::text[]) as u(id)`.execute(trx);
  const maxDepth = Math.max(...nodes.map((n) => n.depth));
  for (let d = 1; d <= maxDepth; d++) {
    const level = ids.filter((_, i) => nodes[i]!.depth === d);
    await sql`insert into account_closure (ancestor_id, descendant_id, depth)
      select c.ancestor_id, a.id, c.depth + 1 from account a
        join account_closure c on c.descendant_id = a.upline_id
      where a.id = any(${level}::bigint[])`.execute(trx);
  }
  return ids;
}

/**
 * Bulk load into a table that is small beside the load (a new or demo database): its secondary indexes (not the
 * primary key, not the unique constraints) are dropped for the transaction and built again after the load, in
 * one sorted pass each instead of one insertion per row. Answers the rebuild (a no-op when the table is larger
 * than the load: then the rows go through the indexes). The drop holds the table for the seed's transaction.
 */
async function deferIndexes(trx: Transaction<Database>, table: string, incoming: number) {
  const { rows: size } = await sql<{ n: number }>`select greatest(reltuples, 0)::float8 as n from pg_class
    where oid = ${table}::regclass`.execute(trx);
  if ((size[0]?.n ?? 0) > incoming) return async () => {};
  const { rows } = await sql<{ name: string; def: string }>`select i.indexrelid::regclass::text as name,
      pg_get_indexdef(i.indexrelid) as def
    from pg_index i where i.indrelid = ${table}::regclass and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`.execute(trx);
  for (const r of rows) await sql`drop index ${sql.raw(r.name)}`.execute(trx);
  return async () => {
    for (const r of rows) await sql.raw(r.def).execute(trx);
  };
}

export async function seedTeam(db: Kysely<Database>, o: SeedOptions): Promise<SeedResult> {
  const days = o.days ?? 90;
  const prefix = (o.prefix ?? `t${randomBytes(3).toString('hex')}`).toLowerCase();
  const nodes = teamShape(o.agents, o.depth, o.members);
  const { currency, timezone: timeZone } = await db
    .selectFrom('brand')
    .select(['currency', 'timezone'])
    .where('code', '=', o.brand)
    .executeTakeFirstOrThrow();
  const { rows: taken } = await sql<{ n: number }>`select count(*)::int as n from account
    where brand_code = ${o.brand} and (username_key = ${`${prefix}root`} or username_key like ${`${prefix}m%`})`.execute(
    db,
  );
  if ((taken[0]?.n ?? 0) > 0)
    throw new Error(`accounts named ${prefix}… exist already: choose another prefix`);
  const vendorCode = 'PG';
  // Created (outside the transaction) if missing, like the ledger does on first use.
  const [vendor, clearing] = await Promise.all([
    systemAccount(db, o.brand, currency, 'vendor', vendorCode),
    systemAccount(db, o.brand, currency, 'provider_clearing', 'SEED'),
  ]);
  let last = Date.now();
  const step = (name: string) => {
    o.log?.(`${name}: ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  return db.transaction().execute(async (trx) => {
    // Bulk mode: a superuser skips every trigger of the transaction (the aggregate triggers and the row-by-row
    // foreign-key checks: the rows are consistent by construction); others switch off the aggregate triggers.
    const { rows: role } = await sql<{ super: boolean }>`select rolsuper as super from pg_roles
      where rolname = current_user`.execute(trx);
    const replica = role[0]?.super === true;
    if (replica) await sql`set local session_replication_role = replica`.execute(trx);
    else {
      await sql`alter table vendor_bet disable trigger vendor_bet_day_insert`.execute(trx);
      await sql`alter table ledger_transfer disable trigger ledger_transfer_day`.execute(trx);
      await sql`alter table account_day disable trigger account_day_changed`.execute(trx);
      await sql`alter table account_first_deposit disable trigger account_first_deposit_changed`.execute(trx);
      await sql`alter table vendor_bet disable trigger vendor_bet_game_insert`.execute(trx);
      await sql`alter table vendor_bet disable trigger vendor_bet_best_insert`.execute(trx);
      await sql`alter table account_total disable trigger account_total_active_insert`.execute(trx);
    }
    await sql`select id from ledger_account where id in (${vendor}, ${clearing}) order by id for update`.execute(
      trx,
    );
    // Memory for the sorts and windows over the bets and postings, and for the index builds.
    await sql`set local work_mem = '256MB'`.execute(trx);
    await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
    const rebuilds = [
      await deferIndexes(trx, 'ledger_transfer', Math.round(o.bets * 1.5)),
      await deferIndexes(trx, 'vendor_bet', o.bets),
      await deferIndexes(trx, 'account_day', o.bets / 2),
      await deferIndexes(trx, 'account_cum', o.bets / 2),
    ];
    const ids = await insertAccounts(trx, o, prefix, nodes);
    // The closure's triggers keep the team's head counts, except with every trigger off.
    if (replica) await seedTeamCounts(trx, ids, timeZone);
    step('accounts');
    const players = ids.filter((_, i) => !nodes[i]!.agent);
    await sql`insert into ledger_account (brand_code, currency, kind, owner_id, code, allow_negative)
      select ${o.brand}, ${currency}, 'player_cash', id::bigint, '', false from unnest(${ids}::text[]) as u(id)`.execute(
      trx,
    );
    await sql`create temporary table seed_player on commit drop as
      select u.k::int as k, l.owner_id as player, l.id as cash
      from unnest(${players}::bigint[]) with ordinality as u(player, k)
        join ledger_account l on l.owner_id = u.player and l.kind = 'player_cash'`.execute(trx);
    await sql`create temporary table seed_game on commit drop as
      select (row_number() over (order by node_id) - 1)::int as k, node_id, game_code, game_type from game
      where vendor_code = ${vendorCode} and is_game = 'GAME' order by node_id limit 20`.execute(trx);
    await sql`analyze seed_player`.execute(trx);
    await sql`analyze seed_game`.execute(trx);
    const { rows: games } = await sql<{ n: number }>`select count(*)::int as n from seed_game`.execute(trx);
    const gameCount = Math.max(1, games[0]?.n ?? 0);
    step('players');
    // Bets: a random player, time, game, stake; 47% win (1.2–3.2 ×), 2% refunded, recent ones partly open.
    await sql`create temporary table seed_bet on commit drop as
      select g.n, p.player, p.cash, gm.node_id, gm.game_code, coalesce(gm.game_type, 'RNG') as game_type,
        g.at, g.amount,
        case when g.roll < 0.02 then 'refunded' when g.at > now() - interval '10 minutes' and g.roll < 0.3 then 'open'
          else 'settled' end as status,
        case when g.roll >= 0.02 and g.roll < 0.49 and not (g.at > now() - interval '10 minutes' and g.roll < 0.3)
          then (g.amount * (1.2 + 2 * g.mult))::bigint else 0 end as payout
      from (select n, 1 + floor(random() * ${players.length})::int as k, (n % ${gameCount})::int as gk,
          now() - random() * ${days} * interval '1 day' as at,
          ((1 + floor(random() * 500)) * 100)::bigint as amount, random() as roll, random() as mult
        from generate_series(1, ${o.bets}) n) g
        join seed_player p on p.k = g.k
        left join seed_game gm on gm.k = g.gk`.execute(trx);
    await sql`analyze seed_bet`.execute(trx);
    // Postings in time order: a deposit per player just before its first bet, then each bet and its outcome.
    await sql`create temporary table seed_post on commit drop as
      select * from (
        select 0 as sort, b.player as n, min(b.at) - interval '1 hour' as at, 'deposit' as kind, ${clearing}::bigint as debit,
          min(b.cash) as credit, (sum(b.amount) + 10000)::bigint as amount, null::bigint as bet
        from seed_bet b group by b.player
        union all
        select 1, n, at, 'bet', cash, ${vendor}::bigint, amount, n from seed_bet
        union all
        select 2, n, at + interval '30 seconds', case when status = 'refunded' then 'refund' else 'win' end,
          ${vendor}::bigint, cash, case when status = 'refunded' then amount else payout end, n
        from seed_bet where status = 'refunded' or payout > 0
      ) x`.execute(trx);
    await sql`analyze seed_post`.execute(trx);
    step('bets drawn');
    const { rows: count } = await sql<{ n: string }>`select count(*)::text as n from seed_post`.execute(trx);
    const total = Number(count[0]!.n);
    const { rows: block } = await sql<{
      base: string;
    }>`select (nextval('ledger_transfer_id_seq') - 1)::text as base`.execute(trx);
    const base = BigInt(block[0]!.base);
    await sql`select setval('ledger_transfer_id_seq', ${base + BigInt(total) + 1n})`.execute(trx);
    // Every posting moves one player's cash account (the credit of a deposit, win or refund, the debit of a bet)
    // against one system account: balances-after are two running sums in id order, one per side.
    await sql`create temporary table seed_tx on commit drop as
      select t.*,
        sum(case when t.kind = 'bet' then -t.amount else t.amount end) over (partition by t.cash order by t.id)
          as cash_running,
        sum(case when t.kind = 'bet' then t.amount else -t.amount end) over (partition by t.sys order by t.id)
          as sys_running
      from (select ${base}::bigint + row_number() over (order by at, sort, n, kind) as id, p.*,
          case when p.kind = 'bet' then p.debit else p.credit end as cash,
          case when p.kind = 'bet' then p.credit else p.debit end as sys
        from seed_post p) t`.execute(trx);
    await sql`analyze seed_tx`.execute(trx);
    step('running balances');
    const prefixKey = `seed:${prefix}`;
    await sql`insert into ledger_transfer (id, brand_code, idempotency_key, request_hash, debit_account_id,
        credit_account_id, amount, kind, reference, memo, debit_balance_after, credit_balance_after, created_at)
      select t.id, ${o.brand}, ${prefixKey} || ':' || t.id, ledger_request_hash(t.debit, t.credit, t.amount, t.kind, null::text),
        t.debit, t.credit, t.amount, t.kind, case when t.kind = 'deposit' then 'SEED-' || t.id end, null,
        case when t.kind = 'bet' then l_cash.balance + t.cash_running else l_sys.balance + t.sys_running end,
        case when t.kind = 'bet' then l_sys.balance + t.sys_running else l_cash.balance + t.cash_running end, t.at
      from seed_tx t
        join ledger_account l_cash on l_cash.id = t.cash
        join ledger_account l_sys on l_sys.id = t.sys
      order by t.id`.execute(trx);
    step('ledger rows');
    await sql`update ledger_account l set balance = l.balance + s.delta
      from (select account, sum(delta) as delta from (
          select debit as account, -amount as delta from seed_tx union all select credit, amount from seed_tx) x
        group by account) s
      where l.id = s.account`.execute(trx);
    await sql`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, node_id, game_code,
        category, round, amount, payout, status, round_closed, bet_transfer_id, created_at, settled_at)
      select ${vendorCode}, ${prefixKey} || ':' || b.n, ${o.brand}, b.player, ${currency}, b.node_id, b.game_code,
        b.game_type, 'seed-' || b.n, b.amount, b.payout, b.status, b.status <> 'open', t.id, b.at,
        case when b.status <> 'open' then b.at + interval '30 seconds' end
      from seed_bet b join seed_tx t on t.bet = b.n and t.kind = 'bet'`.execute(trx);
    step('bet rows');
    // The new accounts' aggregates, by the definitions of migration 0011 (account_day_rebuild gives the same).
    await sql`insert into account_day (account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits,
        deposit_count, withdrawals, withdrawal_count, bonuses)
      select account_id, day, ${o.brand}, sum(stake), sum(valid), sum(payout), sum(bets), sum(dep), sum(dep_n), 0, 0, 0
      from (
        select b.player as account_id, (b.at at time zone ${timeZone})::date as day,
          case when b.status <> 'refunded' then b.amount else 0 end as stake,
          case when b.status = 'settled' and b.payout <> b.amount then b.amount else 0 end as valid,
          case when b.status <> 'refunded' then b.payout else 0 end as payout,
          case when b.status <> 'refunded' then 1 else 0 end as bets, 0::bigint as dep, 0 as dep_n
        from seed_bet b
        union all
        select l.owner_id, (t.at at time zone ${timeZone})::date, 0, 0, 0, 0, t.amount, 1
        from seed_tx t join ledger_account l on l.id = t.credit where t.kind = 'deposit'
      ) x group by account_id, day
      having sum(bets) > 0 or sum(dep_n) > 0`.execute(trx);
    // The planner's row counts of the tables this transaction filled (their statistics still say empty).
    await sql`analyze account_day`.execute(trx);
    await sql`analyze account_closure`.execute(trx);
    step('account days');
    await sql`insert into account_first_deposit (account_id, brand_code, day, amount, at)
      select l.owner_id, ${o.brand}, (t.at at time zone ${timeZone})::date, t.amount, t.at
      from seed_tx t join ledger_account l on l.id = t.credit where t.kind = 'deposit'`.execute(trx);
    // The new accounts' running totals (user loss).
    await sql`insert into account_cum (account_id, day, stake, valid_bet, payout, bet_count, deposits, withdrawals,
        bonuses)
      select d.account_id, d.day,
        sum(d.stake) over w, sum(d.valid_bet) over w, sum(d.payout) over w, sum(d.bet_count) over w,
        sum(d.deposits) over w, sum(d.withdrawals) over w, sum(d.bonuses) over w
      from account_day d where d.account_id = any(${ids}::bigint[])
      window w as (partition by d.account_id order by d.day)`.execute(trx);
    // Their totals and last active day (migration 0044, as account_day_rebuild writes them).
    await sql`insert into account_total (account_id, last_day, last_active, stake, valid_bet, payout, bet_count,
        deposits, withdrawals, bonuses)
      select d.account_id, max(d.day), max(d.day) filter (where d.valid_bet > 0), sum(d.stake), sum(d.valid_bet),
        sum(d.payout), sum(d.bet_count), sum(d.deposits), sum(d.withdrawals), sum(d.bonuses)
      from account_day d where d.account_id = any(${ids}::bigint[]) group by d.account_id`.execute(trx);
    await seedTeamActive(trx, ids);
    // The team aggregates of every ancestor of the new accounts, at once (instead of queueing every row): summed
    // per direct upline first, then spread over the upline and its ancestors (a member's ancestors at depth ≥ 1
    // are its upline's at depth ≥ 0), a few thousand rows instead of every member-day times its depth.
    step('running totals');
    await sql`insert into team_day as t (ancestor_id, day, stake, valid_bet, payout, bet_count, deposits,
        deposit_count, withdrawals, withdrawal_count, bonuses, active, first_deposit_count, first_deposits)
      select c.ancestor_id, u.day, sum(u.stake), sum(u.valid_bet), sum(u.payout), sum(u.bet_count),
        sum(u.deposits), sum(u.deposit_count), sum(u.withdrawals), sum(u.withdrawal_count), sum(u.bonuses),
        sum(u.active), sum(u.first_n), sum(u.first_amount)
      from (
        select a.upline_id, x.day, sum(x.stake) as stake, sum(x.valid_bet) as valid_bet, sum(x.payout) as payout,
          sum(x.bet_count) as bet_count, sum(x.deposits) as deposits, sum(x.deposit_count) as deposit_count,
          sum(x.withdrawals) as withdrawals, sum(x.withdrawal_count) as withdrawal_count, sum(x.bonuses) as bonuses,
          sum(x.active) as active, sum(x.first_n) as first_n, sum(x.first_amount) as first_amount
        from (
          select d.account_id, d.day, d.stake, d.valid_bet, d.payout, d.bet_count, d.deposits, d.deposit_count,
            d.withdrawals, d.withdrawal_count, d.bonuses, (d.valid_bet > 0)::int as active, 0 as first_n,
            0::bigint as first_amount
          from account_day d where d.account_id = any(${ids}::bigint[])
          union all
          select f.account_id, f.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, f.amount
          from account_first_deposit f where f.account_id = any(${ids}::bigint[])
        ) x join account a on a.id = x.account_id
        group by a.upline_id, x.day
      ) u join account_closure c on c.descendant_id = u.upline_id
      group by c.ancestor_id, u.day
      on conflict (ancestor_id, day) do update set stake = t.stake + excluded.stake,
        valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout,
        bet_count = t.bet_count + excluded.bet_count, deposits = t.deposits + excluded.deposits,
        deposit_count = t.deposit_count + excluded.deposit_count, withdrawals = t.withdrawals + excluded.withdrawals,
        withdrawal_count = t.withdrawal_count + excluded.withdrawal_count, bonuses = t.bonuses + excluded.bonuses,
        active = t.active + excluded.active, first_deposit_count = t.first_deposit_count + excluded.first_deposit_count,
        first_deposits = t.first_deposits + excluded.first_deposits`.execute(trx);
    if (replica) await sql`set local session_replication_role = origin`.execute(trx);
    else {
      await sql`alter table vendor_bet enable trigger vendor_bet_day_insert`.execute(trx);
      await sql`alter table ledger_transfer enable trigger ledger_transfer_day`.execute(trx);
      await sql`alter table account_day enable trigger account_day_changed`.execute(trx);
      await sql`alter table account_first_deposit enable trigger account_first_deposit_changed`.execute(trx);
      await sql`alter table vendor_bet enable trigger vendor_bet_game_insert`.execute(trx);
      await sql`alter table vendor_bet enable trigger vendor_bet_best_insert`.execute(trx);
      await sql`alter table account_total enable trigger account_total_active_insert`.execute(trx);
    }
    await seedGameDays(trx, o.brand, timeZone, vendorCode);
    await sql`insert into team_game_day (ancestor_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
      select c.ancestor_id, u.day, u.category, u.vendor_code, sum(u.stake), sum(u.valid_bet), sum(u.payout),
        sum(u.bet_count)
      from (select a.upline_id, g.day, g.category, g.vendor_code, sum(g.stake) as stake,
          sum(g.valid_bet) as valid_bet, sum(g.payout) as payout, sum(g.bet_count) as bet_count
        from account_game_day g join account a on a.id = g.account_id
        where g.account_id = any(${ids}::bigint[])
        group by 1, 2, 3, 4) u
        join account_closure c on c.descendant_id = u.upline_id
      group by 1, 2, 3, 4`.execute(trx);
    // The multiplier boards' per-day bests (migration 0044) for the minimum stakes already registered.
    await sql`insert into multiplier_day_best as d (account_id, day, min_stake, brand_code, value, reached_at)
      select distinct on (x.player, x.day, f.min_stake) x.player, x.day, f.min_stake, ${o.brand}, x.value, x.at
      from (select b.player, (b.at at time zone ${timeZone})::date as day, b.amount, b.at,
          (b.payout * 100 / b.amount)::bigint as value
        from seed_bet b where b.status = 'settled' and b.amount > 0 and b.payout * 100 / b.amount > 0) x
        join multiplier_floor f on f.brand_code = ${o.brand} and x.amount >= f.min_stake
      order by x.player, x.day, f.min_stake, x.value desc, x.at asc
      on conflict (account_id, day, min_stake) do update set value = excluded.value, reached_at = excluded.reached_at
        where excluded.value > d.value or (excluded.value = d.value and excluded.reached_at < d.reached_at)`.execute(
      trx,
    );
    step('team and game aggregates');
    for (const rebuild of rebuilds) await rebuild();
    step('indexes');
    // The live team stream need not replay the bulk rows.
    await sql`update agent_stream_mark set transfer_id = greatest(transfer_id, ${base + BigInt(total)}),
      account_id = greatest(account_id, (select max(id) from account))`.execute(trx);
    return {
      root: `${prefix}root`,
      rootId: BigInt(ids[0]!),
      accounts: ids.length,
      subAgents: nodes.filter((n, i) => n.agent && i > 0).length,
      bets: o.bets,
      transfers: total,
    };
  });
}
