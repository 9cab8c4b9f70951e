import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { PlayerSearchQuery } from '@/core/api/office-players';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { usernameKey } from './accounts.repository';

/**
 * The accounts as the back office reads them (docs/back-office.md "Player 360", "Cash queues"): one account of the
 * context's brand, names of ids, the player search and the accounts that share something with a player. Read-only;
 * every read is scoped to `ctx.brand`. The office modules call these through the identity front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;
const brandOf = (ctx: Ctx) => ctx.brand.config.code;

/** An account's fields the back office shows (no secrets). */
export interface StaffAccount {
  id: bigint;
  username: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  must_change_password: boolean;
  totp_enabled: boolean;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  language: string | null;
  vip_level: number;
  upline_id: bigint | null;
  referrer_id: bigint | null;
  register_ip: string | null;
  register_method: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

/** The account `id` of the context's brand, or undefined (another brand's account is not found). */
export function accountForStaff(ctx: Ctx, id: bigint): Promise<StaffAccount | undefined> {
  return ctx.db
    .selectFrom('account')
    .select([
      'id',
      'username',
      'nickname',
      'type',
      'status',
      'must_change_password',
      'totp_enabled',
      'mobile_num',
      'country_dialing_code',
      'email',
      'payee_name',
      'language',
      'vip_level',
      'upline_id',
      'referrer_id',
      'register_ip',
      'register_method',
      'created_at',
      'last_login_at',
    ])
    .where('id', '=', id)
    .where('brand_code', '=', brandOf(ctx))
    .executeTakeFirst();
}

/** The username of an account id (an upline, a referrer), or null. */
export async function usernameOf(ctx: Pick<ServiceContext, 'db'>, id: bigint): Promise<string | null> {
  const row = await ctx.db.selectFrom('account').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username ?? null;
}

/** The ids of the brand's accounts with these usernames (exact names). */
export async function accountIdsByUsername(ctx: Ctx, usernames: string[]): Promise<Map<string, bigint>> {
  if (usernames.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('brand_code', '=', brandOf(ctx))
    .where('username', 'in', [...new Set(usernames)])
    .execute();
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** The name on file of an account (payee name). */
export async function payeeNameOf(ctx: Pick<ServiceContext, 'db'>, id: bigint): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('account')
    .select('payee_name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.payee_name;
}

/**
 * Usernames of the brand's other accounts (not `except`), ordered: those among `ids` (found by another domain:
 * shared devices, payee accounts) or whose name on file is `payeeName` (trimmed, any case).
 */
export async function brandUsernames(
  ctx: Ctx,
  except: bigint,
  match: { ids?: bigint[]; payeeName?: string },
): Promise<string[]> {
  const ids = match.ids ?? [];
  const key = match.payeeName?.trim().toLowerCase();
  if (ids.length === 0 && key === undefined) return [];
  const rows = await ctx.db
    .selectFrom('account as o')
    .select('o.username')
    .where('o.brand_code', '=', brandOf(ctx))
    .where('o.id', '<>', except)
    .where((eb) =>
      eb.or([
        ...(key === undefined ? [] : [eb(sql`lower(trim(o.payee_name))`, '=', key)]),
        ...(ids.length === 0 ? [] : [eb('o.id', '=', sql<bigint>`any(${ids.map(String)}::bigint[])`)]),
      ]),
    )
    .orderBy('o.username')
    .execute();
  return rows.map((r) => r.username);
}

/** The accounts a player referred: how many, and the 20 newest. */
export async function referralsOf(ctx: Pick<ServiceContext, 'db'>, id: bigint) {
  const [recent, { n }] = await Promise.all([
    ctx.db
      .selectFrom('account')
      .select(['username', 'created_at'])
      .where('referrer_id', '=', id)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
    ctx.db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referrer_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(n), recent: recent.map((r) => ({ username: r.username, createdAt: r.created_at })) };
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function matcher(column: Expression<unknown>, value: string, prefix: boolean): Expression<SqlBool> {
  return prefix
    ? sql<SqlBool>`${column} like ${`${likeEscape(value)}%`}`
    : sql<SqlBool>`${column} = ${value}`;
}

export type AccountSearch = Pick<PlayerSearchQuery, 'by' | 'q' | 'match'>;

/**
 * The ids of the brand's accounts matching the search: each branch an indexed lookup (migration 0035), united.
 * `holders` are the accounts whose bound payee account's holder name matched (the money domain's
 * payeeHolderIds), added to a payee search. `%` and `_` typed by staff are literal.
 */
export function matchingIds(
  db: Kysely<Database>,
  brand: string,
  query: AccountSearch,
  holders: bigint[] = [],
) {
  const prefix = query.match === 'prefix';
  const q = query.q.trim();
  const accounts = db.selectFrom('account as a').select('a.id').where('a.brand_code', '=', brand);
  switch (query.by) {
    case 'username':
      return accounts.where(matcher(sql.ref('a.username_key'), usernameKey(q), prefix));
    case 'mobile':
      return accounts
        .where('a.mobile_num', 'is not', null)
        .where(matcher(sql.ref('a.mobile_num'), q.replace(/[\s-]/g, ''), prefix));
    case 'email':
      return accounts
        .where('a.email', 'is not', null)
        .where(matcher(sql`lower(a.email)`, q.toLowerCase(), prefix));
    case 'payee':
      return accounts
        .where('a.payee_name', 'is not', null)
        .where(matcher(sql`lower(a.payee_name)`, q.toLowerCase(), prefix))
        .union(
          db
            .selectFrom('account as h')
            .select('h.id')
            .where('h.brand_code', '=', brand)
            .where('h.id', '=', sql<bigint>`any(${holders.map(String)}::bigint[])`),
        );
    case 'ip':
      return accounts
        .where('a.register_ip', 'is not', null)
        .where(matcher(sql.ref('a.register_ip'), q, prefix))
        .union(
          db
            .selectFrom('known_ip as k')
            .innerJoin('account as b', 'b.id', 'k.account_id')
            .select('k.account_id as id')
            .where('b.brand_code', '=', brand)
            .where(matcher(sql.ref('k.ip'), q, prefix)),
        );
  }
}

/** A page of the brand's accounts matching the search (by username), and how many match. */
export async function searchAccounts(
  ctx: Ctx,
  query: AccountSearch & { pageNo: number; pageSize: number },
  holders: bigint[] = [],
) {
  const { db } = ctx;
  const ids = matchingIds(db, brandOf(ctx), query, holders);
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom(ids.as('m'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('account')
      .select([
        'id',
        'username',
        'status',
        'mobile_num',
        'country_dialing_code',
        'email',
        'payee_name',
        'vip_level',
        'created_at',
        'last_login_at',
      ])
      .where('id', 'in', ids)
      .orderBy('username_key')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(total), rows };
}

/**
 * Other accounts of the brand linked to a player: the same device (`devices`: the engagement domain's
 * deviceLinks), a login address it was also seen at, the same registration address, the same payee name; by
 * username, at most 100.
 */
export async function linkedAccountsOf(
  ctx: Ctx,
  account: Pick<StaffAccount, 'id' | 'register_ip' | 'payee_name'>,
  devices: { accountId: bigint; device: string }[],
) {
  const brand = brandOf(ctx);
  const { rows } = await sql<{
    id: bigint;
    username: string;
    status: string;
    via: 'device' | 'ip' | 'payee';
    value: string;
  }>`
    select x.id, x.username, x.status, l.via, l.value from (
      (select d.id, 'device' as via, d.value
        from unnest(${devices.map((d) => d.accountId.toString())}::bigint[], ${devices.map((d) => d.device)}::text[])
          as d(id, value))
      union
      (select k2.account_id, 'ip', k2.ip from known_ip k1 join known_ip k2 on k2.ip = k1.ip
        where k1.account_id = ${account.id} and k2.account_id <> ${account.id} limit 100)
      union
      (select r.id, 'ip', r.register_ip from account r
        where r.brand_code = ${brand} and r.register_ip = ${account.register_ip} and r.id <> ${account.id} limit 100)
      union
      (select p.id, 'payee', p.payee_name from account p
        where p.brand_code = ${brand} and lower(p.payee_name) = lower(${account.payee_name}) and p.id <> ${account.id} limit 100)
    ) l join account x on x.id = l.id and x.brand_code = ${brand}
    order by x.username, l.via limit 100`.execute(ctx.db);
  return rows;
}
