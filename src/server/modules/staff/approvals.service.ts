import type { Selectable } from 'kysely';
import type { Approval } from '@/core/api/office';
import { DEFAULT_FOUR_EYES_ABOVE } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { Permission } from '@/core/office/roles';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import type { OfficeCall } from './staff.guard';
import type { OfficeApprovalTable } from './staff.tables';

/**
 * Two-person approval ("four eyes", docs/back-office.md): a money or account action of one staff member above the
 * brand's threshold (brand.json backOffice.fourEyesAbove, minor units) is stored as a request; a second staff
 * member with the action's permission approves it (the action runs, as the same service call) or rejects it. The
 * requester can never decide their own request (checked here and by a database constraint).
 *
 * Each kind of action registers how it runs (registerApprovalKind) from the module that owns the screen; the
 * runner must be idempotent on the approval's id (a ledger key such as `approval:<id>`), so a retried or raced
 * approval posts once.
 */
export interface ApprovalKind {
  /** What the approver needs (the same the requester needed). */
  permission: Permission;
  run(call: OfficeCall, payload: Record<string, unknown>, approvalId: string): Promise<unknown>;
}

const kinds = new Map<string, ApprovalKind>();

export function registerApprovalKind(kind: string, definition: ApprovalKind): void {
  kinds.set(kind, definition);
}

/** The amount above which the brand's money actions need a second staff member. */
export function fourEyesAbove(call: Pick<OfficeCall, 'brand'>): bigint {
  return BigInt(call.brand.config.backOffice?.fourEyesAbove ?? DEFAULT_FOUR_EYES_ABOVE);
}

export type Requested<T> = { done: true; result: T } | { done: false; approval: Approval };

/**
 * Runs the action at once when its amount is within the threshold (or it has none), else stores it for a second
 * staff member. `key` makes the request idempotent for a retried click: the same key answers the same request.
 */
export async function requestOrRun<T>(
  call: OfficeCall,
  input: {
    kind: string;
    target: string;
    amount: bigint | null;
    payload: Record<string, unknown>;
    reason: string;
    run: () => Promise<T>;
  },
): Promise<Requested<T>> {
  const kind = kinds.get(input.kind);
  if (!kind) throw new Error(`approval kind ${input.kind} is not registered`);
  const amount = input.amount === null ? null : input.amount < 0n ? -input.amount : input.amount;
  if (amount === null || amount <= fourEyesAbove(call)) return { done: true, result: await input.run() };
  const { db } = call.ctx;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('office_approval')
      .values({
        brand_code: call.brand.config.code,
        kind: input.kind,
        target: input.target,
        amount: input.amount,
        payload: JSON.stringify(input.payload),
        reason: input.reason,
        requested_by: call.staff.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOpsAction(trx, {
      brand: call.brand.config.code,
      actor: call.actor,
      action: 'approval.request',
      target: input.target,
      reason: input.reason,
      detail: { approval: String(inserted.id), kind: input.kind, amount: String(input.amount) },
      after: input.payload,
    });
    return inserted;
  });
  return { done: false, approval: await present(call, row) };
}

type Row = Selectable<OfficeApprovalTable>;

async function names(call: OfficeCall, ids: bigint[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.map(String))];
  if (wanted.length === 0) return new Map();
  const rows = await call.ctx.db
    .selectFrom('staff')
    .select(['id', 'username'])
    .where('id', 'in', wanted.map(BigInt))
    .execute();
  return new Map(rows.map((r) => [String(r.id), r.username]));
}

async function present(call: OfficeCall, row: Row, known?: Map<string, string>): Promise<Approval> {
  const who = known ?? (await names(call, [row.requested_by, ...(row.decided_by ? [row.decided_by] : [])]));
  const kind = kinds.get(row.kind);
  return {
    id: String(row.id),
    kind: row.kind,
    target: row.target,
    amount: row.amount === null ? null : formatAmount(row.amount, call.brand.config.currency.minorUnits),
    payload: row.payload,
    reason: row.reason,
    requestedBy: who.get(String(row.requested_by)) ?? '',
    requestedAt: row.created_at.toISOString(),
    status: row.status,
    decidedBy: row.decided_by ? (who.get(String(row.decided_by)) ?? '') : null,
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
    mine:
      row.status === 'pending' &&
      row.requested_by !== call.staff.id &&
      kind !== undefined &&
      call.can(kind.permission) &&
      call.can('approvals.decide'),
  };
}

export async function listApprovals(
  call: OfficeCall,
  status: 'pending' | 'approved' | 'rejected' | 'all',
): Promise<Approval[]> {
  let query = call.ctx.db
    .selectFrom('office_approval')
    .selectAll()
    .where('brand_code', '=', call.brand.config.code)
    .orderBy('id', 'desc')
    .limit(200);
  if (status !== 'all') query = query.where('status', '=', status);
  const rows = await query.execute();
  const who = await names(
    call,
    rows.flatMap((r) => [r.requested_by, ...(r.decided_by ? [r.decided_by] : [])]),
  );
  return Promise.all(rows.map((r) => present(call, r, who)));
}

export async function pendingApprovals(call: Pick<OfficeCall, 'ctx' | 'brand'>): Promise<number> {
  const { n } = await call.ctx.db
    .selectFrom('office_approval')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_code', '=', call.brand.config.code)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A second staff member's decision: approve runs the action (idempotent on the approval id), reject records why. */
export async function decideApproval(
  call: OfficeCall,
  id: string,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<Approval> {
  const { db } = call.ctx;
  const row = await db
    .selectFrom('office_approval')
    .selectAll()
    .where('id', '=', BigInt(id))
    .where('brand_code', '=', call.brand.config.code)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.status !== 'pending') throw new AppError('office_approval_decided');
  if (row.requested_by === call.staff.id) throw new AppError('office_own_request');
  const kind = kinds.get(row.kind);
  if (!kind || !call.can(kind.permission) || !call.can('approvals.decide')) throw new AppError('forbidden');
  // The action runs first (outside the decision's transaction: services open their own); its ledger key is the
  // approval's, so two approvers racing post once, and only one of them records the decision.
  if (decision === 'approve') await kind.run(call, row.payload, String(row.id));
  const decided = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('office_approval')
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        decided_by: call.staff.id,
        decision_reason: reason,
        decided_at: new Date(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError('office_approval_decided');
    await recordOpsAction(trx, {
      brand: call.brand.config.code,
      actor: call.actor,
      action: decision === 'approve' ? 'approval.approve' : 'approval.reject',
      target: row.target,
      reason,
      detail: {
        approval: String(row.id),
        kind: row.kind,
        amount: row.amount === null ? null : String(row.amount),
      },
      before: { status: 'pending' },
      after: { status: updated.status },
    });
    return updated;
  });
  return present(call, decided);
}
