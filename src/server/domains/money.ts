/**
 * The money domain's front door (ledger, wallet, pockets): the double-entry ledger, cashier (deposit, withdrawal, transfers), bonus pockets.
 * Other domains, the app and the scripts import the money domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */
export { checkLedger, formatReport } from '../modules/ledger/ledger.check';
export {
  type Db,
  inTransaction,
  isRetryable,
  ownedAccount,
  ownedAccounts,
  ownedBalances,
  systemAccount,
  transfer,
} from '../modules/ledger/ledger.service';
export {
  bonusByPromotion,
  bonusCostOf,
  cashByDayAndMethod,
  commissionsByAccount,
  type LedgerFigure,
  ledgerByDay,
  ledgerFigureRows,
  liabilityAt,
} from '../modules/ledger/ledger-figures';
export { type CashTotals, cashTotals, type Posting, walletPostings } from '../modules/ledger/ledger-office';
export { fundsView } from '../modules/pockets/pocket-views';
export { pocketsPlugin } from '../modules/pockets/pockets.plugin';
export {
  depositInPlay,
  depositInPlaySql,
  forfeitPocket,
  openPocket,
  type PocketRow,
} from '../modules/pockets/pockets.service';
export { openPocketBonusIds } from '../modules/pockets/pockets-office';
export { decideDeposit } from '../modules/wallet/deposit.service';
export { postMessage } from '../modules/wallet/inbox.service';
export { adjustBalance, pendingForOps } from '../modules/wallet/ops.service';
export { ctxOf } from '../modules/wallet/route-helpers';
export { maskAccountNo, verifyPaymentPassword } from '../modules/wallet/security.service';
export { amountFrom, clientKeyOf, payments, type WalletCtx } from '../modules/wallet/wallet.context';
export { walletPlugin } from '../modules/wallet/wallet.plugin';
export type { WalletHooks } from '../modules/wallet/wallet-hooks';
export {
  type BoundPayee,
  boundPayees,
  payeeHolderIds,
  payeeHolderIdsTrimmed,
  pendingManualDepositCount,
  pendingWithdrawalCount,
  withdrawalOfBrand,
} from '../modules/wallet/wallet-office';
export {
  downlineTransfer,
  MAIN_WALLET,
  playWalletOf,
  walletTransfer,
} from '../modules/wallet/wallets.service';
export { approveWithdrawal, rejectWithdrawal } from '../modules/wallet/withdrawal/decision';
export { withdrawableAmount } from '../modules/wallet/withdrawal/request';
