import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-queues';
import { decideBill, explainBill, heldBills } from '@/server/domains/agents';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { registerApprovalKind, requestOrRun } from '../staff/approvals.service';
import { registerQueueCount } from '../staff/queue-counts';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';

/**
 * Contract bills held for review (docs/contracts-api.md "Settlement"): each shown with the explanation
 * `npm run ops -- explain-bill` prints (recomputed from raw bets, with the differences), paid (four eyes above the
 * brand threshold) or refused with a reason through decideBill, the CLI's service.
 */

const held = (call: Pick<OfficeCall, 'ctx' | 'brand'>) =>
  heldBills(call.ctx.db, [call.brand], call.brand.config.code);

/** A formatted amount back to minor units (formatAmount prints exactly the currency's decimals). */
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));

const decide = (call: OfficeCall, id: string, decision: 'approve' | 'reject', reason: string) =>
  // Only the path's brand is passed: another brand's bill is not found.
  decideBill(call.ctx.db, [call.brand], BigInt(id), decision, call.actor, reason);

registerApprovalKind('bill.approve', {
  permission: 'bills.decide',
  run: (call, payload) => decide(call, String(payload.id), 'approve', String(payload.reason)),
});

registerQueueCount('bills', {
  permission: 'bills.read',
  count: async (call) => (await held(call)).length,
});

export async function billRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeHeldBills, { permission: 'bills.read' }, async (call) => {
    const bills = await held(call);
    const list = [];
    for (const b of bills) {
      const out = await explainBill(call.ctx.db, [call.brand], BigInt(b.id));
      list.push({
        id: b.id,
        kind: b.kind,
        account: b.account,
        periodStart: b.periodStart,
        periodEnd: b.periodEnd,
        seq: b.seq,
        amount: b.amount,
        validBet: b.validBet,
        netLoss: b.netLoss,
        rate: b.rate,
        explanation: { lines: out.lines, differences: out.differences },
      });
    }
    return ok({ list });
  });

  officeRoute(app, api.officeBillDecide, { permission: 'bills.decide' }, async (call, request) => {
    const { id, decision } = request.params;
    const { reason } = request.body;
    if (decision === 'reject') {
      await decide(call, id, 'reject', reason);
      return ok({ status: 'rejected' as const, approvalId: null });
    }
    const bill = (await held(call)).find((b) => b.id === id);
    if (!bill) throw new AppError('bill_not_found');
    const done = await requestOrRun(call, {
      kind: 'bill.approve',
      target: `bill:${id}`,
      amount: minorOf(bill.amount),
      payload: { id, reason },
      reason,
      run: () => decide(call, id, 'approve', reason),
    });
    return ok(
      done.done
        ? { status: 'approved' as const, approvalId: null }
        : { status: 'requested' as const, approvalId: done.approval.id },
    );
  });
}
