import type { PlayerRow, PlayerSearchQuery } from '@/core/api/office-players';
import { searchAccounts } from '@/server/domains/identity';
import { payeeHolderIds } from '@/server/domains/money';
import type { OfficeCall } from '../staff/staff.guard';
import { personal } from './mask';

/**
 * The player search (docs/back-office.md "Player 360"): one field, exact or prefix, inside the brand of the
 * path. Identity answers it from its indexes (migration 0035: username_key, mobile, lower(email),
 * lower(payee_name), registration and known login addresses); a payee search adds the accounts whose bound payee
 * account's holder name matches, which the money domain finds (its own index). `%` and `_` typed by staff are
 * literal.
 */
export async function searchPlayers(
  call: Pick<OfficeCall, 'ctx' | 'brand' | 'can'>,
  query: PlayerSearchQuery,
): Promise<{ list: PlayerRow[]; pageNo: number; pageSize: number; total: number }> {
  const holders =
    query.by === 'payee' ? await payeeHolderIds(call.ctx, query.q, query.match === 'prefix') : [];
  const { total, rows } = await searchAccounts(call.ctx, query, holders);
  const show = personal(call.can('players.pii'));
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
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
