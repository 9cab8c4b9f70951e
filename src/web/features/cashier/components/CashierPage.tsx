import { DepositPage } from './DepositPage';
import { MessagesPage } from './MessagesPage';
import { TransactionHistoryPage } from './TransactionHistoryPage';
import { TransferFundPage } from './TransferFundPage';
import { TransferUplinePage } from './TransferUplinePage';
import { WithdrawPage } from './WithdrawPage';

export type CashierPageName =
  | 'depositv2'
  | 'withdraw'
  | 'transferFund'
  | 'transferUpline'
  | 'transactionHistory'
  | 'messageV2';

/** The member center pages this feature owns. */
export function CashierPage({ page, order }: { page: CashierPageName; order?: string }) {
  switch (page) {
    case 'depositv2':
      return <DepositPage order={order} />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'transferFund':
      return <TransferFundPage />;
    case 'transferUpline':
      return <TransferUplinePage />;
    case 'transactionHistory':
      return <TransactionHistoryPage />;
    case 'messageV2':
      return <MessagesPage />;
  }
}
