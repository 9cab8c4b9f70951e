import { sql } from 'kysely';
import type { Approval } from '@/core/api/office';
import type { OfficeDeposit, OfficeWithdrawal, WithdrawalDecision } from '@/core/api/office-cash';
import { localized, paymentsOf } from '@/core/brand';
import { money } from '@/core/brand-amounts';
import { promotionWalletHooks } from '@/server/domains/engagement';
import { accountIdsByUsername, payeeNameOf } from '@/server/domains/identity';
import {
  approveWithdrawal,
  boundPayees,
  decideDeposit,
  maskAccountNo,
  pendingForOps,
  pendingManualDepositCount,
  pendingWithdrawalCount,
  rejectWithdrawal,
  type WalletCtx,
  withdrawalOfBrand,
} from '@/server/domains/money';
import { AppError } from '@/server/errors';
import { fourEyesAbove, listApprovals, requestOrRun } from '@/server/modules/staff/approvals.service';
import type { OfficeCall } from '@/server/modules/staff/staff.guard';
import { cashHistory, riskContext } from './risk';

/**
 * The cash queues of the back office (docs/back-office.md "Cash queues"). Every decision is the service call the
 * ops CLI makes (scripts/ops.ts approve / reject / confirm-deposit / reject-deposit), run as the staff member's
 * audit actor; approving a withdrawal above the brand's threshold is a two-person approval.
 */

export const WITHDRAWAL_APPROVE = 'withdrawal.approve';
/** At most this many items of a queue are listed with their context (the total is exact). */
const PAGE = 100;

/** The wallet context the ops CLI builds: the promotions' hooks, so a confirmed deposit earns its deposit bonus. */
export const walletCtxOf = (call: Pick<OfficeCall, 'ctx'>): WalletCtx => ({
  ...call.ctx,
  hooks: promotionWalletHooks(),
});

const bankNameOf = (call: OfficeCall, code: string) =>
  paymentsOf(call.brand.config).banks.find((b) => b.code === code)?.name ?? code;

const accountNoFor = (call: OfficeCall, accountNo: string) =>
  call.can('players.pii') ? accountNo : maskAccountNo(accountNo);

const accountIds = (call: OfficeCall, usernames: string[]) => accountIdsByUsername(call.ctx, usernames);

/** Pending withdrawals (oldest first, the first PAGE) with their risk context and any approval waiting. */
export async function withdrawalQueue(
  call: OfficeCall,
): Promise<{ list: OfficeWithdrawal[]; total: number }> {
  const { withdrawals } = await pendingForOps(walletCtxOf(call));
  const page = withdrawals.slice(0, PAGE);
  const [ids, waiting] = await Promise.all([
    accountIds(
      call,
      page.map((w) => w.username),
    ),
    pendingApprovalsByTarget(call),
  ]);
  const threshold = fourEyesAbove(call);
  const list = await Promise.all(
    page.map(async (w) => ({
      orderNo: w.order_no,
      username: w.username,
      amount: money(call.ctx, w.amount),
      currency: call.brand.config.currency.code,
      createdAt: w.created_at.toISOString(),
      payee: {
        bankCode: w.bank_code,
        bankName: bankNameOf(call, w.bank_code),
        accountNo: accountNoFor(call, w.account_no),
        holderName: w.holder_name,
      },
      fourEyes: w.amount > threshold,
      approval: waiting.get(w.order_no) ?? null,
      risk: await riskContext(call.ctx, ids.get(w.username)!, w.holder_name),
    })),
  );
  return { list, total: withdrawals.length };
}

async function pendingApprovalsByTarget(call: OfficeCall): Promise<Map<string, Approval>> {
  const pending = await listApprovals(call, 'pending');
  return new Map(pending.filter((a) => a.kind === WITHDRAWAL_APPROVE).map((a) => [a.target, a]));
}

/** Pending withdrawals of the brand (the menu's count). */
export function pendingWithdrawals(call: Pick<OfficeCall, 'ctx'>): Promise<number> {
  return pendingWithdrawalCount(call.ctx);
}

/** A pending withdrawal of the call's brand, else 404 (another brand's order is not found through this path). */
async function pendingWithdrawal(call: OfficeCall, orderNo: string) {
  const row = await withdrawalOfBrand(call.ctx, orderNo);
  if (!row) throw new AppError('withdrawal_not_found');
  return row;
}

/**
 * Approve or reject a withdrawal. Reject returns the held money at once (no threshold: nothing leaves the brand);
 * approve above the threshold is stored for a second staff member (one request per withdrawal: asking again
 * answers the waiting request).
 */
