import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-cash';
import { registerApprovalKind } from '@/server/modules/staff/approvals.service';
import { registerQueueCount } from '@/server/modules/staff/queue-counts';
import { officeRoute } from '@/server/modules/staff/staff.guard';
import { ok } from '@/server/plugins/envelope';
import {
  decideDepositByStaff,
  decideWithdrawalByStaff,
  depositQueue,
  pendingDeposits,
  pendingWithdrawals,
  runWithdrawalApproval,
  WITHDRAWAL_APPROVE,
  withdrawalQueue,
} from './office-cash.service';

/** The cash queues' endpoints: withdrawals to review, manual deposits to confirm (docs/back-office.md). */
export async function officeCashRoutes(app: FastifyInstance): Promise<void> {
  registerQueueCount('withdrawals', { permission: 'withdrawals.read', count: pendingWithdrawals });
  registerQueueCount('deposits', { permission: 'deposits.read', count: pendingDeposits });
  registerApprovalKind(WITHDRAWAL_APPROVE, {
    permission: 'withdrawals.decide',
    run: (call, payload) => runWithdrawalApproval(call, payload),
  });

  officeRoute(app, api.officeWithdrawals, { permission: 'withdrawals.read' }, async (call) =>
    ok(await withdrawalQueue(call)),
  );

  officeRoute(app, api.officeWithdrawalDecide, { permission: 'withdrawals.decide' }, async (call, request) =>
    ok(await decideWithdrawalByStaff(call, request.params.id, request.params.decision, request.body.reason)),
  );

  officeRoute(app, api.officeDeposits, { permission: 'deposits.read' }, async (call) =>
    ok(await depositQueue(call)),
  );

  officeRoute(app, api.officeDepositDecide, { permission: 'deposits.decide' }, async (call, request) =>
    ok(await decideDepositByStaff(call, request.params.id, request.params.decision, request.body.reason)),
  );
}
