/**
 * The wallet's contracts (docs/money.md "API"): the balance and public state, the merchant wallet and the
 * transfers between wallets and accounts, the account record and the inbox. Part of the money API
 * (src/core/api/money.ts).
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
import { Amount, Bool, Int, type Static, Str, Text, Type } from './schema';

const tags = ['wallet'];

export const Balance = Type.Object({
  balance: Amount,
  /** What may leave the main wallet now; the rest is locked by open bonuses (docs/money.md "Bonus money"). */
  free: Amount,
  locked: Amount,
  currency: Str,
  currencySymbol: Str,
});
export type Balance = Static<typeof Balance>;

/** Public state (spec §3). */
export const PublicState = Type.Object({
  balance: Amount,
  currency: Str,
  currencySymbol: Str,
  hasVip: Bool,
  vipLabelName: Str,
  vipRankLevel: Int,
  availablePromoCount: Int,
  /** The promotions module's features by kind (e.g. REFERRAL: {enabled}). */
  availablePromo: Type.Object({}, Open),
  unreadMessage: Int,
});
export type PublicState = Static<typeof PublicState>;

export const WalletEntry = Type.Object({
  code: Str,
  name: Str,
  balance: Amount,
  /** The main wallet only: its free part and what open bonuses lock in it. */
  free: Type.Optional(Amount),
  locked: Type.Optional(Amount),
});
export type WalletEntry = Static<typeof WalletEntry>;

const merchantWalletFields = {
  isSingle: Bool,
  currency: Str,
  currencySymbol: Str,
  wallets: Type.Array(WalletEntry),
};
export const MerchantWallet = Type.Object(merchantWalletFields);
export type MerchantWallet = Static<typeof MerchantWallet>;

const transferFields = {
  transferId: Str,
  amount: Amount,
  /** The sender's wallet balance right after this transfer. */
  balance: Amount,
  createdAt: Str,
  replayed: Bool,
};
export const TransferAnswer = Type.Object(transferFields);
export type TransferAnswer = Static<typeof TransferAnswer>;

/** A move between the caller's wallets: the transfer, then the merchant wallet after it. */
export const WalletTransferAnswer = Type.Object({
  from: Str,
  to: Str,
  ...transferFields,
  ...merchantWalletFields,
});
export type WalletTransferAnswer = Static<typeof WalletTransferAnswer>;

export const Posting = Type.Object({
  id: Str,
  type: Str,
  wallet: Str,
  amount: Amount,
  balanceAfter: Amount,
  reference: Nullable(Str),
  createdAt: Str,
});
export type Posting = Static<typeof Posting>;

export const AccountRecord = Type.Object({
  ...Page(Posting).properties,
  from: Str,
  to: Str,
  totals: Type.Object({ in: Amount, out: Amount }),
  currency: Str,
});
export type AccountRecord = Static<typeof AccountRecord>;

export const Message = Type.Object({
  id: Str,
  kind: Str,
  title: Str,
  content: Str,
  read: Bool,
  createdAt: Str,
});
export type Message = Static<typeof Message>;

export const MessagePage = Type.Object({ ...Page(Message).properties, unread: Int });
export type MessagePage = Static<typeof MessagePage>;

export const balance = contract({
  method: 'GET',
  url: '/wps/v2/wallets/balance',
  tags,
  summary: 'Main wallet balance: {balance: "123.45", currency, currencySymbol}',
  security: bearer,
  value: Balance,
});

export const publicState = contract({
  method: 'GET',
  url: '/wps/member/publicState',
  tags,
  summary: 'Public state: balance, currencySymbol, VIP, availablePromoCount, unreadMessage',
  security: bearer,
  value: PublicState,
});

export const merchantWallet = contract({
  method: 'GET',
  url: '/wps/relay/GCS_merchantWallet',
  tags,
  summary: 'Merchant wallet: {isSingle, wallets: [{code, name, balance}]} (main wallet first)',
  security: bearer,
  value: MerchantWallet,
});

export const walletTransfer = contract({
  method: 'POST',
  url: '/wps/relay/GCS_walletTransfer',
  tags,
  summary: 'Move money between the main wallet and a game wallet (isSingle false only)',
  security: bearer,
  body: Type.Object(
    { from: Text(12), to: Text(12), amount: AmountField, idempotencyKey: IdempotencyKey },
    { additionalProperties: false },
  ),
  value: WalletTransferAnswer,
});

const transferBody = {
  amount: AmountField,
  paymentPassword: Text(128),
  idempotencyKey: IdempotencyKey,
};

export const transferToUpline = contract({
  method: 'POST',
  url: '/wps/member/transfer/upline',
  tags,
  summary: 'Transfer from the main wallet to the upline (payment password required)',
  security: bearer,
  body: Type.Object(transferBody, { additionalProperties: false }),
  value: TransferAnswer,
});

export const transferToDownline = contract({
  method: 'POST',
  url: '/wps/agent/transfer/downline',
  tags: ['agent'],
  summary: "Agent → a member of the agent's own team (username; payment password required)",
  security: bearer,
  body: Type.Object({ ...transferBody, downline: Text(64) }, { additionalProperties: false }),
  value: Type.Object({ downline: Str, ...transferFields }),
});

export const transactions = contract({
  method: 'GET',
  url: '/wps/member/transactions',
  tags,
  summary: 'Account record: postings of the player (type, signed amount, balance after, time, reference)',
  security: bearer,
  querystring: Query(
    Type.Object({
      type: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
      wallet: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,12}$' })),
      from: Type.Optional(Text(40)),
      to: Type.Optional(Text(40)),
      ...PageQuery,
    }),
  ),
  value: AccountRecord,
});

// ---- Inbox (messageV2) ----

const Ids = Type.Array(DecimalId, { maxItems: 200 });

export const messages = contract({
  method: 'GET',
  url: '/wps/member/messages',
  tags: ['inbox'],
  summary: "Inbox messages, newest first, in the account's language (else the request language)",
  security: bearer,
  querystring: Query(Type.Object({ ...PageQuery, unread: Type.Optional(Bool) })),
  value: MessagePage,
});

export const markRead = contract({
  method: 'POST',
  url: '/wps/member/messages/read',
  tags: ['inbox'],
  summary: 'Mark messages read: {ids} or {all: true}; answers {updated, unread}',
  security: bearer,
  body: Type.Object({ ids: Type.Optional(Ids), all: Type.Optional(Bool) }, { additionalProperties: false }),
  value: Type.Object({ updated: Int, unread: Int }),
});

export const deleteMessages = contract({
  method: 'POST',
  url: '/wps/member/messages/delete',
  tags: ['inbox'],
  summary: 'Delete messages: {ids}; answers {deleted, unread}',
  security: bearer,
  body: Type.Object({ ids: Ids }, { additionalProperties: false }),
  value: Type.Object({ deleted: Int, unread: Int }),
});

export const unreadCount = contract({
  method: 'GET',
  url: '/wps/relay/CSP_unreadCount',
  tags: ['inbox'],
  summary: 'Unread message count (a number)',
  security: bearer,
  value: Int,
});

export type MarkReadAnswer = ValueOf<typeof markRead>;
export type DeleteMessagesAnswer = ValueOf<typeof deleteMessages>;
