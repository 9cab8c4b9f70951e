/**
 * The cashier's contracts (docs/money.md "API"): deposits, withdrawals and their receipts, payee accounts and the
 * payment password. Part of the money API (src/core/api/money.ts).
 */
import { contract, type ValueOf } from './contract';
import {
  AmountField,
  bearer,
  DecimalId,
  IdempotencyKey,
  Nullable,
  Open,
  Page,
  PageQuery,
  Query,
} from './money-schema';
import { Amount, Bool, Enum, Int, type Static, Str, Text, Type } from './schema';

/** The cashier's and the security centre's endpoints: each for a signed-in caller. */
const cashier = { tags: ['cashier'], security: bearer };
const security = { tags: ['security'], security: bearer };

// ---- Deposits (depositv2) ----

export const PAYMENT_PROVIDERS = ['sandbox', 'manual'] as const;
export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'payout_failed'] as const;
export const PAYOUT_STATUSES = ['sent', 'confirmed', 'failed'] as const;
export const RECEIPT_STATUSES = [
  'awaiting',
  'received',
  'partial',
  'not_received',
  'all_received',
  'auto_received',
] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const DepositMethod = Type.Object({
  code: Str,
  provider: Enum(PAYMENT_PROVIDERS),
  name: Str,
  min: Amount,
  max: Amount,
  fee: Nullable(Type.Object({ percentBp: Int, fixed: Amount })),
});
export type DepositMethod = Static<typeof DepositMethod>;

export const DepositMethods = Type.Object({
  currency: Str,
  currencySymbol: Str,
  minorUnits: Enum([0, 2] as const),
  tutorial: Str,
  methods: Type.Array(DepositMethod),
});
export type DepositMethods = Static<typeof DepositMethods>;

/** What the player does next: go to the provider's page (or scan its QR), or transfer to a bank account. */
export const DepositAction = Type.Union([
  Type.Object({ type: Enum(['redirect'] as const), url: Str, qrPayload: Str }),
  Type.Object({
    type: Enum(['bank'] as const),
    bankName: Str,
    accountName: Str,
    accountNo: Str,
    reference: Str,
  }),
]);
export type DepositAction = Static<typeof DepositAction>;

export const Deposit = Type.Object({
  orderNo: Str,
  method: Str,
  provider: Str,
  status: Enum(DEPOSIT_STATUSES),
  amount: Amount,
  fee: Amount,
  creditAmount: Amount,
  currency: Str,
  createdAt: Str,
  finishedAt: Nullable(Str),
  failureReason: Nullable(Str),
  /** What the player does next (only while pending). */
  action: Nullable(DepositAction),
});
export type Deposit = Static<typeof Deposit>;

export const depositMethods = contract({
  method: 'GET',
  url: '/wps/cashier/deposit/methods',
  ...cashier,
  summary: 'Deposit methods, limits and the tutorial text',
  value: DepositMethods,
});

export const createDeposit = contract({
  method: 'POST',
  url: '/wps/cashier/deposit',
  ...cashier,
  summary: 'Create a deposit order; value.action says what to do next (redirect/QR or bank transfer)',
  body: Type.Object(
    { method: Text(20), amount: AmountField, idempotencyKey: IdempotencyKey },
    { additionalProperties: false },
  ),
  value: Deposit,
});

export const deposit = contract({
  method: 'GET',
  url: '/wps/cashier/deposit/:orderNo',
  ...cashier,
  summary: 'A deposit order of the caller (status pending, credited or failed)',
  params: Type.Object({ orderNo: Type.String({ pattern: '^D[A-Z0-9]{6,30}$' }) }),
  value: Deposit,
});

export const deposits = contract({
  method: 'GET',
  url: '/wps/cashier/deposits',
  ...cashier,
  summary: "The caller's deposit orders, newest first",
  querystring: Query(Type.Object(PageQuery)),
  value: Page(Deposit),
});

// ---- Withdrawals ----

/** An open bonus: what it locks in the main wallet and its own turnover (docs/money.md "Bonus money"). */
export const BonusPocket = Type.Object({
  bonusId: Str,
  promotionId: Str,
  title: Str,
  locked: Amount,
  required: Amount,
  wagered: Amount,
  remaining: Amount,
  depositLocked: Amount,
  spend: Enum(['cash_first', 'bonus_first'] as const),
  openedAt: Str,
  expiresAt: Nullable(Str),
});

export const WithdrawInfo = Type.Object(
  {
    currency: Str,
    currencySymbol: Str,
    balance: Amount,
    withdrawable: Amount,
    min: Amount,
    max: Amount,
    dailyCount: Int,
    usedToday: Int,
    paymentPasswordSet: Bool,
    receiptMinutes: Int,
    /** Money locked by open bonuses until their turnover is met; `withdrawable` is the rest (the free part). */
    locked: Amount,
    bonuses: Type.Array(BonusPocket),
    /** All open turnovers together. */
    turnover: Type.Object({ required: Amount, done: Amount, remaining: Amount, met: Bool }),
  },
  { ...Open, description: 'Other modules add their fields (VIP: `vip`, the level limits)' },
);
export type WithdrawInfo = Static<typeof WithdrawInfo>;

