import type { PlayerNote } from '@/core/api/office-players';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import type { OfficeCall } from '../staff/staff.guard';
import { accountOf } from './player-sections';

/** Staff notes on a player (migration 0035 player_note): append-only, newest first, each also in the audit log. */
export async function playerNotes(
  call: Pick<OfficeCall, 'ctx' | 'brand'>,
  id: string,
): Promise<PlayerNote[]> {
  const account = await accountOf(call, id);
  const rows = await call.ctx.db
    .selectFrom('player_note as n')
    .innerJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.text', 'n.created_at', 's.username'])
    .where('n.account_id', '=', account.id)
    .where('n.brand_code', '=', call.brand.config.code)
    .orderBy('n.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    staff: r.username,
    text: r.text,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function addPlayerNote(call: OfficeCall, id: string, text: string): Promise<PlayerNote> {
  const account = await accountOf(call, id);
  const body = text.trim();
  if (!body) throw new AppError('invalid_request', { field: 'text', detail: 'required' });
  const row = await call.ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('player_note')
      .values({
        brand_code: call.brand.config.code,
        account_id: account.id,
        staff_id: call.staff.id,
        text: body,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOpsAction(trx, {
      brand: call.brand.config.code,
      actor: call.actor,
      action: 'player.note',
      target: account.username,
      reason: null,
      detail: { note: inserted.id.toString() },
    });
    return inserted;
  });
  return {
    id: row.id.toString(),
    staff: call.staff.username,
    text: row.text,
    createdAt: row.created_at.toISOString(),
  };
}
