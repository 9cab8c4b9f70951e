import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { ContractKind, ContractPeriod, tiersToJson } from '@/core/contracts';
import type { Database } from '@/server/db/database';
import type { ContractStatus, ContractTable } from './contracts.tables';

/** SQL of the contracts (docs/contracts-api.md); the service decides, this reads and writes. */

export type Db = Kysely<Database> | Transaction<Database>;
export type { ContractStatus };

/** A contract row with the usernames of its two sides. */
export type ContractRow = Selectable<ContractTable> & { upline: string | null; downline: string };

/** Contracts with their sides' names; `lock` takes the contract rows (not the accounts) for update. */
function contracts(db: Db, lock: boolean) {
  const query = db
    .selectFrom('contract as c')
    .innerJoin('account as d', 'd.id', 'c.downline_id')
    .leftJoin('account as u', 'u.id', 'c.upline_id')
    .selectAll('c')
    .select(['u.username as upline', 'd.username as downline']);
  return lock ? query.forUpdate('c') : query;
}

/** A terminating contract whose notice has not run out. */
const stillTerminating = sql<boolean>`(c.status = 'terminating' and c.ends_at > now())`;
/** An active contract, or a terminating one whose notice has not run out. */
const stillOpen = sql<boolean>`(c.status = 'active' or ${stillTerminating})`;

export function contractById(
  db: Db,
  brand: string,
  id: bigint,
  lock = false,
): Promise<ContractRow | undefined> {
  return contracts(db, lock).where('c.id', '=', id).where('c.brand_code', '=', brand).executeTakeFirst();
}

/** The downline's current contract of a kind (active, or terminating and not ended yet). */
export function currentOf(db: Db, downline: bigint, kind: ContractKind, lock = false) {
  return contracts(db, lock)
    .where('c.downline_id', '=', downline)
    .where('c.kind', '=', kind)
    .where(stillOpen)
    .orderBy(sql`c.status = 'active'`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function pendingOf(db: Db, downline: bigint, kind: ContractKind, lock = false) {
  return contracts(db, lock)
    .where('c.downline_id', '=', downline)
    .where('c.kind', '=', kind)
    .where('c.status', '=', 'pending')
    .executeTakeFirst();
}

/** Contracts (current or pending) the agent holds as upline, of a kind, for its direct downlines. */
export function downlineContracts(db: Db, upline: bigint, kind: ContractKind, lock = false) {
  return contracts(db, lock)
    .where('c.upline_id', '=', upline)
    .where('c.kind', '=', kind)
    .where((eb) => eb.or([eb('c.status', 'in', ['active', 'pending']), stillTerminating]))
    .orderBy('c.id')
    .execute();
}

/** Every contract row where the account is the downline and something awaits it (consolidated call). */
export function openOfDownline(db: Db, downline: bigint) {
  return contracts(db, false)
    .where('c.downline_id', '=', downline)
    .where((eb) => eb.or([eb('c.status', '=', 'pending'), stillTerminating]))
    .orderBy('c.id')
    .execute();
}

export function openOfUpline(db: Db, upline: bigint) {
  return contracts(db, false)
    .where('c.upline_id', '=', upline)
    .where(stillTerminating)
    .orderBy('c.id')
    .execute();
}

export type DirectAgent = Pick<Selectable<Database['account']>, 'id' | 'username' | 'nickname' | 'type'>;

const directAgents = (db: Db) => db.selectFrom('account').select(['id', 'username', 'nickname', 'type']);

export function directDownlines(db: Db, upline: bigint): Promise<DirectAgent[]> {
  return directAgents(db)
    .where('upline_id', '=', upline)
    .where('type', 'in', [1, 2, 41, 42])
    .orderBy('username')
    .execute();
}

/** A direct downline of `upline` by name (any type), in the brand. */
export function directByName(db: Db, brand: string, upline: bigint, username: string) {
  return directAgents(db)
    .where('brand_code', '=', brand)
    .where('username_key', '=', username.toLowerCase())
    .where('upline_id', '=', upline)
    .executeTakeFirst();
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
  const row = await db
    .insertInto('contract')
    .values({
      brand_code: c.brand,
      kind: c.kind,
      period: c.period,
      tiers: JSON.stringify(c.tiers),
      min_rate_bp: c.minRateBp,
      max_rate_bp: c.maxRateBp,
      status: c.status ?? 'pending',
      upline_id: c.upline,
      downline_id: c.downline,
      requested_by: c.by,
      starts_at: c.startsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStatus(
  db: Db,
  id: bigint,
  status: ContractStatus,
  extra: { startsAt?: Date; endsAt?: Date; reason?: string } = {},
): Promise<void> {
  await db
    .updateTable('contract')
    .set({
      status,
      ...(extra.startsAt && { starts_at: extra.startsAt }),
      ...(extra.endsAt && { ends_at: extra.endsAt }),
      ...(extra.reason !== undefined && extra.reason !== null && { ended_reason: extra.reason }),
    })
    .where('id', '=', id)
    .execute();
}

export async function addEvent(
  db: Db,
  contract: bigint,
  actor: string,
  action: string,
  reason: string | null = null,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await db
    .insertInto('contract_event')
    .values({ contract_id: contract, actor, action, reason, detail: detail ? JSON.stringify(detail) : null })
    .execute();
}

export function eventsOf(db: Db, contract: bigint) {
  return db
    .selectFrom('contract_event')
    .select(['at', 'actor', 'action', 'reason'])
    .where('contract_id', '=', contract)
    .orderBy('id')
    .execute();
}

/** Paid or held amounts of the caller's bills of a kind, per period, for the last `limit` periods. */
export async function earningsSeries(db: Db, account: bigint, kind: ContractKind, limit = 30) {
  const rows = await db
    .selectFrom('contract_bill')
    .select(['period_start', sql<bigint>`sum(amount)::bigint`.as('amount')])
    .where('account_id', '=', account)
    .where('kind', '=', kind)
    .where('status', 'in', ['paid', 'held'])
    .groupBy('period_start')
    .orderBy('period_start', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}
