import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';

/**
 * Operators' feedback actions (the support page and `npm run ops`): reply (open/answered → answered, the player's
 * unread count grows) and close. Each is recorded in ops_action with who and why, in the same transaction.
 */

export interface OperatorActor {
  /** Name shown to the player and recorded as the actor. */
  name: string;
  /** Brands the operator serves; null = every brand. */
  brands: string[] | null;
  /** The name the player sees on a reply, when it is not `name` (a back-office member's display name). */
  shownAs?: string;
}

const REPLY_MAX = 2000;

async function lockTicket(db: Kysely<Database>, id: bigint, actor: OperatorActor) {
  const ticket = await db
    .selectFrom('feedback_ticket')
    .select(['id', 'brand_code', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!ticket || (actor.brands && !actor.brands.includes(ticket.brand_code)))
    throw new AppError('feedback_not_found');
  return ticket;
}

export async function replyToTicket(
  db: Kysely<Database>,
  id: bigint,
  actor: OperatorActor,
  body: unknown,
  reason: string | null = null,
) {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text) throw new AppError('chat_message_empty');
  if (text.length > REPLY_MAX) throw new AppError('chat_message_too_long', { max: REPLY_MAX });
  return db.transaction().execute(async (tx) => {
    const ticket = await lockTicket(tx, id, actor);
    if (ticket.status === 'closed') throw new AppError('feedback_closed');
    await tx
      .insertInto('feedback_reply')
      .values({ ticket_id: id, author: 'support', operator_name: actor.shownAs ?? actor.name, body: text })
      .execute();
    await tx
      .updateTable('feedback_ticket')
      .set((eb) => ({
        status: 'answered',
        answered_at: eb.fn.coalesce('answered_at', eb.val(new Date())),
        player_unread: eb('player_unread', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute();
    await recordOpsAction(tx, {
      brand: ticket.brand_code,
      actor: actor.name,
      action: 'feedback_reply',
      target: `feedback:${id}`,
      reason: reason ?? text.slice(0, 200),
      detail: { chars: text.length },
    });
    return { id: String(id), status: 'answered' as const };
  });
}

export async function closeTicket(db: Kysely<Database>, id: bigint, actor: OperatorActor, reason: string) {
  return db.transaction().execute(async (tx) => {
    const ticket = await lockTicket(tx, id, actor);
    if (ticket.status === 'closed') return { id: String(id), status: 'closed' as const, replayed: true };
    await tx
      .updateTable('feedback_ticket')
      .set({ status: 'closed', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordOpsAction(tx, {
      brand: ticket.brand_code,
      actor: actor.name,
      action: 'feedback_close',
      target: `feedback:${id}`,
      reason,
      detail: { from: ticket.status },
    });
    return { id: String(id), status: 'closed' as const, replayed: false };
  });
}
