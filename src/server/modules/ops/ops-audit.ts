import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/database';

/*
 * The operators' audit trail (table ops_action): every operator action of every domain — approve, reject, adjust,
 * void, refuse — is recorded here with who, what, on what and why, in the transaction of the action itself.
 */

/** Who acts, when it is a staff member in the back office: the rows written under it name them and their address. */
export interface AuditActor {
  staffId: bigint;
  ip: string;
}

const actors = new AsyncLocalStorage<AuditActor>();

/**
 * Runs a service call as a back-office staff member: every audit row the call writes (through the same services
 * the ops CLI calls) carries the staff member and their address, without each service taking them as arguments.
 */
export function asAuditActor<T>(actor: AuditActor, work: () => Promise<T>): Promise<T> {
  return actors.run(actor, work);
}

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
    /** The record before and after, where the action changes one. */
    before?: unknown;
    after?: unknown;
  },
): Promise<bigint> {
  const actor = actors.getStore();
  const { id } = await trx
    .insertInto('ops_action')
    .values({
      brand_code: action.brand,
      actor: action.actor,
      action: action.action,
      target: action.target,
      reason: action.reason,
      detail: JSON.stringify(action.detail ?? {}),
      staff_id: actor?.staffId ?? null,
      ip: actor?.ip ?? null,
      before: action.before === undefined ? null : JSON.stringify(action.before),
      after: action.after === undefined ? null : JSON.stringify(action.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function listOpsActions(db: Kysely<Database>, limit = 50) {
  return db.selectFrom('ops_action').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
