/**
 * The money API (docs/money.md "API"; spec §6, §7): balance and wallets, transfers, the account record, the
 * inbox, deposits, withdrawals and their receipts, payee accounts, the payment password, bonus cancelling and
 * the payment providers' callbacks. Each endpoint's contract is written here once (docs/api-contracts.md);
 * amounts are decimal strings in the brand currency.
 */
import { contract } from './contract';
import { bearer } from './money-schema';
import { Amount, Bool, Enum, type Static, Str, Text, Type } from './schema';

export * from './money-cashier';
export type { Page } from './money-schema';
export * from './money-wallet';

export const CancelBonusAnswer = Type.Object({
  bonusId: Str,
  /** Always 'cancelled' here: the pocket's outcome after the cancel (or the replay of one). */
  status: Type.Union([Enum(['completed', 'cancelled', 'expired'] as const), Type.Null()]),
  forfeited: Amount,
  released: Amount,
  balance: Amount,
  free: Amount,
  locked: Amount,
  replayed: Bool,
});
export type CancelBonusAnswer = Static<typeof CancelBonusAnswer>;

export const cancelBonus = contract({
  method: 'POST',
  url: '/wps/member/bonuses/:bonusId/cancel',
  tags: ['promotions'],
  summary:
    "Cancel one of the caller's open bonuses: its locked money is forfeited (a bonus_forfeit posting), the qualifying deposit's share becomes free",
  security: bearer,
  params: Type.Object({ bonusId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }),
  body: Type.Object({ idempotencyKey: Type.Optional(Text(64)) }, { additionalProperties: false }),
  value: CancelBonusAnswer,
});

// ---- Payment providers: callbacks and the sandbox PSP's hosted page ----

const callbackParams = Type.Object({ method: Type.String({ pattern: '^[A-Z0-9_]{2,20}$' }) });
const callbackHeaders = Type.Object({ 'x-signature': Type.Optional(Text(200)) });

export const depositCallback = contract({
  method: 'POST',
  url: '/wps/payments/callback/:method',
  tags: ['payments'],
  summary: 'Deposit callback of a payment provider (X-Signature: hex HMAC-SHA256 of the raw body)',
  headers: callbackHeaders,
  params: callbackParams,
  value: Type.Object({ orderNo: Str, status: Enum(['credited', 'failed'] as const), replayed: Bool }),
});

export const payoutCallback = contract({
  method: 'POST',
  url: '/wps/payments/payout-callback/:method',
  tags: ['payments'],
  summary: 'Payout callback of a payment provider (X-Signature: hex HMAC-SHA256 of the raw body)',
  headers: callbackHeaders,
  params: callbackParams,
  value: Type.Object({ orderNo: Str, payoutStatus: Str, replayed: Bool }),
});

const sandboxParams = Type.Object({ orderNo: Type.String({ pattern: '^D[A-Z0-9]{6,30}$' }) });

/** The sandbox PSP's page for an order (HTML; not part of the API document). */
export const sandboxPage = contract({
  method: 'GET',
  url: '/sandbox-pay/:orderNo',
  tags: ['payments'],
  summary: "The sandbox PSP's payment page of a deposit order",
  hide: true,
  params: sandboxParams,
});

/** The sandbox PSP's decision (a form post; answers 303 back to the page). */
export const sandboxDecide = contract({
  method: 'POST',
  url: '/sandbox-pay/:orderNo',
  tags: ['payments'],
  summary: "The sandbox PSP's pay / fail decision on a deposit order",
  hide: true,
  params: sandboxParams,
  body: Type.Object({ action: Enum(['pay', 'fail'] as const) }),
});
