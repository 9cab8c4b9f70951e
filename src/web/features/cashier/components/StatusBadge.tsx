import { useTranslation } from 'react-i18next';
import type { Deposit, ReceiptStatus, Withdrawal } from '../api/types';
import * as css from './cashier.css';

type Tone = keyof typeof css.badge;

const TONES: Record<string, Tone> = {
  pending: 'pending',
  credited: 'success',
  failed: 'danger',
  approved: 'success',
  rejected: 'danger',
  payout_failed: 'danger',
  awaiting: 'pending',
  received: 'success',
  all_received: 'success',
  auto_received: 'neutral',
  partial: 'info',
  not_received: 'danger',
};

/** A status word with its colour (deposits, withdrawals, receipts). */
export function StatusBadge({
  kind,
  status,
}:
  | { kind: 'deposit'; status: Deposit['status'] }
  | { kind: 'withdrawal'; status: Withdrawal['status'] }
  | { kind: 'receipt'; status: ReceiptStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={css.badge[TONES[status] ?? 'neutral']}>
      {t(`status.${kind}.${status}` as 'status.deposit.pending')}
    </span>
  );
}
