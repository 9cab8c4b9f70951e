import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { PlayerRow, PlayerSearchQuery } from '@/core/api/office-players';
import type { Database } from '@/server/db/database';
import { usernameKey } from '@/server/domains/identity';
import type { OfficeCall } from '../staff/staff.guard';
import { personal } from './mask';

/**
 * The player search (docs/back-office.md "Player 360"): one field, exact or prefix, inside the brand of the
 * path. Every form walks an index (migration 0035): username_key, mobile, lower(email), lower(payee_name) and
 * the payee accounts' holder names, registration address and the known login addresses. `%` and `_` typed by
 * staff are literal.
 */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function matcher(column: Expression<unknown>, value: string, prefix: boolean): Expression<SqlBool> {
  return prefix
    ? sql<SqlBool>`${column} like ${`${likeEscape(value)}%`}`
    : sql<SqlBool>`${column} = ${value}`;
}

/** The ids of the brand's accounts matching the search: each branch an indexed lookup, united. */
export function matchingIds(
  db: Kysely<Database>,
  brand: string,
  query: Pick<PlayerSearchQuery, 'by' | 'q' | 'match'>,
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
            .selectFrom('payee_account as p')
            .select('p.account_id as id')
            .where('p.brand_code', '=', brand)
            .where('p.removed_at', 'is', null)
            .where(matcher(sql`lower(p.holder_name)`, q.toLowerCase(), prefix)),
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

export async function searchPlayers(
  call: Pick<OfficeCall, 'ctx' | 'brand' | 'can'>,
  query: PlayerSearchQuery,
): Promise<{ list: PlayerRow[]; pageNo: number; pageSize: number; total: number }> {
  const { db } = call.ctx;
  const ids = matchingIds(db, call.brand.config.code, query);
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
  const show = personal(call.can('players.pii'));
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: Number(total),
    list: rows.map((r) => ({
      id: r.id.toString(),
      username: r.username,
      status: r.status === 'active' ? 'active' : 'locked',
      mobile: show.mobile(r.mobile_num),
      email: show.email(r.email),
      payeeName: show.name(r.payee_name),
      vipLevel: r.vip_level,
      createdAt: r.created_at.toISOString(),
      lastLoginAt: r.last_login_at?.toISOString() ?? null,
    })),
  };
}
