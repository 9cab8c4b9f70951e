import { type Kysely, sql, type Transaction } from 'kysely';
import type { ContractKind, ContractPeriod, tiersToJson } from '../../../core/contracts';
import type { Database } from '../../db/database';

/** SQL of the contracts (docs/contracts-api.md); the service decides, this reads and writes. */

export type Db = Kysely<Database> | Transaction<Database>;

export type ContractStatus =
  | 'pending'
  | 'active'
  | 'terminating'
  | 'terminated'
  | 'rejected'
  | 'superseded'
  | 'cancelled';

export interface ContractRow {
  id: bigint;
  brand_code: string;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ReturnType<typeof tiersToJson>;
  min_rate_bp: number;
  max_rate_bp: number;
  status: ContractStatus;
  upline_id: bigint | null;
  downline_id: bigint;
  requested_by: string;
  requested_at: Date;
  starts_at: Date | null;
  ends_at: Date | null;
  ended_reason: string | null;
  settled_until: Date | null;
  carry: bigint;
  upline: string | null;
  downline: string;
}

const SELECT = sql`select c.*, u.username as upline, d.username as downline
  from contract c join account d on d.id = c.downline_id left join account u on u.id = c.upline_id`;

export async function contractById(
  db: Db,
  brand: string,
  id: bigint,
  lock = false,
): Promise<ContractRow | undefined> {
  const { rows } = await sql<ContractRow>`${SELECT} where c.id = ${id} and c.brand_code = ${brand}
    ${lock ? sql`for update of c` : sql``}`.execute(db);
  return rows[0];
}

/** The downline's current contract of a kind (active, or terminating and not ended yet). */
export async function currentOf(db: Db, downline: bigint, kind: ContractKind, lock = false) {
  const { rows } = await sql<ContractRow>`${SELECT} where c.downline_id = ${downline} and c.kind = ${kind}
      and (c.status = 'active' or (c.status = 'terminating' and c.ends_at > now()))
    order by c.status = 'active' desc, c.id desc limit 1 ${lock ? sql`for update of c` : sql``}`.execute(db);
  return rows[0];
}

export async function pendingOf(db: Db, downline: bigint, kind: ContractKind, lock = false) {
  const { rows } = await sql<ContractRow>`${SELECT} where c.downline_id = ${downline} and c.kind = ${kind}
      and c.status = 'pending' ${lock ? sql`for update of c` : sql``}`.execute(db);
  return rows[0];
}

/** Contracts (current or pending) the agent holds as upline, of a kind, for its direct downlines. */
export async function downlineContracts(db: Db, upline: bigint, kind: ContractKind, lock = false) {
  const { rows } = await sql<ContractRow>`${SELECT} where c.upline_id = ${upline} and c.kind = ${kind}
      and (c.status in ('active', 'pending') or (c.status = 'terminating' and c.ends_at > now()))
    order by c.id ${lock ? sql`for update of c` : sql``}`.execute(db);
  return rows;
}

/** Every contract row where the account is the downline and something awaits it (consolidated call). */
export async function openOfDownline(db: Db, downline: bigint) {
  const { rows } = await sql<ContractRow>`${SELECT} where c.downline_id = ${downline}
      and (c.status = 'pending' or (c.status = 'terminating' and c.ends_at > now())) order by c.id`.execute(
    db,
  );
  return rows;
}

export async function openOfUpline(db: Db, upline: bigint) {
  const { rows } = await sql<ContractRow>`${SELECT} where c.upline_id = ${upline}
      and c.status = 'terminating' and c.ends_at > now() order by c.id`.execute(db);
  return rows;
}

export interface DirectAgent {
  id: bigint;
  username: string;
  nickname: string | null;
  type: number;
}

export async function directDownlines(db: Db, upline: bigint): Promise<DirectAgent[]> {
  const { rows } = await sql<DirectAgent>`select id, username, nickname, type from account
    where upline_id = ${upline} and type in (1, 2, 41, 42) order by username`.execute(db);
  return rows;
}

/** A direct downline of `upline` by name (any type), in the brand. */
export async function directByName(db: Db, brand: string, upline: bigint, username: string) {
  const { rows } = await sql<DirectAgent>`select id, username, nickname, type from account
    where brand_code = ${brand} and username_key = ${username.toLowerCase()} and upline_id = ${upline}`.execute(
    db,
  );
  return rows[0];
}

export async function insertContract(
  db: Db,
  c: {
    brand: string;
    kind: ContractKind;
    period: ContractPeriod;
    tiers: ReturnType<typeof tiersToJson>;
    minRateBp: number;
    maxRateBp: number;
    upline: bigint | null;
    downline: bigint;
    by: string;
    status?: ContractStatus;
    startsAt?: Date | null;
  },
): Promise<bigint> {
  const { rows } = await sql<{
    id: bigint;
  }>`insert into contract (brand_code, kind, period, tiers, min_rate_bp,
      max_rate_bp, status, upline_id, downline_id, requested_by, starts_at)
    values (${c.brand}, ${c.kind}, ${c.period}, ${JSON.stringify(c.tiers)}::jsonb, ${c.minRateBp}, ${c.maxRateBp},
      ${c.status ?? 'pending'}, ${c.upline}, ${c.downline}, ${c.by}, ${c.startsAt ?? null})
    returning id`.execute(db);
  return rows[0]!.id;
}

export async function setStatus(
  db: Db,
  id: bigint,
  status: ContractStatus,
  extra: { startsAt?: Date; endsAt?: Date; reason?: string } = {},
): Promise<void> {
  await sql`update contract set status = ${status},
      starts_at = coalesce(${extra.startsAt ?? null}::timestamptz, starts_at),
      ends_at = coalesce(${extra.endsAt ?? null}::timestamptz, ends_at),
      ended_reason = coalesce(${extra.reason ?? null}, ended_reason)
    where id = ${id}`.execute(db);
}

export async function addEvent(
  db: Db,
  contract: bigint,
  actor: string,
  action: string,
  reason: string | null = null,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await sql`insert into contract_event (contract_id, actor, action, reason, detail)
    values (${contract}, ${actor}, ${action}, ${reason}, ${detail ? JSON.stringify(detail) : null}::jsonb)`.execute(
    db,
  );
}

export async function eventsOf(db: Db, contract: bigint) {
  const { rows } = await sql<{ at: Date; actor: string; action: string; reason: string | null }>`
    select at, actor, action, reason from contract_event where contract_id = ${contract} order by id`.execute(
    db,
  );
  return rows;
}

/** Paid or held amounts of the caller's bills of a kind, per period, for the last `limit` periods. */
export async function earningsSeries(db: Db, account: bigint, kind: ContractKind, limit = 30) {
  const { rows } = await sql<{ period_start: Date; amount: bigint }>`
    select period_start, sum(amount)::bigint as amount from contract_bill
    where account_id = ${account} and kind = ${kind} and status in ('paid', 'held')
    group by period_start order by period_start desc limit ${limit}`.execute(db);
  return rows.reverse();
}
