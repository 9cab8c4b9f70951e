import { type Kysely, sql } from 'kysely';

/**
 * Contracts between agents and their settlement (docs/contracts-api.md):
 *  - contract: one offer/agreement of a kind (dividend, dailySalary, hourSalary, realtimeSalary) between an upline
 *    (null = the brand) and a direct downline agent, with its validated tiers and effective window;
 *  - contract_event: who changed what and when (append-only);
 *  - contract_bill: one row per (contract, period, seq) — seq 0 the period's bill, 1… its adjustments for late bets;
 *    unique, so a retry, a restart or a second instance never bills a period twice;
 *  - contract_bill_member: the team rows a bill was computed from;
 *  - contract_run: when each period was last computed (late bets are those settled after it).
 * vendor_bet gets an index on settled_at: the hourly and 5-minute runs read the bets that became valid in a slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contract (
      id bigserial primary key,
      brand_code text not null references brand (code),
      kind text not null check (kind in ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')),
      period text not null check (period in ('D', 'W', 'H', 'M', 'HR', 'RT')),
      tiers jsonb not null,
      min_rate_bp integer not null check (min_rate_bp > 0 and min_rate_bp <= 10000),
      max_rate_bp integer not null check (max_rate_bp >= min_rate_bp and max_rate_bp <= 10000),
      status text not null check (status in ('pending', 'active', 'terminating', 'terminated', 'rejected',
        'superseded', 'cancelled')),
      upline_id bigint references account (id),
      downline_id bigint not null references account (id),
      requested_by text not null,
      requested_at timestamptz not null default now(),
      starts_at timestamptz,
      ends_at timestamptz,
      ended_reason text,
      settled_until timestamptz,
      carry bigint not null default 0 check (carry <= 0),
      check (upline_id is distinct from downline_id)
    )`.execute(db);
  await sql`create unique index contract_one_active on contract (downline_id, kind) where status = 'active'`.execute(
    db,
  );
  await sql`create unique index contract_one_pending on contract (downline_id, kind) where status = 'pending'`.execute(
    db,
  );
  await sql`create index contract_upline on contract (upline_id, kind)`.execute(db);
  await sql`create index contract_open on contract (brand_code, kind) where status in ('active', 'terminating')`.execute(
    db,
  );

  await sql`
    create table contract_event (
      id bigserial primary key,
      contract_id bigint not null references contract (id),
      at timestamptz not null default now(),
      actor text not null,
      action text not null,
      reason text,
      detail jsonb
    )`.execute(db);
  await sql`create index contract_event_contract on contract_event (contract_id, id)`.execute(db);

  await sql`
    create table contract_bill (
      id bigserial primary key,
      contract_id bigint not null references contract (id),
      brand_code text not null,
      account_id bigint not null references account (id),
      kind text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      seq integer not null default 0,
      adjustment_of bigint references contract_bill (id),
      stake bigint not null default 0,
      payout bigint not null default 0,
      valid_bet bigint not null default 0,
      bonuses bigint not null default 0,
      net_loss bigint not null default 0,
      active_members integer not null default 0,
      tier_index integer not null default -1,
      rate_bp integer not null default 0,
      gross bigint not null default 0,
      deductions bigint not null default 0,
      carry_in bigint not null default 0,
      carry_out bigint not null default 0,
      amount bigint not null check (amount >= 0),
      subtree_paid bigint not null default 0,
      inputs jsonb not null,
      status text not null check (status in ('paid', 'held', 'rejected', 'zero')),
      transfer_id bigint references ledger_transfer (id),
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      decided_by text,
      decided_reason text,
      unique (contract_id, period_start, seq)
    )`.execute(db);
  await sql`create index contract_bill_account on contract_bill (account_id, kind, period_start desc)`.execute(
    db,
  );
  await sql`create index contract_bill_held on contract_bill (brand_code) where status = 'held'`.execute(db);

  await sql`
    create table contract_bill_member (
      bill_id bigint not null references contract_bill (id),
      account_id bigint not null,
      stake bigint not null,
      payout bigint not null,
      valid_bet bigint not null,
      bonuses bigint not null,
      active boolean not null,
      primary key (bill_id, account_id)
    )`.execute(db);

  // When each (brand, kind, grid, period) was last computed: a bet of the period settled later is a late bet.
  await sql`
    create table contract_run (
      brand_code text not null,
      kind text not null,
      period text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      computed_at timestamptz not null,
      primary key (brand_code, kind, period, period_start)
    )`.execute(db);

  await sql`create index vendor_bet_settled on vendor_bet (settled_at) where settled_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists vendor_bet_settled`.execute(db);
  await sql`drop table if exists contract_run`.execute(db);
  await sql`drop table if exists contract_bill_member`.execute(db);
  await sql`drop table if exists contract_bill`.execute(db);
  await sql`drop table if exists contract_event`.execute(db);
  await sql`drop table if exists contract`.execute(db);
}
