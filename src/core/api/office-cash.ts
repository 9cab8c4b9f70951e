/**
 * The back office's cash queues (issue 26, docs/back-office.md "Cash queues"): withdrawals to review with their
 * risk context, manual (bank transfer) deposits to confirm. Decisions are the same service calls as
 * `npm run ops -- approve | reject | confirm-deposit | reject-deposit`; a withdrawal approval above the brand's
 * four-eyes threshold waits for a second staff member.
 */

import { contract } from './contract';
import { Approval, BrandIdParams, BrandParams, office, ReasonBody } from './office';
import { Bool, Enum, Int, Nullable, type Static, Str, Type } from './schema';

/** Accounts of the same brand that share something with the player (at most 10 names listed). */
export const Shared = Type.Object({ count: Int, usernames: Type.Array(Str) });
export type Shared = Static<typeof Shared>;

export const CashTotals = Type.Object({
  deposits: Str,
  depositCount: Int,
  withdrawals: Str,
  withdrawalCount: Int,
  /** deposits − withdrawals paid. */
  net: Str,
});
export type CashTotals = Static<typeof CashTotals>;

/** The player's cash history: all time and the last 30 days (paid deposits and paid withdrawals, from the ledger). */
export const CashHistory = Type.Object({ allTime: CashTotals, last30Days: CashTotals });
export type CashHistory = Static<typeof CashHistory>;

export const RiskContext = Type.Object({
  /** Free (withdrawable) and bonus-locked money of the main wallet, and the open bonuses behind the locked part. */
  balance: Str,
  free: Str,
  locked: Str,
  turnover: Type.Object({ required: Str, done: Str, remaining: Str, met: Bool }),
  bonuses: Type.Array(
    Type.Object({ id: Str, title: Str, locked: Str, wagered: Str, required: Str, expiresAt: Nullable(Str) }),
  ),
  history: CashHistory,
  sharedIp: Shared,
  sharedDevice: Shared,
  sharedPayeeName: Shared,
  /** The largest wins of the last 7 days (payout above the stake), largest first. */
  bigWins: Type.Array(Type.Object({ game: Nullable(Str), stake: Str, payout: Str, win: Str, at: Str })),
});
export type RiskContext = Static<typeof RiskContext>;

export const Payee = Type.Object({
  bankCode: Str,
  bankName: Str,
  /** Masked (last four digits) unless the staff member may see players' full payee details. */
  accountNo: Str,
  holderName: Str,
});

export const OfficeWithdrawal = Type.Object({
  orderNo: Str,
  username: Str,
  amount: Str,
  currency: Str,
  createdAt: Str,
  payee: Payee,
  /** Whether approving it needs a second staff member (above the brand's threshold). */
  fourEyes: Bool,
  /** A two-person approval already waiting for it. */
  approval: Nullable(Approval),
  risk: RiskContext,
});
export type OfficeWithdrawal = Static<typeof OfficeWithdrawal>;

export const officeWithdrawals = contract({
  method: 'GET',
  url: '/office/api/b/:brand/withdrawals',
  ...office,
  params: BrandParams,
  summary:
    "Pending withdrawals of the brand, oldest first (at most 100), each with its risk context: turnover and bonuses, the player's deposits vs withdrawals, accounts sharing IP, device or payee name, recent big wins",
  value: Type.Object({ list: Type.Array(OfficeWithdrawal), total: Int }),
});

export const WithdrawalDecision = Type.Object({
  /** done: the decision ran; waiting: a second staff member must approve it (Two-person approvals). */
  outcome: Enum(['done', 'waiting'] as const),
  orderNo: Str,
  status: Nullable(Str),
  replayed: Bool,
  approval: Nullable(Approval),
});
export type WithdrawalDecision = Static<typeof WithdrawalDecision>;

export const officeWithdrawalDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/withdrawals/:id/:decision',
  ...office,
  params: Type.Object({
    brand: BrandIdParams.properties.brand,
    id: BrandIdParams.properties.id,
    decision: Enum(['approve', 'reject'] as const),
  }),
  body: ReasonBody,
  summary:
    'Approve (pay) or reject (return to the player) a pending withdrawal with a reason; an approval above the brand threshold is stored for a second staff member',
  value: WithdrawalDecision,
});

export const OfficeDeposit = Type.Object({
  orderNo: Str,
  username: Str,
  amount: Str,
  fee: Str,
  currency: Str,
  createdAt: Str,
  method: Type.Object({ code: Str, name: Str, bankName: Nullable(Str), accountNo: Nullable(Str) }),
  /** Who should have paid: the player's name on file and their bound accounts (numbers masked unless allowed). */
  payer: Type.Object({ name: Nullable(Str), accounts: Type.Array(Payee) }),
  history: CashHistory,
  /** Pending deposits of the player besides this one. */
  otherPending: Int,
});
export type OfficeDeposit = Static<typeof OfficeDeposit>;

export const officeDeposits = contract({
  method: 'GET',
  url: '/office/api/b/:brand/deposits',
  ...office,
  params: BrandParams,
  summary:
    "Pending manual (bank transfer) deposits of the brand, oldest first (at most 100), with the payer's details and the player's cash history",
  value: Type.Object({ list: Type.Array(OfficeDeposit), total: Int }),
});

export const officeDepositDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/deposits/:id/:decision',
  ...office,
  params: Type.Object({
    brand: BrandParams.properties.brand,
    id: BrandIdParams.properties.id,
    decision: Enum(['confirm', 'reject'] as const),
  }),
  body: ReasonBody,
  summary:
    'Confirm (credit, with its deposit bonus) or reject a pending manual deposit with a reason, as `npm run ops -- confirm-deposit | reject-deposit`',
  value: Type.Object({ orderNo: Str, status: Str, replayed: Bool }),
});
