import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ErrorState, Loading } from '@/web/ui/States';
import { useDeposit } from '../api/deposit';
import { useMoneyChanged } from '../api/keys';
import type { Deposit, DepositMethod } from '../api/types';
import { CopyButton } from './CopyButton';
import * as css from './cashier.css';
import { StatusBadge } from './StatusBadge';

/**
 * One deposit order: how to pay it (the sandbox PSP's page, same tab or new tab, and its QR; or the bank details
 * and reference of a manual transfer), polled until credited or failed; then balance and inbox refresh.
 */
export function DepositOrder({
  orderNo,
  methods,
  onNew,
}: {
  orderNo: string;
  methods: DepositMethod[];
  onNew: () => void;
}) {
  const { t } = useTranslation('wallet');
  const deposit = useDeposit(orderNo);
  const moneyChanged = useMoneyChanged();
  const format = useFormat();
  const settled = useRef<string | null>(null);
  const status = deposit.data?.status;

  useEffect(() => {
    // Settled while we watched (or on return from the payment page): refresh balance, count, records once.
    if (status && status !== 'pending' && settled.current !== orderNo) {
      settled.current = orderNo;
      void moneyChanged();
    }
  }, [status, orderNo, moneyChanged]);

  if (deposit.isPending) return <Loading />;
  if (deposit.isError) {
    return (
      <section className={css.panel}>
        <ErrorState error={deposit.error} onRetry={() => void deposit.refetch()} />
        <div className={css.actions}>
          <button type="button" className={button.secondary} onClick={onNew}>
            {t('deposit.new')}
          </button>
        </div>
      </section>
    );
  }
  const order = deposit.data;
  const methodName = methods.find((m) => m.code === order.method)?.name ?? order.method;
  return (
    <section className={css.panel} aria-labelledby="deposit-order">
      <div className={css.spread}>
        <h2 id="deposit-order" className={css.heading}>
          {t('deposit.order', { orderNo: order.orderNo })}
        </h2>
        <StatusBadge kind="deposit" status={order.status} />
      </div>
      <OrderFigures order={order} methodName={methodName} />
      <div role="status" aria-live="polite">
        {order.status === 'credited' && (
          <p className={form.success}>
            {t('deposit.credited', { amount: format.money(order.creditAmount) })}
          </p>
        )}
        {order.status === 'failed' && <p className={form.alert}>{t('deposit.failed')}</p>}
        {order.status === 'pending' && order.action?.type === 'redirect' && (
          <p className={css.muted}>{t('deposit.waitingPayment')}</p>
        )}
        {order.status === 'pending' && order.action?.type === 'bank' && (
          <p className={css.muted}>{t('deposit.waitingBank')}</p>
        )}
      </div>
      {order.status === 'pending' && order.action?.type === 'redirect' && (
        <div className={css.twoColumns}>
          <div className={css.actions} style={{ alignContent: 'start' }}>
            <a className={button.primary} href={order.action.url}>
              {t('deposit.pay')}
            </a>
            <a className={button.secondary} href={order.action.url} target="_blank" rel="noopener noreferrer">
              {t('deposit.payNewTab')}
            </a>
          </div>
          <figure style={{ margin: 0, display: 'grid', gap: 6, justifyItems: 'start' }}>
            <div className={css.qr}>
              <QRCodeSVG
                value={order.action.qrPayload}
                size={148}
                level="M"
                marginSize={1}
                title={t('deposit.qr')}
              />
            </div>
            <figcaption className={css.muted}>{t('deposit.scan')}</figcaption>
          </figure>
        </div>
      )}
      {order.status === 'pending' && order.action?.type === 'bank' && (
        <BankDetails action={order.action} amount={order.amount} />
      )}
      <div className={css.actions}>
        <button type="button" className={button.secondary} onClick={onNew}>
          {t('deposit.new')}
        </button>
      </div>
    </section>
  );
}

function OrderFigures({ order, methodName }: { order: Deposit; methodName: string }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  return (
    <dl className={css.details}>
      <dt className={css.term}>{t('deposit.method')}</dt>
      <dd className={css.definition}>{methodName}</dd>
      <dt className={css.term}>{t('amount')}</dt>
      <dd className={css.definition}>{format.money(order.amount)}</dd>
      {/[1-9]/.test(order.fee) && (
        <>
          <dt className={css.term}>{t('deposit.feeLabel')}</dt>
          <dd className={css.definition}>{format.money(order.fee)}</dd>
          <dt className={css.term}>{t('deposit.youReceive')}</dt>
          <dd className={css.definition}>{format.money(order.creditAmount)}</dd>
        </>
      )}
      <dt className={css.term}>{t('time')}</dt>
      <dd className={css.definition}>{format.dateTime(order.createdAt)}</dd>
    </dl>
  );
}

function BankDetails({
  action,
  amount,
}: {
  action: Extract<NonNullable<Deposit['action']>, { type: 'bank' }>;
  amount: string;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const rows: [string, string, string][] = [
    [t('deposit.bankName'), action.bankName, action.bankName],
    [t('deposit.accountName'), action.accountName, action.accountName],
    [t('deposit.accountNo'), action.accountNo, action.accountNo],
    [t('amount'), format.money(amount), amount],
    [t('deposit.reference'), action.reference, action.reference],
  ];
  return (
    <div className={css.panel} style={{ background: 'transparent' }}>
      <h3 className={css.subheading}>{t('deposit.transferTo')}</h3>
      <dl className={css.bankRows}>
        {rows.map(([label, shown, copy]) => (
          <div key={label} className={css.bankRow}>
            <dt className={css.bankLabel}>{label}</dt>
            <dd className={css.bankValue}>
              <span className={css.mono}>{shown}</span>
              <CopyButton text={copy} label={label} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={css.warning}>{t('deposit.referenceNote', { reference: action.reference })}</p>
    </div>
  );
}
