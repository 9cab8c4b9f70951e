import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AccountTable, Database } from '@/server/db/database';

export type AccountRow = Selectable<AccountTable>;

export const usernameKey = (username: string) => username.trim().toLowerCase();

export function findByUsername(db: Kysely<Database>, brand: string, username: string) {
  return db
    .selectFrom('account')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
}

export function findByMobile(db: Kysely<Database>, brand: string, dialingCode: string, mobile: string) {
  return db
    .selectFrom('account')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobile)
    .executeTakeFirst();
}

export function findById(db: Kysely<Database>, brand: string, id: bigint) {
  return db
    .selectFrom('account')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The agent an invitation code names: its own affiliate code, else one of its active marketing links (then
 * `link_id` is the link, recorded on the account it registers: migration 0029, docs/agent-api.md).
 */
export async function findAgentByAffiliateCode(db: Kysely<Database>, brand: string, code: string) {
  const key = code.trim().toUpperCase();
  const agent = await db
    .selectFrom('account')
    .select(['id', 'type', sql<bigint | null>`null::bigint`.as('link_id')])
    .where('brand_code', '=', brand)
    .where(sql<string>`upper(affiliate_code)`, '=', key)
    .where('type', 'in', [1, 2, 41, 42])
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (agent) return agent;
  return db
    .selectFrom('agent_link as l')
    .innerJoin('account as a', 'a.id', 'l.agent_id')
    .select(['a.id', 'a.type', 'l.id as link_id'])
    .where('l.brand_code', '=', brand)
    .where(sql<string>`upper(l.code)`, '=', key)
    .where('l.active', '=', true)
    .where('a.type', 'in', [1, 2, 41, 42])
    .where('a.status', '=', 'active')
    .executeTakeFirst();
}

export function findByReferralCode(db: Kysely<Database>, brand: string, code: string) {
  return db
    .selectFrom('account')
    .select(['id', 'type'])
    .where('brand_code', '=', brand)
    .where('referral_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
}

export type NewAccount = Omit<Insertable<AccountTable>, 'profile'> & { profile?: Record<string, string> };

/**
 * Inserts an account and its team-tree rows in the caller's transaction: a self row at depth 0 plus one row per
 * ancestor of the upline, so "the whole team of X" is a single indexed read of account_closure.
 */
export async function insertAccount(trx: Transaction<Database>, account: NewAccount): Promise<bigint> {
  const { profile, ...rest } = account;
  const { id } = await trx
    .insertInto('account')
    .values({ ...rest, profile: JSON.stringify(profile ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('account_closure').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
  if (account.upline_id !== null && account.upline_id !== undefined) {
    await sql`insert into account_closure (ancestor_id, descendant_id, depth)
      select ancestor_id, ${id}, depth + 1 from account_closure where descendant_id = ${account.upline_id}`.execute(
      trx,
    );
  }
  return id;
}

/** Every account below an agent, at any depth (one indexed query over the closure table). */
export function teamOf(db: Kysely<Database>, ancestorId: bigint) {
  return db
    .selectFrom('account_closure as c')
    .innerJoin('account as a', 'a.id', 'c.descendant_id')
    .select(['a.id', 'a.username', 'a.type', 'c.depth'])
    .where('c.ancestor_id', '=', ancestorId)
    .where('c.depth', '>', 0)
    .orderBy('c.depth')
    .orderBy('a.id')
    .execute();
}

/** Is a unique-violation error from PostgreSQL on the named index? */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (index === undefined || e.constraint === index);
}