export const Withdrawal = Type.Object({
  orderNo: Str,
  amount: Amount,
  currency: Str,
  status: Enum(WITHDRAWAL_STATUSES),
  payoutStatus: Nullable(Enum(PAYOUT_STATUSES)),
  payee: Type.Object({ bankCode: Str, bankName: Str, accountNo: Str, holderName: Str }),
  createdAt: Str,
  decidedAt: Nullable(Str),
  reason: Nullable(Str),
  receipt: Nullable(
    Type.Object({
      status: Enum(RECEIPT_STATUSES),
      receivedAmount: Nullable(Amount),
      remainingAmount: Nullable(Amount),
      dueAt: Nullable(Str),
      confirmedAt: Nullable(Str),
      proofs: Int,
      /** The forced-receipt warning (spec §4), in the request language, while a confirmation is awaited. */
      warning: Nullable(Str),
    }),
  ),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const withdrawInfo = contract({
  method: 'GET',
  url: '/wps/cashier/withdraw/info',
  ...cashier,
  summary: 'Withdrawal limits, withdrawable amount, daily count used, payment password set',
  value: WithdrawInfo,
});

export const requestWithdrawal = contract({
  method: 'POST',
  url: '/wps/cashier/withdraw',
  ...cashier,
  summary: 'Request a withdrawal to a bound payee account (payment password required; sealed body allowed)',
  body: Type.Object(
    {
      amount: AmountField,
      payeeAccountId: Text(20),
      paymentPassword: Text(128),
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  value: Withdrawal,
});

export const withdrawals = contract({
  method: 'GET',
  url: '/wps/cashier/withdrawals',
  ...cashier,
  summary: "The caller's withdrawals, newest first, with their receipt state",
  querystring: Query(Type.Object({ ...PageQuery, status: Type.Optional(Enum(WITHDRAWAL_STATUSES)) })),
  value: Page(Withdrawal),
});

export const confirmReceipt = contract({
  method: 'POST',
  url: '/wps/cashier/withdrawals/:orderNo/receipt',
  ...cashier,
  summary:
    'Confirm receipt of a paid withdrawal: multipart (status, receivedAmount, files "proof" ≤ 3 png/jpg ≤ 5 MB) or JSON',
  consumes: ['multipart/form-data', 'application/json'],
  params: Type.Object({ orderNo: Type.String({ pattern: '^W[A-Z0-9]{6,30}$' }) }),
  value: Withdrawal,
});

// ---- Security center: payee accounts and the payment password ----

const PayeeKind = Enum(['bank', 'ewallet'] as const);
export const Bank = Type.Object({ code: Str, name: Str, kind: PayeeKind });
export type Bank = Static<typeof Bank>;

export const Payee = Type.Object({
  id: Str,
  kind: PayeeKind,
  bankCode: Str,
  bankName: Str,
  accountNo: Str,
  holderName: Str,
  createdAt: Str,
});
export type Payee = Static<typeof Payee>;

export const Payees = Type.Object({
  banks: Type.Array(Bank),
  payeeName: Nullable(Str),
  max: Int,
  accounts: Type.Array(Payee),
});
export type Payees = Static<typeof Payees>;

export const payees = contract({
  method: 'GET',
  url: '/wps/member/bankAccounts',
  ...security,
  summary: 'Bound bank / e-wallet accounts, the brand bank list and the payee name',
  value: Payees,
});

export const addPayee = contract({
  method: 'POST',
  url: '/wps/member/bankAccounts',
  ...security,
  summary: 'Bind a bank or e-wallet account (holder name = registered payee name; the first sets it)',
  body: Type.Object(
    { bankCode: Text(20), accountNo: Text(64), holderName: Text(100) },
    { additionalProperties: false },
  ),
  value: Payee,
});

export const removePayee = contract({
  method: 'DELETE',
  url: '/wps/member/bankAccounts/:id',
  ...security,
  summary: 'Unbind a bank or e-wallet account',
  params: Type.Object({ id: DecimalId }),
  value: Bool,
});

export const paymentPasswordStatus = contract({
  method: 'GET',
  url: '/wps/member/paymentPassword',
  ...security,
  summary: 'Is a payment password set: {isSet}',
  value: Type.Object({ isSet: Bool }),
});

/** A payment password change: the proof (login or old payment password) and the new one twice. */
const passwordBody = <K extends string>(proof: K) =>
  Type.Object(
    { [proof]: Text(128), newPaymentPassword: Text(128), confirmPaymentPassword: Text(128) } as Record<
      K | 'newPaymentPassword' | 'confirmPaymentPassword',
      ReturnType<typeof Text>
    >,
    { additionalProperties: false },
  );

export const setPaymentPassword = contract({
  method: 'POST',
  url: '/wps/member/paymentPassword',
  ...security,
  summary: 'Set the payment password the first time (login password required)',
  body: passwordBody('loginPassword'),
  value: Bool,
});

export const changePaymentPassword = contract({
  method: 'PUT',
  url: '/wps/member/paymentPassword',
  ...security,
  summary: 'Change the payment password',
  body: passwordBody('oldPaymentPassword'),
  value: Bool,
});

export type PaymentPasswordStatus = ValueOf<typeof paymentPasswordStatus>;
