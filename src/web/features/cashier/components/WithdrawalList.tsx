import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import type { Withdrawal } from '../api/types';
import { useWithdrawals } from '../api/withdraw';
import { openReceipt } from '../receipt';
import * as css from './cashier.css';
import { ReceiptDialog } from './ReceiptDialog';
import { StatusBadge } from './StatusBadge';

/** The player's withdrawals, newest first: status, payee, decision reason, and the receipt confirmation. */
export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawals(pageNo);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  return (
    <section className={css.panel} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className={css.heading}>
        {t('withdraw.list')}
      </h2>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <Empty text={t('withdraw.none')} />
      ) : (
        <>
          <ul className={css.messages} aria-label={t('withdraw.list')}>
            {list.data.content.map((w) => (
              <li key={w.orderNo} className={css.message} style={{ padding: 14, display: 'grid', gap: 8 }}>
                <div className={css.spread}>
                  <strong>{format.money(w.amount)}</strong>
                  <StatusBadge kind="withdrawal" status={w.status} />
                </div>
                <p className={css.muted}>
                  <span className={css.mono}>{w.orderNo}</span> · {format.dateTime(w.createdAt)}
                </p>
                <p className={css.muted}>
                  {t('withdraw.to', {
                    bank: w.payee.bankName,
                    account: w.payee.accountNo,
                    name: w.payee.holderName,
                  })}
                </p>
                {w.reason && (w.status === 'rejected' || w.status === 'payout_failed') && (
                  <p className={css.muted}>{t('withdraw.reason', { reason: w.reason })}</p>
                )}
                {w.receipt && (
                  <div className={css.spread}>
                    <span className={css.actions}>
                      <span className={css.muted}>{t('receipt.label')}</span>
                      <StatusBadge kind="receipt" status={w.receipt.status} />
                      {w.receipt.remainingAmount !== null && /[1-9]/.test(w.receipt.remainingAmount) && (
                        <span className={css.muted}>
                          {t('receipt.remaining', { amount: format.money(w.receipt.remainingAmount) })}
                        </span>
                      )}
                    </span>
                    {openReceipt(w) && (
                      <button type="button" className={button.primary} onClick={() => setConfirming(w)}>
                        {t('receipt.confirm')}
                      </button>
                    )}
                  </div>
                )}
                {openReceipt(w) && w.receipt?.warning && <p className={css.warning}>{w.receipt.warning}</p>}
              </li>
            ))}
          </ul>
          <Pager page={pageNo} total={list.data.totalPages} onPage={setPageNo} />
        </>
      )}
      {confirming && <ReceiptDialog withdrawal={confirming} onClose={() => setConfirming(null)} />}
    </section>
  );
}
