/**
 * Shapes of the money API (docs/money.md "API"): the contracts' types (src/core/api/money.ts), imported as types
 * only. Amounts are decimal strings in the brand currency.
 */
export type {
  AccountRecord,
  Balance,
  Bank,
  DeleteMessagesAnswer,
  Deposit,
  DepositAction,
  DepositMethod,
  DepositMethods,
  MarkReadAnswer,
  MerchantWallet,
  Message,
  MessagePage,
  Page,
  Payee,
  Payees,
  PaymentPasswordStatus,
  Posting,
  ReceiptStatus,
  TransferAnswer,
  WalletEntry,
  WalletTransferAnswer,
  Withdrawal,
  WithdrawInfo,
} from '@/core/api/money';