export async function decideWithdrawalByStaff(
  call: OfficeCall,
  orderNo: string,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<WithdrawalDecision> {
  const row = await pendingWithdrawal(call, orderNo);
  const by = { actor: call.actor, reason };
  if (decision === 'reject') {
    const result = await rejectWithdrawal(walletCtxOf(call), orderNo, by);
    return { outcome: 'done', orderNo, status: result.status, replayed: result.replayed, approval: null };
  }
  const done = await oneAtATime(
    call,
    `${WITHDRAWAL_APPROVE}:${call.brand.config.code}:${orderNo}`,
    async () => {
      const waiting = (await pendingApprovalsByTarget(call)).get(orderNo);
      if (waiting && row.status === 'pending')
        return { done: false as const, approval: waiting, asked: true };
      return requestOrRun(call, {
        kind: WITHDRAWAL_APPROVE,
        target: orderNo,
        amount: row.status === 'pending' ? row.amount : null,
        payload: { orderNo, reason },
        reason,
        run: () => approveWithdrawal(walletCtxOf(call), orderNo, by),
      });
    },
  );
  if (!done.done && 'asked' in done)
    return { outcome: 'waiting', orderNo, status: row.status, replayed: true, approval: done.approval };
  return done.done
    ? {
        outcome: 'done',
        orderNo,
        status: done.result.status,
        replayed: done.result.replayed,
        approval: null,
      }
    : { outcome: 'waiting', orderNo, status: row.status, replayed: false, approval: done.approval };
}

/**
 * Runs `work` while holding a session advisory lock on `key` (on a connection of its own): a double click or two
 * tabs asking for the same approval wait for each other, so one request is stored and the other answers it.
 */
async function oneAtATime<T>(call: Pick<OfficeCall, 'ctx'>, key: string, work: () => Promise<T>): Promise<T> {
  return call.ctx.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtextextended(${key}, 0))`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(conn);
    }
  });
}

/** The second staff member's run of a stored withdrawal approval: the same call, idempotent on the order. */
export async function runWithdrawalApproval(call: OfficeCall, payload: Record<string, unknown>) {
  const orderNo = String(payload.orderNo ?? '');
  await pendingWithdrawal(call, orderNo);
  // The requester's reason travels with the payment (the approver's own is on the approval's audit row).
  const reason = typeof payload.reason === 'string' ? payload.reason : null;
  return approveWithdrawal(walletCtxOf(call), orderNo, { actor: call.actor, reason });
}

/** Pending manual (bank transfer) deposits with the payer's details and the player's cash history. */
export async function depositQueue(call: OfficeCall): Promise<{ list: OfficeDeposit[]; total: number }> {
  const { deposits } = await pendingForOps(walletCtxOf(call));
  const manual = deposits.filter((d) => d.provider === 'manual');
  const page = manual.slice(0, PAGE);
  const ids = await accountIds(
    call,
    page.map((d) => d.username),
  );
  const { languages } = call.brand.config;
  const methods = paymentsOf(call.brand.config).deposit.methods;
  const list = await Promise.all(
    page.map(async (d) => {
      const accountId = ids.get(d.username)!;
      const method = methods.find((m) => m.code === d.method_code);
      const [payeeName, payees, history] = await Promise.all([
        payeeNameOf(call.ctx, accountId),
        boundPayees(call.ctx, accountId),
        cashHistory(call.ctx, accountId),
      ]);
      return {
        orderNo: d.order_no,
        username: d.username,
        amount: money(call.ctx, d.amount),
        fee: money(call.ctx, d.fee),
        currency: call.brand.config.currency.code,
        createdAt: d.created_at.toISOString(),
        method: {
          code: d.method_code,
          name: method ? localized(method.name, call.ctx.language, languages.default) : d.method_code,
          bankName: method?.manual?.bankName ?? null,
          accountNo: method?.manual?.accountNo ?? null,
        },
        payer: {
          name: payeeName,
          accounts: payees.map((p) => ({
            bankCode: p.bankCode,
            bankName: bankNameOf(call, p.bankCode),
            accountNo: accountNoFor(call, p.accountNo),
            holderName: p.holderName,
          })),
        },
        history,
        otherPending: manual.filter((o) => o.username === d.username).length - 1,
      };
    }),
  );
  return { list, total: manual.length };
}

/** Pending manual deposits of the brand (the menu's count). */
export function pendingDeposits(call: Pick<OfficeCall, 'ctx'>): Promise<number> {
  return pendingManualDepositCount(call.ctx);
}

/** Confirm (credit, with its deposit bonus through the promotions' hooks) or reject a pending deposit. */
export function decideDepositByStaff(
  call: OfficeCall,
  orderNo: string,
  decision: 'confirm' | 'reject',
  reason: string,
) {
  return decideDeposit(walletCtxOf(call), orderNo, decision, { actor: call.actor, reason });
}
