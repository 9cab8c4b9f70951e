import { formatAmount } from '@/core/money';
import {
  type ControlBy,
  forcePasswordChange,
  recordExclusion,
  resetAccountTotp,
  setAccountLocked,
} from '@/server/domains/identity';
import { adjustBalance, amountFrom, forfeitPocket } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { registerApprovalKind, requestOrRun } from '../staff/approvals.service';
import type { OfficeCall } from '../staff/staff.guard';
import { accountOf } from './player-sections';

/**
 * The staff actions of Player 360 (docs/back-office.md "Player 360"). Each is the service the ops CLI calls —
 * player-lock/unlock/force-password/reset-2fa (identity), adjust (adjustBalance), bonus-forfeit (forfeitPocket),
 * exclusion-record (recordExclusion) — run as the staff member, so ops_action names them and their address.
 */
export type PlayerControl = 'lock' | 'unlock' | 'force-password' | 'reset-2fa';

export async function controlPlayer(call: OfficeCall, id: string, action: PlayerControl, reason: string) {
  const account = await accountOf(call, id);
  const by: ControlBy = {
    actor: call.actor,
    reason,
    audit: (trx, entry) =>
      recordOpsAction(trx, { brand: call.brand.config.code, actor: call.actor, ...entry }),
  };
  switch (action) {
    case 'lock':
    case 'unlock':
      return setAccountLocked(call.ctx, account.id, action === 'lock', by);
    case 'force-password':
      return forcePasswordChange(call.ctx, account.id, by);
    case 'reset-2fa':
      return resetAccountTotp(call.ctx, account.id, by);
  }
}

interface AdjustPayload {
  accountId: string;
  username: string;
  amount: string;
  reason: string;
}

async function runAdjust(call: OfficeCall, payload: AdjustPayload, key: string) {
  const result = await adjustBalance(call.ctx, {
    accountId: BigInt(payload.accountId),
    username: payload.username,
    amount: payload.amount,
    key,
    actor: call.actor,
    reason: payload.reason,
  });
  if (result.status === 'refused') return { status: 'refused' as const, balance: null, approvalId: null };
  const negative = payload.amount.startsWith('-');
  const balance = negative ? result.fromBalance : result.toBalance;
  return {
    status: 'posted' as const,
    balance: formatAmount(balance, call.brand.config.currency.minorUnits),
    approvalId: null,
  };
}

// The approver's run posts under the approval's id: two approvers racing post once.
registerApprovalKind('balance.adjust', {
  permission: 'money.adjust',
  run: (call, payload, approvalId) =>
    runAdjust(call, payload as unknown as AdjustPayload, `approval:${approvalId}`),
});

/** A balance adjustment; above the brand's fourEyesAbove it waits for a second staff member. */
export async function adjustPlayer(
  call: OfficeCall,
  id: string,
  input: { amount: string; reason: string; key: string },
) {
  const account = await accountOf(call, id);
  const negative = input.amount.startsWith('-');
  const minor = amountFrom(call.ctx, negative ? input.amount.slice(1) : input.amount);
  const payload: AdjustPayload = {
    accountId: account.id.toString(),
    username: account.username,
    amount: input.amount,
    reason: input.reason,
  };
  const answer = await requestOrRun(call, {
    kind: 'balance.adjust',
    target: account.username,
    amount: negative ? -minor : minor,
    payload: { ...payload },
    reason: input.reason,
    run: () => runAdjust(call, payload, `office:${input.key}`),
  });
  if (answer.done) return answer.result;
  return { status: 'requested' as const, balance: null, approvalId: answer.approval.id };
}

/** Cancels an open bonus of this player (its locked money goes back; the deposit's share becomes free). */
export async function cancelBonus(call: OfficeCall, id: string, bonusId: string, reason: string) {
  const account = await accountOf(call, id);
  const { pocket, replayed } = await forfeitPocket(call.ctx.db, call.brand, {
    bonusId: BigInt(bonusId),
    accountId: account.id,
    reason: 'cancelled',
    operator: { actor: call.actor, why: reason },
  });
  const minor = call.brand.config.currency.minorUnits;
  return {
    forfeited: formatAmount(pocket.forfeited ?? 0n, minor),
    released: formatAmount(pocket.released ?? 0n, minor),
    replayed,
  };
}

/** Records a break or self-exclusion the player asked for (e.g. by phone); an exclusion is never lifted here. */
export async function recordPlayerExclusion(call: OfficeCall, id: string, period: string, reason: string) {
  const account = await accountOf(call, id);
  return recordExclusion(call.ctx, account.id, period, {
    actor: call.actor,
    reason,
    audit: (trx, detail) =>
      recordOpsAction(trx, {
        brand: call.brand.config.code,
        actor: call.actor,
        action: 'protection.exclusion',
        target: account.username,
        reason,
        detail,
      }),
  });
}
