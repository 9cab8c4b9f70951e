import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/database';

/*
 * The operators' audit trail (table ops_action): every operator action of every domain — approve, reject, adjust,
 * void, refuse — is recorded here with who, what, on what and why, in the transaction of the action itself.
 */

/** One row of the operators' audit trail (append-only), written in the transaction of the action itself. */
export async function recordOpsAction(
  trx: Transaction<Database>,
  action: {
    brand: string | null;
    actor: string;
    action: string;
    target: string | null;
    reason: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<bigint> {
  const { id } = await trx
    .insertInto('ops_action')
    .values({
      brand_code: action.brand,
      actor: action.actor,
      action: action.action,
      target: action.target,
      reason: action.reason,
      detail: JSON.stringify(action.detail ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function listOpsActions(db: Kysely<Database>, limit = 50) {
  return db.selectFrom('ops_action').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
