import { type Expression, type SqlBool, sql } from 'kysely';
import type { PlayerRow, PlayerSearchQuery } from '@/core/api/office-players';
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

export async function searchPlayers(
  call: Pick<OfficeCall, 'ctx' | 'brand' | 'can'>,
  query: PlayerSearchQuery,
): Promise<{ list: PlayerRow[]; pageNo: number; pageSize: number; total: number }> {
  const { db } = call.ctx;
  const brand = call.brand.config.code;
  const prefix = query.match === 'prefix';
  const q = query.q.trim();
  let ids = db.selectFrom('account as a').select('a.id').where('a.brand_code', '=', brand);
  switch (query.by) {
    case 'username':
      ids = ids.where(matcher(sql.ref('a.username_key'), usernameKey(q), prefix));
      break;
    case 'mobile':
      ids = ids
        .where('a.mobile_num', 'is not', null)
        .where(matcher(sql.ref('a.mobile_num'), q.replace(/[\s-]/g, ''), prefix));
      break;
    case 'email':
      ids = ids.where('a.email', 'is not', null).where(matcher(sql`lower(a.email)`, q.toLowerCase(), prefix));
      break;
    case 'payee': {
      const name = q.toLowerCase();
      ids = ids.where((eb) =>
        eb.or([
          eb.and([eb('a.payee_name', 'is not', null), matcher(sql`lower(a.payee_name)`, name, prefix)]),
          eb(
            'a.id',
            'in',
            eb
              .selectFrom('payee_account as p')
              .select('p.account_id')
              .where('p.brand_code', '=', brand)
              .where('p.removed_at', 'is', null)
              .where(matcher(sql`lower(p.holder_name)`, name, prefix)),
          ),
        ]),
      );
      break;
    }
    case 'ip':
      ids = ids.where((eb) =>
        eb.or([
          eb.and([eb('a.register_ip', 'is not', null), matcher(sql.ref('a.register_ip'), q, prefix)]),
          eb(
            'a.id',
            'in',
            eb
              .selectFrom('known_ip as k')
              .select('k.account_id')
              .where(matcher(sql.ref('k.ip'), q, prefix)),
          ),
        ]),
      );
      break;
  }
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
