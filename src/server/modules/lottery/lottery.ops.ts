import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { enqueue } from '@/server/jobs/queue';
import { DRAW_JOB } from './draws.service';

/**
 * `npm run ops -- lottery-void <draw id> --by <who> --reason <why>`: an operator voids an open draw (a fault at the
 * draw source, a wrong schedule). In one transaction the draw is marked void, the action recorded with who and why,
 * and a draw job queued at once: whichever server instance claims it refunds every bet through the wallet protocol
 * (the same settlement as a draw voided for maintenance). A drawn or already void draw is left as it is.
 */
export async function voidDrawByOperator(
  db: Kysely<Database>,
  drawId: bigint,
  actor: string,
  reason: string,
  /** The brand whose audit log records it (the back office's brand; the CLI: none). */
  brand: string | null = null,
): Promise<{ status: 'void' | 'drawn'; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const draw = await trx
      .selectFrom('lottery_draw')
      .select(['id', 'status', 'game_code', 'draw_no'])
      .where('id', '=', drawId)
      .forUpdate()
      .executeTakeFirst();
    if (!draw) throw new AppError('lottery_draw_not_found');
    if (draw.status !== 'open') return { status: draw.status, changed: false };
    await trx
      .updateTable('lottery_draw')
      .set({ status: 'void', void_reason: reason.slice(0, 200), drawn_at: sql<Date>`now()` })
      .where('id', '=', drawId)
      .execute();
    await recordOpsAction(trx, {
      brand,
      actor,
      action: 'lottery-void',
      target: `draw ${drawId}`,
      reason,
      detail: { game: draw.game_code, drawNo: draw.draw_no },
    });
    await enqueue(trx, {
      kind: DRAW_JOB,
      payload: { drawId: String(drawId) },
      dedupeKey: `lottery:void:${drawId}`,
    });
    return { status: 'void', changed: true };
  });
}
